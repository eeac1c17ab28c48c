// The desktop app's --help: its usage line and its options made from the option table (the entries
// marked `app`, in the app's words), then its keys and exit codes.
#pragma once

#include <string>

namespace sortscope::ui {

std::string app_usage_text();

}  // namespace sortscope::ui
