// A table as the source documents drew them: a title, named columns and rows of cells. Each kernel
// makes its own from a step and the state before it (its catalogue entry names how); teaching/table.hpp
// picks them for any step and prints them as text, CSV, Markdown or LaTeX.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sortscope::algo {

struct Table {
    std::string title;                           // "dispatch 3: bitonic pass 1, distance 2"
    std::vector<std::string> columns;            // machine-friendly names: "dispatch", "i", "j", ...
    std::vector<std::vector<std::string>> rows;  // one cell per column
    uint64_t total_rows = 0;                     // rows the table has; more than rows.size() when capped
};

}  // namespace sortscope::algo
