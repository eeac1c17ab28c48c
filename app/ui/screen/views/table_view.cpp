// The table view (see table_view.hpp).
#include "screen/views/table_view.hpp"

#include <string>

#include <imgui.h>

#include "algorithms/text/steps.hpp"

namespace sortscope::ui {

namespace {

// The columns that identify a comparator row (network tables) or a key row (rank tables). Every row of a
// step's tables belongs to that step.
struct RowKeys {
    int i = -1, j = -1;
};

RowKeys row_keys(const algo::Table& table) {
    RowKeys keys;
    for (size_t c = 0; c < table.columns.size(); ++c) {
        if (table.columns[c] == "i") keys.i = static_cast<int>(c);
        if (table.columns[c] == "j") keys.j = static_cast<int>(c);
    }
    return keys;
}

uint32_t cell_number(const std::vector<std::string>& row, int column) {
    return column >= 0 && static_cast<size_t>(column) < row.size() ? static_cast<uint32_t>(std::stoul(row[static_cast<size_t>(column)])) : 0;
}

}  // namespace

void TableView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
                     const PanelRect& rect) {
    const auto focus = session.focus_step();
    const std::string title = !focus ? std::string("Table: no steps")
                              : session.cursor() == 0 ? "Table of " + algo::step_name(*focus) + ", the next step: its results read " +
                                                            algo::kOpenCell + " until it runs"
                                                      : "Table of " + algo::step_name(*focus) + ", just run";
    if (!begin_view("##table", title.c_str(), rect, fonts)) return;
    // Made with the step's check, off the frame thread (SortSession::shown_tables).
    const std::vector<algo::Table>& tables = session.shown_tables();
    // Room for fewer than a dozen rows: captions take one line each.
    const bool short_view = rect.height < 12.0f * (fonts.mono->FontSize + 2.0f * ImGui::GetStyle().CellPadding.y);
    ImGui::BeginChild("##table-scroll", ImVec2(0, 0), false, ImGuiWindowFlags_HorizontalScrollbar);
    const uint64_t wanted = hover.now.step ? (uint64_t{hover.now.i} << 32 | hover.now.j) : UINT64_MAX;
    const bool table_hovered = ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows);
    for (size_t t = 0; t < tables.size(); ++t) {
        const algo::Table& table = tables[t];
        if (table.columns.empty()) continue;
        ImGui::PushFont(fonts.small);
        if (short_view) {
            // One line, the rest on hover: a short table (720 lines, presenter) keeps its rows.
            ImGui::TextUnformatted(table.title.c_str());
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", table.title.c_str());
        } else {
            ImGui::PushTextWrapPos(0.0f);
            ImGui::TextUnformatted(table.title.c_str());
            ImGui::PopTextWrapPos();
        }
        ImGui::PopFont();
        const RowKeys keys = row_keys(table);
        const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit |
                                      ImGuiTableFlags_NoHostExtendX;
        const int columns = static_cast<int>(std::min<size_t>(table.columns.size(), 64));  // ImGui's column limit
        ImGui::PushFont(fonts.mono);
        if (ImGui::BeginTable(("##t" + std::to_string(t)).c_str(), columns, flags)) {
            for (int c = 0; c < columns; ++c) ImGui::TableSetupColumn(table.columns[static_cast<size_t>(c)].c_str());
            ImGui::TableHeadersRow();
            // The row to scroll to, when a comparator is hovered in another view.
            std::optional<int> target_row;
            if (keys.i >= 0 && keys.j >= 0 && hover.now.step && focus && *hover.now.step == *focus && !table_hovered &&
                wanted != m_scrolled_to) {
                for (size_t r = 0; r < table.rows.size(); ++r) {
                    if (cell_number(table.rows[r], keys.i) == hover.now.i && cell_number(table.rows[r], keys.j) == hover.now.j) {
                        target_row = static_cast<int>(r);
                        break;
                    }
                }
            }
            ImGuiListClipper clipper;
            clipper.Begin(static_cast<int>(table.rows.size()));
            if (target_row) clipper.ForceDisplayRangeByIndices(*target_row, *target_row + 1);
            while (clipper.Step()) {
                for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
                    const std::vector<std::string>& row = table.rows[static_cast<size_t>(r)];
                    ImGui::TableNextRow();
                    bool lit = false;
                    if (keys.i >= 0 && keys.j >= 0) {
                        const uint32_t i = cell_number(row, keys.i);
                        const uint32_t j = cell_number(row, keys.j);
                        lit = hover.now.is_comparator(focus ? *focus : 0, i, j) ||
                              (hover.now.position && (*hover.now.position == i || *hover.now.position == j));
                    } else if (keys.i >= 0) {
                        lit = hover.now.position && *hover.now.position == cell_number(row, keys.i);
                    }
                    if (lit) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, (colours.hover & 0x00FFFFFFu) | 0x50000000u);
                    // The first cell is a row-wide selectable: it gives the row its hover.
                    ImGui::TableSetColumnIndex(0);
                    ImGui::Selectable((row[0] + "##row" + std::to_string(r)).c_str(), false,
                                      ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap);
                    const bool row_hovered = ImGui::IsItemHovered();
                    for (int c = 1; c < columns; ++c) {
                        ImGui::TableSetColumnIndex(c);
                        ImGui::TextUnformatted(row[static_cast<size_t>(c)].c_str());
                    }
                    if (target_row && *target_row == r) {
                        ImGui::SetScrollHereY(0.5f);
                        m_scrolled_to = wanted;
                    }
                    // Hovering anywhere on the row links it to the other views.
                    if (row_hovered) {
                        if (keys.i >= 0 && keys.j >= 0) {
                            hover.next.step = focus ? *focus : 0;
                            hover.next.i = cell_number(row, keys.i);
                            hover.next.j = cell_number(row, keys.j);
                        } else if (keys.i >= 0) {
                            hover.next.position = cell_number(row, keys.i);
                        }
                    }
                }
            }
            ImGui::EndTable();
        }
        ImGui::PopFont();
        if (table.total_rows > table.rows.size()) {
            ImGui::TextDisabled("showing the first %zu of %llu rows (sortscope-cli table prints them all)", table.rows.size(),
                                static_cast<unsigned long long>(table.total_rows));
        }
        ImGui::Spacing();
    }
    if (tables.empty()) ImGui::TextDisabled("nothing to tabulate: the plan has no steps");
    ImGui::EndChild();
    end_view();
}

}  // namespace sortscope::ui
