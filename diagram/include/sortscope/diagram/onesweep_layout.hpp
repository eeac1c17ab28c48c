// The onesweep picture as a drawing (drawn by screen/pictures/onesweep_view.cpp and in files by
// step_picture.hpp): from a onesweep step's account, the picture's rectangle, its style (the small font
// writes it) and where the mouse is, the boxes, labels, lines and arrows of the picture, and what the
// mouse picked. Layout in font units, so the
// picture keeps its shape from a laptop to a projector.
//   The histogram and scan steps (look-back path): the four digits' 256-bin histograms side by side (or
// two rows of two in a narrow view) from one read of the keys, on the scan each histogram's running sum;
// the bin under the mouse named in the sentence under them.
//   A digit's steps (a pass; the portable path's count and prefix sum): rows from the top (the tiles,
// each with the status word it holds for the chosen bin when the chosen tile looks back, and that tile's
// walk back as arrows; the legend of the statuses; the chosen tile's keys per bin; the output with every
// bin's range; the chosen bin magnified, tile by tile, with its addresses), the sentences from the
// bottom (the sum that gives the tile's offset, and a note). Rows that do not fit are left out, the least
// needed first. The tile and bin explained are the ones under the mouse, else the key hovered in the bars,
// else the ones clicked, else tile 2 and its largest bin.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "sortscope/diagram/drawing.hpp"
#include "sortscope/diagram/key_rows.hpp"
#include "sortscope/diagram/onesweep_focus.hpp"
#include "sortscope/diagram/picture_style.hpp"

namespace sortscope::diagram {

// [SECTION] The histogram and scan steps

struct HistogramChart {
    uint32_t digit = 0;
    float x0 = 0, x1 = 0;           // the chart's width
    float label_top = 0;            // its label, then its plate
    float plate_top = 0, plate_bottom = 0;
};

struct DigitBin {
    uint32_t digit = 0;
    uint32_t bin = 0;
    bool operator==(const DigitBin&) const = default;
};

struct OnesweepHistograms {
    Drawing drawing;
    std::vector<HistogramChart> charts;  // empty when the rectangle is too small for them
    std::optional<DigitBin> hovered;     // the bin under the mouse
};

// `histograms`: [digit][bin] (algo::onesweep_histograms); `scan`: the scan step (the running sums drawn);
// `n`: the keys. `mouse`: the mouse where it is over the picture.
OnesweepHistograms layout_onesweep_histograms(const std::vector<std::vector<uint32_t>>& histograms, bool scan, uint32_t n,
                                              const PictureRect& rect, const PictureStyle& style, std::optional<PicturePoint> mouse);

// [SECTION] A digit's steps: tiles, the walk back, bins and the output

// The rows of the digit picture, top to bottom. Rows that did not fit have no height; the tiles, the
// output and the sentences always show.
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

// What the tiles picture shows and what the mouse is over.
struct OnesweepPass {
    const algo::PassAccount* account = nullptr;
    OnesweepFocus focus{};
    uint32_t n = 0;                       // keys per array
    std::span<const uint32_t> bin_keys;   // [bin]: the bin's keys in all tiles (bin_keys())
    std::span<const uint32_t> keys;       // the keys in the bars (a count or prefix sum step: the pass's input)
    const algo::Options* options = nullptr;
    std::optional<uint32_t> picked_tile;  // clicked, kept from step to step
    std::optional<uint32_t> picked_bin;
};

// Key positions first .. end - 1.
struct KeyRange {
    uint32_t first = 0;
    uint32_t end = 0;
    bool operator==(const KeyRange&) const = default;
};

struct OnesweepTiles {
    Drawing drawing;
    TileRows rows;
    float left = 0, width = 0;            // the rows' extent, right of their labels
    float tile_width = 0;
    uint32_t tile = 0, bin = 0;           // the tile and bin explained
    std::optional<uint32_t> mouse_tile;   // what a click picks
    std::optional<uint32_t> mouse_bin;
    std::optional<KeyRange> light;        // the keys the bars light: the tile's, or where they went
};

// `mouse`: where it is, when over the picture; `bars_position`: the key position hovered in the bars
// (read only when the mouse is elsewhere).
OnesweepTiles layout_onesweep_tiles(const OnesweepPass& pass, const PictureRect& rect, const PictureStyle& style,
                                    std::optional<PicturePoint> mouse, std::optional<uint32_t> bars_position);

}  // namespace sortscope::diagram
