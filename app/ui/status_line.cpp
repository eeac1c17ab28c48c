// The step counter and description (see status_line.hpp).
#include "status_line.hpp"

#include <string>

#include <imgui.h>

namespace sortscope::ui {

namespace {

const ImVec4 kAccent(1.0f, 0.80f, 0.30f, 1.0f);   // the step counter: the thing to look at
const ImVec4 kGood(0.45f, 0.85f, 0.45f, 1.0f);
const ImVec4 kWarning(1.0f, 0.40f, 0.35f, 1.0f);

std::string counter_text(const SortSession& session) {
    const std::string total = std::to_string(session.step_count());
    if (session.cursor() == 0) return "ready \u00b7 " + total + " steps in the plan";
    return "step " + std::to_string(session.cursor()) + " of " + total;
}

}  // namespace

void draw_status_line(const SortSession& session, const Fonts& fonts) {
    ImGui::PushFont(fonts.heading);
    ImGui::TextColored(kAccent, "%s", counter_text(session).c_str());
    if (session.done() && session.sorted()) {
        ImGui::SameLine();
        ImGui::TextColored(kGood, "\u00b7 sorted");
    }
    ImGui::PopFont();

    ImGui::PushTextWrapPos(0.0f);
    if (const algo::Step* step = session.last_step()) {
        ImGui::TextUnformatted(algo::describe(*step).c_str());
        if (const auto& effect = session.last_effect()) {
            ImGui::TextDisabled("%llu comparisons, %llu swaps (moved keys are marked under the bars)",
                                static_cast<unsigned long long>(effect->comparisons),
                                static_cast<unsigned long long>(effect->swaps));
        }
        if (!session.matches_reference()) {
            ImGui::TextColored(kWarning, "the GPU result differs from the CPU reference after this step");
        }
    } else if (session.step_count() > 0) {
        ImGui::TextUnformatted(("next: " + algo::describe(session.plan().steps.front())).c_str());
        ImGui::TextDisabled("press Right to run one dispatch, Space to play");
    } else {
        ImGui::TextDisabled("nothing to sort: one key needs no dispatch");
    }
    ImGui::PopTextWrapPos();
}

}  // namespace sortscope::ui
