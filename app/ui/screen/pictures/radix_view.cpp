// The radix picture (see radix_view.hpp).
#include "screen/pictures/radix_view.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "algorithms/sorts/radix/radix.hpp"
#include "screen/pictures/draw_picture.hpp"
#include "sortscope/diagram/radix_focus.hpp"
#include "sortscope/diagram/radix_layout.hpp"
#include "sortscope/diagram/step_picture.hpp"

namespace sortscope::ui {

using diagram::RadixFocus;
using diagram::RadixPhase;

void RadixView::refresh(const SortSession& session) {
    m_version = session.version();
    const auto focus_index = session.focus_step();
    const algo::Plan& plan = session.plan();
    const auto focus = focus_index ? diagram::radix_focus(plan.steps[*focus_index]) : std::nullopt;
    m_flow.bin.clear();
    if (!focus) return;
    const algo::Step& step = plan.steps[*focus_index];
    const std::vector<uint32_t>& input = session.state_before()[algo::keys_buffer(step.source)];
    diagram::refresh_radix_flow(m_flow, plan.options, *focus, std::span<const uint32_t>(input.data(), plan.options.n), session.keys());
    m_tile = algo::radix_layout(plan.options).tile;
}

void RadixView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
                     const PanelRect& rect) {
    const auto focus_index = session.focus_step();
    const auto found = focus_index ? diagram::radix_focus(session.plan().steps[*focus_index]) : std::nullopt;
    // A plain value (GCC 12 cannot see through the optional's checks and warns otherwise).
    const bool has_focus = found.has_value();
    const RadixFocus focus = found.value_or(RadixFocus{0, 4, 0, RadixPhase::Count});
    std::string title = "Radix: keys flow through their bins";
    if (has_focus) title = diagram::radix_title(focus);
    if (!begin_view("##radix", title.c_str(), rect, fonts)) return;
    if (session.version() != m_version) refresh(session);
    const auto n = static_cast<uint32_t>(m_flow.bin.size());
    const diagram::PictureRect area = content_rect();
    if (!has_focus || n == 0 || area.width < 60.0f || area.height < 120.0f) {
        if (!has_focus) ImGui::TextDisabled("no digit yet: the plan has no steps");
        end_view();
        return;
    }
    const RadixPhase phase = focus.phase;
    const size_t focus_step = focus_index.value_or(0);
    diagram::RadixDigit digit;
    digit.phase = phase;
    digit.scattered = phase == RadixPhase::Scatter && session.cursor() > focus_step;
    digit.bins = m_flow.bins;
    digit.tile = m_tile;
    digit.bin = m_flow.bin;
    digit.destination = m_flow.destination;
    digit.counts = m_flow.counts;
    digit.starts = m_flow.starts;
    digit.output_bin = m_flow.output_bin;
    const diagram::RadixLayout laid_out = diagram::layout_radix(digit, area, picture_style(fonts), mouse_in_view(), hover.now.position);
    draw_picture(laid_out.drawing, colours, fonts);
    const std::optional<uint32_t> hovered = laid_out.hovered;
    const std::optional<uint32_t> lit = hovered ? hovered : hover.now.position;

    ImGui::SetCursorScreenPos(ImVec2(area.x, laid_out.text_top));
    ImGui::PushFont(fonts.small);
    ImGui::PushTextWrapPos(0.0f);
    if (lit && *lit < n) {
        const uint32_t bin = m_flow.bin[*lit];
        ImGui::Text("key at %u: digit %u, bin %u starts at %u, so it goes to %u", *lit, bin, bin, m_flow.starts[bin], m_flow.destination[*lit]);
    } else {
        ImGui::TextDisabled("%s", diagram::radix_sentence(phase).c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::PopFont();
    if (hovered) hover.next.position = *hovered;
    end_view();
}

}  // namespace sortscope::ui
