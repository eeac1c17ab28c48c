// The web page's fixed parts, kept apart from the C++ that fills it in: its style sheet (screen at
// 1280x720 and 390x844, print as a handout of one step per page) and its script (steps, keys, scores).
#pragma once

#include <string_view>

namespace sortscope::exports::web {

std::string_view page_style();
std::string_view page_script();

}  // namespace sortscope::exports::web
