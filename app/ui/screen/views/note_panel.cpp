// The slide's note (see note_panel.hpp).
#include "screen/views/note_panel.hpp"

#include <cmath>
#include <string>

#include <imgui.h>

#include "core/keys/note_keys.hpp"
#include "screen/look/wrapped_text.hpp"

namespace sortscope::ui {

namespace {

bool shows_anything(const SlideShow& slides) {
    if (!slides.is_open()) return false;
    const Slide& slide = slides.current();
    return slides.moves_by_slides() || !slide.note.empty() || !slide.question.empty() || !slide.title.empty();
}

ImVec4 colour_of(ImU32 colour) { return ImGui::ColorConvertU32ToFloat4(colour); }

}  // namespace

float NotePanel::height(const SlideShow& slides) const {
    if (!shows_anything(slides)) return 0.0f;
    // Before the first measurement: about what a title and two lines of note take.
    // (Measured at another text size, the measure is stale: folded at a large size, it was not taken since.)
    const bool measured = m_content_height > 0.0f && m_measured_at == ImGui::GetFontSize();
    return measured ? m_content_height : std::floor(ImGui::GetTextLineHeightWithSpacing() * 4.0f);
}

float NotePanel::folded_height(const Fonts& fonts) {
    return std::floor(fonts.body->FontSize + 2.0f * ImGui::GetStyle().WindowPadding.y);
}

void NotePanel::draw(const SlideShow& slides, const Fonts& fonts, const Palette& colours, const PanelRect& rect, bool note_hidden) {
    if (rect.empty() || !shows_anything(slides)) return;
    const Slide& slide = slides.current();
    ImGui::SetCursorScreenPos(ImVec2(rect.x, rect.y));
    // On the window's own background, framed: it belongs with the header, not with the views.
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0.0f, 0.0f, 0.0f, 0.0f));
    ImGui::BeginChild("##note", ImVec2(rect.width, rect.height), true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PopStyleColor();
    const ImGuiStyle& style = ImGui::GetStyle();
    if (m_content_height > rect.height + 0.5f && m_measured_at == fonts.body->FontSize) {
        // Folded: the slide and its title on one line, and how to see the note again.
        std::string line = slides.moves_by_slides() ? slides.position_text() : std::string("note");
        const std::string titled = slide.title.empty() ? line : line + " \u00b7 " + slide.title;
        const std::string hint = folded_note_hint(note_hidden, !slide.note.empty());
        ImGui::PushFont(fonts.body);
        const float room = ImGui::GetContentRegionAvail().x;
        if (ImGui::CalcTextSize(titled.c_str()).x <= room) line = titled;
        ImGui::PushStyleColor(ImGuiCol_Text, colour_of(colours.accent));
        ImGui::TextUnformatted(line.c_str());
        ImGui::PopStyleColor();
        if (ImGui::CalcTextSize((line + hint).c_str()).x <= room) {
            ImGui::SameLine(0.0f, 0.0f);
            ImGui::TextDisabled("%s", hint.c_str());
        }
        ImGui::PopFont();
        ImGui::EndChild();
        return;
    }

    // "slide 3 of 7 · Title", and at the right, small, where the clicker goes from here.
    std::string heading = slides.moves_by_slides() ? slides.position_text() : std::string();
    if (!slide.title.empty()) heading += (heading.empty() ? "" : " \u00b7 ") + slide.title;
    std::string hint;
    if (slides.moves_by_slides()) {
        const bool last = slides.index() + 1 == slides.count();
        hint = last ? "the last slide \u00b7 PgUp back \u00b7 L lessons" : slides.index() == 0 ? "PgDn next slide" : "PgDn next \u00b7 PgUp back";
    }
    if (note_hidden && !slide.note.empty()) hint += std::string(hint.empty() ? "" : " \u00b7 ") + "N shows the note";
    if (!heading.empty()) {
        ImGui::PushFont(fonts.small);
        const float hint_width = ImGui::CalcTextSize(hint.c_str()).x;
        ImGui::PopFont();
        ImGui::PushStyleColor(ImGuiCol_Text, colour_of(colours.accent));
        ImGui::PushFont(fonts.heading);
        // The heading takes the line; the hint sits at its right end when both fit, else under it.
        const float room = ImGui::GetContentRegionAvail().x;
        const bool hint_beside = hint_width + ImGui::GetFontSize() + ImGui::CalcTextSize(heading.c_str()).x <= room;
        text_wrapped_at_spaces(heading);
        ImGui::PopFont();
        ImGui::PopStyleColor();
        if (!hint.empty()) {
            ImGui::PushFont(fonts.small);
            ImGui::PushStyleColor(ImGuiCol_Text, style.Colors[ImGuiCol_TextDisabled]);
            if (hint_beside) {
                // On the heading's line, at its right end, on its baseline.
                const ImVec2 heading_end = ImGui::GetItemRectMax();
                ImGui::SetCursorScreenPos(ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x - hint_width,
                                                 heading_end.y - ImGui::GetFontSize() * 1.2f));
            }
            ImGui::TextUnformatted(hint.c_str());
            ImGui::PopStyleColor();
            ImGui::PopFont();
        }
    }
    if (!slide.note.empty() && !note_hidden) text_wrapped_at_spaces(slide.note);
    if (!slide.question.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, colour_of(colours.good));
        text_wrapped_at_spaces("Question: " + slide.question);
        ImGui::PopStyleColor();
    }
    // What the content took, frame included, for the next frame's height.
    m_content_height = std::ceil(ImGui::GetCursorPosY() - style.ItemSpacing.y + style.WindowPadding.y);
    m_measured_at = fonts.body->FontSize;
    ImGui::EndChild();
}

}  // namespace sortscope::ui
