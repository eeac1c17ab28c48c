// The left control panel (see controls_panel.hpp). Labels sit in a left column measured in font units,
// so the panel keeps its shape at every ui scale; widgets fill the rest of the row.
#include "controls_panel.hpp"

#include <algorithm>
#include <cfloat>
#include <string>

#include <imgui.h>

#include "app_options.hpp"
#include "player.hpp"
#include "sortscope/algo/registry.hpp"

namespace sortscope::ui {

namespace {

constexpr ImGuiWindowFlags kFixedWindow = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings |
                                          ImGuiWindowFlags_NoBringToFrontOnFocus;

void section_title(const char* title) {
    ImGui::Spacing();
    ImGui::TextDisabled("%s", title);
    ImGui::Separator();
}

// The label column: "Distribution" plus a gap, in units of the font size so it scales with the theme.
float label_width() { return ImGui::GetFontSize() * 6.5f; }

// Two buttons side by side, each half the panel's width (measured before the first: after SameLine the
// available width is only what is left of the row).
ImVec2 half_button_size() {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    return ImVec2((ImGui::GetContentRegionAvail().x - spacing) * 0.5f, 0.0f);
}

// A label in the left column, the widget filling the rest of the row.
void row_label(const char* label) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    ImGui::SameLine(label_width());
    ImGui::SetNextItemWidth(-FLT_MIN);
}

void shortcut(const char* key, const char* action) {
    ImGui::TextColored(ImVec4(1.0f, 0.80f, 0.30f, 1.0f), "%s", key);
    ImGui::SameLine(label_width() * 0.65f);
    ImGui::TextUnformatted(action);
}

}  // namespace

void ControlsPanel::draw(SortSession& session, Player& player, const Fonts& fonts, const PanelRect& rect) {
    ImGui::SetNextWindowPos(ImVec2(rect.x, rect.y));
    ImGui::SetNextWindowSize(ImVec2(rect.width, rect.height));
    ImGui::Begin("Controls", nullptr, kFixedWindow);

    ImGui::PushFont(fonts.heading);
    ImGui::TextUnformatted("Sortscope");
    ImGui::PopFont();

    draw_input_section(session, player);
    draw_step_section(session, player);

    section_title("Keyboard");
    shortcut("Space", "play / pause");
    shortcut("Right", "step");
    shortcut("Left", "step back");
    shortcut("Home", "reset");
    shortcut("End", "run to the end");

    section_title("GPU");
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", session.limits().renderer.c_str());
    ImGui::PopTextWrapPos();
    ImGui::End();
}

void ControlsPanel::draw_input_section(SortSession& session, Player& player) {
    section_title("Input");

    row_label("Algorithm");
    if (ImGui::BeginCombo("##algorithm", m_draft.algorithm.c_str())) {
        for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
            const std::string id(info.id);
            if (ImGui::Selectable(id.c_str(), id == m_draft.algorithm)) {
                m_draft.algorithm = id;
                m_draft_pending = true;
            }
        }
        ImGui::EndCombo();
    }

    // Halving and doubling are the steps that matter for a network sort; typing gives any other n.
    row_label("Keys (n)");
    const float button_width = ImGui::GetFrameHeight() * 1.4f;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - 2.0f * (button_width + spacing));
    if (ImGui::InputScalar("##n", ImGuiDataType_U32, &m_draft.n)) m_draft_pending = true;
    ImGui::SameLine();
    if (ImGui::Button("\u00f72", ImVec2(button_width, 0.0f))) {
        m_draft.n = std::max(1u, m_draft.n / 2);
        m_draft_pending = true;
    }
    ImGui::SameLine();
    if (ImGui::Button("\u00d72", ImVec2(button_width, 0.0f))) {
        m_draft.n = static_cast<uint32_t>(std::min<uint64_t>(kMaxGuiKeys, uint64_t{m_draft.n} * 2));
        m_draft_pending = true;
    }

    row_label("Distribution");
    const std::string current(algo::distribution_name(m_draft.distribution));
    if (ImGui::BeginCombo("##distribution", current.c_str())) {
        for (algo::Distribution distribution : algo::all_distributions()) {
            const std::string name(algo::distribution_name(distribution));
            if (ImGui::Selectable(name.c_str(), distribution == m_draft.distribution)) {
                m_draft.distribution = distribution;
                m_draft_pending = true;
            }
        }
        ImGui::EndCombo();
    }

    row_label("Seed");
    const uint64_t seed_step = 1;
    if (ImGui::InputScalar("##seed", ImGuiDataType_U64, &m_draft.seed, &seed_step)) m_draft_pending = true;

    // Applied only when no widget is active: typing "65536" must not rebuild at 6, 65, 655 and 6553.
    if (m_draft_pending && !ImGui::IsAnyItemActive()) {
        m_draft.n = std::clamp(m_draft.n, 1u, kMaxGuiKeys);
        player.pause();
        session.set_input(m_draft);
        m_draft_pending = false;
    }
}

void ControlsPanel::draw_step_section(SortSession& session, Player& player) {
    section_title("Steps");
    const ImVec2 half = half_button_size();
    if (ImGui::Button("Step", half)) {
        player.pause();
        session.step();
    }
    ImGui::SameLine();
    // "###play" keeps one widget id while the label flips between Play and Pause.
    if (ImGui::Button(player.playing() ? "Pause###play" : "Play###play", half)) player.toggle(session);
    if (ImGui::Button("Reset", half)) {
        player.pause();
        session.reset();
    }
    ImGui::SameLine();
    if (ImGui::Button("To end", half)) {
        player.pause();
        session.run_to_end();
    }

    row_label("Speed");
    ImGui::SliderFloat("##speed", player.speed_pointer(), Player::kMinSpeed, Player::kMaxSpeed, "%.2g steps/s",
                       ImGuiSliderFlags_Logarithmic | ImGuiSliderFlags_AlwaysClamp);

    const size_t total = session.step_count();
    const float fraction = total == 0 ? 1.0f : static_cast<float>(session.cursor()) / static_cast<float>(total);
    const std::string progress = std::to_string(session.cursor()) + " / " + std::to_string(total);
    ImGui::ProgressBar(fraction, ImVec2(-FLT_MIN, 0.0f), progress.c_str());
}

}  // namespace sortscope::ui
