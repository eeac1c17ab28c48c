// Predict mode on screen: the panel over the views (the question, the answer being made, the result
// and the score) and, for key questions, the question picture that takes the picture view's place while
// the question waits (the keys, the bins and the output positions to click; the radix and rank pictures
// would show the answer). The network view takes comparator clicks itself (network_view.hpp).
#pragma once

#include "core/look/layout.hpp"
#include "core/session/predict.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"
#include "screen/requests.hpp"

namespace sortscope::ui {

// The panel's height this frame: 0 when Predict mode is off.
float predict_panel_height(const PredictMode& predict);
void draw_predict_panel(PredictMode& predict, const SortSession& session, const Fonts& fonts, const Palette& colours,
                        const PanelRect& rect, Requests& requests);

// Whether the question picture replaces the picture view (and the table is held back) this frame.
bool shows_key_question(const PredictMode& predict);
void draw_key_question(PredictMode& predict, const SortSession& session, const Fonts& fonts, const Palette& colours,
                       const PanelRect& rect);
// The table's place while a key question waits: its rows (ranks, bin starts) would give the answer away.
void draw_table_held_back(const Fonts& fonts, const PanelRect& rect);

}  // namespace sortscope::ui
