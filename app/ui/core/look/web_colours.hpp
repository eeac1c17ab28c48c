// The colour-blind theme (colour_theme.hpp) as the web page takes it (app/export/web/web_page.hpp): its
// key ramp and its marks, which the page's C key shows. One function for sortscope-cli's page and the
// Export dialog's.
#pragma once

#include "web_page.hpp"

namespace sortscope::ui {

exports::web::PageColours web_page_colours();

}  // namespace sortscope::ui
