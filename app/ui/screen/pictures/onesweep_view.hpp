// Onesweep's picture, drawn where the network goes. The histogram and scan steps (look-back path): the
// four digits' 256-bin histograms side by side from one read of the keys, and on the scan the bins'
// starts as each histogram's running sum. A digit's steps (a pass; the portable path's count and prefix
// sum): the tiles in a row, on the look-back path each with the status word it holds for one bin when
// one tile looks back in the model schedule (not ready, A aggregate, P inclusive prefix) and that tile's
// walk back as arrows; the tile's keys per bin; the output with every bin's range and the tile's slice
// of it; and the sum that gives the offset. Click (or hover) a tile and a bin to follow them; hovering
// lights their keys in the bars, and a key hovered in the bars picks its tile and bin here. The geometry
// is diagram/onesweep_layout.hpp's; this keeps the step's account and draws what it lays out.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "core/look/layout.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"
#include "sortscope/diagram/onesweep_focus.hpp"

namespace sortscope::ui {

class OnesweepView {
public:
    void draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
              const PanelRect& rect);

private:
    void refresh(const SortSession& session);

    uint64_t m_version = UINT64_MAX;
    uint64_t m_plan_version = UINT64_MAX;
    std::optional<diagram::OnesweepFocus> m_focus;
    std::vector<std::vector<uint32_t>> m_histograms;  // histogram and scan steps: [digit][bin]
    algo::PassAccount m_account;                      // a digit's steps: per tile and bin
    std::vector<uint32_t> m_bin_keys;                 // a digit's steps: keys of each bin in all tiles
    uint32_t m_n = 0;                                 // keys per array
    // What the user clicked: kept from step to step, forgotten with a new plan.
    std::optional<uint32_t> m_picked_tile;
    std::optional<uint32_t> m_picked_bin;
};

}  // namespace sortscope::ui
