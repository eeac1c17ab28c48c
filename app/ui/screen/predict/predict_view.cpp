// Predict mode's panel and question picture (see predict_view.hpp).
#include "screen/predict/predict_view.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

#include "algorithms/text/steps.hpp"
#include "core/look/value_colours.hpp"
#include "screen/look/draw_drawing.hpp"
#include "screen/look/view_frame.hpp"
#include "screen/look/wrapped_text.hpp"
#include "screen/pictures/key_rows.hpp"

namespace sortscope::ui {

namespace {

constexpr uint32_t kLabelledKeysUpTo = 128;

ImVec4 colour_of(ImU32 colour) { return ImGui::ColorConvertU32ToFloat4(colour); }

std::string choice_label(size_t k, const algo::Comparator& c) {
    return std::to_string(k + 1) + ":  " + std::to_string(c.i) + "\u2013" + std::to_string(c.j) + (c.ascending ? " \u2193" : " \u2191");
}

// The comparators as toggle buttons, wrapping; picked ones filled, the keyboard's selection outlined.
void draw_choices(PredictMode& predict, const algo::Question& question, const Palette& colours) {
    const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
    for (size_t k = 0; k < question.choices.size(); ++k) {
        const std::string label = choice_label(k, question.choices[k]) + "##choice" + std::to_string(k);
        const float width = ImGui::CalcTextSize(label.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
        if (k > 0) {
            ImGui::SameLine();
            if (ImGui::GetCursorScreenPos().x + width > right) ImGui::NewLine();
        }
        const bool picked = predict.guess().swaps[k] != 0;
        if (picked) ImGui::PushStyleColor(ImGuiCol_Button, colour_of(colours.moved));
        if (ImGui::Button(label.c_str())) predict.toggle_choice(k);
        if (picked) ImGui::PopStyleColor();
        if (k == predict.selected()) {
            ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), colours.hover, 3.0f, 0, 2.0f);
        }
    }
}

// One number field of a key question: clicking selects it for typing, the buttons step it.
void draw_field(PredictMode& predict, int field, const char* name, uint32_t value, uint32_t count, const Palette& colours) {
    ImGui::PushID(field);
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%s (0..%u):", name, count - 1);
    ImGui::SameLine();
    if (ImGui::Button("\u2212")) {
        if (predict.field() != field) predict.next_field();
        predict.move_selection(-1);
    }
    ImGui::SameLine();
    const std::string text = "  " + std::to_string(value) + "  ";
    if (ImGui::Button(text.c_str()) && predict.field() != field) predict.next_field();
    if (predict.field() == field) {
        ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), colours.accent, 3.0f, 0, 2.0f);
    }
    ImGui::SameLine();
    if (ImGui::Button("+")) {
        if (predict.field() != field) predict.next_field();
        predict.move_selection(1);
    }
    ImGui::PopID();
}

}  // namespace

float PredictPanel::height(const PredictMode& predict) const {
    if (!predict.enabled()) return 0.0f;
    // Before the first measurement: about what a question takes.
    return m_content_height > 0.0f ? m_content_height : std::floor(ImGui::GetTextLineHeightWithSpacing() * 6.8f);
}

void PredictPanel::draw(PredictMode& predict, const SortSession& session, const Fonts& fonts, const Palette& colours, bool compact,
                        const PanelRect& rect, Requests& requests) {
    std::string title = "Predict mode \u00b7 score: " + predict.score().text();
    if (const auto& question = predict.question()) {
        title += " \u00b7 before " + algo::step_of(question->step, session.step_count());
    }
    if (!begin_view("##predict", title.c_str(), rect, fonts)) return;
    const ImGuiStyle& style = ImGui::GetStyle();
    auto small_dim = [&](const std::string& text) {
        ImGui::PushFont(fonts.small);
        ImGui::PushStyleColor(ImGuiCol_Text, style.Colors[ImGuiCol_TextDisabled]);
        text_wrapped_at_spaces(text);
        ImGui::PopStyleColor();
        ImGui::PopFont();
    };
    if (const auto& question = predict.question()) {
        if (!compact) small_dim(question->dispatch);
        ImGui::PushStyleColor(ImGuiCol_Text, colour_of(colours.accent));
        text_wrapped_at_spaces(question->prompt);
        ImGui::PopStyleColor();
        // A radix question: the key as the digits the sort reads.
        uint32_t largest = 0;
        for (const uint32_t key : session.state_now()[algo::keys_buffer(session.plan().steps[question->step].source)]) {
            largest = std::max(largest, algo::sort_key(session.plan().options.key_type, session.plan().options.descending, key));
        }
        if (const std::string digits = key_digits_line(*question, session.plan().options, largest); !digits.empty()) {
            ImGui::PushFont(fonts.mono);
            text_wrapped_at_spaces(digits);
            ImGui::PopFont();
        }
        if (question->kind == algo::QuestionKind::Swaps) {
            draw_choices(predict, *question, colours);
        } else {
            if (question->kind == algo::QuestionKind::BinAndPosition) {
                draw_field(predict, 0, "bin", predict.guess().bin, question->bins, colours);
                ImGui::SameLine(0.0f, ImGui::GetFontSize() * 1.5f);
            }
            draw_field(predict, 1, "position", predict.guess().position, question->positions, colours);
        }
        // On the answer's row when it fits, so the panel stays short; whole in any case.
        const char* check = "Check my answer (Enter)";
        ImGui::SameLine(0.0f, ImGui::GetFontSize());
        if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(check).x + style.FramePadding.x * 2.0f) ImGui::NewLine();
        if (ImGui::Button(check)) requests.submit_prediction = true;
        // The arrows on the buttons say where the larger key goes, as in the network; the keyboard's arrow
        // keys are named in words so that an arrow means one thing on screen.
        std::string hint = "\u2193 / \u2191: the larger key goes down / up. Click comparators in the network or here; "
                           "keys 1-9, or Up/Down and Space";
        if (question->kind == algo::QuestionKind::BinAndPosition) {
            hint = "click in the picture, or type digits (Tab: bin / position, Up/Down: \u00b11); the table comes back once you have answered";
        } else if (question->kind != algo::QuestionKind::Swaps) {
            hint = "click in the picture, or type digits (Up/Down: \u00b11); the table comes back once you have answered";
        }
        small_dim(hint);
    } else if (const auto& result = predict.result()) {
        ImGui::PushFont(fonts.heading);
        ImGui::PushStyleColor(ImGuiCol_Text, colour_of(result->marking.right ? colours.good : colours.bad));
        ImGui::TextUnformatted(result->marking.verdict.c_str());
        ImGui::PopStyleColor();
        ImGui::PopFont();
        const std::string ran = algo::step_name(result->question.step) + " ran on the GPU: " +
                                (result->gpu_agrees ? "GPU = CPU" : "the GPU differs from the CPU reference");
        ImGui::SameLine();
        if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(ran.c_str()).x) ImGui::NewLine();
        ImGui::AlignTextToFramePadding();
        ImGui::PushStyleColor(ImGuiCol_Text, style.Colors[ImGuiCol_TextDisabled]);
        text_wrapped_at_spaces(ran);
        ImGui::PopStyleColor();
        for (const std::string& note : result->marking.notes) text_wrapped_at_spaces(note);
        if (result->question.kind == algo::QuestionKind::Swaps) {
            // The rings in the network, named in their colours.
            ImGui::PushFont(fonts.small);
            const std::pair<ImU32, const char*> legend[] = {
                {colours.good, "\u25ef right pick"}, {colours.bad, "\u25ef picked, did not swap"}, {colours.accent, "\u25ce swapped, not picked"}};
            for (size_t k = 0; k < std::size(legend); ++k) {
                if (k > 0) {
                    ImGui::SameLine(0.0f, ImGui::GetFontSize());
                    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(legend[k].second).x) ImGui::NewLine();
                }
                ImGui::TextColored(colour_of(legend[k].first), "%s", legend[k].second);
            }
            ImGui::PopFont();
        }
        small_dim("Enter or \u2192: the next dispatch");
    } else {
        ImGui::PushStyleColor(ImGuiCol_Text, style.Colors[ImGuiCol_TextDisabled]);
        text_wrapped_at_spaces(session.done() ? "The keys are sorted. Home starts again."
                                              : "This dispatch moves no keys, so it asks nothing: \u2192 runs it.");
        ImGui::PopStyleColor();
    }
    // What the content took, frame included, for the next frame's height.
    m_content_height = std::ceil(ImGui::GetCursorPosY() - style.ItemSpacing.y + style.WindowPadding.y);
    end_view();
}

bool shows_key_question(const PredictMode& predict) {
    return predict.question() && predict.question()->kind != algo::QuestionKind::Swaps;
}

void draw_key_question(PredictMode& predict, const SortSession& session, const Fonts& fonts, const Palette& colours,
                       const PanelRect& rect) {
    const algo::Question& question = *predict.question();
    const bool bins = question.kind == algo::QuestionKind::BinAndPosition;
    const char* title = bins ? "Your prediction: click the key's bin, then where it lands" : "Your prediction: click where the key lands";
    if (!begin_view("##keyquestion", title, rect, fonts)) return;
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::GetContentRegionAvail();
    const uint32_t n = question.positions;
    if (size.x < 60.0f || size.y < 100.0f || n == 0) {
        end_view();
        return;
    }
    const algo::Step& step = session.plan().steps[question.step];
    const std::vector<uint32_t>& before = session.state_now()[algo::keys_buffer(step.source)];
    ImDrawList* list = ImGui::GetWindowDrawList();
    const float line = ImGui::GetTextLineHeight();
    // The caption under the picture, on one line: the short form where the long one does not fit.
    std::string caption = "the key at position " + std::to_string(question.key_index) + " and your answer are drawn in the accent colour";
    ImGui::PushFont(fonts.small);
    if (ImGui::CalcTextSize(caption.c_str()).x > size.x) caption = "the key at position " + std::to_string(question.key_index) + " is lit";
    ImGui::PopFont();
    const float label_width = ImGui::CalcTextSize("output ").x;
    // Three rows (two for rank) with a gap as tall as a row between them, and a caption line below.
    const float slots = bins ? 5.0f : 3.0f;
    const float row_height = std::clamp((size.y - line * 1.6f) / slots, 4.0f, line * 2.2f);
    KeyRow input{corner.x + label_width, corner.y + line * 0.2f, size.x - label_width, row_height, n};
    KeyRow output{input.left, corner.y + size.y - row_height - line * 1.4f, input.width, row_height, n};
    KeyRow bin_row{input.left, (input.bottom() + output.top - row_height) * 0.5f, input.width, row_height, question.bins};

    std::vector<ImU32> key_fills(n);
    std::vector<std::string> key_labels;
    for (uint32_t i = 0; i < n; ++i) {
        key_fills[i] = ramp_colour(value_fraction(session.order_of(before[i]), session.order_min(), session.order_max()),
                                   i == question.key_index ? 255 : 110);
        if (n <= kLabelledKeysUpTo) key_labels.push_back(algo::format_key(session.input().key_type, before[i]));
    }
    const ImU32 ink = IM_COL32(10, 10, 14, 255);
    list->AddText(ImVec2(corner.x, input.top + (row_height - line) * 0.5f), colours.dim_text, "input");
    list->AddText(ImVec2(corner.x, output.top + (row_height - line) * 0.5f), colours.dim_text, "output");
    // The guess as a line from the key through its bin to the position.
    const uint32_t position = predict.guess().position;
    if (bins) {
        const ImVec2 a(input.centre(question.key_index), input.bottom() + 1.0f);
        const ImVec2 b(bin_row.centre(predict.guess().bin), bin_row.top - 1.0f);
        list->AddBezierCubic(a, ImVec2(a.x, (a.y + b.y) * 0.5f), ImVec2(b.x, (a.y + b.y) * 0.5f), b, colours.accent, 3.0f, 16);
        const ImVec2 c(bin_row.centre(predict.guess().bin), bin_row.bottom() + 1.0f);
        const ImVec2 d(output.centre(position), output.top - 1.0f);
        list->AddBezierCubic(c, ImVec2(c.x, (c.y + d.y) * 0.5f), ImVec2(d.x, (c.y + d.y) * 0.5f), d, colours.accent, 3.0f, 16);
    } else {
        draw_flow(list, input, question.key_index, output, position, colours.accent, 3.0f, true);
    }
    draw_key_row(list, input, key_fills, n <= kLabelledKeysUpTo ? &key_labels : nullptr, fonts.mono, fonts.mono->FontSize, ink,
                 question.key_index, colours.accent);
    if (bins) {
        list->AddText(ImVec2(corner.x, bin_row.top + (row_height - line) * 0.5f), colours.dim_text, "bins");
        std::vector<ImU32> bin_fills(question.bins, colours.plate);
        std::vector<std::string> bin_labels;
        for (uint32_t b = 0; b < question.bins; ++b) bin_labels.push_back(std::to_string(b));
        bin_fills[predict.guess().bin] = colours.accent;
        draw_key_row(list, bin_row, bin_fills, &bin_labels, fonts.small, fonts.small->FontSize, colours.text, std::nullopt, 0);
    }
    std::vector<ImU32> output_fills(n, colours.plate);
    output_fills[position] = colours.accent;
    std::vector<std::string> position_labels;
    for (uint32_t p = 0; p < n && n <= kLabelledKeysUpTo; ++p) position_labels.push_back(std::to_string(p));
    draw_key_row(list, output, output_fills, n <= kLabelledKeysUpTo ? &position_labels : nullptr, fonts.small, fonts.small->FontSize,
                 colours.text, std::nullopt, 0);

    // Clicks pick the bin or the position.
    if (ImGui::IsWindowHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        const ImVec2 mouse = ImGui::GetMousePos();
        if (const auto p = output.index_at(mouse)) {
            if (predict.field() != 1) predict.next_field();
            predict.set_position(*p);
        }
        if (bins) {
            if (const auto b = bin_row.index_at(mouse)) {
                if (predict.field() != 0) predict.next_field();
                predict.set_bin(*b);
            }
        }
    }
    ImGui::SetCursorScreenPos(ImVec2(corner.x, output.bottom() + line * 0.3f));
    ImGui::PushFont(fonts.small);
    ImGui::TextDisabled("%s", caption.c_str());
    ImGui::PopFont();
    end_view();
}

}  // namespace sortscope::ui
