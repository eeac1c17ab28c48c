// The radix picture (seed 004) as a drawing: for the current digit, the input row of keys in their work
// groups' tiles, coloured by bin; the bins laid along the output, each with its count (and after the
// prefix sum its start); the output row; and a curve from every key (every k-th past 256 keys) through
// its bin to where the stable scatter puts it, faint until the scatter runs. The key under the mouse, or
// the one hovered in another view, is traced in the hover colour. Row labels in the body font, the
// groups' and bins' in the small one. The screen draws it in a view (screen/pictures/radix_view.cpp),
// the exports in files (step_picture.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "sortscope/diagram/drawing.hpp"
#include "sortscope/diagram/key_rows.hpp"
#include "sortscope/diagram/picture_style.hpp"
#include "sortscope/diagram/radix_focus.hpp"

namespace sortscope::diagram {

// What the picture shows of one digit's step, per key of the input (and of the output row).
struct RadixDigit {
    RadixPhase phase = RadixPhase::Count;
    bool scattered = false;                 // the scatter has run: the output row holds its keys
    uint32_t bins = 0;                      // 2^bits
    uint32_t tile = 0;                      // keys per work group
    std::span<const uint32_t> bin;          // of each input key
    std::span<const uint32_t> destination;  // where the stable scatter puts each input key
    std::span<const uint32_t> counts;       // per bin
    std::span<const uint32_t> starts;       // per bin: the prefix sum of the counts
    std::span<const uint32_t> output_bin;   // of each key in the output row
};

struct RadixLayout {
    Drawing drawing;
    KeyRow input, output;
    float band_top = 0, band_height = 0;  // the bins, between the rows
    std::optional<uint32_t> hovered;      // the input key under the mouse (in either row)
    float text_top = 0;                   // where the sentence under the picture goes
};

// Bin `bin` of `bins` on the style's ramp.
Ink bin_ink(const PictureStyle& style, uint32_t bin, uint32_t bins, uint8_t alpha = 255);

// `lit_elsewhere`: the key position hovered in another view, traced when the mouse is not on a key here.
RadixLayout layout_radix(const RadixDigit& digit, const PictureRect& rect, const PictureStyle& style, std::optional<PicturePoint> mouse,
                         std::optional<uint32_t> lit_elsewhere);

}  // namespace sortscope::diagram
