// The step pictures' one home: every picture view an algorithm's catalogue entry can name
// (AlgorithmInfo::picture), owned here, and the one drawn for a Picture, where the network goes. The
// frame asks for the entry's picture and never names an algorithm's view. The network's diagram
// (Picture::Network) is the network view's (screen/views/network_view.hpp), which the frame draws
// itself: draw() answers false for it and draws nothing.
#pragma once

#include "algorithms/catalogue/registry.hpp"
#include "core/look/layout.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"
#include "screen/pictures/onesweep_view.hpp"
#include "screen/pictures/radix_view.hpp"
#include "screen/pictures/rank_view.hpp"

namespace sortscope::ui {

class PictureViews {
public:
    // Draws `picture`'s view of the session's step in `rect`; false (nothing drawn) for Picture::Network.
    bool draw(algo::Picture picture, const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
              const PanelRect& rect);

private:
    RadixView m_radix;
    OnesweepView m_onesweep;
    RankView m_rank;
};

}  // namespace sortscope::ui
