// Key rows and flows (see key_rows.hpp).
#include "screen/pictures/key_rows.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::ui {

std::optional<uint32_t> KeyRow::index_at(ImVec2 point) const {
    if (count == 0 || point.y < top || point.y > top + height || point.x < left || point.x >= left + width) return std::nullopt;
    return std::min(count - 1, static_cast<uint32_t>((point.x - left) / cell()));
}

namespace {

// One rectangle per key, with its label where it fits.
void draw_cells(ImDrawList* list, const KeyRow& row, const std::vector<ImU32>& fills, const std::vector<std::string>* labels,
                ImFont* font, float font_size, ImU32 text_colour) {
    const float cell = row.cell();
    const float gap = cell >= 6.0f ? 1.0f : 0.0f;
    for (uint32_t i = 0; i < row.count && i < fills.size(); ++i) {
        const float x0 = std::floor(row.left + static_cast<float>(i) * cell);
        const float x1 = std::max(x0 + 1.0f, std::floor(row.left + static_cast<float>(i + 1) * cell) - gap);
        list->AddRectFilled(ImVec2(x0, row.top), ImVec2(x1, row.bottom()), fills[i], cell >= 10.0f ? 2.0f : 0.0f);
        if (labels != nullptr && i < labels->size()) {
            const std::string& text = (*labels)[i];
            const ImVec2 size = font->CalcTextSizeA(font_size, FLT_MAX, 0.0f, text.c_str());
            if (size.x + 2.0f <= x1 - x0 && size.y <= row.height) {
                list->AddText(font, font_size, ImVec2((x0 + x1 - size.x) * 0.5f, row.top + (row.height - size.y) * 0.5f), text_colour,
                              text.c_str());
            }
        }
    }
}

}  // namespace

void draw_key_row(ImDrawList* list, const KeyRow& row, const std::vector<ImU32>& fills,
                  const std::vector<std::string>* labels, ImFont* font, float font_size, ImU32 text_colour,
                  std::optional<uint32_t> outline, ImU32 outline_colour) {
    const float cell = row.cell();
    if (cell < 1.0f) {
        // More keys than pixels: each pixel column shows the key at its middle, and runs of one colour
        // are drawn as one rectangle (a sorted row is a few bands), so the cost follows the width, not n.
        const auto columns = static_cast<uint32_t>(std::floor(row.width));
        uint32_t run_start = 0;
        ImU32 run_colour = 0;
        for (uint32_t c = 0; c <= columns; ++c) {
            ImU32 colour = 0;
            if (c < columns) {
                const auto i = std::min(row.count - 1, static_cast<uint32_t>((static_cast<float>(c) + 0.5f) / cell));
                colour = i < fills.size() ? fills[i] : 0;
            }
            if (c > 0 && (c == columns || colour != run_colour)) {
                const float x0 = std::floor(row.left) + static_cast<float>(run_start);
                list->AddRectFilled(ImVec2(x0, row.top), ImVec2(std::floor(row.left) + static_cast<float>(c), row.bottom()), run_colour);
                run_start = c;
            }
            if (c == 0 || colour != run_colour) run_colour = colour;
        }
    } else {
        draw_cells(list, row, fills, labels, font, font_size, text_colour);
    }
    if (outline && *outline < row.count) {
        const float x0 = row.left + static_cast<float>(*outline) * cell;
        list->AddRect(ImVec2(x0 - 1.0f, row.top - 1.0f), ImVec2(x0 + cell + 1.0f, row.bottom() + 1.0f), outline_colour, 2.0f, 0, 2.0f);
    }
}

std::optional<uint32_t> key_at(ImVec2 point, const KeyRow& upper, const KeyRow& lower,
                               std::span<const uint32_t> destination) {
    if (auto i = upper.index_at(point)) return i;
    if (auto j = lower.index_at(point)) {
        const auto source = std::find(destination.begin(), destination.end(), *j);
        if (source != destination.end()) return static_cast<uint32_t>(source - destination.begin());
    }
    return std::nullopt;
}

void draw_flow(ImDrawList* list, const KeyRow& upper, uint32_t from, const KeyRow& lower, uint32_t to, ImU32 colour,
               float thickness, bool arrow) {
    const ImVec2 a(upper.centre(from), upper.bottom() + 1.0f);
    const ImVec2 b(lower.centre(to), lower.top - 1.0f);
    const float bend = (b.y - a.y) * 0.45f;
    list->AddBezierCubic(a, ImVec2(a.x, a.y + bend), ImVec2(b.x, b.y - bend), b, colour, thickness, 16);
    if (arrow) {
        const float head = std::clamp(lower.cell() * 0.35f, 3.0f, 7.0f);
        list->AddTriangleFilled(ImVec2(b.x, b.y + 0.5f), ImVec2(b.x - head, b.y - head * 1.6f), ImVec2(b.x + head, b.y - head * 1.6f), colour);
    }
}

}  // namespace sortscope::ui
