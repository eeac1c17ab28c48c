// The radix picture (see radix_view.hpp).
#include "screen/pictures/radix_view.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "algorithms/sorts/radix/radix.hpp"
#include "core/pictures/radix_focus.hpp"
#include "core/pictures/radix_layout.hpp"
#include "screen/pictures/draw_picture.hpp"

namespace sortscope::ui {

namespace {

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
    m_flow.bin.clear();
    if (!focus) return;
    const algo::Step& step = plan.steps[*focus_index];
    const std::vector<uint32_t>& input = session.state_before()[algo::keys_buffer(step.source)];
    refresh_radix_flow(m_flow, plan.options, *focus, std::span<const uint32_t>(input.data(), plan.options.n), session.keys());
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
    const auto n = static_cast<uint32_t>(m_flow.bin.size());
    const PanelRect area = content_rect();
    if (!has_focus || n == 0 || area.width < 60.0f || area.height < 120.0f) {
        if (!has_focus) ImGui::TextDisabled("no digit yet: the plan has no steps");
        end_view();
        return;
    }
    const RadixPhase phase = focus.phase;
    const size_t focus_step = focus_index.value_or(0);
    RadixDigit digit;
    digit.phase = phase;
    digit.scattered = phase == RadixPhase::Scatter && session.cursor() > focus_step;
    digit.bins = m_flow.bins;
    digit.tile = m_tile;
    digit.bin = m_flow.bin;
    digit.destination = m_flow.destination;
    digit.counts = m_flow.counts;
    digit.starts = m_flow.starts;
    digit.output_bin = m_flow.output_bin;
    digit.bin_fills = m_flow.bin_fills;
    const PictureFontFaces faces = PictureFontFaces::of(fonts);
    const RadixLayout laid_out = layout_radix(digit, area, picture_fonts(faces), mouse_in_view(), hover.now.position);
    draw_picture(ImGui::GetWindowDrawList(), laid_out.picture, colours, faces);
    const std::optional<uint32_t> hovered = laid_out.hovered;
    const std::optional<uint32_t> lit = hovered ? hovered : hover.now.position;

    ImGui::SetCursorScreenPos(ImVec2(area.x, laid_out.text_top));
    ImGui::PushFont(fonts.small);
    ImGui::PushTextWrapPos(0.0f);
    if (lit && *lit < n) {
        const uint32_t bin = m_flow.bin[*lit];
        ImGui::Text("key at %u: digit %u, bin %u starts at %u, so it goes to %u", *lit, bin, bin, m_flow.starts[bin], m_flow.destination[*lit]);
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
