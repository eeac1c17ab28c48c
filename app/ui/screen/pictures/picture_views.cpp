// The step pictures' one home (see picture_views.hpp).
#include "screen/pictures/picture_views.hpp"

namespace sortscope::ui {

bool PictureViews::draw(algo::Picture picture, const SortSession& session, const Fonts& fonts, const Palette& colours,
                        HoverLink& hover, const PanelRect& rect) {
    switch (picture) {
        case algo::Picture::Radix: m_radix.draw(session, fonts, colours, hover, rect); return true;
        case algo::Picture::Onesweep: m_onesweep.draw(session, fonts, colours, hover, rect); return true;
        case algo::Picture::Rank: m_rank.draw(session, fonts, colours, hover, rect); return true;
        case algo::Picture::Network: return false;
    }
    return false;
}

}  // namespace sortscope::ui
