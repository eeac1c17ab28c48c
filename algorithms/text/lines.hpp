// A text as its lines, numbered as compilers and editors number them: "a\nb\n" is two lines, "a\nb" is
// two too (a last line without its newline still counts), and a carriage return before a newline is
// not part of the line. Kernel sources are read this way by every tool that names their lines.
#pragma once

#include <string_view>
#include <vector>

namespace sortscope::algo {

// The lines of `text`, each without its line ending; line k of a file is lines[k - 1]. They point into
// `text`, which must outlive them.
std::vector<std::string_view> split_lines(std::string_view text);

// `line` without the spaces and tabs at either end.
std::string_view trimmed(std::string_view line);

}  // namespace sortscope::algo
