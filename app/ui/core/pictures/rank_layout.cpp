// The rank picture's geometry (see rank_layout.hpp).
#include "core/pictures/rank_layout.hpp"

#include <algorithm>
#include <vector>

namespace sortscope::ui {

namespace {

constexpr uint32_t kAllArrowsUpTo = 256;

}  // namespace

RankLayout layout_rank(const RankKeys& keys, const PanelRect& rect, const PictureFonts& fonts, std::optional<Point> mouse,
                       std::optional<uint32_t> lit_elsewhere) {
    RankLayout result;
    Picture& picture = result.picture;
    const auto n = static_cast<uint32_t>(keys.ranks.size());
    const float line = fonts.body.size;
    const float row_height = std::clamp(rect.height * 0.16f, line * 1.2f, line * 2.2f);
    const float label_width = fonts.body.whole_width("output ");
    const KeyRow upper{rect.x + label_width, rect.y + line * 0.3f, rect.width - label_width, row_height, n};
    const KeyRow lower{upper.left, rect.y + rect.height - row_height - line * 1.6f, upper.width, row_height, n};
    result.upper = upper;
    result.lower = lower;
    result.text_top = lower.bottom() + line * 0.3f;
    picture.add(PictureText{rect.x, upper.top + (row_height - line) * 0.5f, "input", tone(Tone::DimText), 0.0f, std::nullopt, PictureFont::Body});
    picture.add(PictureText{rect.x, lower.top + (row_height - line) * 0.5f, "output", tone(Tone::DimText), 0.0f, std::nullopt, PictureFont::Body});

    result.hovered = mouse ? key_at(*mouse, upper, lower, keys.ranks) : std::nullopt;
    const std::optional<uint32_t> lit = result.hovered ? result.hovered : lit_elsewhere;

    // Arrows first, under the boxes' edges: in the key's colour, stronger once the keys have moved.
    const uint32_t stride = n <= kAllArrowsUpTo ? 1 : (n + kAllArrowsUpTo - 1) / kAllArrowsUpTo;
    for (uint32_t i = 0; i < n; i += stride) {
        Paint paint = keys.upper_fills[i];
        paint.alpha = keys.done ? 0xB0 : 0x70;
        add_flow(picture, upper, i, lower, keys.ranks[i], paint, n <= 64 ? 1.6f : 1.0f, n <= 64);
    }
    if (lit && *lit < n) add_flow(picture, upper, *lit, lower, keys.ranks[*lit], tone(Tone::Hover), 3.0f, true);
    RowLabels labels;
    labels.texts = keys.upper_labels;
    labels.font = PictureFont::Mono;
    labels.metrics = &fonts.mono;
    labels.paint = fixed(kDarkInk);
    add_key_row(picture, upper, keys.upper_fills, labels, lit, tone(Tone::Hover));
    labels.texts = keys.done ? keys.lower_labels : std::span<const std::string>();
    add_key_row(picture, lower, keys.done ? RowFills(keys.lower_fills) : RowFills::all(tone(Tone::Plate), n), labels,
                lit && *lit < n ? std::optional<uint32_t>(keys.ranks[*lit]) : std::nullopt, tone(Tone::Hover));
    return result;
}

}  // namespace sortscope::ui
