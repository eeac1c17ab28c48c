// The left panel: the input (algorithm, n, distribution, seed), the stepping buttons (Step, Play/Pause,
// Reset, To end), the play speed, progress through the plan, the keyboard shortcuts, and the renderer.
#pragma once

#include "layout.hpp"
#include "sort_session.hpp"
#include "theme.hpp"

namespace sortscope::ui {

class Player;

class ControlsPanel {
public:
    explicit ControlsPanel(const InputSpec& input) : m_draft(input) {}

    void draw(SortSession& session, Player& player, const Fonts& fonts, const PanelRect& rect);

private:
    void draw_input_section(SortSession& session, Player& player);
    void draw_step_section(SortSession& session, Player& player);

    InputSpec m_draft;            // what the input widgets show; applied once no widget is being edited
    bool m_draft_pending = false;
};

}  // namespace sortscope::ui
