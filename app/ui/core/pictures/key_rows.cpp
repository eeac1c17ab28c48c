// Key rows and flows (see key_rows.hpp).
#include "core/pictures/key_rows.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::ui {

std::optional<uint32_t> KeyRow::index_at_xy(float x, float y) const {
    if (count == 0 || y < top || y > top + height || x < left || x >= left + width) return std::nullopt;
    return std::min(count - 1, static_cast<uint32_t>((x - left) / cell()));
}

std::optional<uint32_t> key_at(Point point, const KeyRow& upper, const KeyRow& lower, std::span<const uint32_t> destination) {
    if (auto i = upper.index_at(point)) return i;
    if (auto j = lower.index_at(point)) {
        const auto source = std::find(destination.begin(), destination.end(), *j);
        if (source != destination.end()) return static_cast<uint32_t>(source - destination.begin());
    }
    return std::nullopt;
}

namespace {

// One box per key, with its label where it fits.
void add_cells(Picture& picture, const KeyRow& row, const RowFills& fills, const RowLabels& labels) {
    const float cell = row.cell();
    const float gap = cell >= 6.0f ? 1.0f : 0.0f;
    for (uint32_t i = 0; i < row.count && i < fills.size(); ++i) {
        const float x0 = std::floor(row.left + static_cast<float>(i) * cell);
        const float x1 = std::max(x0 + 1.0f, std::floor(row.left + static_cast<float>(i + 1) * cell) - gap);
        picture.add(PictureBox{x0, row.top, x1, row.bottom(), fills[i], cell >= 10.0f ? 2.0f : 0.0f});
        if (labels.metrics != nullptr && i < labels.texts.size()) {
            const std::string& text = labels.texts[i];
            const TextSize size = (*labels.metrics)(text);
            if (size.width + 2.0f <= x1 - x0 && size.height <= row.height) {
                picture.add(PictureText{(x0 + x1 - size.width) * 0.5f, row.top + (row.height - size.height) * 0.5f, text, labels.paint, 0.0f,
                                        std::nullopt, labels.font});
            }
        }
    }
}

}  // namespace

void add_key_row(Picture& picture, const KeyRow& row, const RowFills& fills, const RowLabels& labels,
                 std::optional<uint32_t> outline, Paint outline_paint) {
    const float cell = row.cell();
    if (cell < 1.0f) {
        // More keys than pixels: each pixel column shows the key at its middle; a run of one fill is one box.
        const auto columns = static_cast<uint32_t>(std::floor(row.width));
        const Paint none = fixed({0, 0, 0, 0});
        uint32_t run_start = 0;
        Paint run_paint = none;
        for (uint32_t c = 0; c <= columns; ++c) {
            Paint paint = none;
            if (c < columns) {
                const auto i = std::min(row.count - 1, static_cast<uint32_t>((static_cast<float>(c) + 0.5f) / cell));
                paint = i < fills.size() ? fills[i] : none;
            }
            if (c > 0 && (c == columns || !(paint == run_paint))) {
                const float x0 = std::floor(row.left) + static_cast<float>(run_start);
                picture.add(PictureBox{x0, row.top, std::floor(row.left) + static_cast<float>(c), row.bottom(), run_paint});
                run_start = c;
            }
            if (c == 0 || !(paint == run_paint)) run_paint = paint;
        }
    } else {
        add_cells(picture, row, fills, labels);
    }
    if (outline && *outline < row.count) {
        const float x0 = row.left + static_cast<float>(*outline) * cell;
        picture.add(PictureBox{x0 - 1.0f, row.top - 1.0f, x0 + cell + 1.0f, row.bottom() + 1.0f, outline_paint, 2.0f, 2.0f});
    }
}

void add_flow(Picture& picture, const KeyRow& upper, uint32_t from, const KeyRow& lower, uint32_t to, Paint paint, float thickness,
              bool arrow) {
    const Point a{upper.centre(from), upper.bottom() + 1.0f};
    const Point b{lower.centre(to), lower.top - 1.0f};
    const float bend = (b.y - a.y) * 0.45f;
    picture.add(PictureCubic{a, {a.x, a.y + bend}, {b.x, b.y - bend}, b, paint, thickness, 16});
    if (arrow) {
        const float head = std::clamp(lower.cell() * 0.35f, 3.0f, 7.0f);
        picture.add(PicturePolygon{{{b.x, b.y + 0.5f}, {b.x - head, b.y - head * 1.6f}, {b.x + head, b.y - head * 1.6f}}, paint});
    }
}

}  // namespace sortscope::ui
