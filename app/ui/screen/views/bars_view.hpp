// The keys as bars, as the GPU buffer holds them after the current step: height and colour by value
// (for radix, colour by the current digit's bin), each key's number under its bar where the numbers fit,
// the positions the dispatch compared and the keys it
// moved marked in two rows under the bars, and the virtual +infinity positions of a network sort whose
// n is not a power of two greyed after the real keys. Past one key per pixel each pixel column shows the
// min..max of its keys. The bars are diagram's bars layout (sortscope/diagram/bars_plot.hpp), the one the
// exported frames draw. Hovering a bar names it and lights it in the other views.
#pragma once

#include <cstdint>
#include <vector>

#include "core/look/layout.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/draw_drawing.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"
#include "sortscope/diagram/bars_plot.hpp"

namespace sortscope::ui {

class BarsView {
public:
    void draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
              const PanelRect& rect);
    // A radix question waits: the keys keep their own colours, not their bins' (which are its answer).
    void hide_bins(bool hide) { m_hide_bins = hide; }

private:
    void refresh_keys(const SortSession& session);

    // Where the bars were laid out, and in what: a change lays them out again.
    struct Placement {
        float left, top, right, bottom, marker_height, font_size;
        uint32_t padding;
        ColourTheme theme;
        bool by_bins;
        bool operator==(const Placement&) const = default;
    };

    // Derived from the keys and laid out only when they, the view's size or the theme change (never every
    // frame: at n = 2^20 a scan per frame would cost more than drawing).
    diagram::BarHeights m_heights;    // what the bars scale by (bar_heights: the keys' values)
    std::vector<uint32_t> m_bins;     // radix: the current digit of each key (empty otherwise)
    bool m_hide_bins = false;         // a radix question waits: the bins are its answer
    uint32_t m_bin_count = 0;
    uint64_t m_version = UINT64_MAX;
    diagram::BarsPlot m_plot;
    Placement m_placement{};
    bool m_laid_out = false;
};

}  // namespace sortscope::ui
