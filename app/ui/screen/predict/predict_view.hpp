// Predict mode on screen: the panel over the views (the question, the answer being made, the result
// and the score; its text wrapped at spaces only, so "bits 0..3" stays whole) and, for key questions, the question picture that takes the picture view's place while
// the question waits (the keys, the bins and the output positions to click; the radix and rank pictures
// would show the answer). The network view takes comparator clicks itself (network_view.hpp).
#pragma once

#include "core/look/layout.hpp"
#include "core/session/predict.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"
#include "screen/requests.hpp"

namespace sortscope::ui {

// The panel over the views. Its height is what its content took the frame before, so nothing in it is
// ever cut (the check button, a long question wrapped on a projector) and no room is left empty.
class PredictPanel {
public:
    // The panel's height this frame: 0 when Predict mode is off.
    float height(const PredictMode& predict) const;
    // `compact`: presenter mode, where the dispatch's technical description is left out (the header
    // leaves it out too) so the views keep the height.
    void draw(PredictMode& predict, const SortSession& session, const Fonts& fonts, const Palette& colours, bool compact,
              const PanelRect& rect, Requests& requests);

private:
    float m_content_height = 0.0f;  // measured while drawing; 0 before the first frame
};

// Whether the question picture replaces the picture view this frame; the table is left out meanwhile
// (its rows, ranks and bin starts, would give the answer away), and the panel says so.
bool shows_key_question(const PredictMode& predict);
void draw_key_question(PredictMode& predict, const SortSession& session, const Fonts& fonts, const Palette& colours,
                       const PanelRect& rect);

}  // namespace sortscope::ui
