// The kernel view (see kernel_view.hpp).
#include "screen/views/kernel_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <exception>

#include <imgui.h>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/text/steps.hpp"
#include "screen/look/view_frame.hpp"
#include "screen/look/wrapped_text.hpp"
#include "programs/shader_source.hpp"

namespace sortscope::ui {

namespace {

// A name and its value kept on one line when the parameters wrap: joined by no-break spaces.
constexpr std::string_view kNoBreakSpace = "\xC2\xA0";

std::string parameter_line(const std::vector<algo::KernelParameter>& parameters, bool compiled_in) {
    std::string line;
    for (const algo::KernelParameter& parameter : parameters) {
        if (parameter.compiled_in != compiled_in) continue;
        if (!line.empty()) line += "   ";
        line += parameter.name;
        line += compiled_in ? std::string(kNoBreakSpace) : std::string(kNoBreakSpace) + "=" + std::string(kNoBreakSpace);
        line += parameter.value;
    }
    return line;
}

ImU32 with_alpha(ImU32 colour, unsigned alpha) {
    return (colour & ~IM_COL32_A_MASK) | (static_cast<ImU32>(alpha) << IM_COL32_A_SHIFT);
}

}  // namespace

void KernelView::refresh(const SortSession& session) {
    m_version = session.version();
    m_rows.clear();
    m_columns = 0;
    m_scroll_to_lit = true;
    m_error.clear();
    m_listing = {};
    const auto focus = session.focus_step();
    if (!focus) {
        m_title = "Kernel: no steps";
        return;
    }
    const algo::Step& step = session.plan().steps[*focus];
    // The kernel lab's student file where one replaces the project's kernel: the view shows what runs.
    std::string file(algo::kernel_file(step.kernel));
    try {
        const gpu::KernelText source = session.kernel_source(step.kernel);
        file = source.shown_name;
        m_listing = algo::kernel_listing(session.plan(), step, source.text);
    } catch (const std::exception& error) {
        m_error = error.what();
        m_listing.file = file;
    }
    m_title = session.cursor() == 0 ? "Kernel of the next step, " + algo::step_name(*focus) + " (not run yet): " + file
                                    : "Kernel of " + algo::step_name(*focus) + ", just run: " + file;
}

void KernelView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, const PanelRect& rect) {
    if (session.version() != m_version) refresh(session);
    if (!begin_view("##kernel", m_title.c_str(), rect, fonts)) return;

    // The step's parameters: the parameter block's words (in the body font, to be read from the back of
    // a room), then what is compiled in.
    ImGui::PushFont(fonts.body);
    const std::string words = parameter_line(m_listing.parameters, false);
    const std::string defines = parameter_line(m_listing.parameters, true);
    if (!words.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colours.accent));
        text_wrapped_at_spaces(words);
        ImGui::PopStyleColor();
    }
    ImGui::PopFont();
    ImGui::PushFont(fonts.small);
    if (!defines.empty()) text_wrapped_at_spaces("#define " + defines);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colours.bad));
    if (!m_error.empty()) text_wrapped_at_spaces(m_error);
    for (const std::string& problem : m_listing.problems) text_wrapped_at_spaces(problem);
    ImGui::PopStyleColor();
    ImGui::PopFont();

    ImGui::PushFont(fonts.code);
    ImGui::BeginChild("##kernel-code", ImVec2(0, 0), false);
    const float char_width = ImGui::CalcTextSize("0").x;
    const float row_height = ImGui::GetTextLineHeightWithSpacing();
    const size_t digits = line_number_digits(m_listing);
    const float gutter = static_cast<float>(digits + 1) * char_width + 8.0f;
    const float width = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ScrollbarSize;
    const auto columns = static_cast<size_t>(std::max(1.0f, std::floor((width - gutter) / char_width)));
    if (columns != m_columns) {
        m_columns = columns;
        m_rows = code_rows(m_listing, columns);
        m_scroll_to_lit = true;
    }
    if (m_scroll_to_lit) {
        const auto visible = static_cast<size_t>(std::max(1.0f, std::floor(ImGui::GetWindowHeight() / row_height)));
        ImGui::SetScrollY(static_cast<float>(first_shown_row(m_rows, m_listing, visible)) * row_height);
        m_scroll_to_lit = false;
    }

    // Rows touch (the clipper counts on exactly row_height a row): the lit band reads as one block.
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0.0f));
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImU32 band = with_alpha(colours.accent, 0x40);
    const ImU32 code = with_alpha(colours.text, 0xC8);
    const ImU32 dropped = with_alpha(colours.dim_text, 0x90);
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(m_rows.size()), row_height);
    while (clipper.Step()) {
        for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
            const CodeRow& row = m_rows[static_cast<size_t>(r)];
            const algo::ListingLine& line = m_listing.lines[row.line];
            const ImVec2 at = ImGui::GetCursorScreenPos();
            if (line.lit) {
                draw->AddRectFilled(at, ImVec2(at.x + width, at.y + row_height), band);
                draw->AddRectFilled(at, ImVec2(at.x + 4.0f, at.y + row_height), colours.accent);
            }
            if (!row.continuation) {
                std::string number = std::to_string(line.number);
                number.insert(0, digits - std::min(digits, number.size()), ' ');
                draw->AddText(ImVec2(at.x + 6.0f, at.y), colours.dim_text, number.c_str());
            }
            // Lit code at full strength; markers (the regions' descriptions) in the accent colour; code the
            // program leaves out faded.
            const ImU32 colour = !line.kept ? dropped : line.marker ? colours.accent : line.lit ? colours.text : code;
            draw->AddText(ImVec2(at.x + gutter, at.y), colour, row.text.c_str());
            ImGui::Dummy(ImVec2(width, row_height));
        }
    }
    ImGui::PopStyleVar();
    ImGui::EndChild();
    ImGui::PopFont();
    end_view();
}

}  // namespace sortscope::ui
