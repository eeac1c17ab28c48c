// Rank sort's picture (seed 003): the input keys on top, the output positions below, and an arrow from
// each key to its rank, the number of keys that come before it. Before the step the arrows say where
// the keys will go; after it the lower row holds what the GPU wrote. Past a few hundred keys only
// every k-th arrow is drawn, and the hovered key's always. The drawing is diagram/
// rank_layout.hpp's; this keeps the ranks, colours and labels per step and draws what it lays out.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <imgui.h>

#include "core/look/layout.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"
#include "sortscope/diagram/key_rows.hpp"

namespace sortscope::ui {

class RankView {
public:
    void draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
              const PanelRect& rect);

private:
    std::vector<uint32_t> m_ranks;  // of the input keys
    uint64_t m_plan_version = UINT64_MAX;
    uint64_t m_version = UINT64_MAX;  // the session state the colours and labels below were made for
    std::vector<diagram::Ink> m_upper_fills;
    std::vector<diagram::Ink> m_lower_fills;
    std::vector<std::string> m_upper_labels;
    std::vector<std::string> m_lower_labels;
};

}  // namespace sortscope::ui
