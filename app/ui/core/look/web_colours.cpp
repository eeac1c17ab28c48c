// The colour-blind theme for the web page (see web_colours.hpp).
#include "core/look/web_colours.hpp"

#include "core/look/colour_theme.hpp"

namespace sortscope::ui {

exports::web::PageColours web_page_colours() {
    const MarkColours marks = colour_blind_marks();
    return {[](float t) { return theme_ramp(ColourTheme::ColourBlind, t); }, marks.compared, marks.moved, marks.accent};
}

}  // namespace sortscope::ui
