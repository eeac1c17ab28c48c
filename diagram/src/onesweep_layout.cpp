// The onesweep picture's geometry (see onesweep_layout.hpp).
#include "sortscope/diagram/onesweep_layout.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::diagram {

namespace {

constexpr uint32_t kBins = algo::kOnesweepBins;
constexpr uint32_t kDigits = algo::kOnesweepDigits;

float as_float(uint64_t value) { return static_cast<float>(value); }

Ink bin_paint(const PictureStyle& style, uint32_t bin, uint8_t alpha = 255) {
    return own_ink(style.ramp(as_float(bin) / as_float(kBins - 1)), alpha);
}

bool inside(PicturePoint point, float x0, float y0, float x1, float y1) {
    return point.x >= x0 && point.x < x1 && point.y >= y0 && point.y < y1;
}

// "1 key", "7 keys"
std::string keys_text(uint32_t count) { return std::to_string(count) + (count == 1 ? " key" : " keys"); }

// Text in the picture's font, measured and placed the same way everywhere.
struct Writer {
    Drawing& drawing;
    const TextMetrics& metrics;

    float size() const { return metrics.size; }
    float width(const std::string& text) const { return metrics.width(text); }
    float height(const std::string& text, float wrap) const { return metrics.height(text, wrap); }
    void text(float x, float y, Role role, const std::string& text, float wrap = 0.0f) const {
        add_wrapped_text(drawing, x, y, text, role, metrics, wrap);
    }
    // Centred in [x0, x1) when it fits; returns whether it was placed.
    bool centred(float x0, float x1, float y, Role role, const std::string& text) const {
        const float w = width(text);
        if (w + 2.0f > x1 - x0) return false;
        add_text(drawing, std::floor((x0 + x1 - w) * 0.5f), y, text, role, metrics);
        return true;
    }
};

void add_line(Drawing& drawing, PicturePoint a, PicturePoint b, Ink ink, float thickness) {
    drawing.lines.push_back({a.x, a.y, b.x, b.y, thickness, ink.role, false, ink.fill, ink.alpha});
}

// A quadratic Bezier curve from a to b bending toward `control`, as the cubic it is.
void add_bend(Drawing& drawing, PicturePoint a, PicturePoint control, PicturePoint b, Ink ink, float thickness) {
    const PicturePoint c1{a.x + (control.x - a.x) * 2.0f / 3.0f, a.y + (control.y - a.y) * 2.0f / 3.0f};
    const PicturePoint c2{b.x + (control.x - b.x) * 2.0f / 3.0f, b.y + (control.y - b.y) * 2.0f / 3.0f};
    drawing.curves.push_back({{a.x, c1.x, c2.x, b.x}, {a.y, c1.y, c2.y, b.y}, thickness, ink.role, ink.fill, ink.alpha});
}

// A filled arrowhead with its tip at `tip`, pointing along (dx, dy).
void add_arrow_head(Drawing& drawing, PicturePoint tip, float dx, float dy, float size, Ink ink) {
    const float length = std::max(1e-3f, std::sqrt(dx * dx + dy * dy));
    const float ux = dx / length, uy = dy / length;
    const PicturePoint back{tip.x - ux * size, tip.y - uy * size};
    drawing.triangles.push_back({{tip.x, back.x - uy * size * 0.55f, back.x + uy * size * 0.55f},
                                 {tip.y, back.y + ux * size * 0.55f, back.y - ux * size * 0.55f},
                                 ink.role,
                                 ink.fill,
                                 ink.alpha});
}

}  // namespace

// [SECTION] the histogram and scan steps

OnesweepHistograms layout_onesweep_histograms(const std::vector<std::vector<uint32_t>>& histograms, bool scan, uint32_t n,
                                              const PictureRect& rect, const PictureStyle& style, std::optional<PicturePoint> mouse) {
    OnesweepHistograms result;
    const Writer ink{result.drawing, style.fonts.small};
    const float line = ink.size() * 1.2f;

    uint32_t tallest = 1;
    for (const std::vector<uint32_t>& digit : histograms) tallest = std::max(tallest, *std::max_element(digit.begin(), digit.end()));

    // The sentence at the bottom: the hovered bin, or what the step does. Its height is reserved for the
    // longer of the two, so the charts do not move under the mouse.
    const std::string about =
        scan ? "The line is each digit's running sum, from 0 up to " + std::to_string(n) +
                   ": bin b starts after the keys of bins 0 .. b\u22121."
             : "One read of the " + std::to_string(n) + " keys counts all four 8-bit digits (4 \u00d7 256 counters). One scale: " +
                   "the tallest bin holds " + std::to_string(tallest) + " keys.";
    const float text_height = std::max(ink.height(about, rect.width), line * 2.0f);

    // Four charts side by side where each is wide enough for its label and wider than tall, else two
    // rows of two (a narrow view: each chart gets twice the pixels for its 256 bins).
    const float gap = ink.size() * 0.9f;
    const float label_width = ink.width("digit 3 \u00b7 bits 24..31");
    const float one_row_width = (rect.width - 3.0f * gap) / 4.0f;
    const bool one_row = one_row_width >= label_width && one_row_width >= rect.height - text_height - 2.5f * line;
    const uint32_t columns = one_row ? 4 : 2;
    const uint32_t rows = one_row ? 1 : 2;
    const float cell_width = (rect.width - as_float(columns - 1) * gap) / as_float(columns);
    // Each chart: its label, then the plate; the bin axis once, under the last row.
    const float cell_height = (rect.height - text_height - line * 1.3f - as_float(rows - 1) * gap * 0.6f) / as_float(rows);
    const float plate_height = cell_height - line;
    if (plate_height < line) return result;

    for (uint32_t digit = 0; digit < kDigits && digit < histograms.size(); ++digit) {
        const std::vector<uint32_t>& counts = histograms[digit];
        HistogramChart chart;
        chart.digit = digit;
        chart.x0 = std::floor(rect.x + as_float(digit % columns) * (cell_width + gap));
        chart.label_top = rect.y + as_float(digit / columns) * (cell_height + gap * 0.6f);
        chart.x1 = std::floor(chart.x0 + cell_width);
        chart.plate_top = chart.label_top + line;
        chart.plate_bottom = chart.plate_top + plate_height;
        result.charts.push_back(chart);
        const float x0 = chart.x0, x1 = chart.x1, plate_top = chart.plate_top, plate_bottom = chart.plate_bottom;
        const float width = x1 - x0;
        // The whole label where the chart is wide enough, else the digit alone (a narrow panel at a large
        // text size: four labels ran into each other).
        const std::string full_label = "digit " + std::to_string(digit) + " \u00b7 bits " + std::to_string(digit * algo::kOnesweepBits) +
                                       ".." + std::to_string(digit * algo::kOnesweepBits + algo::kOnesweepBits - 1);
        const std::string short_label = "digit " + std::to_string(digit);
        const std::string label = ink.width(full_label) <= width - gap * 0.5f ? full_label
                                  : ink.width(short_label) <= width ? short_label : std::to_string(digit);
        ink.text(x0, chart.label_top, Role::Text, label);
        add_box(result.drawing, x0, plate_top, x1, plate_bottom, role_ink(Role::Plate));

        // One column per pixel (or per bin where a bin is wider): the tallest bin under it.
        const uint32_t pixels = std::clamp(static_cast<uint32_t>(width), 1u, kBins);
        const float column_width = width / as_float(pixels);
        const float usable = plate_height - 3.0f;
        for (uint32_t c = 0; c < pixels; ++c) {
            const uint32_t first = c * kBins / pixels;
            const uint32_t end = std::max(first + 1, (c + 1) * kBins / pixels);
            const uint32_t most = *std::max_element(counts.begin() + first, counts.begin() + end);
            if (most == 0) continue;
            const float height = std::max(1.0f, usable * as_float(most) / as_float(tallest));
            const float left = x0 + std::floor(as_float(c) * column_width);
            const float right = std::max(left + 1.0f, x0 + std::floor(as_float(c + 1) * column_width) - (column_width >= 4.0f ? 1.0f : 0.0f));
            add_box(result.drawing, left, plate_bottom - height, right, plate_bottom, bin_paint(style, (first + end - 1) / 2, scan ? 150 : 255));
        }
        if (digit / columns == rows - 1) {
            ink.text(x0, plate_bottom + 1.0f, Role::DimText, "0");
            const std::string last = std::to_string(kBins - 1);
            ink.text(x1 - ink.width(last), plate_bottom + 1.0f, Role::DimText, last);
            ink.centred(x0, x1, plate_bottom + 1.0f, Role::DimText, "bin");
        }

        // The scan: the running sum as a staircase, bin b's step at the keys of bins before it.
        auto bin_x = [&](uint32_t bin) { return x0 + width * as_float(bin) / as_float(kBins); };
        auto level_y = [&](uint32_t keys) { return plate_bottom - 1.0f - usable * as_float(keys) / as_float(std::max(1u, n)); };
        std::vector<uint32_t> starts(kBins + 1, 0);
        for (uint32_t bin = 0; bin < kBins; ++bin) starts[bin + 1] = starts[bin] + counts[bin];
        if (scan) {
            PolylineShape staircase{{}, 2.0f, Role::Accent};
            staircase.points.reserve(4 * kBins);
            for (uint32_t bin = 0; bin < kBins; ++bin) {
                for (const float x : {bin_x(bin), bin_x(bin + 1)}) {
                    staircase.points.push_back(x);
                    staircase.points.push_back(level_y(starts[bin]));
                }
            }
            result.drawing.polylines.push_back(std::move(staircase));
        }
        if (mouse && inside(*mouse, x0, plate_top, x1, plate_bottom)) {
            const uint32_t bin = std::min(kBins - 1, static_cast<uint32_t>((mouse->x - x0) / width * as_float(kBins)));
            result.hovered = DigitBin{digit, bin};
            const float x = bin_x(bin) + width / as_float(kBins) * 0.5f;
            add_line(result.drawing, {x, plate_top}, {x, plate_bottom}, role_ink(Role::Hover), 1.5f);
            if (scan) result.drawing.dots.push_back({x, level_y(starts[bin]), 4.0f, Role::Hover});
        }
    }

    std::string sentence = about;
    if (result.hovered) {
        const auto [digit, bin] = *result.hovered;
        uint32_t before = 0;
        for (uint32_t b = 0; b < bin; ++b) before += histograms[digit][b];
        sentence = "digit " + std::to_string(digit) + ", bin " + std::to_string(bin) + ": " +
                   std::to_string(histograms[digit][bin]) + " keys" +
                   (scan ? ", so it starts at " + std::to_string(before) + " (the keys of bins 0 .. " +
                               (bin == 0 ? std::string("none") : std::to_string(bin - 1)) + ")"
                         : "");
    }
    ink.text(rect.x, rect.y + rect.height - text_height, result.hovered ? Role::Text : Role::DimText, sentence, rect.width);
    return result;
}

// [SECTION] a digit's steps: tiles, the walk back, bins and the output

namespace {

// The sentence under the picture: how the chosen tile finds where its keys of the chosen bin go. The
// statuses read are "A" and "P" next to the legend, or `spelled` out where there is none.
std::string sum_text(const OnesweepFocus& focus, const algo::PassAccount& account, uint32_t tile, uint32_t bin, bool spelled = false) {
    const algo::TileAccount& chosen = account.tiles[tile];
    const uint32_t own = chosen.counts[bin];
    const std::string start = std::to_string(account.starts[bin]);
    const std::string earlier = std::to_string(chosen.exclusive[bin]);
    const std::string earlier_keys = keys_text(chosen.exclusive[bin]);
    const std::string offset = std::to_string(chosen.offset[bin]);
    const std::string where = "Tile " + std::to_string(tile) + ", bin " + std::to_string(bin) + ": ";
    const std::string goes = own == 0   ? " (it has no keys of the bin)."
                             : own == 1 ? ": its key goes there."
                                        : ": its " + std::to_string(own) + " keys go to " + offset + ".." +
                                              std::to_string(chosen.offset[bin] + own - 1) + ".";
    const std::string entry = "table[" + std::to_string(bin) + "][" + std::to_string(tile) + "]";
    switch (focus.part) {
        case OnesweepPart::Count:
            return "Tile " + std::to_string(tile) + " counts " + keys_text(own) + " of bin " +
                   std::to_string(bin) + " into " + entry + "; the prefix sum of the table will make it the offset " + offset + ".";
        case OnesweepPart::PrefixSum:
            return "The prefix sum runs over the table bin by bin (bin 0's tiles, then bin 1's, ...): " + entry + " becomes start " +
                   start + " + " + earlier_keys + " of the bin in earlier tiles = " + offset + ".";
        default: break;
    }
    if (!focus.lookback) {
        return where + "offset = start " + start + " + " + earlier_keys + " in earlier tiles = " + offset +
               ", read from the scanned table" + goes;
    }
    const std::vector<algo::LookbackRead> reads = account.lookback(tile, bin);
    if (reads.empty()) return where + "the first tile looks back at nothing. Offset = start " + start + " + 0 = " + offset + goes;
    std::string walk;
    for (const algo::LookbackRead& read : reads) {
        const bool prefix = read.status == algo::kStatusPrefix;
        walk += (walk.empty() ? "" : " + ") + std::to_string(read.count) + " (t" + std::to_string(read.tile) +
                (spelled ? (prefix ? " prefix)" : " aggregate)") : (prefix ? " P)" : " A)"));
    }
    return where + walk + " = " + earlier_keys + " before it. Offset = start " + start + " + " + earlier + " = " + offset + goes;
}

TileRows arrange_rows(float top, float height, float font, bool lookback, bool two_line_tiles, float sum_height, float note_height) {
    // Heights in font units; the walk, the strips and the gaps between rows grow (up to twice their
    // height) into space that nothing else needs.
    const float tiles = two_line_tiles ? 2.0f * font + 3.0f : font + 6.0f;
    const float walk = lookback ? font * 0.65f : font * 0.25f;
    const float legend = font * 1.15f;
    const float bins_gap = font * 0.3f, bins = font * 1.1f;
    const float output_gap = font * 0.35f, output = font * 0.65f;
    const float zoom_gap = font * 0.45f, zoom = font * 0.95f;
    const float addresses = font * 1.05f;
    const float text = font * 0.4f + sum_height + font * 0.15f + note_height;
    TileRows rows;
    float spare = height - (2.0f + tiles + walk + output_gap + output + text);
    // What does not fit is left out, the least needed first: the addresses, the tile's bins, the
    // magnified bin, then the legend (the statuses are the look-back's lesson).
    auto take = [&spare](float needed) {
        if (spare < needed) return false;
        spare -= needed;
        return true;
    };
    rows.legend = lookback && take(legend);
    rows.zoom = take(zoom_gap + zoom);
    rows.bins = take(bins_gap + bins);
    rows.addresses = rows.zoom && rows.bins && take(addresses);  // never in place of the bins
    const float elastic = walk + output_gap + output + (rows.bins ? bins_gap + bins : 0.0f) + (rows.zoom ? zoom_gap + zoom : 0.0f);
    const float grow = 1.0f + std::min(1.0f, spare / elastic);

    float y = top + 2.0f;
    rows.tiles_top = y;
    rows.tiles_bottom = y += tiles;
    rows.walk_bottom = y += walk * grow;
    rows.legend_top = y;
    rows.legend_bottom = y += rows.legend ? legend : 0.0f;
    rows.bins_top = y += rows.bins ? bins_gap * grow : 0.0f;
    rows.bins_bottom = y += rows.bins ? bins * grow : 0.0f;
    rows.output_top = y += output_gap * grow;
    rows.output_bottom = y += output * grow;
    rows.zoom_top = y += rows.zoom ? zoom_gap * grow : 0.0f;
    rows.zoom_bottom = y += rows.zoom ? zoom * grow : 0.0f;
    rows.addresses_bottom = y += rows.addresses ? addresses : 0.0f;
    rows.rows_bottom = y + font * 0.4f;
    rows.note_top = top + height - note_height;
    rows.sum_top = std::max(rows.rows_bottom, rows.note_top - font * 0.15f - sum_height);
    return rows;
}

}  // namespace

OnesweepTiles layout_onesweep_tiles(const OnesweepPass& pass, const PictureRect& rect, const PictureStyle& style,
                                    std::optional<PicturePoint> mouse, std::optional<uint32_t> bars_position) {
    OnesweepTiles result;
    const algo::PassAccount& account = *pass.account;
    const OnesweepFocus focus = pass.focus;
    const bool lookback = focus.lookback;
    const auto tiles = static_cast<uint32_t>(account.tiles.size());
    const uint32_t n = pass.n;
    const Writer ink{result.drawing, style.fonts.small};
    Drawing& picture = result.drawing;

    // The sentences: the note on where the offsets come from, and the chosen tile's sum, whose height is
    // measured for the clicked (or default) choice and the longest walk, so rows do not jump under the
    // mouse.
    const std::string note =
        lookback ? "The order in which the GPU ran the tiles cannot be observed: this replays a model schedule (waves of " +
                       std::to_string(account.wave) + " tiles). The counts and offsets are exact."
                 : "Portable path: the offsets come from the scanned count table (no look-back), so no tile waits for another.";
    const float note_height = ink.height(note, rect.width);
    const uint32_t picked_tile = pass.picked_tile.value_or(default_tile(account));
    const uint32_t picked_bin = pass.picked_bin.value_or(default_bin(account, picked_tile));
    // The longest walk (the last tile of the second wave reads four words) gives the height to keep.
    const uint32_t longest = lookback ? std::min(tiles - 1, 2 * account.wave - 1) : tiles - 1;
    const float sum_height = std::max({ink.size() * 2.0f, ink.height(sum_text(focus, account, picked_tile, picked_bin), rect.width),
                                       ink.height(sum_text(focus, account, longest, default_bin(account, longest)), rect.width)});
    // Columns: a label, then the rows' width.
    const float label_width = ink.width("bin 255 ");
    const float left = std::floor(rect.x + label_width);
    const float width = std::floor(rect.x + rect.width) - left;
    const float tile_width = width / as_float(tiles);
    result.left = left;
    result.width = width;
    result.tile_width = tile_width;
    // A tile shows its index and its word (a status, or the table's entry) on two lines where the word
    // can fit; the indices read "t7" where every one fits so, else "7".
    const bool two_line_tiles = lookback || ink.width(std::to_string(n)) + 6.0f <= tile_width;
    const bool t_indices = ink.width("t" + std::to_string(tiles - 1)) + 6.0f <= tile_width;
    const TileRows rows = arrange_rows(rect.y, rect.height, ink.size(), lookback, two_line_tiles, sum_height, note_height);
    result.rows = rows;
    auto output_x = [&](uint32_t position) { return left + width * as_float(position) / as_float(std::max(1u, n)); };

    // [SECTION] The tile and bin explained: under the mouse, else the key hovered in the bars, else the
    // one clicked, else tile 2 and its largest bin.
    std::optional<uint32_t> mouse_tile;
    std::optional<uint32_t> mouse_bin;
    bool mouse_on_output = false;
    if (mouse && inside(*mouse, left, rows.tiles_top, left + width, rows.walk_bottom)) {
        mouse_tile = std::min(tiles - 1, static_cast<uint32_t>((mouse->x - left) / tile_width));
    } else if (mouse && rows.bins && inside(*mouse, left, rows.bins_top, left + width, rows.bins_bottom)) {
        mouse_bin = std::min(kBins - 1, static_cast<uint32_t>((mouse->x - left) / width * as_float(kBins)));
    } else if (mouse && inside(*mouse, left, rows.output_top, left + width, rows.output_bottom)) {
        const auto position = static_cast<uint32_t>((mouse->x - left) / width * as_float(n));
        if (const auto found = tile_bin_of_output(account, std::min(position, n - 1))) mouse_bin = found->bin;
        mouse_on_output = true;
    }
    std::optional<TileBin> from_bars;
    if (!mouse && bars_position && *bars_position < n) {
        const uint32_t position = *bars_position;
        if (focus.part == OnesweepPart::Pass) {
            from_bars = tile_bin_of_output(account, position);
        } else if (position < pass.keys.size() && account.tile > 0) {
            from_bars = TileBin{position / account.tile, algo::onesweep_digit(*pass.options, pass.keys[position], account.shift)};
        }
    }
    uint32_t tile = mouse_tile ? *mouse_tile : from_bars ? from_bars->tile : picked_tile;
    const uint32_t bin = mouse_bin ? *mouse_bin : from_bars ? from_bars->bin : pass.picked_bin.value_or(default_bin(account, tile));
    const uint32_t bin_size = pass.bin_keys[bin];
    // A slice of the magnified bin is a tile too.
    if (rows.zoom && bin_size > 0 && mouse && inside(*mouse, left, rows.zoom_top, left + width, rows.zoom_bottom)) {
        const auto key = static_cast<uint32_t>((mouse->x - left) / width * as_float(bin_size));
        if (const auto found = tile_bin_of_output(account, account.starts[bin] + std::min(key, bin_size - 1))) mouse_tile = tile = found->tile;
    }
    result.tile = tile;
    result.bin = bin;
    result.mouse_tile = mouse_tile;
    result.mouse_bin = mouse_bin;
    const algo::TileAccount& chosen = account.tiles[tile];

    // What the bars light: where the tile's keys of the bin went, or the whole bin's (a pass); the tile's
    // keys (before its pass the bars still hold its input).
    if (mouse_tile || mouse_bin) {
        if (focus.part == OnesweepPart::Pass) {
            result.light = mouse_on_output ? KeyRange{account.starts[bin], account.starts[bin] + bin_size}
                                           : KeyRange{chosen.offset[bin], chosen.offset[bin] + chosen.counts[bin]};
        } else if (mouse_tile) {
            result.light = KeyRange{tile * account.tile, std::min(n, (tile + 1) * account.tile)};
        }
    }

    // [SECTION] The rows' labels
    auto row_label = [&](float top, float bottom, Role role, const std::string& text) {
        ink.text(rect.x, std::floor((top + bottom - ink.size()) * 0.5f), role, text);
    };
    row_label(rows.tiles_top, rows.tiles_bottom, Role::DimText, "tiles");
    if (rows.bins) {
        // The strip is the chosen tile's keys per bin: "t2 bins" where the label column has room.
        const std::string own = "t" + std::to_string(tile) + " bins";
        row_label(rows.bins_top, rows.bins_bottom, Role::DimText, ink.width(own) + ink.size() * 0.3f <= label_width ? own : "bins");
    }
    row_label(rows.output_top, rows.output_bottom, Role::DimText, "output");
    if (rows.zoom) row_label(rows.zoom_top, rows.zoom_bottom, Role::Accent, "bin " + std::to_string(bin));

    // [SECTION] The tiles: index, and on the look-back path the status word each holds for the bin as the
    // chosen tile looks back; on the portable path the count table's entry (the count, or after the scan
    // the offset).
    const float tile_gap = tile_width >= 8.0f ? 2.0f : 0.0f;
    auto tile_x0 = [&](uint32_t t) { return std::floor(left + as_float(t) * tile_width); };
    auto tile_x1 = [&](uint32_t t) { return std::floor(left + as_float(t + 1) * tile_width) - tile_gap; };
    for (uint32_t t = 0; t < tiles; ++t) {
        const float x0 = tile_x0(t), x1 = tile_x1(t);
        Role fill = Role::PortableTile;
        bool dark = false;  // a not-ready tile: light text on it
        std::string word;
        if (lookback) {
            const StatusWord status = modelled_status(account, tile, t, bin);
            fill = status.status == algo::kStatusPrefix      ? Role::PrefixStatus
                   : status.status == algo::kStatusAggregate ? Role::AggregateStatus
                                                             : Role::NotReadyStatus;
            dark = status.status == algo::kStatusNotReady;
            const std::string letter = status.status == algo::kStatusPrefix ? "P" : status.status == algo::kStatusAggregate ? "A" : "\u2013";
            word = status.status == algo::kStatusNotReady ? letter : letter + " " + std::to_string(status.count);
            if (ink.width(word) + 4.0f > x1 - x0) word = letter;
        } else {
            word = std::to_string(focus.part == OnesweepPart::Count ? account.tiles[t].counts[bin] : account.tiles[t].offset[bin]);
        }
        add_box(picture, x0, rows.tiles_top, std::max(x1, x0 + 1.0f), rows.tiles_bottom, role_ink(fill), tile_width >= 10.0f ? 3.0f : 0.0f);
        // Tiles too narrow for a gap between them alternate in shade instead.
        picture.rects.back().darker = tile_gap == 0.0f && t % 2 == 1;
        const Role text = dark ? Role::Text : Role::Ink;
        const float index_y = two_line_tiles ? rows.tiles_top + 1.0f : std::floor((rows.tiles_top + rows.tiles_bottom - ink.size()) * 0.5f);
        ink.centred(x0, x1, index_y, text, (t_indices ? "t" : "") + std::to_string(t));
        if (two_line_tiles) ink.centred(x0, x1, rows.tiles_top + 2.0f + ink.size(), text, word);
        if (lookback && t > 0 && t % account.wave == 0) {
            // A wave boundary: the model runs the tiles in waves. (From the top of the picture, as high as the
            // chosen tile's outline.)
            const float x = x0 - tile_gap * 0.5f - 0.5f;
            add_line(picture, {x, rows.tiles_top - 2.0f}, {x, rows.tiles_bottom + 3.0f}, role_ink(Role::Text), 2.0f);
        }
    }
    add_box(picture, tile_x0(tile) - 2.0f, rows.tiles_top - 2.0f, tile_x1(tile) + 2.0f, rows.tiles_bottom + 2.0f, role_ink(Role::Accent), 3.0f, 3.0f);

    // [SECTION] The walk back: from the chosen tile to each status word it read, ending at an inclusive
    // prefix.
    if (lookback) {
        uint32_t from = tile;
        for (const algo::LookbackRead& read : account.lookback(tile, bin)) {
            const PicturePoint a{(tile_x0(from) + tile_x1(from)) * 0.5f - 3.0f, rows.tiles_bottom + 3.0f};
            const PicturePoint b{(tile_x0(read.tile) + tile_x1(read.tile)) * 0.5f + 3.0f, rows.tiles_bottom + 3.0f};
            const PicturePoint control{(a.x + b.x) * 0.5f, rows.walk_bottom + ink.size() * 0.3f};
            add_bend(picture, a, control, b, role_ink(Role::Accent), 2.5f);
            add_arrow_head(picture, b, b.x - control.x, b.y - control.y, ink.size() * 0.5f, role_ink(Role::Accent));
            from = read.tile;
        }
    }
    if (rows.legend) {
        // One swatch per status, all three or none: "P prefix" where "P inclusive prefix" does not fit.
        const float swatch = ink.size() * 0.8f;
        const float y = std::floor((rows.legend_top + rows.legend_bottom - ink.size()) * 0.5f);
        for (const char* prefix_words : {"P inclusive prefix", "P prefix"}) {
            const std::pair<Role, std::string> items[] = {
                {Role::NotReadyStatus, "\u2013 not ready"}, {Role::AggregateStatus, "A aggregate"}, {Role::PrefixStatus, prefix_words}};
            float needed = 0.0f;
            for (const auto& item : items) needed += swatch + 4.0f + ink.width(item.second) + ink.size();
            if (needed - ink.size() > width) continue;
            float x = left;
            for (const auto& [fill, words] : items) {
                add_box(picture, x, y + (ink.size() - swatch) * 0.5f, x + swatch, y + (ink.size() + swatch) * 0.5f, role_ink(fill), 2.0f);
                ink.text(x + swatch + 4.0f, y, Role::DimText, words);
                x += swatch + 4.0f + ink.width(words) + ink.size();
            }
            break;
        }
    }

    // [SECTION] The chosen tile's keys per bin, a small histogram in the bins' colours
    if (rows.bins) {
        add_box(picture, left, rows.bins_top, left + width, rows.bins_bottom, role_ink(Role::Plate));
        const uint32_t most = std::max(1u, *std::max_element(chosen.counts.begin(), chosen.counts.end()));
        const float bin_width = width / as_float(kBins);
        for (uint32_t b = 0; b < kBins; ++b) {
            if (chosen.counts[b] == 0) continue;
            const float x0 = left + std::floor(as_float(b) * bin_width);
            const float x1 = std::max(x0 + 1.0f, left + std::floor(as_float(b + 1) * bin_width));
            const float height = std::max(2.0f, (rows.bins_bottom - rows.bins_top - 2.0f) * as_float(chosen.counts[b]) / as_float(most));
            add_box(picture, x0, rows.bins_bottom - height, x1, rows.bins_bottom, bin_paint(style, b));
        }
        const float x = left + (as_float(bin) + 0.5f) * bin_width;
        add_line(picture, {x, rows.bins_top - 2.0f}, {x, rows.bins_bottom + 2.0f}, role_ink(Role::Accent), 2.0f);
    }

    // [SECTION] The output: every bin's range [start, start + keys), the chosen one bright and outlined.
    // Before the pass it is where the keys will go.
    const bool moved = focus.part == OnesweepPart::Pass;
    for (uint32_t b = 0; b < kBins; ++b) {
        if (pass.bin_keys[b] == 0) continue;
        add_box(picture, output_x(account.starts[b]), rows.output_top, output_x(account.starts[b] + pass.bin_keys[b]), rows.output_bottom,
                bin_paint(style, b, b == bin ? 255 : (moved ? 150 : 70)));
    }
    const float bin_x0 = std::floor(output_x(account.starts[bin]));
    const float bin_x1 = std::max(bin_x0 + 2.0f, std::floor(output_x(account.starts[bin] + bin_size)));
    add_box(picture, bin_x0 - 2.0f, rows.output_top - 2.0f, bin_x1 + 2.0f, rows.output_bottom + 2.0f, role_ink(Role::Accent), 0.0f, 2.0f);

    // [SECTION] The chosen bin magnified: each tile's keys of it, in tile order, on consecutive addresses
    if (rows.zoom && bin_size > 0) {
        const PicturePoint quad[4] = {{bin_x0 - 2.0f, rows.output_bottom + 2.0f}, {bin_x1 + 2.0f, rows.output_bottom + 2.0f},
                                      {left + width, rows.zoom_top - 1.0f}, {left, rows.zoom_top - 1.0f}};
        picture.quads.push_back({{quad[0].x, quad[1].x, quad[2].x, quad[3].x}, {quad[0].y, quad[1].y, quad[2].y, quad[3].y}, Role::Accent, 40});
        add_line(picture, quad[0], quad[3], role_ink(Role::Accent, 160), 1.0f);
        add_line(picture, quad[1], quad[2], role_ink(Role::Accent, 160), 1.0f);
        auto slot_x = [&](uint32_t position) { return left + width * as_float(position - account.starts[bin]) / as_float(bin_size); };
        const float label_y = std::floor((rows.zoom_top + rows.zoom_bottom - ink.size()) * 0.5f);
        for (uint32_t t = 0; t < tiles; ++t) {
            const algo::TileAccount& slice = account.tiles[t];
            if (slice.counts[bin] == 0) continue;
            const float x0 = std::floor(slot_x(slice.offset[bin]));
            const float x1 = std::max(x0 + 1.0f, std::floor(slot_x(slice.offset[bin] + slice.counts[bin])) - 1.0f);
            add_box(picture, x0, rows.zoom_top, x1, rows.zoom_bottom, t == tile ? role_ink(Role::Accent) : bin_paint(style, bin, t % 2 == 0 ? 210 : 150),
                    2.0f);
            if (!ink.centred(x0, x1, label_y, Role::Ink, "t" + std::to_string(t))) ink.centred(x0, x1, label_y, Role::Ink, std::to_string(t));
        }
        if (rows.addresses) {
            // The bin's first and last address, and the chosen tile's first where it does not collide.
            const std::string first = std::to_string(account.starts[bin]);
            const std::string last = std::to_string(account.starts[bin] + bin_size - 1);
            const float first_end = left + ink.width(first);
            const float last_start = left + width - ink.width(last);
            ink.text(left, rows.zoom_bottom + 1.0f, Role::DimText, first);
            if (last_start > first_end + ink.size()) ink.text(last_start, rows.zoom_bottom + 1.0f, Role::DimText, last);
            const std::string at = std::to_string(chosen.offset[bin]);
            const float x = std::floor(slot_x(chosen.offset[bin]));
            if (chosen.counts[bin] > 0 && x >= first_end + ink.size() * 0.5f && x + ink.width(at) + ink.size() * 0.5f <= last_start) {
                ink.text(x, rows.zoom_bottom + 1.0f, Role::Accent, at);
            }
        }
    }

    // [SECTION] The sum in words at its place, rising into free space when a hovered choice needs more
    // lines (clipped where there is none), and the note
    const float sum_bottom = rows.note_top - ink.size() * 0.15f;
    std::string sum = sum_text(focus, account, tile, bin);
    if (lookback && !rows.legend) {
        const std::string spelled = sum_text(focus, account, tile, bin, true);
        if (ink.height(spelled, rect.width) <= sum_bottom - rows.rows_bottom + 1.0f) sum = spelled;
    }
    const float sum_top = std::max(rows.rows_bottom, std::min(rows.sum_top, sum_bottom - ink.height(sum, rect.width)));
    // Lines that do not fit above the note are left out.
    add_wrapped_text(picture, rect.x, sum_top, sum, Role::Text, ink.metrics, rect.width, sum_bottom);
    ink.text(rect.x, rows.note_top, Role::DimText, note, rect.width);
    return result;
}

}  // namespace sortscope::diagram
