// The teacher's screen (see teacher_screen.hpp).
#include "screen/lessons/teacher_screen.hpp"

#include <cstdio>
#include <ctime>
#include <string>

#include <imgui.h>

#include "algorithms/teaching/quiz.hpp"
#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/text/counts.hpp"
#include "core/session/step_text.hpp"
#include "screen/look/wrapped_text.hpp"

namespace sortscope::ui {

namespace {

ImVec4 colour_of(ImU32 colour) { return ImGui::ColorConvertU32ToFloat4(colour); }

void heading(const char* text, const Fonts& fonts, const Palette& colours) {
    ImGui::Spacing();
    ImGui::PushFont(fonts.heading);
    ImGui::PushStyleColor(ImGuiCol_Text, colour_of(colours.accent));
    text_wrapped_at_spaces(text);
    ImGui::PopStyleColor();
    ImGui::PopFont();
}

}  // namespace

void TeacherScreen::draw(const SlideShow& slides, const PredictMode& predict, const SortSession& session, const Fonts& fonts,
                         const Palette& colours, const PanelRect& rect, const std::string& class_sees,
                         const std::function<void()>& controls) {
    ImGui::SetNextWindowPos(ImVec2(rect.x, rect.y));
    ImGui::SetNextWindowSize(ImVec2(rect.width, rect.height));
    // A scroll bar where the notes run past the bottom (a large text size): the wheel brings them up.
    ImGui::Begin("Teacher", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
    // The clock: how long the lecture has run, and the time of day.
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - m_started).count();
    char clock[64];
    std::snprintf(clock, sizeof clock, "%lld:%02lld", static_cast<long long>(seconds / 60), static_cast<long long>(seconds % 60));
    ImGui::PushFont(fonts.heading);
    ImGui::TextUnformatted(clock);
    ImGui::PopFont();
    // The time of day beside the lecture's.
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    char wall[16] = "";
    if (localtime_r(&now, &local) != nullptr) std::strftime(wall, sizeof wall, "%H:%M", &local);
    ImGui::SameLine(0.0f, ImGui::GetFontSize());
    ImGui::TextDisabled("lecture time \u00b7 %s", wall);
    // Where the class looks and the step, on lines of their own: wrapped, never cut at a large text size.
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    text_wrapped_at_spaces("teacher's screen: " + class_sees + " \u00b7 " + cursor_text(session.cursor(), session.step_count()));
    ImGui::PopStyleColor();
    if (controls) controls();
    ImGui::Separator();
    if (slides.is_open()) {
        const Slide& slide = slides.current();
        heading((slides.position_text() + (slide.title.empty() ? "" : " \u00b7 " + slide.title)).c_str(), fonts, colours);
        if (!slide.note.empty()) text_wrapped_at_spaces(slide.note);
        if (!slide.question.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, colour_of(colours.good));
            text_wrapped_at_spaces("Question: " + slide.question);
            ImGui::PopStyleColor();
        }
        ImGui::Spacing();
        ImGui::Separator();
        if (slides.index() + 1 < slides.count()) {
            const Slide& next = slides.lesson().slides[slides.index() + 1];
            ImGui::TextDisabled("next (PgDn): slide %zu of %zu%s", slides.index() + 2, slides.count(),
                                next.title.empty() ? "" : (" \u00b7 " + next.title).c_str());
            if (!next.note.empty()) {
                ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
                text_wrapped_at_spaces(next.note);
                ImGui::PopStyleColor();
            }
        } else {
            ImGui::TextDisabled("the last slide (L: the lessons)");
        }
    } else {
        heading("no lesson open", fonts, colours);
        ImGui::TextDisabled("L lists the lessons");
    }
    // The next step the class will see (Right, or PageDown outside a lesson of several slides).
    ImGui::Spacing();
    if (session.cursor() < session.step_count()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        text_wrapped_at_spaces("next step (Right): step " + std::to_string(session.cursor() + 1) + " of " + std::to_string(session.step_count()) +
                               " \u00b7 " + algo::describe(session.plan().steps[session.cursor()]));
        ImGui::PopStyleColor();
    } else {
        ImGui::TextDisabled("the last step has run: sorted");
    }
    // The answer to the question the class is asked, for the teacher's eyes only.
    if (const auto& question = predict.question()) {
        ImGui::Spacing();
        ImGui::Separator();
        heading("the answer", fonts, colours);
        // Worked out once per question (it runs the step on a copy of the keys).
        if (m_answer_plan != session.plan_version() || m_answer_step != question->step) {
            const algo::Answer truth = algo::answer_question(session.plan(), *question, session.state_now());
            m_answer = algo::answer_text(session.plan(), *question, truth);
            m_answer_plan = session.plan_version();
            m_answer_step = question->step;
        }
        text_wrapped_at_spaces(m_answer);
    }
    ImGui::End();
}

}  // namespace sortscope::ui
