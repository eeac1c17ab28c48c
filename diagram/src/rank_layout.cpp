// The rank picture's geometry (see rank_layout.hpp).
#include "sortscope/diagram/rank_layout.hpp"

#include <algorithm>
#include <vector>

namespace sortscope::diagram {

namespace {

constexpr uint32_t kAllArrowsUpTo = 256;

}  // namespace

RankLayout layout_rank(const RankKeys& keys, const PictureRect& rect, const PictureStyle& style, std::optional<PicturePoint> mouse,
                       std::optional<uint32_t> lit_elsewhere) {
    RankLayout result;
    // The arrows run under the boxes' edges: the rows are drawn above them.
    Drawing& arrows = result.drawing;
    arrows.above.emplace_back();
    Drawing& rows = arrows.above.back();
    const auto n = static_cast<uint32_t>(keys.ranks.size());
    const TextMetrics& body = style.fonts.body;
    const float line = body.size;
    const float row_height = std::clamp(rect.height * 0.16f, line * 1.2f, line * 2.2f);
    const float label_width = body.whole_width("output ");
    const KeyRow upper{rect.x + label_width, rect.y + line * 0.3f, rect.width - label_width, row_height, n};
    const KeyRow lower{upper.left, rect.y + rect.height - row_height - line * 1.6f, upper.width, row_height, n};
    result.upper = upper;
    result.lower = lower;
    result.text_top = lower.bottom() + line * 0.3f;
    add_text(rows, rect.x, upper.top + (row_height - line) * 0.5f, "input", Role::DimText, body);
    add_text(rows, rect.x, lower.top + (row_height - line) * 0.5f, "output", Role::DimText, body);

    result.hovered = mouse ? key_at(*mouse, upper, lower, keys.ranks) : std::nullopt;
    const std::optional<uint32_t> lit = result.hovered ? result.hovered : lit_elsewhere;

    // In the key's colour, stronger once the keys have moved.
    const uint32_t stride = n <= kAllArrowsUpTo ? 1 : (n + kAllArrowsUpTo - 1) / kAllArrowsUpTo;
    for (uint32_t i = 0; i < n; i += stride) {
        Ink ink = keys.upper_fills[i];
        ink.alpha = keys.done ? 0xB0 : 0x70;
        add_flow(arrows, upper, i, lower, keys.ranks[i], ink, n <= 64 ? 1.6f : 1.0f, n <= 64);
    }
    if (lit && *lit < n) add_flow(arrows, upper, *lit, lower, keys.ranks[*lit], role_ink(Role::Hover), 3.0f, true);
    RowLabels labels;
    labels.texts = keys.upper_labels;
    labels.font = &style.fonts.mono;
    labels.role = Role::Ink;
    add_key_row(rows, upper, keys.upper_fills, labels, lit, role_ink(Role::Hover));
    labels.texts = keys.done ? keys.lower_labels : std::span<const std::string>();
    add_key_row(rows, lower, keys.done ? RowFills(keys.lower_fills) : RowFills::all(role_ink(Role::Plate), n), labels,
                lit && *lit < n ? std::optional<uint32_t>(keys.ranks[*lit]) : std::nullopt, role_ink(Role::Hover));
    return result;
}

}  // namespace sortscope::diagram
