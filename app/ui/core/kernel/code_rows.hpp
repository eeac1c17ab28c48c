// The kernel view's code as rows of text, window-free: a step's kernel listing (algo::KernelListing)
// cut into the rows a view of a given width shows, long lines wrapped at spaces with their continuation
// indented, and the row to scroll to when the step changes, so the lit lines are on screen with some
// context above them (at 1280x720 in presenter mode a kernel does not fit: the lit region is what
// shows). No ImGui: tests check it; screen/views/kernel_view.cpp draws it.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "algorithms/teaching/kernel_listing.hpp"

namespace sortscope::ui {

struct CodeRow {
    size_t line = 0;            // index into the listing's lines
    std::string text;           // this row's part of the line (a continuation starts with its indentation)
    bool continuation = false;  // not the line's first row: no line number
};

// The rows of `listing` at `columns` characters a row (at least 16): a line longer than that is cut at
// its last space that fits (or at `columns` when it has none), and every further row of it starts with
// the line's indentation plus four spaces.
std::vector<CodeRow> code_rows(const algo::KernelListing& listing, size_t columns);

// The first row to show in a view of `visible` rows: all the lit rows with up to a third of the spare
// rows above them when they fit, else the first lit region from its marker, one row of context above;
// never past the last full screen. 0 when nothing is lit.
size_t first_shown_row(const std::vector<CodeRow>& rows, const algo::KernelListing& listing, size_t visible);

// The width of the line-number column: the digits of the last line number.
size_t line_number_digits(const algo::KernelListing& listing);

}  // namespace sortscope::ui
