// The radix picture (see radix_view.hpp).
#include "screen/pictures/radix_view.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "algorithms/sorts/radix/radix.hpp"
#include "core/pictures/radix_focus.hpp"
#include "screen/look/draw_drawing.hpp"
#include "screen/pictures/key_rows.hpp"

namespace sortscope::ui {

namespace {

constexpr uint32_t kAllFlowsUpTo = 256;

ImU32 bin_colour(uint32_t bin, uint32_t bins, uint8_t alpha = 255) {
    return ramp_colour(bins > 1 ? static_cast<float>(bin) / static_cast<float>(bins - 1) : 0.5f, alpha);
}

const char* phase_name(RadixPhase phase) {
    switch (phase) {
        case RadixPhase::Count: return "count";
        case RadixPhase::PrefixSum: return "prefix sum";
        case RadixPhase::Scatter: return "scatter";
    }
    return "";
}

}  // namespace

void RadixView::refresh(const SortSession& session) {
    m_version = session.version();
    const auto focus_index = session.focus_step();
    const algo::Plan& plan = session.plan();
    const auto focus = focus_index ? radix_focus(plan.steps[*focus_index]) : std::nullopt;
    m_bin.clear();
    if (!focus) return;
    const uint32_t n = plan.options.n;
    m_bins_count = 1u << focus->bits;
    const algo::Step& step = plan.steps[*focus_index];
    const std::vector<uint32_t>& input = session.state_before()[algo::keys_buffer(step.source)];
    auto digit_of = [&](uint32_t key) {
        return (algo::sort_key(plan.options.key_type, plan.options.descending, key) >> focus->shift) & (m_bins_count - 1);
    };
    m_bin.resize(n);
    m_counts.assign(m_bins_count, 0);
    for (uint32_t i = 0; i < n; ++i) {
        m_bin[i] = digit_of(input[i]);
        ++m_counts[m_bin[i]];
    }
    m_starts.assign(m_bins_count, 0);
    for (uint32_t b = 1; b < m_bins_count; ++b) m_starts[b] = m_starts[b - 1] + m_counts[b - 1];
    // Stable scatter: keys of one bin keep their input order.
    std::vector<uint32_t> next = m_starts;
    m_destination.resize(n);
    for (uint32_t i = 0; i < n; ++i) m_destination[i] = next[m_bin[i]]++;
    m_output_bin.resize(n);
    for (uint32_t i = 0; i < n; ++i) m_output_bin[i] = digit_of(session.keys()[i]);
    m_input_fills.resize(n);
    m_output_fills.resize(n);
    for (uint32_t i = 0; i < n; ++i) {
        m_input_fills[i] = bin_colour(m_bin[i], m_bins_count);
        m_output_fills[i] = bin_colour(m_output_bin[i], m_bins_count);
    }
    m_tile = algo::radix_layout(plan.options).tile;
}

void RadixView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
                     const PanelRect& rect) {
    const auto focus_index = session.focus_step();
    const auto found = focus_index ? radix_focus(session.plan().steps[*focus_index]) : std::nullopt;
    // A plain value (GCC 12 cannot see through the optional's checks and warns otherwise).
    const bool has_focus = found.has_value();
    const RadixFocus focus = found.value_or(RadixFocus{0, 4, 0, RadixPhase::Count});
    std::string title = "Radix: keys flow through their bins";
    if (has_focus) {
        const uint32_t digits = 32 / focus.bits;
        title = "Radix digit " + std::to_string(focus.digit) + " of " + std::to_string(digits) + " (bits " +
                std::to_string(focus.shift) + ".." + std::to_string(focus.shift + focus.bits - 1) + "): " +
                phase_name(focus.phase);
    }
    if (!begin_view("##radix", title.c_str(), rect, fonts)) return;
    if (session.version() != m_version) refresh(session);
    const auto n = static_cast<uint32_t>(m_bin.size());
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::GetContentRegionAvail();
    if (!has_focus || n == 0 || size.x < 60.0f || size.y < 120.0f) {
        if (!has_focus) ImGui::TextDisabled("no digit yet: the plan has no steps");
        end_view();
        return;
    }
    const RadixPhase phase = focus.phase;
    const size_t focus_step = focus_index.value_or(0);
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float line = ImGui::GetTextLineHeight();
    const float label_width = ImGui::CalcTextSize("output ").x;
    const float row_height = std::clamp(size.y * 0.12f, line * 1.1f, line * 2.0f);
    const float band_height = line * 2.4f;
    KeyRow input{corner.x + label_width, corner.y + line * 1.2f, size.x - label_width, row_height, n};
    KeyRow output{input.left, corner.y + size.y - row_height - line * 1.4f, input.width, row_height, n};
    const float band_top = (input.bottom() + output.top - band_height) * 0.5f;
    const bool scattered = phase == RadixPhase::Scatter && session.cursor() > focus_step;

    // Work groups' tiles over the input row (the seed's threads, 256 keys each in its example).
    for (uint32_t start = 0, group = 0; start < n; start += m_tile, ++group) {
        const float x = input.left + static_cast<float>(start) * input.cell();
        list->AddLine(ImVec2(x, input.top - line * 1.1f), ImVec2(x, input.bottom()), colours.dim_text, 1.0f);
        const std::string label = "group " + std::to_string(group);
        if (static_cast<float>(std::min(m_tile, n - start)) * input.cell() > ImGui::CalcTextSize(label.c_str()).x + 6.0f) {
            list->AddText(fonts.small, fonts.small->FontSize, ImVec2(x + 4.0f, input.top - line * 1.1f), colours.dim_text, label.c_str());
        }
    }
    list->AddText(ImVec2(corner.x, input.top + (row_height - line) * 0.5f), colours.dim_text, "input");
    list->AddText(ImVec2(corner.x, output.top + (row_height - line) * 0.5f), colours.dim_text, "output");
    list->AddText(ImVec2(corner.x, band_top + (band_height - line) * 0.5f), colours.dim_text, "bins");

    // Flows: faint before the scatter runs, strong when it does.
    const std::optional<uint32_t> hovered =
        ImGui::IsWindowHovered() ? key_at(ImGui::GetMousePos(), input, output, m_destination) : std::nullopt;
    const std::optional<uint32_t> lit = hovered ? hovered : hover.now.position;
    const uint32_t stride = n <= kAllFlowsUpTo ? 1 : (n + kAllFlowsUpTo - 1) / kAllFlowsUpTo;
    const uint8_t alpha = phase == RadixPhase::Scatter ? 190 : 60;
    for (uint32_t i = 0; i < n; i += stride) {
        draw_flow(list, input, i, output, m_destination[i], bin_colour(m_bin[i], m_bins_count, alpha),
                  phase == RadixPhase::Scatter && n <= 64 ? 1.8f : 1.0f, false);
    }
    if (lit && *lit < n) draw_flow(list, input, *lit, output, m_destination[*lit], colours.hover, 3.0f, true);

    // The bins along the output: bin b covers output positions start_b .. start_b + count_b - 1.
    for (uint32_t b = 0; b < m_bins_count; ++b) {
        if (m_counts[b] == 0) continue;
        const float x0 = output.left + static_cast<float>(m_starts[b]) * output.cell();
        const float x1 = x0 + static_cast<float>(m_counts[b]) * output.cell();
        list->AddRectFilled(ImVec2(x0 + 1.0f, band_top), ImVec2(x1 - 1.0f, band_top + band_height), bin_colour(b, m_bins_count, 235), 3.0f);
        const std::string first = "bin " + std::to_string(b);
        const std::string second = phase == RadixPhase::Count ? "count " + std::to_string(m_counts[b])
                                                              : std::to_string(m_counts[b]) + " @ " + std::to_string(m_starts[b]);
        ImFont* font = fonts.small;
        const float font_size = font->FontSize;
        const ImVec2 first_size = font->CalcTextSizeA(font_size, FLT_MAX, 0.0f, first.c_str());
        const ImVec2 second_size = font->CalcTextSizeA(font_size, FLT_MAX, 0.0f, second.c_str());
        const ImU32 ink = IM_COL32(10, 10, 14, 255);
        if (std::max(first_size.x, second_size.x) + 4.0f <= x1 - x0) {
            list->AddText(font, font_size, ImVec2((x0 + x1 - first_size.x) * 0.5f, band_top + 2.0f), ink, first.c_str());
            list->AddText(font, font_size, ImVec2((x0 + x1 - second_size.x) * 0.5f, band_top + band_height - second_size.y - 2.0f), ink,
                          second.c_str());
        } else if (first_size.x * 0.4f + 4.0f <= x1 - x0) {
            const std::string digit = std::to_string(b);
            const ImVec2 digit_size = font->CalcTextSizeA(font_size, FLT_MAX, 0.0f, digit.c_str());
            list->AddText(font, font_size, ImVec2((x0 + x1 - digit_size.x) * 0.5f, band_top + (band_height - digit_size.y) * 0.5f), ink,
                          digit.c_str());
        }
    }

    draw_key_row(list, input, m_input_fills, nullptr, fonts.small, fonts.small->FontSize, 0, lit, colours.hover);
    draw_key_row(list, output, scattered ? m_output_fills : std::vector<ImU32>(n, colours.plate), nullptr, fonts.small, fonts.small->FontSize, 0,
                 lit && *lit < n ? std::optional<uint32_t>(m_destination[*lit]) : std::nullopt, colours.hover);

    ImGui::SetCursorScreenPos(ImVec2(corner.x, output.bottom() + line * 0.2f));
    ImGui::PushFont(fonts.small);
    ImGui::PushTextWrapPos(0.0f);
    if (lit && *lit < n) {
        ImGui::Text("key at %u: digit %u, bin %u starts at %u, so it goes to %u", *lit, m_bin[*lit], m_bin[*lit],
                    m_starts[m_bin[*lit]], m_destination[*lit]);
    } else if (phase == RadixPhase::Count) {
        ImGui::TextDisabled("each work group counts its keys per bin (the table view shows every group's counts)");
    } else if (phase == RadixPhase::PrefixSum) {
        ImGui::TextDisabled("the prefix sum turns the counts into where each bin, and each group's part of it, starts");
    } else {
        ImGui::TextDisabled("each key goes to its bin's start plus the keys of that bin before it: a stable scatter");
    }
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    if (hovered) hover.next.position = *hovered;
    end_view();
}

}  // namespace sortscope::ui
