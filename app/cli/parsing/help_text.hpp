// The help of sortscope-cli, made from the commands' table: the overview (`sortscope-cli --help`: one
// line per command) and each command's help (`sortscope-cli CMD --help`: usage, what it does, its
// options in groups, examples). Lines are wrapped to kHelpWidth columns.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "command_table.hpp"

namespace sortscope::cli {

constexpr size_t kHelpWidth = 100;

std::string overview_text();
std::string command_help_text(const Command& command);

// `text` wrapped at spaces into lines of at most `width` columns (a word longer than that stands alone
// on its line). The first line starts at column `column` (the caller has written that much of it); the
// others are indented by `indent` spaces. Every line ends with a newline.
std::string wrapped(std::string_view text, size_t column, size_t indent, size_t width = kHelpWidth);

}  // namespace sortscope::cli
