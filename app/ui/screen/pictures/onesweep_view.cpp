// The onesweep picture (see onesweep_view.hpp). Layout in font units of the small font, so it keeps its
// shape from a laptop to a projector; rows of the digit picture from the top (tiles, the walk back, the
// tile's keys per bin, the output, the chosen bin magnified), the sentences from the bottom.
#include "screen/pictures/onesweep_view.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include <imgui.h>

#include "screen/look/draw_drawing.hpp"

namespace sortscope::ui {

namespace {

constexpr ImU32 kNotReadyFill = IM_COL32(62, 64, 74, 255);
constexpr ImU32 kAggregateFill = IM_COL32(240, 150, 50, 255);
constexpr ImU32 kPrefixFill = IM_COL32(80, 195, 110, 255);
constexpr ImU32 kPortableFill = IM_COL32(125, 135, 155, 255);
constexpr ImU32 kInk = IM_COL32(10, 10, 14, 255);

float as_float(uint64_t value) { return static_cast<float>(value); }

ImU32 bin_colour(uint32_t bin, uint8_t alpha = 255) {
    return ramp_colour(as_float(bin) / as_float(algo::kOnesweepBins - 1), alpha);
}

ImU32 with_alpha(ImU32 colour, uint8_t alpha) { return (colour & 0x00FFFFFFu) | (static_cast<ImU32>(alpha) << 24); }

// Each channel at 3/4 (half plus a quarter, no carries between channels).
ImU32 darker(ImU32 colour) { return (colour & 0xFF000000u) | (((colour & 0x00FEFEFEu) >> 1) + ((colour & 0x00FCFCFCu) >> 2)); }

// "1 key", "7 keys"
std::string keys_text(uint32_t count) { return std::to_string(count) + (count == 1 ? " key" : " keys"); }

// "digit 1 (bits 8..15)"
std::string digit_words(uint32_t digit) {
    return "digit " + std::to_string(digit) + " (bits " + std::to_string(digit * algo::kOnesweepBits) + ".." +
           std::to_string(digit * algo::kOnesweepBits + algo::kOnesweepBits - 1) + ")";
}

std::string view_title(const std::optional<OnesweepFocus>& focus) {
    if (!focus) return "Onesweep";
    const std::string digit = "Onesweep " + digit_words(focus->digit) + ": ";
    switch (focus->part) {
        case OnesweepPart::Histogram: return "Onesweep histogram: four digits from one read";
        case OnesweepPart::Scan: return "Onesweep scan: each digit's bin starts";
        case OnesweepPart::Count: return digit + "portable count";
        case OnesweepPart::PrefixSum: return digit + "portable prefix sum";
        case OnesweepPart::Pass: break;
    }
    return digit + (focus->lookback ? "look-back pass" : "portable pass");
}

// Text in one font and size: measured and drawn the same way everywhere in the picture.
struct Ink {
    ImFont* font;
    float size;

    ImVec2 measure(const std::string& text, float wrap = 0.0f) const {
        return font->CalcTextSizeA(size, FLT_MAX, wrap, text.c_str());
    }
    void draw(ImDrawList* list, ImVec2 at, ImU32 colour, const std::string& text, float wrap = 0.0f) const {
        list->AddText(font, size, at, colour, text.c_str(), nullptr, wrap);
    }
    // Centred in [x0, x1) when it fits; returns whether it was drawn.
    bool centred(ImDrawList* list, float x0, float x1, float y, ImU32 colour, const std::string& text) const {
        const float width = measure(text).x;
        if (width + 2.0f > x1 - x0) return false;
        draw(list, ImVec2(std::floor((x0 + x1 - width) * 0.5f), y), colour, text);
        return true;
    }
};

// A filled arrowhead with its tip at `tip`, pointing along (dx, dy).
void arrow_head(ImDrawList* list, ImVec2 tip, float dx, float dy, float size, ImU32 colour) {
    const float length = std::max(1e-3f, std::sqrt(dx * dx + dy * dy));
    const float ux = dx / length, uy = dy / length;
    const ImVec2 back(tip.x - ux * size, tip.y - uy * size);
    list->AddTriangleFilled(tip, ImVec2(back.x - uy * size * 0.55f, back.y + ux * size * 0.55f),
                            ImVec2(back.x + uy * size * 0.55f, back.y - ux * size * 0.55f), colour);
}

bool inside(ImVec2 point, float x0, float y0, float x1, float y1) {
    return point.x >= x0 && point.x < x1 && point.y >= y0 && point.y < y1;
}

}  // namespace

void OnesweepView::refresh(const SortSession& session) {
    m_version = session.version();
    if (session.plan_version() != m_plan_version) {
        m_plan_version = session.plan_version();
        m_picked_tile.reset();
        m_picked_bin.reset();
    }
    const algo::Plan& plan = session.plan();
    const auto index = session.focus_step();
    m_focus = index ? onesweep_focus(plan, plan.steps[*index]) : std::nullopt;
    m_n = plan.options.n;
    m_histograms.clear();
    m_account = {};
    m_bin_keys.clear();
    if (!m_focus) return;
    if (m_focus->part == OnesweepPart::Histogram || m_focus->part == OnesweepPart::Scan) {
        m_histograms = algo::onesweep_histograms(plan, session.state_before());
        return;
    }
    m_account = algo::onesweep_pass_account(plan, plan.steps[*index], session.state_before());
    m_bin_keys.resize(algo::kOnesweepBins);
    for (uint32_t bin = 0; bin < algo::kOnesweepBins; ++bin) m_bin_keys[bin] = bin_keys(m_account, bin);
    if (m_picked_tile && *m_picked_tile >= m_account.tiles.size()) m_picked_tile.reset();
}

void OnesweepView::draw(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
                        const PanelRect& rect) {
    const auto focus_index = session.focus_step();
    const auto focus = focus_index ? onesweep_focus(session.plan(), session.plan().steps[*focus_index]) : std::nullopt;
    if (!begin_view("##onesweep", view_title(focus).c_str(), rect, fonts)) return;
    if (session.version() != m_version) refresh(session);
    const ImVec2 corner = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::GetContentRegionAvail();
    const bool histograms = m_focus && (m_focus->part == OnesweepPart::Histogram || m_focus->part == OnesweepPart::Scan);
    if (!m_focus || (!histograms && m_account.tiles.empty()) || size.x < 80.0f || size.y < 80.0f) {
        if (!m_focus) ImGui::TextDisabled("no step yet: the plan has no steps");
        end_view();
        return;
    }
    if (histograms) {
        draw_histograms(fonts, colours, corner, size);
    } else {
        draw_tiles(session, fonts, colours, hover, corner, size);
    }
    end_view();
}

// [SECTION] the histogram and scan steps

void OnesweepView::draw_histograms(const Fonts& fonts, const Palette& colours, const ImVec2& corner, const ImVec2& size) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    const Ink ink{fonts.small, fonts.small->FontSize};
    const float line = ink.size * 1.2f;
    const bool scan = m_focus->part == OnesweepPart::Scan;
    constexpr uint32_t kBins = algo::kOnesweepBins;
    constexpr uint32_t kDigits = algo::kOnesweepDigits;

    uint32_t tallest = 1;
    for (const std::vector<uint32_t>& digit : m_histograms) tallest = std::max(tallest, *std::max_element(digit.begin(), digit.end()));

    // The sentence at the bottom: the hovered bin, or what the step does. Its height is reserved for the
    // longer of the two, so the charts do not move under the mouse.
    const std::string about =
        scan ? "The line is each digit's running sum, from 0 up to " + std::to_string(m_n) +
                   ": bin b starts after the keys of bins 0 .. b\u22121."
             : "One read of the " + std::to_string(m_n) + " keys counts all four 8-bit digits (4 \u00d7 256 counters). One scale: " +
                   "the tallest bin holds " + std::to_string(tallest) + " keys.";
    const float text_height = std::max(ink.measure(about, size.x).y, line * 2.0f);

    // Four charts side by side where each is wide enough for its label and wider than tall, else two
    // rows of two (a narrow view: each chart gets twice the pixels for its 256 bins).
    const float gap = ink.size * 0.9f;
    const float label_width = ink.measure("digit 3 \u00b7 bits 24..31").x;
    const float one_row_width = (size.x - 3.0f * gap) / 4.0f;
    const bool one_row = one_row_width >= label_width && one_row_width >= size.y - text_height - 2.5f * line;
    const uint32_t columns = one_row ? 4 : 2;
    const uint32_t rows = one_row ? 1 : 2;
    const float cell_width = (size.x - as_float(columns - 1) * gap) / as_float(columns);
    // Each chart: its label, then the plate; the bin axis once, under the last row.
    const float cell_height = (size.y - text_height - line * 1.3f - as_float(rows - 1) * gap * 0.6f) / as_float(rows);
    const float plate_height = cell_height - line;
    if (plate_height < line) return;

    const ImVec2 mouse = ImGui::GetMousePos();
    const bool mouse_in_view = ImGui::IsWindowHovered();
    std::optional<std::pair<uint32_t, uint32_t>> hovered;  // digit, bin
    for (uint32_t digit = 0; digit < kDigits && digit < m_histograms.size(); ++digit) {
        const std::vector<uint32_t>& counts = m_histograms[digit];
        const float x0 = std::floor(corner.x + as_float(digit % columns) * (cell_width + gap));
        const float top = corner.y + as_float(digit / columns) * (cell_height + gap * 0.6f);
        const float x1 = std::floor(x0 + cell_width);
        const float plate_top = top + line;
        const float plate_bottom = plate_top + plate_height;
        const float width = x1 - x0;
        const std::string label = "digit " + std::to_string(digit) + " \u00b7 bits " + std::to_string(digit * algo::kOnesweepBits) +
                                  ".." + std::to_string(digit * algo::kOnesweepBits + algo::kOnesweepBits - 1);
        ink.draw(list, ImVec2(x0, top), colours.text, label);
        list->AddRectFilled(ImVec2(x0, plate_top), ImVec2(x1, plate_bottom), colours.plate);

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
            list->AddRectFilled(ImVec2(left, plate_bottom - height), ImVec2(right, plate_bottom),
                                bin_colour((first + end - 1) / 2, scan ? 150 : 255));
        }
        if (digit / columns == rows - 1) {
            ink.draw(list, ImVec2(x0, plate_bottom + 1.0f), colours.dim_text, "0");
            const std::string last = std::to_string(kBins - 1);
            ink.draw(list, ImVec2(x1 - ink.measure(last).x, plate_bottom + 1.0f), colours.dim_text, last);
            ink.centred(list, x0, x1, plate_bottom + 1.0f, colours.dim_text, "bin");
        }

        // The scan: the running sum as a staircase, bin b's step at the keys of bins before it.
        auto bin_x = [&](uint32_t bin) { return x0 + width * as_float(bin) / as_float(kBins); };
        auto level_y = [&](uint32_t keys) { return plate_bottom - 1.0f - usable * as_float(keys) / as_float(std::max(1u, m_n)); };
        std::vector<uint32_t> starts(kBins + 1, 0);
        for (uint32_t bin = 0; bin < kBins; ++bin) starts[bin + 1] = starts[bin] + counts[bin];
        if (scan) {
            std::vector<ImVec2> points;
            points.reserve(2 * kBins);
            for (uint32_t bin = 0; bin < kBins; ++bin) {
                points.emplace_back(bin_x(bin), level_y(starts[bin]));
                points.emplace_back(bin_x(bin + 1), level_y(starts[bin]));
            }
            list->AddPolyline(points.data(), static_cast<int>(points.size()), colours.accent, 0, 2.0f);
        }
        if (mouse_in_view && inside(mouse, x0, plate_top, x1, plate_bottom)) {
            const uint32_t bin = std::min(kBins - 1, static_cast<uint32_t>((mouse.x - x0) / width * as_float(kBins)));
            hovered = std::make_pair(digit, bin);
            const float x = bin_x(bin) + width / as_float(kBins) * 0.5f;
            list->AddLine(ImVec2(x, plate_top), ImVec2(x, plate_bottom), colours.hover, 1.5f);
            if (scan) list->AddCircleFilled(ImVec2(x, level_y(starts[bin])), 4.0f, colours.hover);
        }
    }

    std::string sentence = about;
    if (hovered) {
        const auto [digit, bin] = *hovered;
        uint32_t before = 0;
        for (uint32_t b = 0; b < bin; ++b) before += m_histograms[digit][b];
        sentence = "digit " + std::to_string(digit) + ", bin " + std::to_string(bin) + ": " +
                   std::to_string(m_histograms[digit][bin]) + " keys" +
                   (scan ? ", so it starts at " + std::to_string(before) + " (the keys of bins 0 .. " +
                               (bin == 0 ? std::string("none") : std::to_string(bin - 1)) + ")"
                         : "");
    }
    ink.draw(list, ImVec2(corner.x, corner.y + size.y - text_height), hovered ? colours.text : colours.dim_text, sentence, size.x);
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

// The picture's rows, top to bottom (y in screen pixels). Rows that did not fit have no height; the
// tiles, the output and the sentences always show.
struct TileRows {
    float tiles_top = 0, tiles_bottom = 0, walk_bottom = 0;
    float legend_top = 0, legend_bottom = 0;
    float bins_top = 0, bins_bottom = 0;
    float output_top = 0, output_bottom = 0;
    float zoom_top = 0, zoom_bottom = 0, addresses_bottom = 0;
    float rows_bottom = 0;  // below the last row: the sum may rise to here when it needs more lines
    float sum_top = 0, note_top = 0;
    bool legend = false, bins = false, zoom = false, addresses = false;
};

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
    rows.addresses = rows.zoom && take(addresses);
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

void OnesweepView::draw_tiles(const SortSession& session, const Fonts& fonts, const Palette& colours, HoverLink& hover,
                              const ImVec2& corner, const ImVec2& size) {
    ImDrawList* list = ImGui::GetWindowDrawList();
    const Ink ink{fonts.small, fonts.small->FontSize};
    const OnesweepFocus focus = *m_focus;
    const bool lookback = focus.lookback;
    const algo::PassAccount& account = m_account;
    const auto tiles = static_cast<uint32_t>(account.tiles.size());
    constexpr uint32_t kBins = algo::kOnesweepBins;

    // The sentences: the note on where the offsets come from, and the chosen tile's sum, whose height is
    // measured for the clicked (or default) choice and the longest walk, so rows do not jump under the
    // mouse.
    const std::string note =
        lookback ? "The order in which the GPU ran the tiles cannot be observed: this replays a model schedule (waves of " +
                       std::to_string(account.wave) + " tiles). The counts and offsets are exact."
                 : "Portable path: the offsets come from the scanned count table (no look-back), so no tile waits for another.";
    const float note_height = ink.measure(note, size.x).y;
    const uint32_t picked_tile = m_picked_tile.value_or(default_tile(account));
    const uint32_t picked_bin = m_picked_bin.value_or(default_bin(account, picked_tile));
    // The longest walk (the last tile of the second wave reads four words) gives the height to keep.
    const uint32_t longest = lookback ? std::min(tiles - 1, 2 * account.wave - 1) : tiles - 1;
    const float sum_height = std::max({ink.size * 2.0f, ink.measure(sum_text(focus, account, picked_tile, picked_bin), size.x).y,
                                       ink.measure(sum_text(focus, account, longest, default_bin(account, longest)), size.x).y});
    // Columns: a label, then the rows' width.
    const float label_width = ink.measure("bin 255 ").x;
    const float left = std::floor(corner.x + label_width);
    const float width = std::floor(corner.x + size.x) - left;
    const float tile_width = width / as_float(tiles);
    // A tile shows its index and its word (a status, or the table's entry) on two lines where the word
    // can fit; the indices read "t7" where every one fits so, else "7".
    const bool two_line_tiles = lookback || ink.measure(std::to_string(m_n)).x + 6.0f <= tile_width;
    const bool t_indices = ink.measure("t" + std::to_string(tiles - 1)).x + 6.0f <= tile_width;
    const TileRows rows = arrange_rows(corner.y, size.y, ink.size, lookback, two_line_tiles, sum_height, note_height);
    auto output_x = [&](uint32_t position) { return left + width * as_float(position) / as_float(std::max(1u, m_n)); };

    // The tile and bin explained: under the mouse, else the key hovered in the bars, else the one clicked,
    // else tile 2 and its largest bin.
    const ImVec2 mouse = ImGui::GetMousePos();
    const bool mouse_in_view = ImGui::IsWindowHovered();
    std::optional<uint32_t> mouse_tile;
    std::optional<uint32_t> mouse_bin;
    bool mouse_on_output = false;
    if (mouse_in_view && inside(mouse, left, rows.tiles_top, left + width, rows.walk_bottom)) {
        mouse_tile = std::min(tiles - 1, static_cast<uint32_t>((mouse.x - left) / tile_width));
    } else if (mouse_in_view && rows.bins && inside(mouse, left, rows.bins_top, left + width, rows.bins_bottom)) {
        mouse_bin = std::min(kBins - 1, static_cast<uint32_t>((mouse.x - left) / width * as_float(kBins)));
    } else if (mouse_in_view && inside(mouse, left, rows.output_top, left + width, rows.output_bottom)) {
        const auto position = static_cast<uint32_t>((mouse.x - left) / width * as_float(m_n));
        if (const auto found = tile_bin_of_output(account, std::min(position, m_n - 1))) mouse_bin = found->bin;
        mouse_on_output = true;
    }
    std::optional<TileBin> from_bars;
    if (!mouse_in_view && hover.now.position && *hover.now.position < m_n) {
        const uint32_t position = *hover.now.position;
        if (focus.part == OnesweepPart::Pass) {
            from_bars = tile_bin_of_output(account, position);
        } else if (position < session.keys().size() && account.tile > 0) {
            from_bars = TileBin{position / account.tile, algo::onesweep_digit(session.plan().options, session.keys()[position], account.shift)};
        }
    }
    uint32_t tile = mouse_tile ? *mouse_tile : from_bars ? from_bars->tile : picked_tile;
    const uint32_t bin = mouse_bin ? *mouse_bin : from_bars ? from_bars->bin : m_picked_bin.value_or(default_bin(account, tile));
    const uint32_t bin_size = m_bin_keys[bin];
    // A slice of the magnified bin is a tile too.
    if (rows.zoom && bin_size > 0 && mouse_in_view && inside(mouse, left, rows.zoom_top, left + width, rows.zoom_bottom)) {
        const auto key = static_cast<uint32_t>((mouse.x - left) / width * as_float(bin_size));
        if (const auto found = tile_bin_of_output(account, account.starts[bin] + std::min(key, bin_size - 1))) mouse_tile = tile = found->tile;
    }
    if (mouse_in_view && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        if (mouse_tile) m_picked_tile = *mouse_tile;
        if (mouse_bin) m_picked_bin = *mouse_bin;
    }
    const algo::TileAccount& chosen = account.tiles[tile];

    // What the bars light: where the tile's keys of the bin went, or the whole bin's (a pass); the tile's
    // keys (before its pass the bars still hold its input).
    if (mouse_tile || mouse_bin) {
        if (focus.part == OnesweepPart::Pass) {
            hover.next.range = mouse_on_output ? PositionRange{account.starts[bin], account.starts[bin] + bin_size}
                                               : PositionRange{chosen.offset[bin], chosen.offset[bin] + chosen.counts[bin]};
        } else if (mouse_tile) {
            hover.next.range = PositionRange{tile * account.tile, std::min(m_n, (tile + 1) * account.tile)};
        }
    }

    auto row_label = [&](float top, float bottom, ImU32 colour, const std::string& text) {
        ink.draw(list, ImVec2(corner.x, std::floor((top + bottom - ink.size) * 0.5f)), colour, text);
    };
    row_label(rows.tiles_top, rows.tiles_bottom, colours.dim_text, "tiles");
    if (rows.bins) {
        // The strip is the chosen tile's keys per bin: "t2 bins" where the label column has room.
        const std::string own = "t" + std::to_string(tile) + " bins";
        row_label(rows.bins_top, rows.bins_bottom, colours.dim_text, ink.measure(own).x + ink.size * 0.3f <= label_width ? own : "bins");
    }
    row_label(rows.output_top, rows.output_bottom, colours.dim_text, "output");
    if (rows.zoom) row_label(rows.zoom_top, rows.zoom_bottom, colours.accent, "bin " + std::to_string(bin));

    // The tiles: index, and on the look-back path the status word each holds for the bin as the chosen
    // tile looks back; on the portable path the count table's entry (the count, or after the scan the offset).
    const float tile_gap = tile_width >= 8.0f ? 2.0f : 0.0f;
    auto tile_x0 = [&](uint32_t t) { return std::floor(left + as_float(t) * tile_width); };
    auto tile_x1 = [&](uint32_t t) { return std::floor(left + as_float(t + 1) * tile_width) - tile_gap; };
    for (uint32_t t = 0; t < tiles; ++t) {
        const float x0 = tile_x0(t), x1 = tile_x1(t);
        ImU32 fill = kPortableFill;
        std::string word;
        if (lookback) {
            const StatusWord status = modelled_status(account, tile, t, bin);
            fill = status.status == algo::kStatusPrefix ? kPrefixFill : status.status == algo::kStatusAggregate ? kAggregateFill : kNotReadyFill;
            const std::string letter = status.status == algo::kStatusPrefix ? "P" : status.status == algo::kStatusAggregate ? "A" : "\u2013";
            word = status.status == algo::kStatusNotReady ? letter : letter + " " + std::to_string(status.count);
            if (ink.measure(word).x + 4.0f > x1 - x0) word = letter;
        } else {
            word = std::to_string(focus.part == OnesweepPart::Count ? account.tiles[t].counts[bin] : account.tiles[t].offset[bin]);
        }
        // Tiles too narrow for a gap between them alternate in shade instead.
        if (tile_gap == 0.0f && t % 2 == 1) fill = darker(fill);
        list->AddRectFilled(ImVec2(x0, rows.tiles_top), ImVec2(std::max(x1, x0 + 1.0f), rows.tiles_bottom), fill,
                            tile_width >= 10.0f ? 3.0f : 0.0f);
        const ImU32 text = fill == kNotReadyFill ? colours.text : kInk;
        const float index_y = two_line_tiles ? rows.tiles_top + 1.0f : std::floor((rows.tiles_top + rows.tiles_bottom - ink.size) * 0.5f);
        ink.centred(list, x0, x1, index_y, text, (t_indices ? "t" : "") + std::to_string(t));
        if (two_line_tiles) ink.centred(list, x0, x1, rows.tiles_top + 2.0f + ink.size, text, word);
        if (lookback && t > 0 && t % account.wave == 0) {
            // A wave boundary: the model runs the tiles in waves.
            const float x = x0 - tile_gap * 0.5f - 0.5f;
            list->AddLine(ImVec2(x, rows.tiles_top - 3.0f), ImVec2(x, rows.tiles_bottom + 3.0f), colours.text, 2.0f);
        }
    }
    list->AddRect(ImVec2(tile_x0(tile) - 2.0f, rows.tiles_top - 2.0f), ImVec2(tile_x1(tile) + 2.0f, rows.tiles_bottom + 2.0f),
                  colours.accent, 3.0f, 0, 3.0f);

    // The walk back: from the chosen tile to each status word it read, ending at an inclusive prefix.
    if (lookback) {
        uint32_t from = tile;
        for (const algo::LookbackRead& read : account.lookback(tile, bin)) {
            const ImVec2 a((tile_x0(from) + tile_x1(from)) * 0.5f - 3.0f, rows.tiles_bottom + 3.0f);
            const ImVec2 b((tile_x0(read.tile) + tile_x1(read.tile)) * 0.5f + 3.0f, rows.tiles_bottom + 3.0f);
            const ImVec2 control((a.x + b.x) * 0.5f, rows.walk_bottom + ink.size * 0.3f);
            list->AddBezierQuadratic(a, control, b, colours.accent, 2.5f);
            arrow_head(list, b, b.x - control.x, b.y - control.y, ink.size * 0.5f, colours.accent);
            from = read.tile;
        }
    }
    if (rows.legend) {
        // One swatch per status, all three or none: "P prefix" where "P inclusive prefix" does not fit.
        const float swatch = ink.size * 0.8f;
        const float y = std::floor((rows.legend_top + rows.legend_bottom - ink.size) * 0.5f);
        for (const char* prefix_words : {"P inclusive prefix", "P prefix"}) {
            const std::pair<ImU32, std::string> items[] = {
                {kNotReadyFill, "\u2013 not ready"}, {kAggregateFill, "A aggregate"}, {kPrefixFill, prefix_words}};
            float needed = 0.0f;
            for (const auto& item : items) needed += swatch + 4.0f + ink.measure(item.second).x + ink.size;
            if (needed - ink.size > width) continue;
            float x = left;
            for (const auto& [fill, words] : items) {
                list->AddRectFilled(ImVec2(x, y + (ink.size - swatch) * 0.5f), ImVec2(x + swatch, y + (ink.size + swatch) * 0.5f), fill, 2.0f);
                ink.draw(list, ImVec2(x + swatch + 4.0f, y), colours.dim_text, words);
                x += swatch + 4.0f + ink.measure(words).x + ink.size;
            }
            break;
        }
    }

    // The chosen tile's keys per bin, a small histogram in the bins' colours.
    if (rows.bins) {
        list->AddRectFilled(ImVec2(left, rows.bins_top), ImVec2(left + width, rows.bins_bottom), colours.plate);
        const uint32_t most = std::max(1u, *std::max_element(chosen.counts.begin(), chosen.counts.end()));
        const float bin_width = width / as_float(kBins);
        for (uint32_t b = 0; b < kBins; ++b) {
            if (chosen.counts[b] == 0) continue;
            const float x0 = left + std::floor(as_float(b) * bin_width);
            const float x1 = std::max(x0 + 1.0f, left + std::floor(as_float(b + 1) * bin_width));
            const float height = std::max(2.0f, (rows.bins_bottom - rows.bins_top - 2.0f) * as_float(chosen.counts[b]) / as_float(most));
            list->AddRectFilled(ImVec2(x0, rows.bins_bottom - height), ImVec2(x1, rows.bins_bottom), bin_colour(b));
        }
        const float x = left + (as_float(bin) + 0.5f) * bin_width;
        list->AddLine(ImVec2(x, rows.bins_top - 2.0f), ImVec2(x, rows.bins_bottom + 2.0f), colours.accent, 2.0f);
    }

    // The output: every bin's range [start, start + keys), the chosen one bright and outlined. Before the
    // pass it is where the keys will go.
    const bool moved = focus.part == OnesweepPart::Pass;
    for (uint32_t b = 0; b < kBins; ++b) {
        if (m_bin_keys[b] == 0) continue;
        list->AddRectFilled(ImVec2(output_x(account.starts[b]), rows.output_top),
                            ImVec2(output_x(account.starts[b] + m_bin_keys[b]), rows.output_bottom), bin_colour(b, b == bin ? 255 : (moved ? 150 : 70)));
    }
    const float bin_x0 = std::floor(output_x(account.starts[bin]));
    const float bin_x1 = std::max(bin_x0 + 2.0f, std::floor(output_x(account.starts[bin] + bin_size)));
    list->AddRect(ImVec2(bin_x0 - 2.0f, rows.output_top - 2.0f), ImVec2(bin_x1 + 2.0f, rows.output_bottom + 2.0f), colours.accent, 0.0f, 0, 2.0f);

    // The chosen bin magnified: each tile's keys of it, in tile order, on consecutive addresses.
    if (rows.zoom && bin_size > 0) {
        const ImVec2 quad[4] = {ImVec2(bin_x0 - 2.0f, rows.output_bottom + 2.0f), ImVec2(bin_x1 + 2.0f, rows.output_bottom + 2.0f),
                                ImVec2(left + width, rows.zoom_top - 1.0f), ImVec2(left, rows.zoom_top - 1.0f)};
        list->AddQuadFilled(quad[0], quad[1], quad[2], quad[3], with_alpha(colours.accent, 40));
        list->AddLine(quad[0], quad[3], with_alpha(colours.accent, 160), 1.0f);
        list->AddLine(quad[1], quad[2], with_alpha(colours.accent, 160), 1.0f);
        auto slot_x = [&](uint32_t position) { return left + width * as_float(position - account.starts[bin]) / as_float(bin_size); };
        const float label_y = std::floor((rows.zoom_top + rows.zoom_bottom - ink.size) * 0.5f);
        for (uint32_t t = 0; t < tiles; ++t) {
            const algo::TileAccount& slice = account.tiles[t];
            if (slice.counts[bin] == 0) continue;
            const float x0 = std::floor(slot_x(slice.offset[bin]));
            const float x1 = std::max(x0 + 1.0f, std::floor(slot_x(slice.offset[bin] + slice.counts[bin])) - 1.0f);
            list->AddRectFilled(ImVec2(x0, rows.zoom_top), ImVec2(x1, rows.zoom_bottom),
                                t == tile ? colours.accent : bin_colour(bin, t % 2 == 0 ? 210 : 150), 2.0f);
            if (!ink.centred(list, x0, x1, label_y, kInk, "t" + std::to_string(t))) ink.centred(list, x0, x1, label_y, kInk, std::to_string(t));
        }
        if (rows.addresses) {
            // The bin's first and last address, and the chosen tile's first where it does not collide.
            const std::string first = std::to_string(account.starts[bin]);
            const std::string last = std::to_string(account.starts[bin] + bin_size - 1);
            const float first_end = left + ink.measure(first).x;
            const float last_start = left + width - ink.measure(last).x;
            ink.draw(list, ImVec2(left, rows.zoom_bottom + 1.0f), colours.dim_text, first);
            if (last_start > first_end + ink.size) ink.draw(list, ImVec2(last_start, rows.zoom_bottom + 1.0f), colours.dim_text, last);
            const std::string at = std::to_string(chosen.offset[bin]);
            const float x = std::floor(slot_x(chosen.offset[bin]));
            if (chosen.counts[bin] > 0 && x >= first_end + ink.size * 0.5f && x + ink.measure(at).x + ink.size * 0.5f <= last_start) {
                ink.draw(list, ImVec2(x, rows.zoom_bottom + 1.0f), colours.accent, at);
            }
        }
    }

    // The sum in words at its place, rising into free space when a hovered choice needs more lines
    // (clipped where there is none), and the note.
    const float sum_bottom = rows.note_top - ink.size * 0.15f;
    std::string sum = sum_text(focus, account, tile, bin);
    if (lookback && !rows.legend) {
        const std::string spelled = sum_text(focus, account, tile, bin, true);
        if (ink.measure(spelled, size.x).y <= sum_bottom - rows.rows_bottom + 1.0f) sum = spelled;
    }
    const float sum_top = std::max(rows.rows_bottom, std::min(rows.sum_top, sum_bottom - ink.measure(sum, size.x).y));
    list->PushClipRect(ImVec2(corner.x, sum_top), ImVec2(corner.x + size.x, sum_bottom), true);
    ink.draw(list, ImVec2(corner.x, sum_top), colours.text, sum, size.x);
    list->PopClipRect();
    ink.draw(list, ImVec2(corner.x, rows.note_top), colours.dim_text, note, size.x);
}

}  // namespace sortscope::ui
