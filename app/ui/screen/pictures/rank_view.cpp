// The rank picture (see rank_view.hpp).
#include "screen/pictures/rank_view.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "algorithms/sorts/rank/rank.hpp"
#include "core/look/value_colours.hpp"
#include "screen/look/draw_drawing.hpp"
#include "screen/pictures/key_rows.hpp"

namespace sortscope::ui {

namespace {

constexpr uint32_t kAllArrowsUpTo = 256;

std::vector<ImU32> value_fills(const SortSession& session, std::span<const uint32_t> keys) {
    std::vector<ImU32> fills(keys.size());
    for (size_t i = 0; i < keys.size(); ++i) {
        fills[i] = ramp_colour(value_fraction(session.order_of(keys[i]), session.order_min(), session.order_max()));
    }
    return fills;
}

std::vector<std::string> labels_of(const SortSession& session, std::span<const uint32_t> keys) {
    std::vector<std::string> labels;
    if (keys.size() > 128) return labels;
    for (uint32_t key : keys) labels.push_back(algo::format_key(session.input().key_type, key));
    return labels;
}

}  // namespace

void RankView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
                    const PanelRect& rect) {
    if (!begin_view("##rank", "Each key counts the keys before it: that count is its place", rect, fonts)) return;
    const algo::Plan& plan = session.plan();
    const std::span<const uint32_t> input = session.state_before()[algo::BufferId::Keys];
    if (session.plan_version() != m_plan_version) {
        m_plan_version = session.plan_version();
        const std::vector<algo::KeyRank> ranks = algo::rank_keys(plan.options, std::span<const uint32_t>(input.data(), plan.options.n));
        m_ranks.resize(ranks.size());
        for (size_t i = 0; i < ranks.size(); ++i) m_ranks[i] = ranks[i].rank();
    }
    const auto n = static_cast<uint32_t>(m_ranks.size());
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::GetContentRegionAvail();
    if (n == 0 || size.x < 40.0f || size.y < 80.0f) {
        end_view();
        return;
    }
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float line = ImGui::GetTextLineHeight();
    const float row_height = std::clamp(size.y * 0.16f, line * 1.2f, line * 2.2f);
    const float label_width = ImGui::CalcTextSize("output ").x;
    KeyRow upper{corner.x + label_width, corner.y + line * 0.3f, size.x - label_width, row_height, n};
    KeyRow lower{upper.left, corner.y + size.y - row_height - line * 1.6f, upper.width, row_height, n};
    list->AddText(ImVec2(corner.x, upper.top + (row_height - line) * 0.5f), colours.dim_text, "input");
    list->AddText(ImVec2(corner.x, lower.top + (row_height - line) * 0.5f), colours.dim_text, "output");

    const bool done = session.cursor() > 0;
    const std::span<const uint32_t> output = session.keys();
    if (session.version() != m_version) {
        // Colours and labels change only with the step: made once per step, not per frame.
        m_version = session.version();
        m_upper_fills = value_fills(session, input.first(n));
        m_lower_fills = value_fills(session, output);
        m_upper_labels = labels_of(session, input.first(n));
        m_lower_labels = labels_of(session, output);
    }
    const std::vector<ImU32>& upper_fills = m_upper_fills;
    const std::vector<ImU32> lower_fills = done ? m_lower_fills : std::vector<ImU32>(n, colours.plate);
    const std::vector<std::string> no_labels;
    const std::vector<std::string>& lower_labels = done ? m_lower_labels : no_labels;

    const std::optional<uint32_t> hovered =
        ImGui::IsWindowHovered() ? key_at(ImGui::GetMousePos(), upper, lower, m_ranks) : std::nullopt;
    const std::optional<uint32_t> lit = hovered ? hovered : hover.now.position;

    // Arrows first, under the boxes' edges.
    const uint32_t stride = n <= kAllArrowsUpTo ? 1 : (n + kAllArrowsUpTo - 1) / kAllArrowsUpTo;
    for (uint32_t i = 0; i < n; i += stride) {
        const ImU32 colour = (upper_fills[i] & 0x00FFFFFFu) | (done ? 0xB0000000u : 0x70000000u);
        draw_flow(list, upper, i, lower, m_ranks[i], colour, n <= 64 ? 1.6f : 1.0f, n <= 64);
    }
    if (lit && *lit < n) draw_flow(list, upper, *lit, lower, m_ranks[*lit], colours.hover, 3.0f, true);
    draw_key_row(list, upper, upper_fills, &m_upper_labels, fonts.mono, fonts.mono->FontSize, IM_COL32(10, 10, 14, 255),
                 lit, colours.hover);
    draw_key_row(list, lower, lower_fills, &lower_labels, fonts.mono, fonts.mono->FontSize, IM_COL32(10, 10, 14, 255),
                 lit && *lit < n ? std::optional<uint32_t>(m_ranks[*lit]) : std::nullopt, colours.hover);

    ImGui::SetCursorScreenPos(ImVec2(corner.x, lower.bottom() + line * 0.3f));
    ImGui::PushFont(fonts.small);
    // One line under the picture: the short form where the long one would run past the view's edge.
    auto fitting = [&](const std::string& long_form, const std::string& short_form) {
        return ImGui::CalcTextSize(long_form.c_str()).x <= size.x ? long_form : short_form;
    };
    if (lit && *lit < n) {
        const std::string key = algo::format_key(session.input().key_type, input[*lit]);
        const std::string rank = std::to_string(m_ranks[*lit]);
        ImGui::TextUnformatted(fitting("key " + key + " at " + std::to_string(*lit) + ": rank " + rank + ", so it moves to position " + rank,
                                       "key " + key + ": rank " + rank + ", to position " + rank)
                                   .c_str());
    } else {
        ImGui::TextDisabled("%s", done ? fitting("every key moved to its rank in one dispatch; ties keep their input order",
                                                 "every key moved to its rank; ties keep their order").c_str()
                                       : fitting("the arrows show where each key will go; step to move them all at once",
                                                 "each arrow: where its key will go").c_str());
    }
    ImGui::PopFont();
    if (hovered) hover.next.position = *hovered;
    end_view();
}

}  // namespace sortscope::ui
