// Radix sort's picture (seed 004): for the current digit, the input keys in their work groups' tiles,
// coloured by their bin; the bins laid along the output, each with its count and its global start (the
// prefix sum); and the output, with a line from every key through its bin to where the stable scatter
// puts it. The part of the digit that runs now (count, prefix sum, scatter) is lit. The geometry is
// core/pictures/radix_layout.hpp's; this keeps the digit's bins per step and draws what it lays out.
#pragma once

#include <cstdint>
#include <vector>

#include "core/look/layout.hpp"
#include "core/pictures/picture.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"

namespace sortscope::ui {

class RadixView {
public:
    void draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
              const PanelRect& rect);

private:
    void refresh(const SortSession& session);

    uint64_t m_version = UINT64_MAX;
    uint32_t m_bins_count = 0;
    std::vector<uint32_t> m_bin;          // of each input key
    std::vector<uint32_t> m_destination;  // where the scatter puts each input key
    std::vector<uint32_t> m_counts;       // per bin
    std::vector<uint32_t> m_starts;       // per bin: the prefix sum of the counts
    std::vector<uint32_t> m_output_bin;   // bin of each key now in the output row
    std::vector<Paint> m_input_fills;     // the rows' colours: by bin, once per step
    std::vector<Paint> m_output_fills;
    uint32_t m_tile = 0;
};

}  // namespace sortscope::ui
