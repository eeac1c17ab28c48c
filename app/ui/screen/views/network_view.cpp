// The network view (see network_view.hpp): the shared layout drawn through draw_drawing, with the
// step just run (or the next one, outlined) and the hover drawn on top.
#include "screen/views/network_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include <imgui.h>

#include "algorithms/catalogue/network.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"
#include "core/look/network_fit.hpp"
#include "screen/look/cut_text.hpp"

namespace sortscope::ui {

namespace {

constexpr float kMinScale = 0.02f;
constexpr float kMaxScale = 6.0f;
constexpr uint32_t kWindowWires = 48;  // wires laid out at a time for very large networks
constexpr float kVisibleWires = 28.0f;  // of which this many fill the view's height, readable
constexpr float kMinWirePixels = 18.0f;  // ... unless that would put wires closer than this
// Fitted whole, a network is readable while its wires are at least this far apart on screen; closer
// (a wide network in a small view) it fits its height instead and follows the current dispatch.
constexpr float kMinFittedWirePixels = 7.0f;
constexpr size_t kOverviewSamples = 24;  // wires sampled per dispatch for the overview, and spans drawn

// Where a comparator of the focus step is, and how it looks in this frame.
ImU32 focus_colour(const Palette& colours, bool swapped) { return swapped ? colours.moved : colours.accent; }

// Which choice of a Predict question a placed comparator is (its step, stage and wires), if any.
std::optional<size_t> choice_of(const algo::Question& question, const diagram::PlacedComparator& p) {
    if (p.step != question.step) return std::nullopt;
    for (size_t k = 0; k < question.choices.size(); ++k) {
        const algo::Comparator& c = question.choices[k];
        if (c.stage == p.comparator.stage && c.i == p.comparator.i && c.j == p.comparator.j) return k;
    }
    return std::nullopt;
}

// The band of a step that has not run yet: a dashed outline, and "next" just above it, in place of its
// step number (under the band, or inside its top, where the view ends too close). A step that ran is a
// filled band; the two must never look alike, or the first step would not seem to move the light.
void draw_next_band(ImDrawList* list, ImVec2 min, ImVec2 max, float view_top, float view_bottom, ImU32 colour, ImFont* font,
                    float thickness) {
    const float dash = std::max(4.0f, thickness * 3.0f);
    auto dashed = [&](ImVec2 a, ImVec2 b) {
        const float length = std::hypot(b.x - a.x, b.y - a.y);
        if (length <= 0.0f) return;
        const ImVec2 unit((b.x - a.x) / length, (b.y - a.y) / length);
        for (float t = 0.0f; t < length; t += 2.0f * dash) {
            const float end = std::min(length, t + dash);
            list->AddLine(ImVec2(a.x + unit.x * t, a.y + unit.y * t), ImVec2(a.x + unit.x * end, a.y + unit.y * end), colour, thickness);
        }
    };
    dashed(min, ImVec2(max.x, min.y));
    dashed(ImVec2(max.x, min.y), max);
    dashed(max, ImVec2(min.x, max.y));
    dashed(ImVec2(min.x, max.y), min);
    const char* label = "next";
    const ImVec2 text = font->CalcTextSizeA(font->FontSize, FLT_MAX, 0.0f, label);
    const float x = (min.x + max.x - text.x) * 0.5f;
    const float above = min.y - text.y;
    const float below = max.y + thickness;
    const float y = above >= view_top - text.y * 0.5f ? std::max(above, view_top)
                    : below + text.y <= view_bottom   ? below
                                                      : min.y + thickness;
    list->AddRectFilled(ImVec2(x - 3.0f, y), ImVec2(x + text.x + 3.0f, y + text.y), IM_COL32(0, 0, 0, 200), 3.0f);
    list->AddText(font, font->FontSize, ImVec2(x, y), colour, label);
}

}  // namespace

void NetworkView::rebuild(const SortSession& session, bool presenter) {
    const algo::Plan& plan = session.plan();
    diagram::NetworkLayoutOptions options = network_view_options(plan, presenter);
    m_presenter = presenter;
    options.subcolumns = plan.options.n <= kSubcolumnWires;
    const bool windowed = algo::more_comparators_than(plan, kMaxDrawnComparators);
    m_window_wires = windowed ? kWindowWires : 0;
    if (windowed) {
        options.first_wire = m_first_wire;
        options.wire_count = kWindowWires;
    }
    m_layout = diagram::layout_network(plan, options);
    m_laid_out_first = m_first_wire;
    m_focus_version = UINT64_MAX;
    m_labels_fitted = false;
}

// Sampled by wires, not by walking every comparator (110 million for bitonic at 2^20): kOverviewSamples
// wires spread over the array, each with its partners in the dispatch's stages, thinned evenly to
// kOverviewSamples spans where a dispatch runs several stages.
void NetworkView::build_overview(const algo::Plan& plan) {
    m_overview.assign(plan.steps.size(), {});
    const uint32_t wires = plan.options.n;
    const float n = static_cast<float>(std::max(1u, wires - 1));
    std::vector<algo::Comparator> sampled;
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        sampled.clear();
        for (size_t k = 0; k < kOverviewSamples && wires > 0; ++k) {
            const auto wire = static_cast<uint32_t>(uint64_t{wires} * k / kOverviewSamples);
            algo::for_each_comparator_touching(plan.steps[s], {wire, wire}, [&](const algo::Comparator& c) { sampled.push_back(c); });
        }
        const size_t every = std::max<size_t>(1, sampled.size() / kOverviewSamples);
        for (size_t k = 0; k < sampled.size(); k += every) {
            m_overview[s].emplace_back(static_cast<float>(sampled[k].i) / n, static_cast<float>(sampled[k].j) / n);
        }
    }
}

void NetworkView::draw_overview(const Palette& colours, const ImVec2& corner, const ImVec2& size, uint32_t n, size_t steps) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    const ImVec2 end(corner.x + size.x, corner.y + size.y);
    list->AddRectFilled(corner, end, colours.plate, 3.0f);
    if (steps == 0 || n == 0) return;
    const float column = size.x / static_cast<float>(steps);
    auto wire_y = [&](float fraction) { return corner.y + 3.0f + fraction * (size.y - 6.0f); };
    auto draw_step = [&](size_t s, bool current) {
        const float x = corner.x + (static_cast<float>(s) + 0.5f) * column;
        for (const auto& [top, bottom] : m_overview[s]) {
            list->AddLine(ImVec2(x, wire_y(top)), ImVec2(x, std::max(wire_y(bottom), wire_y(top) + 1.0f)),
                          current ? colours.accent : colours.dim_text, current ? 2.0f : 1.0f);
        }
    };
    // At most one dispatch per pixel column (odd-even transposition has thousands), and the current one.
    const size_t stride = std::max<size_t>(1, static_cast<size_t>(std::ceil(static_cast<float>(m_overview.size()) / std::max(1.0f, size.x))));
    for (size_t s = 0; s < m_overview.size(); s += stride) draw_step(s, false);
    if (m_focus_step && *m_focus_step < m_overview.size()) draw_step(*m_focus_step, true);
    // The window of wires on screen.
    const float top = wire_y(static_cast<float>(m_first_wire) / static_cast<float>(n));
    const float bottom = wire_y(static_cast<float>(std::min(n, m_first_wire + kWindowWires)) / static_cast<float>(n));
    list->AddRect(ImVec2(corner.x, top - 1.0f), ImVec2(end.x, std::max(bottom, top + 2.0f) + 1.0f), colours.hover, 0.0f, 0, 1.5f);
    ImGui::SetCursorScreenPos(corner);
    ImGui::InvisibleButton("##overview", size);
    if (ImGui::IsItemActive()) {
        const float fraction = std::clamp((ImGui::GetIO().MousePos.y - corner.y) / size.y, 0.0f, 1.0f);
        const auto centre = static_cast<int64_t>(fraction * static_cast<float>(n));
        m_first_wire = static_cast<uint32_t>(std::clamp<int64_t>(centre - kWindowWires / 2, 0, std::max<int64_t>(0, int64_t{n} - kWindowWires)));
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("the whole network: drag to move the window of wires");
}

void NetworkView::refresh_focus(const SortSession& session) {
    m_focus_version = session.version();
    m_focus_step = session.focus_step();
    m_focus_begin = m_focus_end = 0;
    m_focus_swapped.clear();
    if (!m_focus_step) return;
    const auto step = static_cast<uint32_t>(*m_focus_step);
    const auto begin = std::find_if(m_layout.comparators.begin(), m_layout.comparators.end(),
                                    [&](const diagram::PlacedComparator& p) { return p.step == step; });
    const auto end = std::find_if(begin, m_layout.comparators.end(),
                                  [&](const diagram::PlacedComparator& p) { return p.step != step; });
    m_focus_begin = static_cast<size_t>(begin - m_layout.comparators.begin());
    m_focus_end = static_cast<size_t>(end - m_layout.comparators.begin());
    if (session.cursor() == 0) return;  // before the first step nothing has swapped yet
    // The focus step is the last one run: the session kept what the reference's walk did to each
    // comparator. Only the placed ones (a window of wires, for large n) are looked up.
    m_focus_swapped.resize(m_focus_end - m_focus_begin);
    for (size_t k = m_focus_begin; k < m_focus_end; ++k) {
        m_focus_swapped[k - m_focus_begin] = session.last_step_swapped(m_layout.comparators[k].comparator) ? 1 : 0;
    }
}

void NetworkView::fit(const ImVec2& size) {
    const diagram::Drawing& drawing = m_layout.drawing;
    if (drawing.width <= 0 || drawing.height <= 0) return;
    const float scale = std::clamp(std::min(size.x / drawing.width, size.y / drawing.height), kMinScale, kMaxScale);
    m_view.scale = scale;
    m_view.origin = ImVec2(std::max(0.0f, (size.x - drawing.width * scale) * 0.5f), std::max(0.0f, (size.y - drawing.height * scale) * 0.5f));
    m_fitted = true;
}

void NetworkView::fit_readable(const SortSession& session, const ImVec2& size, float wanted_label) {
    m_fitted_size = size;
    m_fitted_label = wanted_label;
    if (m_window_wires == 0 && session.plan().options.n <= kLabelledWires) {
        // Laid out again with its labels at the size the text size asks for, never under 12 px: the
        // whole network where that fits, else zoomed (it pans; the wire numbers stay at the left).
        diagram::NetworkLayoutOptions options = network_view_options(session.plan(), m_presenter);
        options.subcolumns = session.plan().options.n <= kSubcolumnWires;
        NetworkFit fitted = fit_network(session.plan(), options, size.x, size.y, wanted_label);
        m_layout = std::move(fitted.layout);
        m_focus_version = UINT64_MAX;
        m_labels_fitted = true;
        m_label_pixels = fitted.label_pixels;
        m_whole = fitted.whole;
        m_view.scale = fitted.scale;
        // Centred; a network wider than the view starts at its left and follows the step (follow_focus).
        m_view.origin = ImVec2(std::max(0.0f, (size.x - m_layout.drawing.width * fitted.scale) * 0.5f),
                               std::max(0.0f, (size.y - m_layout.drawing.height * fitted.scale) * 0.5f));
        m_follow = m_follow || !m_whole;
        m_fitted = true;
        return;
    }
    fit(size);
    m_whole = true;
    if (m_layout.wire_spacing * m_view.scale >= kMinFittedWirePixels) return;
    const float readable = std::min(size.y / m_layout.drawing.height, 1.6f);
    if (m_view.scale < readable * 0.6f) {
        m_view.scale = readable;
        m_view.origin = ImVec2(0.0f, std::max(0.0f, (size.y - m_layout.drawing.height * readable) * 0.5f));
        m_whole = false;
    }
}

void NetworkView::follow_focus(const ImVec2& size, std::optional<size_t> step) {
    if (!step || m_layout.steps.empty()) return;
    // A network that fits the width is all on screen: moving it would only cut its other end off.
    const float left = m_view.origin.x;
    const float right = m_view.origin.x + m_layout.drawing.width * m_view.scale;
    if (left >= -0.5f && right <= size.x + 0.5f) return;
    for (const diagram::StepBand& band : m_layout.steps) {
        if (band.step != *step) continue;
        const float x0 = m_view.origin.x + band.x0 * m_view.scale;
        const float x1 = m_view.origin.x + band.x1 * m_view.scale;
        const float margin = size.x * 0.15f;
        if (x0 < margin) m_view.origin.x += margin - x0;
        if (x1 > size.x - margin && x1 - x0 < size.x - 2 * margin) m_view.origin.x -= x1 - (size.x - margin);
        return;
    }
}

void NetworkView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, bool presenter,
                       HoverLink& hover, const PanelRect& rect, PredictMode* predict) {
    const uint32_t n = session.plan().options.n;
    // Predict mode: a question about the next dispatch's swaps, or the result of the last one.
    const algo::Question* asking = predict != nullptr && predict->question() && predict->question()->kind == algo::QuestionKind::Swaps
                                       ? &*predict->question() : nullptr;
    const PredictResult* result = predict != nullptr && predict->result() && predict->result()->question.kind == algo::QuestionKind::Swaps
                                      ? &*predict->result() : nullptr;
    const std::optional<size_t> lit_step = asking != nullptr ? std::optional<size_t>(asking->step) : m_focus_step;
    std::string title = "Comparator network: " + algo::count_of(session.step_count(), "step", "steps");
    if (m_window_wires != 0) {
        title += ", wires " + std::to_string(m_first_wire) + ".." + std::to_string(std::min(n, m_first_wire + m_window_wires) - 1) +
                 " of " + std::to_string(n) + " (scroll to move)";
    } else {
        title += presenter ? "" : "  (wheel: zoom, drag: pan, double-click: fit)";
    }
    if (!begin_view("##network", title.c_str(), rect, fonts)) return;
    if (session.plan_version() != m_plan_version) {
        m_plan_version = session.plan_version();
        m_first_wire = 0;
        m_overview.clear();
        m_fitted = false;
        m_user_view = false;
        m_follow = true;
        rebuild(session, presenter);
    }
    if (presenter != m_presenter) {
        m_fitted = false;
        m_user_view = false;
        rebuild(session, presenter);
    }
    if (m_window_wires != 0 && m_first_wire != m_laid_out_first) rebuild(session, presenter);
    if (session.version() != m_focus_version) {
        refresh_focus(session);
        m_follow = m_follow || !m_fitted;
    }

    const ImVec2 corner = ImGui::GetCursorScreenPos();
    ImVec2 size = ImGui::GetContentRegionAvail();
    const float overview_height = m_window_wires != 0 ? std::floor(ImGui::GetTextLineHeight() * 3.5f) : 0.0f;
    size.y -= overview_height > 0.0f ? overview_height + ImGui::GetStyle().ItemSpacing.y : 0.0f;
    if (size.x < 20.0f || size.y < 20.0f) {
        end_view();
        return;
    }
    if (m_window_wires != 0 && m_overview.size() != session.step_count()) build_overview(session.plan());
    // The view changed size (the window, or the views beside it): fit again, unless the user chose a view.
    const float wanted_label = wanted_label_pixels(fonts.small->FontSize);
    if (m_fitted && !m_user_view &&
        (std::fabs(size.x - m_fitted_size.x) >= 1.0f || std::fabs(size.y - m_fitted_size.y) >= 1.0f || wanted_label != m_fitted_label)) {
        m_fitted = false;
    }
    if (!m_fitted && m_window_wires != 0) {
        // Windowed: a readable number of wires fills the height; the view follows the current dispatch.
        // At least kMinWirePixels between wires, however small the view.
        m_view.scale = std::clamp(std::max(size.y / (kVisibleWires * m_layout.wire_spacing), kMinWirePixels / m_layout.wire_spacing),
                                  kMinScale, kMaxScale);
        m_view.origin = ImVec2(0.0f, 0.0f);
        m_fitted = true;
        m_fitted_size = size;
        m_fitted_label = wanted_label;
    }
    if (!m_fitted) fit_readable(session, size, wanted_label);
    if (session.version() != m_focus_version) refresh_focus(session);  // the fit laid the network out again
    ImGui::InvisibleButton("##network-canvas", size);
    const bool hovered_canvas = ImGui::IsItemHovered();
    ImGuiIO& io = ImGui::GetIO();
    if (hovered_canvas && io.MouseWheel != 0.0f) {
        if (m_window_wires != 0 && !io.KeyCtrl) {
            // Windowed: the wheel moves the window of wires; Ctrl+wheel zooms.
            const int64_t moved = static_cast<int64_t>(m_first_wire) - static_cast<int64_t>(io.MouseWheel * 8.0f);
            m_first_wire = static_cast<uint32_t>(std::clamp<int64_t>(moved, 0, std::max<int64_t>(0, int64_t{n} - kWindowWires)));
        } else {
            const ImVec2 mouse(io.MousePos.x - corner.x, io.MousePos.y - corner.y);
            const float factor = std::pow(1.15f, io.MouseWheel);
            const float scale = std::clamp(m_view.scale * factor, kMinScale, kMaxScale);
            m_view.origin.x = mouse.x - (mouse.x - m_view.origin.x) * scale / m_view.scale;
            m_view.origin.y = mouse.y - (mouse.y - m_view.origin.y) * scale / m_view.scale;
            m_view.scale = scale;
            m_follow = false;
            m_user_view = true;
        }
    }
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 2.0f)) {
        m_view.origin.x += io.MouseDelta.x;
        m_view.origin.y += io.MouseDelta.y;
        m_follow = false;
        m_user_view = true;
    }
    if (hovered_canvas && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) {
        fit_readable(session, size, wanted_label);
        refresh_focus(session);
        m_user_view = false;
        m_follow = true;
    }
    if (m_follow) follow_focus(size, asking != nullptr ? std::optional<size_t>(asking->step) : m_focus_step);
    // A network fitted whole must show all of it (the screenshot tests' check for cut content).
    if (!m_user_view && m_window_wires == 0 && m_whole && m_layout.wire_spacing * m_view.scale >= kMinFittedWirePixels &&
        (m_view.origin.x < -0.5f || m_view.origin.x + m_layout.drawing.width * m_view.scale > size.x + 0.5f)) {
        record_cut("the comparator network runs past its view's edge");
    }

    DrawingTransform transform{ImVec2(corner.x + m_view.origin.x, corner.y + m_view.origin.y), m_view.scale};
    ImDrawList* list = ImGui::GetWindowDrawList();
    list->PushClipRect(corner, ImVec2(corner.x + size.x, corner.y + size.y), true);
    const diagram::Theme theme = diagram::Theme::Dark;
    list->AddRectFilled(corner, ImVec2(corner.x + size.x, corner.y + size.y), im_colour(theme, diagram::Role::Background));
    // The step that just ran is a filled band, under everything else; the step about to run (before the
    // first step, or the one a Predict question asks about) is outlined and labelled "next", over it.
    const bool lit_has_run = asking == nullptr && session.cursor() > 0;
    const diagram::StepBand* lit_band = nullptr;
    for (const diagram::StepBand& band : m_layout.steps) {
        if (lit_step && band.step == *lit_step) lit_band = &band;
    }
    const float band_top = m_layout.wires_top - m_layout.wire_spacing * 0.5f;
    const float band_bottom = m_layout.wire_y(m_layout.first_wire + std::max(1u, m_layout.wire_count) - 1) + m_layout.wire_spacing * 0.5f;
    if (lit_band != nullptr && lit_has_run) {
        list->AddRectFilled(transform.to_screen(lit_band->x0 - 5.0f, band_top), transform.to_screen(lit_band->x1 + 5.0f, band_bottom),
                            im_colour(theme, diagram::Role::HighlightShade), 4.0f);
    }
    draw_drawing(list, m_layout.drawing, transform, theme, fonts.small, false);
    if (lit_band != nullptr && !lit_has_run) {
        draw_next_band(list, transform.to_screen(lit_band->x0 - 5.0f, band_top), transform.to_screen(lit_band->x1 + 5.0f, band_bottom),
                       corner.y, corner.y + size.y, colours.accent, fonts.small, presenter ? 3.0f : 2.0f);
    }

    // The focus step's comparators over the drawing: accent, or the "moved" colour when they swapped.
    // Thicker on a projector, where thin lines wash out.
    const float emphasis = presenter ? 1.4f : 1.0f;
    const float width = std::max(2.0f, 2.4f * m_view.scale) * emphasis;
    const float radius = std::max(2.5f, 3.6f * m_view.scale) * emphasis;
    for (size_t k = m_focus_begin; k < m_focus_end && lit_has_run; ++k) {
        const diagram::PlacedComparator& p = m_layout.comparators[k];
        const bool swapped = k - m_focus_begin < m_focus_swapped.size() && m_focus_swapped[k - m_focus_begin] != 0;
        const ImU32 colour = focus_colour(colours, swapped);
        const ImVec2 a = transform.to_screen(p.x, p.y_top);
        const ImVec2 b = transform.to_screen(p.x, p.y_bottom);
        list->AddLine(a, b, colour, width);
        // Colour-blind theme: a swapped comparator also ends in squares, not dots.
        const bool squares = swapped && colours.shaped_marks;
        auto end_mark = [&](const ImVec2& at) {
            if (squares) {
                list->AddRectFilled(ImVec2(at.x - radius * 1.2f, at.y - radius * 1.2f), ImVec2(at.x + radius * 1.2f, at.y + radius * 1.2f), colour);
            } else {
                list->AddCircleFilled(at, radius, colour, 12);
            }
        };
        if (p.comparator.i >= m_layout.first_wire) end_mark(a);
        if (p.comparator.j < m_layout.first_wire + m_layout.wire_count) end_mark(b);
    }

    // A step that left the GPU's keys different from the CPU reference's (the kernel lab): each of its
    // comparators with a wrong key at either end ringed in the failed check's colour, as the bars
    // outline the wrong columns.
    if (const algo::Step* step = session.last_step(); step != nullptr && lit_has_run && !session.check().ok) {
        const std::vector<uint32_t>& expected = session.state_now()[algo::keys_buffer(step->keys_after())];
        const std::span<const uint32_t> actual = session.keys();
        auto wrong = [&](uint32_t position) {
            return position < expected.size() && position < actual.size() && expected[position] != actual[position];
        };
        for (size_t k = m_focus_begin; k < m_focus_end; ++k) {
            const diagram::PlacedComparator& p = m_layout.comparators[k];
            if (!wrong(p.comparator.i) && !wrong(p.comparator.j)) continue;
            const ImVec2 a = transform.to_screen(p.x, p.y_top);
            const ImVec2 b = transform.to_screen(p.x, p.y_bottom);
            list->AddLine(a, b, colours.bad, width * 1.4f);
            list->AddCircle(a, radius * 2.0f, colours.bad, 16, 2.5f);
            list->AddCircle(b, radius * 2.0f, colours.bad, 16, 2.5f);
        }
    }

    // Predict: the choices of the question (picked ones in the "moved" colour, numbered as the keys pick
    // them), or after the step the picks and misses ringed in the good or bad colour.
    if (asking != nullptr || result != nullptr) {
        const algo::Question& question = asking != nullptr ? *asking : result->question;
        for (const diagram::PlacedComparator& p : m_layout.comparators) {
            const std::optional<size_t> k = choice_of(question, p);
            if (!k) continue;
            const ImVec2 a = transform.to_screen(p.x, p.y_top);
            const ImVec2 b = transform.to_screen(p.x, p.y_bottom);
            if (asking != nullptr) {
                const bool picked = predict->guess().swaps[*k] != 0;
                const ImU32 colour = picked ? colours.moved : colours.accent;
                list->AddLine(a, b, colour, picked ? width * 1.6f : width);
                list->AddCircleFilled(a, radius, colour, 12);
                list->AddCircleFilled(b, radius, colour, 12);
                if (*k == predict->selected()) list->AddCircle(a, radius + 3.0f, colours.hover, 12, 2.0f);
                const std::string number = std::to_string(*k + 1);
                list->AddText(fonts.small, fonts.small->FontSize, ImVec2(a.x + radius + 2.0f, a.y - fonts.small->FontSize - 1.0f), colour,
                              number.c_str());
            } else {
                const bool picked = *k < result->guess.swaps.size() && result->guess.swaps[*k] != 0;
                const bool swapped = result->truth.swaps[*k] != 0;
                if (!picked && !swapped) continue;
                const ImVec2 middle((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f);
                // Right picks green, wrong picks red, missed comparators (they swapped, not picked) in the
                // accent colour, dashed by a second ring: the panel's legend names all three.
                const ImU32 ring = picked == swapped ? colours.good : picked ? colours.bad : colours.accent;
                list->AddCircle(middle, radius * 2.2f, ring, 16, 2.5f);
                if (!picked) list->AddCircle(middle, radius * 3.0f, ring, 16, 1.5f);
            }
        }
    }

    // Hover from other views: a wire (bars) or a comparator (table).
    if (hover.now.position && *hover.now.position >= m_layout.first_wire &&
        *hover.now.position < m_layout.first_wire + m_layout.wire_count) {
        const float y = m_layout.wire_y(*hover.now.position);
        list->AddLine(transform.to_screen(m_layout.wires_left, y), transform.to_screen(m_layout.drawing.width, y), colours.hover,
                      std::max(1.5f, 2.0f * m_view.scale));
    }
    const diagram::PlacedComparator* under_mouse = nullptr;
    const float tolerance = std::max(4.0f, 6.0f * m_view.scale);
    for (const diagram::PlacedComparator& p : m_layout.comparators) {
        const ImVec2 a = transform.to_screen(p.x, p.y_top);
        const ImVec2 b = transform.to_screen(p.x, p.y_bottom);
        if (a.x < corner.x - tolerance || a.x > corner.x + size.x + tolerance) continue;
        if (hover.now.is_comparator(p.step, p.comparator.i, p.comparator.j)) {
            list->AddLine(a, b, colours.hover, width + 1.5f);
            list->AddCircle(a, radius + 2.0f, colours.hover, 12, 2.0f);
            list->AddCircle(b, radius + 2.0f, colours.hover, 12, 2.0f);
        }
        if (hovered_canvas && std::fabs(io.MousePos.x - a.x) <= tolerance && io.MousePos.y >= a.y - tolerance &&
            io.MousePos.y <= b.y + tolerance) {
            if (under_mouse == nullptr || std::fabs(io.MousePos.x - a.x) < std::fabs(io.MousePos.x - transform.to_screen(under_mouse->x, 0).x)) {
                under_mouse = &p;
            }
        }
    }
    // Wire numbers stay at the left edge when the labels drawn with the wires have scrolled out of view.
    const float labels_right = transform.to_screen(m_layout.wires_left, 0.0f).x;
    if (labels_right < corner.x + ImGui::GetFontSize()) {
        const float label_size = m_labels_fitted ? m_label_pixels : std::max(kLeastLabelPixels, ImGui::GetFontSize() * 0.8f);
        const float pitch = m_layout.wire_spacing * m_view.scale;
        const uint32_t every = pitch >= label_size * 1.1f ? 1 : static_cast<uint32_t>(std::ceil(label_size * 1.1f / pitch));
        for (uint32_t w = m_layout.first_wire; w < m_layout.first_wire + m_layout.wire_count; w += every) {
            const float y = transform.to_screen(0.0f, m_layout.wire_y(w)).y - label_size * 0.5f;
            if (y < corner.y || y > corner.y + size.y - label_size) continue;
            const std::string label = std::to_string(w);
            list->AddRectFilled(ImVec2(corner.x, y), ImVec2(corner.x + ImGui::CalcTextSize(label.c_str()).x * 0.8f + 6.0f, y + label_size),
                                im_colour(theme, diagram::Role::Background));
            list->AddText(fonts.small, label_size, ImVec2(corner.x + 3.0f, y), colours.dim_text, label.c_str());
        }
    }
    list->PopClipRect();
    if (overview_height > 0.0f) {
        draw_overview(colours, ImVec2(corner.x, corner.y + size.y + ImGui::GetStyle().ItemSpacing.y), ImVec2(size.x, overview_height), n,
                      session.step_count());
    }
    if (under_mouse != nullptr && asking != nullptr && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        if (const std::optional<size_t> k = choice_of(*asking, *under_mouse)) predict->toggle_choice(*k);
    }
    if (under_mouse != nullptr) {
        const algo::Comparator& c = under_mouse->comparator;
        hover.next.step = under_mouse->step;
        hover.next.i = c.i;
        hover.next.j = c.j;
        ImGui::BeginTooltip();
        ImGui::Text("%u \u2194 %u, %s", c.i, c.j, c.ascending ? "ascending" : "descending");
        ImGui::TextDisabled("%s, stage %llu", algo::step_name(under_mouse->step).c_str(),
                            static_cast<unsigned long long>(algo::stage_number(c.stage)));
        ImGui::EndTooltip();
    }
    end_view();
}

}  // namespace sortscope::ui
