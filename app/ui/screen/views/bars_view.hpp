// The keys as bars, as the GPU buffer holds them after the current step: height and colour by value
// (for radix, colour by the current digit's bin), the positions the dispatch compared and the keys it
// moved marked in two colours under the bars, and the virtual +infinity positions of a network sort
// whose n is not a power of two greyed after the real keys. Past one key per pixel each pixel column
// shows the min..max of its keys. Hovering a bar names it and lights it in the other views.
#pragma once

#include <cstdint>
#include <vector>

#include "core/bars/bar_columns.hpp"
#include "core/look/layout.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"

namespace sortscope::ui {

class BarsView {
public:
    void draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
              const PanelRect& rect);

private:
    void refresh(const SortSession& session, uint32_t columns);

    // Derived from the keys, rebuilt only when they or the width change (never every frame: at n = 2^20
    // a scan per frame would cost more than drawing).
    std::vector<uint32_t> m_heights;  // sort order of each key: bars scale by it
    std::vector<uint32_t> m_bins;     // radix: the current digit of each key
    std::vector<BarColumn> m_columns;
    std::vector<BarColumn> m_bin_columns;
    uint64_t m_version = UINT64_MAX;
    uint32_t m_width = 0;
    bool m_by_bin = false;
    uint32_t m_bin_count = 0;
};

}  // namespace sortscope::ui
