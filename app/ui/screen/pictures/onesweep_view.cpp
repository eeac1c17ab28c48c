// The onesweep picture (see onesweep_view.hpp): the step's account kept per version, the layout of
// diagram/onesweep_layout.hpp made every frame for the mouse, and drawn with draw_picture.
#include "screen/pictures/onesweep_view.hpp"

#include <imgui.h>

#include "screen/pictures/draw_picture.hpp"
#include "sortscope/diagram/onesweep_layout.hpp"
#include "sortscope/diagram/step_picture.hpp"

namespace sortscope::ui {

using diagram::OnesweepPart;

namespace {

std::string view_title(const std::optional<diagram::OnesweepFocus>& focus) { return focus ? diagram::onesweep_title(*focus) : "Onesweep"; }

}  // namespace

void OnesweepView::refresh(const SortSession& session) {
    m_version = session.version();
    if (session.plan_version() != m_plan_version) {
        m_plan_version = session.plan_version();
        m_picked_tile.reset();
        m_picked_bin.reset();
    }
    const algo::Plan& plan = session.plan();
    const auto index = session.focus_step();
    m_focus = index ? diagram::onesweep_focus(plan, plan.steps[*index]) : std::nullopt;
    m_n = plan.options.n;
    m_histograms.clear();
    m_account = {};
    m_bin_keys.clear();
    if (!m_focus) return;
    if (m_focus->part == OnesweepPart::Histogram || m_focus->part == OnesweepPart::Scan) {
        m_histograms = algo::onesweep_histograms(plan, session.state_before());
        return;
    }
    m_account = algo::onesweep_pass_account(plan, plan.steps[*index], session.state_before());
    m_bin_keys.resize(algo::kOnesweepBins);
    for (uint32_t bin = 0; bin < algo::kOnesweepBins; ++bin) m_bin_keys[bin] = diagram::bin_keys(m_account, bin);
    if (m_picked_tile && *m_picked_tile >= m_account.tiles.size()) m_picked_tile.reset();
}

void OnesweepView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
                        const PanelRect& rect) {
    const auto focus_index = session.focus_step();
    const auto focus = focus_index ? diagram::onesweep_focus(session.plan(), session.plan().steps[*focus_index]) : std::nullopt;
    if (!begin_view("##onesweep", view_title(focus).c_str(), rect, fonts)) return;
    if (session.version() != m_version) refresh(session);
    const diagram::PictureRect area = content_rect();
    const bool histograms = m_focus && (m_focus->part == OnesweepPart::Histogram || m_focus->part == OnesweepPart::Scan);
    if (!m_focus || (!histograms && m_account.tiles.empty()) || area.width < 80.0f || area.height < 80.0f) {
        if (!m_focus) ImGui::TextDisabled("no step yet: the plan has no steps");
        end_view();
        return;
    }
    const diagram::PictureStyle style = picture_style(fonts);
    const std::optional<diagram::PicturePoint> mouse = mouse_in_view();
    if (histograms) {
        const diagram::OnesweepHistograms laid_out =
            diagram::layout_onesweep_histograms(m_histograms, m_focus->part == OnesweepPart::Scan, m_n, area, style, mouse);
        draw_picture(laid_out.drawing, colours, fonts);
        end_view();
        return;
    }
    diagram::OnesweepPass pass;
    pass.account = &m_account;
    pass.focus = *m_focus;
    pass.n = m_n;
    pass.bin_keys = m_bin_keys;
    pass.keys = session.keys();
    pass.options = &session.plan().options;
    pass.picked_tile = m_picked_tile;
    pass.picked_bin = m_picked_bin;
    const diagram::OnesweepTiles laid_out = diagram::layout_onesweep_tiles(pass, area, style, mouse, hover.now.position);
    if (mouse && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        if (laid_out.mouse_tile) m_picked_tile = *laid_out.mouse_tile;
        if (laid_out.mouse_bin) m_picked_bin = *laid_out.mouse_bin;
    }
    if (laid_out.light) hover.next.range = PositionRange{laid_out.light->first, laid_out.light->end};
    draw_picture(laid_out.drawing, colours, fonts);
    end_view();
}

}  // namespace sortscope::ui
