// Drawing the keys as bars with ImDrawList (see bars_view.hpp).
#include "bars_view.hpp"

#include <algorithm>
#include <cmath>

#include <imgui.h>

#include "status_line.hpp"
#include "value_colours.hpp"

namespace sortscope::ui {

namespace {

constexpr ImGuiWindowFlags kFixedWindow = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings |
                                          ImGuiWindowFlags_NoBringToFrontOnFocus;
constexpr float kMarkerHeightPerFontPixel = 0.5f;  // the strip under the bars that marks moved keys
constexpr float kMarkerGap = 4.0f;
constexpr float kMinBarHeight = 2.0f;   // so a key of 0 still shows where it is
constexpr float kBarGapFrom = 4.0f;     // bars at least this wide get a one-pixel gap between them
const ImU32 kPlateColour = IM_COL32(27, 29, 36, 255);
const ImU32 kMarkerColour = IM_COL32(255, 255, 255, 255);

ImU32 colour_of(uint32_t key, const SortSession& session) {
    const Rgb rgb = value_colour(value_fraction(key, session.key_min(), session.key_max()));
    return IM_COL32(rgb.r, rgb.g, rgb.b, 255);
}

// Height in pixels of a key's bar: proportional to the key, measured from 0 so that a zero-one input
// shows ones as tall and zeros as flat.
float height_of(uint32_t key, const SortSession& session, float full_height) {
    if (session.key_max() == 0) return kMinBarHeight;
    const double share = static_cast<double>(key) / static_cast<double>(session.key_max());
    return std::max(kMinBarHeight, static_cast<float>(share * static_cast<double>(full_height)));
}

}  // namespace

void BarsView::draw(const SortSession& session, const Fonts& fonts, const PanelRect& rect) {
    ImGui::SetNextWindowPos(ImVec2(rect.x, rect.y));
    ImGui::SetNextWindowSize(ImVec2(rect.width, rect.height));
    ImGui::Begin("Bars", nullptr, kFixedWindow);
    ImGui::PushFont(fonts.heading);
    ImGui::TextUnformatted(input_caption(session.input()).c_str());
    ImGui::PopFont();
    draw_status_line(session, fonts);
    ImGui::Spacing();
    draw_bars(session);
    ImGui::End();
}

void BarsView::draw_bars(const SortSession& session) {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float marker_height = std::round(ImGui::GetFontSize() * kMarkerHeightPerFontPixel);
    const float plate_height = avail.y - marker_height - kMarkerGap;
    if (avail.x < 1.0f || plate_height < 8.0f) return;  // window too small to draw anything useful

    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float left = std::floor(origin.x);
    const float top = std::floor(origin.y);
    const float bottom = top + std::floor(plate_height);
    draw->AddRectFilled(ImVec2(left, top), ImVec2(left + avail.x, bottom), kPlateColour);

    const auto width = static_cast<uint32_t>(avail.x);
    if (session.version() != m_columns_version || width != m_columns_width) {
        m_columns = summarize_columns(session.keys(), session.changed(), width);
        m_columns_version = session.version();
        m_columns_width = width;
    }
    if (m_columns.empty()) return;

    const float full_height = bottom - top - 4.0f;  // a little air under the top edge of the plate
    const float column_width = static_cast<float>(width) / static_cast<float>(m_columns.size());
    const float gap = column_width >= kBarGapFrom ? 1.0f : 0.0f;
    const float marker_top = bottom + kMarkerGap;
    for (size_t c = 0; c < m_columns.size(); ++c) {
        const BarColumn& column = m_columns[c];
        // Whole-pixel edges: fractional ones would make equal bars look unequal.
        const float x0 = left + std::floor(static_cast<float>(c) * column_width);
        const float x1 = std::max(x0 + 1.0f, left + std::floor(static_cast<float>(c + 1) * column_width) - gap);
        const float y_min = bottom - height_of(column.min, session, full_height);
        const float y_max = bottom - height_of(column.max, session, full_height);
        const ImU32 min_colour = colour_of(column.min, session);
        draw->AddRectFilled(ImVec2(x0, y_min), ImVec2(x1, bottom), min_colour);
        if (column.max != column.min) {
            // The span of the keys under this pixel, shaded from the smallest (bottom) to the largest.
            const ImU32 max_colour = colour_of(column.max, session);
            draw->AddRectFilledMultiColor(ImVec2(x0, y_max), ImVec2(x1, y_min), max_colour, max_colour,
                                          min_colour, min_colour);
        }
        if (column.changed) {
            draw->AddRectFilled(ImVec2(x0, marker_top), ImVec2(x1, marker_top + marker_height), kMarkerColour);
        }
    }
    ImGui::Dummy(avail);
}

}  // namespace sortscope::ui
