// Drawing the keys as bars with ImDrawList (see bars_view.hpp).
#include "screen/views/bars_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include <imgui.h>

#include "algorithms/catalogue/registry.hpp"
#include "core/look/value_colours.hpp"
#include "core/pictures/radix_focus.hpp"
#include "screen/look/draw_drawing.hpp"

namespace sortscope::ui {

namespace {

constexpr float kMinBarHeight = 2.0f;  // so the smallest key still shows where it is
constexpr float kBarGapFrom = 5.0f;    // bars at least this wide get a one-pixel gap between them

// Positions n .. n'-1 that a network sort treats as +infinity: drawn so the class sees the padding the
// index formulas assume, though no memory holds them.
uint32_t virtual_positions(const SortSession& session) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(session.input().algorithm);
    const uint32_t n = static_cast<uint32_t>(session.keys().size());
    if (info == nullptr || !info->pads_to_power_of_two || n < 2) return 0;
    return static_cast<uint32_t>(algo::next_power_of_two(n) - n);
}

void legend_item(ImU32 colour, const char* text, bool outline = false) {
    const float size = ImGui::GetTextLineHeight() * 0.7f;
    // A legend item that would run past the view starts a new line.
    if (ImGui::GetContentRegionAvail().x < size + 5.0f + ImGui::CalcTextSize(text).x) ImGui::NewLine();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float inset = (ImGui::GetTextLineHeight() - size) * 0.5f;
    if (outline) {
        ImGui::GetWindowDrawList()->AddRect(ImVec2(at.x + 1, at.y + inset + 1), ImVec2(at.x + size - 1, at.y + inset + size - 1), colour, 0.0f, 0, 2.0f);
    } else {
        ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(at.x, at.y + inset), ImVec2(at.x + size, at.y + inset + size), colour);
    }
    ImGui::Dummy(ImVec2(size, ImGui::GetTextLineHeight()));
    ImGui::SameLine(0.0f, 5.0f);
    ImGui::TextUnformatted(text);
    ImGui::SameLine(0.0f, 18.0f);
}

}  // namespace

void BarsView::refresh(const SortSession& session, uint32_t columns) {
    const std::span<const uint32_t> keys = session.keys();
    m_heights.resize(keys.size());
    for (size_t i = 0; i < keys.size(); ++i) m_heights[i] = session.order_of(keys[i]);
    m_by_bin = false;
    if (const auto step = session.focus_step()) {
        if (const auto focus = radix_focus(session.plan().steps[*step])) {
            m_by_bin = true;
            m_bin_count = 1u << focus->bits;
            m_bins.resize(keys.size());
            const algo::Options& options = session.plan().options;
            for (size_t i = 0; i < keys.size(); ++i) {
                m_bins[i] = (algo::sort_key(options.key_type, options.descending, keys[i]) >> focus->shift) & (m_bin_count - 1);
            }
            m_bin_columns = summarize_columns(m_bins, {}, columns);
        }
    }
    m_columns = summarize_columns(m_heights, session.marks(), columns);
    m_version = session.version();
    m_width = columns;
}

void BarsView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
                    const PanelRect& rect) {
    const std::string title = session.cursor() == 0 ? "Keys: the input, as uploaded to the GPU"
                                                    : "Keys in the GPU buffer after step " + std::to_string(session.cursor());
    if (!begin_view("##bars", title.c_str(), rect, fonts)) return;
    const uint32_t n = static_cast<uint32_t>(session.keys().size());
    const uint32_t padding = virtual_positions(session);
    // The legend's lines, wrapped as legend_item wraps them (large presenter fonts take two or three).
    ImGui::PushFont(fonts.small);
    const float swatch = ImGui::GetTextLineHeight() * 0.7f + 5.0f;
    const float room = ImGui::GetContentRegionAvail().x;
    float legend_x = 0.0f;
    int legend_lines = 1;
    auto legend_takes = [&](float width, float gap_after) {
        if (room - legend_x < width && legend_x > 0.0f) {
            ++legend_lines;
            legend_x = 0.0f;
        }
        legend_x += width + gap_after;
    };
    legend_takes(swatch + ImGui::CalcTextSize("compared").x, 18.0f);
    legend_takes(swatch + ImGui::CalcTextSize("moved").x, 18.0f);
    if (padding > 0) legend_takes(swatch + ImGui::CalcTextSize("+\u221e (not in memory)").x, 18.0f);
    legend_takes(ImGui::CalcTextSize(m_by_bin ? "colour: the current digit's bin" : "colour and height: the key").x, 0.0f);
    const float legend_height = ImGui::GetTextLineHeightWithSpacing() * static_cast<float>(legend_lines);
    ImGui::PopFont();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float marker_height = std::round(ImGui::GetFontSize() * 0.45f);
    const float plate_height = avail.y - marker_height * 2.0f - 6.0f - legend_height;
    if (avail.x < 8.0f || plate_height < 16.0f || n == 0) {
        end_view();
        return;
    }
    // Real keys get the width in proportion to n out of n + padding.
    const float full_width = std::floor(avail.x);
    const float keys_width = std::floor(full_width * static_cast<float>(n) / static_cast<float>(n + padding));
    const auto columns = static_cast<uint32_t>(std::max(1.0f, keys_width));
    if (session.version() != m_version || columns != m_width) refresh(session, columns);

    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float left = std::floor(origin.x);
    const float top = std::floor(origin.y);
    const float bottom = top + std::floor(plate_height);
    draw->AddRectFilled(ImVec2(left, top), ImVec2(left + full_width, bottom), colours.plate);
    const float usable = bottom - top - 4.0f;
    const uint32_t span = std::max(1u, session.order_max() - session.order_min());
    auto bar_height = [&](uint32_t order) {
        if (session.order_max() == session.order_min()) return usable * 0.5f;
        const double share = static_cast<double>(order - session.order_min()) / static_cast<double>(span);
        return std::max(kMinBarHeight, static_cast<float>(share * static_cast<double>(usable)));
    };
    auto colour_of = [&](size_t c, bool low) {
        if (m_by_bin) {
            const uint32_t bin = low ? m_bin_columns[c].min : m_bin_columns[c].max;
            return ramp_colour(m_bin_count > 1 ? static_cast<float>(bin) / static_cast<float>(m_bin_count - 1) : 0.5f);
        }
        const uint32_t order = low ? m_columns[c].min : m_columns[c].max;
        return ramp_colour(value_fraction(order, session.order_min(), session.order_max()));
    };

    const float column_width = keys_width / static_cast<float>(m_columns.size());
    const float gap = column_width >= kBarGapFrom ? 1.0f : 0.0f;
    const float marks_top = bottom + 3.0f;
    const ImVec2 mouse = ImGui::GetMousePos();
    const bool mouse_in = ImGui::IsWindowHovered() && mouse.y >= top && mouse.y <= marks_top + 2 * marker_height;
    std::optional<size_t> hovered_column;
    // A hovered range of keys (a onesweep tile or bin) gets one outline around all its columns.
    float range_x0 = FLT_MAX;
    float range_x1 = -FLT_MAX;
    for (size_t c = 0; c < m_columns.size(); ++c) {
        const BarColumn& column = m_columns[c];
        // Whole-pixel edges: fractional ones would make equal bars look unequal.
        const float x0 = left + std::floor(static_cast<float>(c) * column_width);
        const float x1 = std::max(x0 + 1.0f, left + std::floor(static_cast<float>(c + 1) * column_width) - gap);
        const float y_min = bottom - bar_height(column.min);
        const float y_max = bottom - bar_height(column.max);
        draw->AddRectFilled(ImVec2(x0, y_min), ImVec2(x1, bottom), colour_of(c, true));
        if (column.max != column.min) {
            // The span of the keys under this pixel, shaded from the smallest (bottom) to the largest.
            const ImU32 high = colour_of(c, false);
            draw->AddRectFilledMultiColor(ImVec2(x0, y_max), ImVec2(x1, y_min), high, high, colour_of(c, true), colour_of(c, true));
        }
        if ((column.marks & kMarkCompared) != 0) {
            // Colour-blind theme: "compared" is an outline, "moved" solid, told apart by shape too.
            if (colours.shaped_marks && x1 - x0 >= 4.0f) {
                draw->AddRect(ImVec2(x0, marks_top), ImVec2(x1, marks_top + marker_height), colours.compared, 0.0f, 0, 2.0f);
            } else {
                draw->AddRectFilled(ImVec2(x0, marks_top), ImVec2(x1, marks_top + marker_height), colours.compared);
            }
        }
        if ((column.marks & kMarkMoved) != 0) {
            draw->AddRectFilled(ImVec2(x0, marks_top + marker_height + 1.0f), ImVec2(x1, marks_top + 2.0f * marker_height + 1.0f),
                                colours.moved);
        }
        const bool lit = (hover.now.position && *hover.now.position >= column.first &&
                          *hover.now.position < column.first + column.count) ||
                         (hover.now.step && ((hover.now.i >= column.first && hover.now.i < column.first + column.count) ||
                                             (hover.now.j >= column.first && hover.now.j < column.first + column.count)));
        if (lit) draw->AddRect(ImVec2(x0 - 1, top), ImVec2(x1 + 1, bottom), colours.hover, 0.0f, 0, 2.0f);
        if (hover.now.range && hover.now.range->first < column.first + column.count && hover.now.range->end > column.first) {
            range_x0 = std::min(range_x0, x0);
            range_x1 = std::max(range_x1, x1);
        }
        if (mouse_in && mouse.x >= x0 && mouse.x < x1 + gap) hovered_column = c;
    }
    if (range_x0 <= range_x1) {
        draw->AddRectFilled(ImVec2(range_x0 - 1, top), ImVec2(range_x1 + 1, bottom), (colours.hover & 0x00FFFFFFu) | 0x30000000u);
        draw->AddRect(ImVec2(range_x0 - 2, top), ImVec2(range_x1 + 2, bottom), colours.hover, 0.0f, 0, 2.0f);
    }
    if (padding > 0) {
        // The +infinity positions: full height, grey, with the symbol when there is room.
        const float pad_left = left + keys_width + 2.0f;
        const float pad_width = (full_width - keys_width - 2.0f) / static_cast<float>(padding);
        for (uint32_t p = 0; p < padding && pad_width >= 1.0f; ++p) {
            const float x0 = pad_left + std::floor(static_cast<float>(p) * pad_width);
            const float x1 = std::max(x0 + 1.0f, pad_left + std::floor(static_cast<float>(p + 1) * pad_width) - gap);
            draw->AddRectFilled(ImVec2(x0, top + 2.0f), ImVec2(x1, bottom), colours.virtual_key);
        }
        const char* infinity = "+\u221e";
        const ImVec2 size = ImGui::CalcTextSize(infinity);
        if (full_width - keys_width > size.x + 4.0f) {
            draw->AddText(ImVec2(pad_left + (full_width - keys_width - size.x) * 0.5f, top + 6.0f), colours.text, infinity);
        }
    }
    if (hovered_column) {
        const BarColumn& column = m_columns[*hovered_column];
        hover.next.position = column.first;
        ImGui::BeginTooltip();
        const algo::KeyType type = session.input().key_type;
        if (column.count == 1) {
            ImGui::Text("position %u: key %s", column.first, algo::format_key(type, session.keys()[column.first]).c_str());
            if (!session.values().empty()) ImGui::Text("value %u", session.values()[column.first]);
        } else {
            ImGui::Text("positions %u..%u", column.first, column.first + column.count - 1);
        }
        if ((column.marks & kMarkCompared) != 0) ImGui::TextUnformatted("compared by this dispatch");
        if ((column.marks & kMarkMoved) != 0) ImGui::TextUnformatted("moved by this dispatch");
        ImGui::EndTooltip();
    }
    ImGui::SetCursorScreenPos(ImVec2(left, marks_top + 2.0f * marker_height + 6.0f));
    ImGui::PushFont(fonts.small);
    legend_item(colours.compared, "compared", colours.shaped_marks);
    legend_item(colours.moved, "moved");
    if (padding > 0) legend_item(colours.virtual_key, "+\u221e (not in memory)");
    const char* meaning = m_by_bin ? "colour: the current digit's bin" : "colour and height: the key";
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(meaning).x) ImGui::NewLine();
    ImGui::TextDisabled("%s", meaning);
    ImGui::PopFont();
    end_view();
}

}  // namespace sortscope::ui
