// Key rows and flows (see key_rows.hpp).
#include "sortscope/diagram/key_rows.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::diagram {

std::optional<uint32_t> KeyRow::index_at_xy(float x, float y) const {
    if (count == 0 || y < top || y > top + height || x < left || x >= left + width) return std::nullopt;
    return std::min(count - 1, static_cast<uint32_t>((x - left) / cell()));
}

std::optional<uint32_t> key_at(PicturePoint point, const KeyRow& upper, const KeyRow& lower, std::span<const uint32_t> destination) {
    if (auto i = upper.index_at(point)) return i;
    if (auto j = lower.index_at(point)) {
        const auto source = std::find(destination.begin(), destination.end(), *j);
        if (source != destination.end()) return static_cast<uint32_t>(source - destination.begin());
    }
    return std::nullopt;
}

void add_box(Drawing& drawing, float x0, float y0, float x1, float y1, Ink ink, float rounding, float outline) {
    RectShape rect{x0, y0, x1 - x0, y1 - y0, ink.role, ink.fill};
    rect.rounding = rounding;
    rect.outline = outline;
    rect.alpha = ink.alpha;
    drawing.rects.push_back(rect);
}

namespace {

constexpr float kLeastKeyLabel = 12.0f;  // a key's label is never written smaller

// One box per key, with its label where it fits.
void add_cells(Drawing& drawing, const KeyRow& row, const RowFills& fills, const RowLabels& labels) {
    const float cell = row.cell();
    const float gap = cell >= 6.0f ? 1.0f : 0.0f;
    for (uint32_t i = 0; i < row.count && i < fills.size(); ++i) {
        const float x0 = std::floor(row.left + static_cast<float>(i) * cell);
        const float x1 = std::max(x0 + 1.0f, std::floor(row.left + static_cast<float>(i + 1) * cell) - gap);
        add_box(drawing, x0, row.top, x1, row.bottom(), fills[i], cell >= 10.0f ? 2.0f : 0.0f);
        if (labels.font != nullptr && i < labels.texts.size()) {
            const std::string& text = labels.texts[i];
            const float width = labels.font->width(text);
            const float height = labels.font->size;
            if (width + 2.0f <= x1 - x0 && height <= row.height) {
                add_text(drawing, (x0 + x1 - width) * 0.5f, row.top + (row.height - height) * 0.5f, text, labels.role, *labels.font);
            } else if (height > kLeastKeyLabel && width * kLeastKeyLabel / height + 2.0f <= x1 - x0 && kLeastKeyLabel <= row.height) {
                // Large text (Ctrl+= on screen) in narrow cells: the key at the least size a class reads,
                // rather than none.
                const float shrink = kLeastKeyLabel / height;
                const TextMetrics& font = *labels.font;
                const TextMetrics least{kLeastKeyLabel, font.face, [&font, shrink](const std::string& t) { return font.width(t) * shrink; }};
                add_text(drawing, (x0 + x1 - least.width(text)) * 0.5f, row.top + (row.height - kLeastKeyLabel) * 0.5f, text, labels.role,
                         least);
            }
        }
    }
}

}  // namespace

void add_key_row(Drawing& drawing, const KeyRow& row, const RowFills& fills, const RowLabels& labels, std::optional<uint32_t> outline,
                 Ink outline_ink) {
    const float cell = row.cell();
    if (cell < 1.0f) {
        // More keys than pixels: each pixel column shows the key at its middle; a run of one fill is one box.
        const auto columns = static_cast<uint32_t>(std::floor(row.width));
        const Ink none = own_ink({0, 0, 0, 0}, 0);
        uint32_t run_start = 0;
        Ink run_ink = none;
        for (uint32_t c = 0; c <= columns; ++c) {
            Ink ink = none;
            if (c < columns) {
                const auto i = std::min(row.count - 1, static_cast<uint32_t>((static_cast<float>(c) + 0.5f) / cell));
                ink = i < fills.size() ? fills[i] : none;
            }
            if (c > 0 && (c == columns || !(ink == run_ink))) {
                const float x0 = std::floor(row.left) + static_cast<float>(run_start);
                if (!(run_ink == none)) add_box(drawing, x0, row.top, std::floor(row.left) + static_cast<float>(c), row.bottom(), run_ink);
                run_start = c;
            }
            if (c == 0 || !(ink == run_ink)) run_ink = ink;
        }
    } else {
        add_cells(drawing, row, fills, labels);
    }
    if (outline && *outline < row.count) {
        const float x0 = row.left + static_cast<float>(*outline) * cell;
        add_box(drawing, x0 - 1.0f, row.top - 1.0f, x0 + cell + 1.0f, row.bottom() + 1.0f, outline_ink, 2.0f, 2.0f);
    }
}

void add_flow(Drawing& drawing, const KeyRow& upper, uint32_t from, const KeyRow& lower, uint32_t to, Ink ink, float thickness, bool arrow) {
    const PicturePoint a{upper.centre(from), upper.bottom() + 1.0f};
    const PicturePoint b{lower.centre(to), lower.top - 1.0f};
    const float bend = (b.y - a.y) * 0.45f;
    drawing.curves.push_back({{a.x, a.x, b.x, b.x}, {a.y, a.y + bend, b.y - bend, b.y}, thickness, ink.role, ink.fill, ink.alpha});
    if (arrow) {
        const float head = std::clamp(lower.cell() * 0.35f, 3.0f, 7.0f);
        drawing.triangles.push_back(
            {{b.x, b.x - head, b.x + head}, {b.y + 0.5f, b.y - head * 1.6f, b.y - head * 1.6f}, ink.role, ink.fill, ink.alpha});
    }
}

}  // namespace sortscope::diagram
