// Help text made from the option table: an option's line ("  --wg W          work-group size, ...") and
// text wrapped at spaces, for sortscope-cli's help (app/cli/parsing/help_text.*) and the app's
// (app/ui/core/app_usage.*).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "option_spec.hpp"

namespace sortscope::options {

constexpr size_t kHelpWidth = 100;

// `text` wrapped at spaces into lines of at most `width` columns (a word longer than that stands alone
// on its line). The first line starts at column `column` (the caller has written that much of it); the
// others are indented by `indent` spaces. Every line ends with a newline.
std::string wrapped(std::string_view text, size_t column, size_t indent, size_t width = kHelpWidth);
// The same for words given whole ("[--dist D]" stays on one line).
std::string wrap_words(const std::vector<std::string>& words, size_t column, size_t indent, size_t width = kHelpWidth);

// `option`'s line of a help, its description wrapped from a fixed column: in the app's words when `in_app`.
std::string option_line(const OptionSpec& option, bool in_app);

// "--wg W" or "--desc": the option as a usage line writes it, in the app's words when `in_app`.
std::string option_usage(const OptionSpec& option, bool in_app);

}  // namespace sortscope::options
