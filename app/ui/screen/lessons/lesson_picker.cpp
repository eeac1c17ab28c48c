// The lesson picker (see lesson_picker.hpp).
#include "screen/lessons/lesson_picker.hpp"

#include <algorithm>
#include <string>

#include <imgui.h>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace sortscope::ui {

std::optional<std::string> LessonPicker::read_keys(const std::vector<KeyEvent>& keys, const std::vector<ExampleLesson>& lessons) {
    if (!m_open) return std::nullopt;
    for (const KeyEvent& event : keys) {
        if (event.action == GLFW_RELEASE) continue;
        switch (event.key) {
            case GLFW_KEY_DOWN: case GLFW_KEY_PAGE_DOWN: case GLFW_KEY_RIGHT:
                if (!lessons.empty()) m_selected = std::min(m_selected + 1, lessons.size() - 1);
                break;
            case GLFW_KEY_UP: case GLFW_KEY_PAGE_UP: case GLFW_KEY_LEFT:
                if (m_selected > 0) --m_selected;
                break;
            case GLFW_KEY_HOME: m_selected = 0; break;
            case GLFW_KEY_END: m_selected = lessons.empty() ? 0 : lessons.size() - 1; break;
            case GLFW_KEY_ENTER: case GLFW_KEY_KP_ENTER: case GLFW_KEY_SPACE:
                if (m_selected < lessons.size()) {
                    m_open = false;
                    return lessons[m_selected].path;
                }
                break;
            case GLFW_KEY_ESCAPE: case GLFW_KEY_L: m_open = false; return std::nullopt;
            default: break;
        }
    }
    return std::nullopt;
}

std::optional<std::string> LessonPicker::draw(const std::vector<ExampleLesson>& lessons, const Fonts& fonts, const Palette& colours, float x,
                                              float y, float width, float height) {
    if (!m_open) return std::nullopt;
    std::optional<std::string> picked;
    ImGui::SetNextWindowPos(ImVec2(x + width * 0.5f, y + height * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(0.0f, 0.0f), ImVec2(width * 0.95f, height * 0.95f));
    if (m_focus) ImGui::SetNextWindowFocus();
    m_focus = false;
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImGui::GetStyleColorVec4(ImGuiCol_PopupBg));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 1.0f);
    ImGui::Begin("Lessons##picker", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PushFont(fonts.heading);
    ImGui::PushStyleColor(ImGuiCol_Text, colours.accent);
    ImGui::TextUnformatted("Lessons");
    ImGui::PopStyleColor();
    ImGui::PopFont();
    if (lessons.empty()) ImGui::TextDisabled("no example lessons were found (%s)", (assets_directory() + "/sessions").c_str());
    for (size_t index = 0; index < lessons.size(); ++index) {
        const ExampleLesson& lesson = lessons[index];
        const std::string label = lesson.title + "  (" + std::to_string(lesson.slides) + (lesson.slides == 1 ? " slide)" : " slides)");
        // One entry lit, the one Enter opens: the pointer moved over an entry picks it, and no other
        // entry has a look of its own under the pointer (the clicker and the mouse never light two).
        const bool selected = index == m_selected;
        ImGui::PushStyleColor(ImGuiCol_HeaderHovered, selected ? ImGui::GetStyleColorVec4(ImGuiCol_Header) : ImVec4(0.0f, 0.0f, 0.0f, 0.0f));
        if (ImGui::Selectable(label.c_str(), selected)) {
            m_selected = index;
            picked = lesson.path;
            m_open = false;
        }
        ImGui::PopStyleColor();
        const ImVec2 moved = ImGui::GetIO().MouseDelta;
        if (ImGui::IsItemHovered() && (moved.x != 0.0f || moved.y != 0.0f)) m_selected = index;
    }
    ImGui::PushFont(fonts.small);
    ImGui::TextDisabled("PgDn PgUp or \u2193 \u2191 pick \u00b7 Enter opens \u00b7 Esc or L: none");
    ImGui::PopFont();
    ImGui::End();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
    return picked;
}

}  // namespace sortscope::ui
