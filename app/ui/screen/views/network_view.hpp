// The comparator network (Knuth style, diagram/network_layout.hpp, the same layout the exports draw)
// with the step that just ran lit (a filled band) and the comparators that swapped in it marked; before
// the first step the step about to run is outlined, dashed, under the word "next". It fits the whole
// network into the view, and fits again whenever the view changes size (a resize, another view shown or
// hidden, presenter mode), unless the user has zoomed or panned: then their view stays until a
// double-click fits again. A network too large to read whole fits its height instead and follows the
// current dispatch. Hovering a comparator says "i <-> j, ascending" and lights the same row in the table (and the
// two keys in the bars); hovering a row or a bar lights the comparator or wire here.
// The layout is built once per plan, never per frame. Up to kSubcolumnWires wires the stages keep
// Knuth's sub-columns; beyond that each stage is one column, and past kMaxDrawnComparators the view
// shows a window of wires (scroll to move it) beside an overview of the whole network.
// In Predict mode, while a question asks which comparators will swap, the step about to run is outlined
// as "next" instead, its comparators are clicked to pick them, and afterwards the picks are ringed right or wrong.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/look/layout.hpp"
#include "core/session/predict.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/draw_drawing.hpp"
#include "screen/look/theme.hpp"
#include "screen/look/view_frame.hpp"
#include "sortscope/diagram/network_layout.hpp"

namespace sortscope::ui {

constexpr uint32_t kSubcolumnWires = 64;
constexpr uint64_t kMaxDrawnComparators = 60000;

class NetworkView {
public:
    void draw(const SortSession& session, const Fonts& fonts, const Palette& colours, bool presenter, HoverLink& hover,
              const PanelRect& rect, PredictMode* predict = nullptr);

private:
    void rebuild(const SortSession& session, bool presenter);
    void refresh_focus(const SortSession& session);
    void fit(const ImVec2& size);
    // The fit for a view of `size`: up to kLabelledWires wires, laid out again with labels of
    // `wanted_label` pixels (never under 12: network_fit.hpp); larger, the whole network where its wires
    // stay readable, else its height.
    void fit_readable(const SortSession& session, const ImVec2& size, float wanted_label);
    void follow_focus(const ImVec2& size, std::optional<size_t> step);
    void build_overview(const algo::Plan& plan);
    // The whole network in a strip: every dispatch's comparators (sampled) as spans over all wires, the
    // window of wires drawn above, and the current dispatch. Clicking moves the window there.
    void draw_overview(const Palette& colours, const ImVec2& corner, const ImVec2& size, uint32_t n, size_t steps);

    diagram::NetworkLayout m_layout;
    uint64_t m_plan_version = UINT64_MAX;
    uint32_t m_first_wire = 0;   // windowed mode: the first wire laid out
    uint32_t m_window_wires = 0; // windowed mode: how many (0: all)
    uint32_t m_laid_out_first = UINT32_MAX;
    // The focus step's comparators in m_layout (a range) and which of them swapped.
    uint64_t m_focus_version = UINT64_MAX;
    std::optional<size_t> m_focus_step;
    size_t m_focus_begin = 0;
    size_t m_focus_end = 0;
    std::vector<uint8_t> m_focus_swapped;

    // Windowed mode's overview: per dispatch, a few of its comparators as (top, bottom) wire fractions.
    std::vector<std::vector<std::pair<float, float>>> m_overview;

    DrawingTransform m_view;      // origin relative to the view's top-left corner
    bool m_fitted = false;
    ImVec2 m_fitted_size;       // the view size m_view was fitted to
    float m_fitted_label = 0.0f;  // ... and the label size it was fitted for (it follows the text size)
    bool m_labels_fitted = false; // m_layout's labels were sized for the view (fit_network)
    float m_label_pixels = 0.0f;  // then their size on screen
    bool m_whole = true;          // the fit shows the whole network (else it pans)
    bool m_user_view = false;   // zoomed or panned by the user: kept through size changes
    bool m_follow = true;
    bool m_presenter = false;  // the layout's style: larger labels and dots on a projector
};

}  // namespace sortscope::ui
