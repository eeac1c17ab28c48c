// A table as the source documents drew them: a title, named columns and rows of cells. Each kernel
// makes its own from a step and the state before it (its catalogue entry names how); teaching/table.hpp
// picks them for any step and prints them as text, CSV, Markdown or LaTeX. The columns a step computes
// are its results: before the step runs, a table shows its question (the inputs) and leaves those cells
// open. A table one step shows but a later step fills (the prefix sums beside a radix count) stays open
// until that step.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace sortscope::algo {

struct Table {
    std::string title;                           // "step 4: bitonic pass 1 (blocks of 4), distance 2: ..."
    std::vector<std::string> columns;            // machine-friendly names: "step", "i", "j", ...
    std::vector<std::vector<std::string>> rows;  // one cell per column
    uint64_t total_rows = 0;                     // rows the table has; more than rows.size() when capped
    std::vector<size_t> results;                 // the columns whose cells the step (or a later one) computes
    bool filled_later = false;                   // a later step computes the results: open after this one too
};

// Counts a row in total_rows and adds it, made by `make_row`, only while the table holds fewer than
// `max_rows`: a view that shows 200 rows never builds the cells of the thousands it does not show.
template <class MakeRow>
void add_row(Table& table, uint64_t max_rows, MakeRow make_row) {
    ++table.total_rows;
    if (table.rows.size() < max_rows) table.rows.push_back(make_row());
}

// Marks the named columns as the step's results (names that are not columns are ignored).
inline void mark_results(Table& table, std::initializer_list<std::string_view> names) {
    for (std::string_view name : names) {
        for (size_t c = 0; c < table.columns.size(); ++c) {
            if (table.columns[c] == name) table.results.push_back(c);
        }
    }
}

// Marks every column but the first (the row's name: a group, a bin) as the step's results.
inline void mark_results_after_first(Table& table) {
    for (size_t c = 1; c < table.columns.size(); ++c) table.results.push_back(c);
}

}  // namespace sortscope::algo
