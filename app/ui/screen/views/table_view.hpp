// The source documents' table for the step just run (algo::step_tables, the same rows `sortscope-cli
// table` prints): one row per comparator for the networks, ranks for rank sort, Huang's count,
// prefix-sum and bin-start tables for radix. Before the first step it shows the next step's question:
// the cells the step computes read "?" (SortSession::shown_tables: made with the step's check, at most
// kShownTableRows rows each). Hovering a row lights the comparator in the network and the keys in
// the bars; a comparator hovered there lights (and scrolls to) its row here.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "algorithms/teaching/table.hpp"
#include "core/look/layout.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"

namespace sortscope::ui {

class TableView {
public:
    void draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
              const PanelRect& rect);
private:
    uint64_t m_scrolled_to = UINT64_MAX;  // the comparator last scrolled to, so the user can scroll away
};

}  // namespace sortscope::ui
