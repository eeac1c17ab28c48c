// The radix picture's geometry (see radix_layout.hpp).
#include "sortscope/diagram/radix_layout.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace sortscope::diagram {

namespace {

constexpr uint32_t kAllFlowsUpTo = 256;
constexpr float kLeastBinLabel = 12.0f;  // a bin's number is never written smaller

}  // namespace

Ink bin_ink(const PictureStyle& style, uint32_t bin, uint32_t bins, uint8_t alpha) {
    return own_ink(style.ramp(bins > 1 ? static_cast<float>(bin) / static_cast<float>(bins - 1) : 0.5f), alpha);
}

RadixLayout layout_radix(const RadixDigit& digit, const PictureRect& rect, const PictureStyle& style, std::optional<PicturePoint> mouse,
                         std::optional<uint32_t> lit_elsewhere) {
    RadixLayout result;
    // The flows run under the bins and the rows: those are drawn above them.
    Drawing& flows = result.drawing;
    flows.above.emplace_back();
    Drawing& boxes = flows.above.back();
    const auto n = static_cast<uint32_t>(digit.bin.size());
    const TextMetrics& body = style.fonts.body;
    const TextMetrics& small = style.fonts.small;
    const float line = body.size;
    const float label_width = body.whole_width("output ");
    const float row_height = std::clamp(rect.height * 0.12f, line * 1.1f, line * 2.0f);
    const float band_height = line * 2.4f;
    const KeyRow input{rect.x + label_width, rect.y + line * 1.2f, rect.width - label_width, row_height, n};
    const KeyRow output{input.left, rect.y + rect.height - row_height - line * 1.4f, input.width, row_height, n};
    const float band_top = (input.bottom() + output.top - band_height) * 0.5f;
    result.input = input;
    result.output = output;
    result.band_top = band_top;
    result.band_height = band_height;
    result.text_top = output.bottom() + line * 0.2f;

    // [SECTION] Work groups' tiles over the input row (the seed's threads, 256 keys each in its example)
    // A label is wider than its "group " alone: tiles narrower than that get none, unmeasured (at n = 2^20
    // a thousand tiles a frame).
    const float narrowest_label = body.whole_width("group ") + 6.0f;
    for (uint32_t start = 0, group = 0; start < n && digit.tile > 0; start += digit.tile, ++group) {
        const float x = input.left + static_cast<float>(start) * input.cell();
        flows.lines.push_back({x, input.top - line * 1.1f, x, input.bottom(), 1.0f, Role::DimText});
        const float tile_width = static_cast<float>(std::min(digit.tile, n - start)) * input.cell();
        if (tile_width <= narrowest_label) continue;
        const std::string label = "group " + std::to_string(group);
        // Measured in the body font, written in the small one: room to spare. Large text in narrow tiles:
        // at the least size a class reads, rather than none.
        if (tile_width > body.whole_width(label) + 6.0f) {
            add_text(flows, x + 4.0f, input.top - line * 1.1f, label, Role::DimText, small);
        } else if (small.size > kLeastBinLabel && tile_width > small.width(label) * kLeastBinLabel / small.size + 8.0f) {
            const float shrink = kLeastBinLabel / small.size;
            const TextMetrics least{kLeastBinLabel, small.face, [&small, shrink](const std::string& text) { return small.width(text) * shrink; }};
            add_text(flows, x + 4.0f, input.top - line * 1.1f, label, Role::DimText, least);
        }
    }
    add_text(boxes, rect.x, input.top + (row_height - line) * 0.5f, "input", Role::DimText, body);
    add_text(boxes, rect.x, output.top + (row_height - line) * 0.5f, "output", Role::DimText, body);
    add_text(boxes, rect.x, band_top + (band_height - line) * 0.5f, "bins", Role::DimText, body);

    // [SECTION] Flows: faint before the scatter runs, strong when it does
    result.hovered = mouse ? key_at(*mouse, input, output, digit.destination) : std::nullopt;
    const std::optional<uint32_t> lit = result.hovered ? result.hovered : lit_elsewhere;
    const uint32_t stride = n <= kAllFlowsUpTo ? 1 : (n + kAllFlowsUpTo - 1) / kAllFlowsUpTo;
    const uint8_t alpha = digit.phase == RadixPhase::Scatter ? 190 : 60;
    for (uint32_t i = 0; i < n; i += stride) {
        add_flow(flows, input, i, output, digit.destination[i], bin_ink(style, digit.bin[i], digit.bins, alpha),
                 digit.phase == RadixPhase::Scatter && n <= 64 ? 1.8f : 1.0f, false);
    }
    if (lit && *lit < n) add_flow(flows, input, *lit, output, digit.destination[*lit], role_ink(Role::Hover), 3.0f, true);

    // [SECTION] The bins along the output: bin b covers output positions start_b .. start_b + count_b - 1
    for (uint32_t b = 0; b < digit.bins; ++b) {
        if (digit.counts[b] == 0) continue;
        const float x0 = output.left + static_cast<float>(digit.starts[b]) * output.cell();
        const float x1 = x0 + static_cast<float>(digit.counts[b]) * output.cell();
        add_box(boxes, x0 + 1.0f, band_top, x1 - 1.0f, band_top + band_height, bin_ink(style, b, digit.bins, 235), 3.0f);
        const std::string first = "bin " + std::to_string(b);
        const std::string second = digit.phase == RadixPhase::Count ? "count " + std::to_string(digit.counts[b])
                                                                    : std::to_string(digit.counts[b]) + " @ " + std::to_string(digit.starts[b]);
        const float first_width = small.width(first);
        const float second_width = small.width(second);
        if (std::max(first_width, second_width) + 4.0f <= x1 - x0) {
            add_text(boxes, (x0 + x1 - first_width) * 0.5f, band_top + 2.0f, first, Role::Ink, small);
            add_text(boxes, (x0 + x1 - second_width) * 0.5f, band_top + band_height - small.size - 2.0f, second, Role::Ink, small);
        } else if (const std::string number = std::to_string(b); small.width(number) + 2.0f <= x1 - x0) {
            // The bin's number alone, wherever it fits (bins' widths follow their counts: a test on the
            // longer label left one bin of a row unnumbered).
            add_text(boxes, (x0 + x1 - small.width(number)) * 0.5f, band_top + (band_height - small.size) * 0.5f, number, Role::Ink, small);
        } else if (small.size > kLeastBinLabel && small.width(number) * kLeastBinLabel / small.size + 2.0f <= x1 - x0) {
            // Large text (Ctrl+= on screen) in a narrow bin: its number at the least size a class reads,
            // rather than none (a row of bins with the last six unnumbered).
            const float shrink = kLeastBinLabel / small.size;
            const TextMetrics least{kLeastBinLabel, small.face, [&small, shrink](const std::string& text) { return small.width(text) * shrink; }};
            add_text(boxes, (x0 + x1 - least.width(number)) * 0.5f, band_top + (band_height - least.size) * 0.5f, number, Role::Ink, least);
        }
    }

    // [SECTION] The rows: the input by bin; the output by bin once the scatter has run, blank before
    std::vector<Ink> bin_fills(digit.bins);
    for (uint32_t b = 0; b < digit.bins; ++b) bin_fills[b] = bin_ink(style, b, digit.bins);
    add_key_row(boxes, input, RowFills::by_index(digit.bin, bin_fills), RowLabels{}, lit, role_ink(Role::Hover));
    add_key_row(boxes, output, digit.scattered ? RowFills::by_index(digit.output_bin, bin_fills) : RowFills::all(role_ink(Role::Plate), n),
                RowLabels{}, lit && *lit < n ? std::optional<uint32_t>(digit.destination[*lit]) : std::nullopt, role_ink(Role::Hover));
    return result;
}

}  // namespace sortscope::diagram
