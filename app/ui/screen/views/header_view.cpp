// The header above the views (see header_view.hpp).
#include "screen/views/header_view.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include <imgui.h>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/comparator.hpp"
#include "algorithms/teaching/narration.hpp"
#include "algorithms/text/counts.hpp"
#include "core/session/input_spec.hpp"
#include "core/session/step_text.hpp"
#include "device/device_limits.hpp"
#include "screen/look/wrapped_text.hpp"

namespace sortscope::ui {

namespace {

// The counters wrap between counters, never inside one: the space before a number or a unit becomes a
// no-break space ("dispatches 2", "GPU 0.026 ms" stay whole).
std::string keep_counters_whole(const std::string& counters) {
    std::string kept;
    for (size_t k = 0; k < counters.size(); ++k) {
        const bool before_number = k + 1 < counters.size() && std::isdigit(static_cast<unsigned char>(counters[k + 1])) != 0;
        const bool before_unit = counters.compare(k + 1, 2, "ms") == 0;
        kept += counters[k] == ' ' && (before_number || before_unit) ? "\u00a0" : std::string(1, counters[k]);
    }
    return kept;
}

// The header never gets shorter while one plan is stepped through at one width: a step whose narration
// takes fewer lines would pull the views up, and a button under a teacher's pointer ("Measure again", a
// bar to click) would move. A new plan, input or width starts again from its own height. The opening
// screen (no step run yet: "ready", the caption on a line of its own, the plan's first narration) is
// taller than the steps' and is left out, so that it leaves no empty band above the views afterwards.
class TallestHeader {
public:
    TallestHeader(const SortSession& session, const std::string& caption, bool compact)
        : m_stepping(session.cursor() > 0),
          m_top(ImGui::GetCursorPosY()),
          m_tallest(ImGui::GetStateStorage()->GetFloatRef(
              ImGui::GetID((caption + "|" + std::to_string(session.step_count()) + "|" +
                            std::to_string(static_cast<int>(ImGui::GetContentRegionAvail().x)) + (compact ? "|compact" : ""))
                               .c_str()),
              0.0f)) {}
    // Called once the header is drawn: pads it to the tallest it has been.
    void pad() const {
        if (!m_stepping) return;
        const float used = ImGui::GetCursorPosY() - m_top;
        if (used < *m_tallest) {
            ImGui::SetCursorPosY(m_top + *m_tallest);
        } else {
            *m_tallest = used;
        }
    }

private:
    bool m_stepping;
    float m_top;
    float* m_tallest;
};

}  // namespace

void draw_header(const SortSession& session, const Fonts& fonts, const Palette& colours, float frame_ms, bool compact) {
    const std::string caption = input_caption(session.input());
    const TallestHeader tallest(session, caption, compact);
    ImGui::PushFont(fonts.heading);
    ImGui::PushStyleColor(ImGuiCol_Text, colours.accent);
    ImGui::TextUnformatted(cursor_text(session.cursor(), session.step_count()).c_str());
    ImGui::PopStyleColor();
    // The caption follows the counter when it fits on the line, else takes its own; compact, it keeps
    // the line in the body font when the heading font is too wide.
    const float room = ImGui::GetContentRegionAvail().x - ImGui::GetItemRectSize().x - ImGui::GetFontSize();
    const float heading_width = ImGui::CalcTextSize(caption.c_str()).x;
    const float body_width = heading_width * fonts.body->FontSize / ImGui::GetFontSize();
    const bool smaller = compact && room <= heading_width && room > body_width;
    if (room > heading_width || smaller) ImGui::SameLine(0.0f, ImGui::GetFontSize());
    if (smaller) {
        ImGui::PopFont();
        ImGui::PushFont(fonts.body);
        // On the heading's baseline.
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (fonts.heading->FontSize - fonts.body->FontSize) * 0.8f);
    }
    // Wrapped at the stage's edge (at a projector's width with large type a long caption, an algorithm's
    // name with n, typed keys and its path, was cut there: tests/gui/keys/large-caption.keys).
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(caption.c_str());
    ImGui::PopFont();

    // The check: the thing a teacher points at when a student asks "is the GPU really doing this?"
    const GpuCheck& check = session.check();
    // The counters start where the widest passing check would end, so that the last step's "sorted"
    // moves neither them nor, by wrapping them, the views below.
    const char* const widest_check = "\u2713 GPU = CPU \u00b7 sorted";
    const float counters_x = ImGui::GetCursorScreenPos().x + ImGui::CalcTextSize(widest_check).x;
    if (session.cursor() == 0) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextUnformatted("the GPU will be checked against the CPU reference after every step");
        ImGui::PopStyleColor();
    } else if (check.ok) {
        ImGui::PushStyleColor(ImGuiCol_Text, colours.good);
        // Next to the check, where a long counter line cannot push it off the edge.
        ImGui::TextUnformatted(session.done() && session.sorted() ? widest_check : "\u2713 GPU = CPU");
        ImGui::PopStyleColor();
    } else {
        ImGui::PushStyleColor(ImGuiCol_Text, colours.bad);
        // "position", as the bars, the lab's report and the tables say; which of keys and values differs there.
        ImGui::Text("\u2717 the GPU differs from the CPU reference at position %zu%s", check.first_difference,
                    check.keys_agree_there ? " (the values)" : "");
        ImGui::PopStyleColor();
    }
    ImGui::PopTextWrapPos();
    if (const size_t pending = session.steps_pending(); pending > 0) {
        // A large step's check runs behind the frames (SortSession::step_soon): say it is on its way.
        ImGui::SameLine(0.0f, ImGui::GetFontSize());
        const std::string next = pending == 1 ? "step " + std::to_string(session.cursor() + 1)
                                              : "steps " + std::to_string(session.cursor() + 1) + "-" + std::to_string(session.cursor() + pending);
        ImGui::TextDisabled("checking %s\u2026", next.c_str());
    }
    const Totals& totals = session.totals();
    // The catalogue says what this algorithm's counters count: no "comparisons" for a radix sort.
    const algo::AlgorithmInfo* info = session.plan().algorithm;
    const std::string work = info != nullptr ? std::string(info->work_counted) : "comparators";
    const std::string changes = info != nullptr ? std::string(info->changes_counted) : "swaps";
    std::string counters = "dispatches " + algo::with_separators(totals.dispatches) + " \u00b7 " + work + " " +
                           algo::with_separators(totals.comparisons) + " \u00b7 " + changes + " " +
                           algo::with_separators(totals.swaps);
    if (session.cursor() > 0) {
        char gpu[64];
        std::snprintf(gpu, sizeof gpu, compact ? " \u00b7 GPU %.3f ms" : " \u00b7 GPU %.3f ms this step", session.last_gpu_ms());
        counters += gpu;
    }
    if (!compact) {
        char frame[48];
        std::snprintf(frame, sizeof frame, " \u00b7 frame %.1f ms", static_cast<double>(frame_ms));
        counters += frame;
    }
    // Beside the check when the whole line fits there, else on a line of its own (never squeezed into
    // a narrow column at the right).
    ImGui::SameLine(0.0f, ImGui::GetFontSize());
    const float after_check = ImGui::GetCursorScreenPos().x;
    ImGui::SetCursorScreenPos(ImVec2(std::max(after_check, counters_x + ImGui::GetFontSize()), ImGui::GetCursorScreenPos().y));
    // Presenter mode: the counters in the small font (on its baseline), so that at a large text size the
    // header leaves the views their room (the narration keeps the body font).
    if (compact) {
        ImGui::PushFont(fonts.small);
        ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (fonts.body->FontSize - fonts.small->FontSize) * 0.8f);
    }
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(counters.c_str()).x) ImGui::NewLine();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    text_wrapped_at_spaces(keep_counters_whole(counters));
    ImGui::PopStyleColor();
    if (compact) ImGui::PopFont();

    auto dim = [](const std::string& text) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        text_wrapped_at_spaces(text);
        ImGui::PopStyleColor();
    };
    // A plan that hides its algorithm's point on this device (a look-back not run): the header says why.
    if (const std::string note = algorithm_header_note(session.input(), gpu::device_caps(session.limits())); !note.empty()) {
        dim(note);
    }
    if (const algo::Step* step = session.last_step()) {
        if (!compact) dim(algo::describe(*step));
        text_wrapped_at_spaces(algo::narrate(session.plan(), *step, *session.last_effect()));
    } else {
        if (session.step_count() > 0 && !compact) dim("next: " + algo::describe(session.plan().steps.front()));
        text_wrapped_at_spaces(session.start_narration());
    }
    tallest.pad();
}

}  // namespace sortscope::ui
