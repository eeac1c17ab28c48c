// The tables the source documents drew by hand, computed for any step of a plan from the step and the
// state before it: one row per comparator for the networks (Zucchi's pair / binary / flip rows,
// magnickolas's stride / size / normalised index), each key's rank (Bainville), the bin counts, prefix
// sums and bin starts of a radix digit (Huang's worked tables). The CLI's `table`, the GUI's table view
// and the exports all print these. Before its step runs a table asks the step's question: the cells the
// step computes read "?" (Table::results), and so do those a later step computes (Table::filled_later).
#pragma once

#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/plan/table_model.hpp"

namespace sortscope::algo {

constexpr uint64_t kAllRows = UINT64_MAX;

// When a step's tables are shown: before the step runs (its question: its result cells read
// kOpenCell), or after (its answer).
enum class TableMoment { BeforeStep, AfterStep };
inline constexpr const char* kOpenCell = "?";

// The tables of plan.steps[index], given the state before it. Network steps give one table whose first
// columns are step, stage, i, j, ascending, swapped (step and stage numbered from 1, algo/text/steps.hpp;
// i < j; ascending = 1 when the smaller key goes to i; swapped is the result) followed by the kernel's
// own columns; other kernels give their own tables. `max_rows` caps the rows formatted per table (the
// GUI shows a step of 2^20 comparators without making a million rows of text every step); total_rows
// still counts them all.
std::vector<Table> step_tables(const Plan& plan, size_t index, const State& before, TableMoment moment,
                               uint64_t max_rows = kAllRows);

enum class TableFormat { Text, Csv, Markdown, Latex };

// Text: aligned columns under a title line. CSV: one header row naming the columns, then the rows; tables
// with other columns than the first add a first column `table` (the row's table title) and their own
// columns to that one header (a CSV file has one header). Markdown: a heading and
// a pipe table each. LaTeX: one table is its title as a comment, then a plain tabular (right-aligned
// columns, \hline rules, no packages needed) that compiles inside the standalone class or a table
// environment; several tables stack in one outer tabular, each under its title.
std::string format_tables(const std::vector<Table>& tables, TableFormat format);

// Text with LaTeX's special characters escaped (as the latex tables write their cells), for other
// LaTeX output such as `sortscope-cli quiz --format latex`.
std::string latex_escape(const std::string& text);

}  // namespace sortscope::algo
