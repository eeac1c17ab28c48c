// The main view: a caption naming the input, the status line, and one bar per key as the GPU buffer
// holds it after the current step (height and colour by value), with the keys the last step moved
// marked underneath. Past one key per pixel, each pixel column shows the min..max of its keys.
#pragma once

#include <cstdint>
#include <vector>

#include "bar_columns.hpp"
#include "layout.hpp"
#include "sort_session.hpp"
#include "theme.hpp"

namespace sortscope::ui {

class BarsView {
public:
    void draw(const SortSession& session, const Fonts& fonts, const PanelRect& rect);

private:
    void draw_bars(const SortSession& session);

    // The column summary depends only on the keys and the width, so it is rebuilt when either changes,
    // not every frame: at n = 2^24 a scan per frame would cost more than drawing.
    std::vector<BarColumn> m_columns;
    uint64_t m_columns_version = UINT64_MAX;
    uint32_t m_columns_width = 0;
};

}  // namespace sortscope::ui
