// Radix sort's picture (seed 004): for the current digit, the input keys in their work groups' tiles,
// coloured by their bin; the bins laid along the output, each with its count and its global start (the
// prefix sum); and the output, with a line from every key through its bin to where the stable scatter
// puts it. The part of the digit that runs now (count, prefix sum, scatter) is lit. The drawing is
// diagram/radix_layout.hpp's, the per-key facts radix_flow.hpp's (kept per step); this draws what it lays out.
#pragma once

#include <cstdint>

#include "core/look/layout.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"
#include "sortscope/diagram/radix_flow.hpp"

namespace sortscope::ui {

class RadixView {
public:
    void draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
              const PanelRect& rect);

private:
    void refresh(const SortSession& session);

    uint64_t m_version = UINT64_MAX;
    diagram::RadixFlow m_flow;  // the digit's bins and scatter, per key: made once per step
    uint32_t m_tile = 0;
};

}  // namespace sortscope::ui
