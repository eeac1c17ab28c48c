// The tables the seed authors drew by hand, computed for any step of a plan from the step and the state
// before it: one row per comparator for the networks (seed 000's pair / binary / flip rows, seed 001's
// stride / size / normalised index), each key's rank (seed 003), the bin counts, prefix sums and bin
// starts of a radix digit (seed 004, Figures 4 and 5). The CLI's `table`, the GUI's table view and the
// exports all print these.
#pragma once

#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/plan/table_model.hpp"

namespace sortscope::algo {

constexpr uint64_t kAllRows = UINT64_MAX;

// The tables of step `index` of `plan`, given the state before it. Network steps give one table whose
// first columns are dispatch, stage, i, j, ascending, swapped (i < j; ascending = 1 when the smaller
// key goes to i) followed by the kernel's own columns; other kernels give their own tables.
// `max_rows` caps the rows formatted per table (the GUI shows a step of 2^20 comparators without making
// a million rows of text every step); total_rows still counts them all.
std::vector<Table> step_tables(const Plan& plan, size_t index, const State& before, uint64_t max_rows = kAllRows);

enum class TableFormat { Text, Csv, Markdown, Latex };

// Text: aligned columns under a title line. CSV: a header row naming the columns, then the rows (tables
// after the first are separated by a blank line and repeat their own header). Markdown: a heading and
// a pipe table each. LaTeX: one table is its title as a comment, then a plain tabular (right-aligned
// columns, \hline rules, no packages needed) that compiles inside the standalone class or a table
// environment; several tables stack in one outer tabular, each under its title.
std::string format_tables(const std::vector<Table>& tables, TableFormat format);

// Text with LaTeX's special characters escaped (as the latex tables write their cells), for other
// LaTeX output such as `sortscope-cli quiz --format latex`.
std::string latex_escape(const std::string& text);

}  // namespace sortscope::algo
