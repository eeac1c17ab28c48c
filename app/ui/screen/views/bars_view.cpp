// The bars view (see bars_view.hpp): diagram's bars layout, the one the exported frames use, drawn
// through draw_drawing in the view's palette, with the hover drawn on top.
#include "screen/views/bars_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include <imgui.h>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/parallel_for.hpp"
#include "algorithms/text/steps.hpp"
#include "sortscope/diagram/radix_focus.hpp"

namespace sortscope::ui {

namespace {

// Positions n .. n'-1 that a network sort treats as +infinity: drawn so the class sees the padding the
// index formulas assume, though no memory holds them.
uint32_t virtual_positions(const SortSession& session) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(session.input().algorithm);
    const uint32_t n = static_cast<uint32_t>(session.keys().size());
    if (info == nullptr || !info->pads_to_power_of_two || n < 2) return 0;
    return static_cast<uint32_t>(algo::next_power_of_two(n) - n);
}

// The screen's bars: whole pixels, a one-pixel gap between bars five wide, the +infinity positions after
// the keys' share of the width, the two marks in rows of their own, the span of a pixel column's keys
// fading from the smallest's colour to the largest's, the smallest key's bar at least 0.4 of a line
// high, and the keys' numbers in the view's font, down to 0.6 of it (smaller would not carry to the back
// of a room).
diagram::BarsStyle screen_style(float marker_height, ColourTheme theme) {
    diagram::BarsStyle style;
    style.whole_pixels = true;
    style.gap_from = 5.0f;
    style.gap_share = 1.0f;
    style.gap_max = 1.0f;
    style.headroom = 4.0f;
    style.virtual_headroom = 2.0f;
    style.min_bar = std::round(ImGui::GetFontSize() * 0.4f);  // the smallest key: a bar the back row sees
    style.flat_share = 0.5f;
    style.shared_columns = false;
    style.virtual_gap = 2.0f;
    style.virtual_label = ImGui::GetFontSize();
    style.fade_spans = true;
    style.mark_gap = 3.0f;
    style.mark_height = marker_height;
    style.mark_rows = true;
    style.baseline = false;
    style.key_label = ImGui::GetFontSize();
    style.key_label_min = std::round(ImGui::GetFontSize() * 0.6f);
    style.ramp = [theme](float t) { return theme_ramp(theme, t); };
    ImFont* font = ImGui::GetFont();
    style.text_width = [font](const std::string& text, float size) {
        return font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.c_str()).x;
    };
    return style;
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

void BarsView::refresh_keys(const SortSession& session) {
    const std::span<const uint32_t> keys = session.keys();
    // Both passes over the keys run split across the CPU's threads, into the vectors of the last step.
    diagram::bar_heights(session.input().key_type, keys, m_heights);
    m_bins.clear();
    m_bin_count = 0;
    if (const auto step = session.focus_step()) {
        if (const auto focus = diagram::radix_focus(session.plan().steps[*step])) {
            m_bin_count = 1u << focus->bits;
            m_bins.resize(keys.size());
            const algo::Options& options = session.plan().options;
            const uint32_t mask = m_bin_count - 1;
            algo::parallel_for(keys.size(), [&](size_t begin, size_t end) {
                for (size_t i = begin; i < end; ++i) m_bins[i] = (algo::sort_key(options.key_type, options.descending, keys[i]) >> focus->shift) & mask;
            });
        }
    }
}

void BarsView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
                    const PanelRect& rect) {
    // While a radix question waits, the bins' colours would give its answer away: the keys' own colours.
    const bool by_bins = !m_bins.empty() && !m_hide_bins;
    const std::string title = session.cursor() == 0 ? "Keys: the input, as uploaded to the GPU"
                                                    : "Keys in the GPU buffer after " + algo::step_name(session.cursor() - 1);
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
    // Only a network compares keys in its steps: the radix sorts' legend must not say they do.
    const bool compares = session.plan().is_network();
    if (compares) legend_takes(swatch + ImGui::CalcTextSize("compared").x, 18.0f);
    legend_takes(swatch + ImGui::CalcTextSize("moved").x, 18.0f);
    if (padding > 0) legend_takes(swatch + ImGui::CalcTextSize("+\u221e (not in memory)").x, 18.0f);
    if (!session.check().ok) legend_takes(swatch + ImGui::CalcTextSize("differs from the CPU reference").x, 18.0f);
    legend_takes(ImGui::CalcTextSize(!by_bins ? "colour and height: the key" : "colour: the current digit's bin").x, 0.0f);
    float legend_height = ImGui::GetTextLineHeightWithSpacing() * static_cast<float>(legend_lines);
    ImGui::PopFont();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float marker_height = std::round(ImGui::GetFontSize() * 0.45f);
    // At a large text size in a short view the legend gives way to the bars (view_needs.hpp counts the
    // bars, their numbers and marks, not the legend).
    const bool legend = avail.y - marker_height * 2.0f - 6.0f - legend_height >= ImGui::GetFontSize() * 3.0f;
    if (!legend) legend_height = 0.0f;
    const float plate_height = avail.y - marker_height * 2.0f - 6.0f - legend_height;
    if (avail.x < 8.0f || plate_height < 16.0f || n == 0) {
        end_view();
        return;
    }
    // Whole pixels: the plate, and the bars on it (fractional edges would make equal bars look unequal).
    const float left = std::floor(origin.x);
    const float top = std::floor(origin.y);
    const float right = left + std::floor(avail.x);
    const float bottom = top + std::floor(plate_height);
    const ColourTheme theme = ramp_theme();
    if (session.version() != m_version) {
        refresh_keys(session);
        m_version = session.version();
        m_laid_out = false;
    }
    const Placement placement{left, top, right, bottom, marker_height, ImGui::GetFontSize(), padding, theme, by_bins};
    if (!m_laid_out || !(placement == m_placement)) {
        // The column summary is O(n): made when the keys or the view's size change, never every frame.
        diagram::BarKeys keys = diagram::bar_keys_of(m_heights);
        if (by_bins) {
            // Radix: colour by the current digit's bin.
            keys.shades = m_bins;
            keys.shade_low = 0;
            keys.shade_high = m_bin_count - 1;
        }
        keys.marks = session.marks();
        keys.virtual_positions = padding;
        keys.labels = session.keys();
        keys.label_type = session.input().key_type;
        m_plot = diagram::layout_bars_plot(keys, screen_style(marker_height, theme), left, top, right, bottom);
        m_placement = placement;
        m_laid_out = true;
    }

    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(ImVec2(left, top), ImVec2(right, bottom), colours.plate);
    DrawingLook look;
    look.colour = [&colours](diagram::Role role) {
        switch (role) {
            case diagram::Role::ComparedMark: return colours.compared;
            case diagram::Role::MovedMark: return colours.moved;
            case diagram::Role::VirtualBar: return colours.virtual_key;
            default: return colours.text;
        }
    };
    look.font = ImGui::GetFont();
    look.pixels_per_point = 1.0f;
    look.outlined_compared = colours.shaped_marks;
    draw_drawing(draw, m_plot.drawing, DrawingTransform{ImVec2(0.0f, 0.0f), 1.0f}, look);

    // [SECTION] A step that left the GPU's keys different from the CPU reference's (the kernel lab): each
    // column holding a wrong key outlined in the failed check's colour.
    bool any_wrong = false;
    if (const algo::Step* step = session.last_step(); step != nullptr && !session.check().ok) {
        const std::vector<uint32_t>& expected = session.state_now()[algo::keys_buffer(step->keys_after())];
        const std::span<const uint32_t> actual = session.keys();
        for (const diagram::PlacedBarColumn& placed : m_plot.columns) {
            bool wrong = false;
            for (uint32_t i = placed.keys.first; i < placed.keys.first + placed.keys.count && i < expected.size() && i < actual.size(); ++i) {
                wrong = wrong || expected[i] != actual[i];
            }
            if (!wrong) continue;
            any_wrong = true;
            draw->AddRect(ImVec2(placed.x0 - 1, top + 1), ImVec2(placed.x1 + 1, bottom), colours.bad, 0.0f, 0, 3.0f);
        }
    }

    // [SECTION] The hover: a position or a comparator's ends hovered in another view outline their
    // columns; a range of keys (a tile or a bin) gets one outline around all its columns.
    auto outline = [&](std::optional<size_t> column) {
        if (!column) return;
        const diagram::PlacedBarColumn& placed = m_plot.columns[*column];
        draw->AddRect(ImVec2(placed.x0 - 1, top), ImVec2(placed.x1 + 1, bottom), colours.hover, 0.0f, 0, 2.0f);
    };
    if (hover.now.position) outline(m_plot.column_of(*hover.now.position));
    if (hover.now.step) {
        outline(m_plot.column_of(hover.now.i));
        outline(m_plot.column_of(hover.now.j));
    }
    if (hover.now.range) {
        if (const auto extent = m_plot.extent_of(hover.now.range->first, hover.now.range->end)) {
            draw->AddRectFilled(ImVec2(extent->x0 - 1, top), ImVec2(extent->x1 + 1, bottom), (colours.hover & 0x00FFFFFFu) | 0x30000000u);
            draw->AddRect(ImVec2(extent->x0 - 2, top), ImVec2(extent->x1 + 2, bottom), colours.hover, 0.0f, 0, 2.0f);
        }
    }
    const ImVec2 mouse = ImGui::GetMousePos();
    const std::optional<size_t> hovered = ImGui::IsWindowHovered() ? m_plot.column_at(mouse.x, mouse.y) : std::nullopt;
    if (hovered) {
        const diagram::BarColumn& column = m_plot.columns[*hovered].keys;
        hover.next.position = column.first;
        ImGui::BeginTooltip();
        const algo::KeyType type = session.input().key_type;
        if (column.count == 1) {
            ImGui::Text("position %u: key %s", column.first, algo::format_key(type, session.keys()[column.first]).c_str());
            if (!session.values().empty()) ImGui::Text("value %u", session.values()[column.first]);
        } else {
            ImGui::Text("positions %u..%u", column.first, column.first + column.count - 1);
        }
        if ((column.marks & diagram::kMarkCompared) != 0) ImGui::TextUnformatted("compared by this step");
        if ((column.marks & diagram::kMarkMoved) != 0) ImGui::TextUnformatted("moved by this step");
        ImGui::EndTooltip();
    }
    if (!legend) {
        end_view();
        return;
    }
    ImGui::SetCursorScreenPos(ImVec2(left, m_plot.marks_bottom + 5.0f));
    ImGui::PushFont(fonts.small);
    if (compares) legend_item(colours.compared, "compared", colours.shaped_marks);
    legend_item(colours.moved, "moved");
    if (padding > 0) legend_item(colours.virtual_key, "+\u221e (not in memory)");
    if (any_wrong) legend_item(colours.bad, "differs from the CPU reference", true);
    const char* meaning = !by_bins ? "colour and height: the key" : "colour: the current digit's bin";
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(meaning).x) ImGui::NewLine();
    ImGui::TextDisabled("%s", meaning);
    ImGui::PopFont();
    end_view();
}

}  // namespace sortscope::ui
