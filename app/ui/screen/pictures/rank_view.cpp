// The rank picture (see rank_view.hpp).
#include "screen/pictures/rank_view.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#include "algorithms/sorts/rank/rank.hpp"
#include "core/look/colour_theme.hpp"
#include "screen/pictures/draw_picture.hpp"
#include "sortscope/diagram/rank_layout.hpp"
#include "sortscope/diagram/step_picture.hpp"

namespace sortscope::ui {

namespace {

std::vector<diagram::Ink> value_fills(const SortSession& session, std::span<const uint32_t> keys) {
    std::vector<diagram::Ink> fills(keys.size());
    const ColourTheme theme = ramp_theme();
    for (size_t i = 0; i < keys.size(); ++i) {
        fills[i] = diagram::own_ink(theme_ramp(theme, diagram::value_fraction(session.order_of(keys[i]), session.order_min(), session.order_max())));
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
    if (!begin_view("##rank", diagram::kRankTitle, rect, fonts)) return;
    const algo::Plan& plan = session.plan();
    const std::span<const uint32_t> input = session.state_before()[algo::BufferId::Keys];
    if (session.plan_version() != m_plan_version) {
        m_plan_version = session.plan_version();
        const std::vector<algo::KeyRank> ranks = algo::rank_keys(plan.options, std::span<const uint32_t>(input.data(), plan.options.n));
        m_ranks.resize(ranks.size());
        for (size_t i = 0; i < ranks.size(); ++i) m_ranks[i] = ranks[i].rank();
    }
    const auto n = static_cast<uint32_t>(m_ranks.size());
    const diagram::PictureRect area = content_rect();
    if (n == 0 || area.width < 40.0f || area.height < 80.0f) {
        end_view();
        return;
    }
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
    diagram::RankKeys keys;
    keys.ranks = m_ranks;
    keys.done = done;
    keys.upper_fills = m_upper_fills;
    keys.lower_fills = m_lower_fills;
    keys.upper_labels = m_upper_labels;
    keys.lower_labels = m_lower_labels;
    const diagram::RankLayout laid_out = diagram::layout_rank(keys, area, picture_style(fonts), mouse_in_view(), hover.now.position);
    draw_picture(laid_out.drawing, colours, fonts);
    const std::optional<uint32_t> hovered = laid_out.hovered;
    const std::optional<uint32_t> lit = hovered ? hovered : hover.now.position;

    ImGui::SetCursorScreenPos(ImVec2(area.x, laid_out.text_top));
    ImGui::PushFont(fonts.small);
    // One line under the picture: the short form where the long one would run past the view's edge.
    auto fitting = [&](const std::string& long_form, const std::string& short_form) {
        return ImGui::CalcTextSize(long_form.c_str()).x <= area.width ? long_form : short_form;
    };
    if (lit && *lit < n) {
        const std::string key = algo::format_key(session.input().key_type, input[*lit]);
        const std::string rank = std::to_string(m_ranks[*lit]);
        ImGui::TextUnformatted(fitting("key " + key + " at " + std::to_string(*lit) + ": rank " + rank + ", so it moves to position " + rank,
                                       "key " + key + ": rank " + rank + ", to position " + rank)
                                   .c_str());
    } else {
        ImGui::TextDisabled("%s", fitting(diagram::rank_sentence(done), diagram::rank_short_sentence(done)).c_str());
    }
    ImGui::PopFont();
    if (hovered) hover.next.position = *hovered;
    end_view();
}

}  // namespace sortscope::ui
