// The help of sortscope-cli, made from the commands' table: the overview (`sortscope-cli --help`: one
// line per command) and each command's help (`sortscope-cli CMD --help`: usage, what it does, its
// options in groups, examples). Lines are wrapped to kHelpWidth columns.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "command_table.hpp"
#include "option_help.hpp"

namespace sortscope::cli {

using options::kHelpWidth;
using options::wrap_words;
using options::wrapped;

std::string overview_text();
std::string command_help_text(const Command& command);

}  // namespace sortscope::cli
