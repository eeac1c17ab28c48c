// The rank picture as a drawing: the input keys on top, the output positions below, and an arrow from
// each key to its rank, the number of keys that come before it (every k-th past 256 keys, and the traced
// key's always). Before the step the arrows say where the keys will go and the lower row is blank; after
// it the lower row holds what the GPU wrote. Keys are labelled in the mono font where they fit; the rows'
// names in the body font. Drawn in a view (screen/pictures/rank_view.cpp) and in files (step_picture.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "sortscope/diagram/drawing.hpp"
#include "sortscope/diagram/key_rows.hpp"
#include "sortscope/diagram/picture_style.hpp"

namespace sortscope::diagram {

struct RankKeys {
    std::span<const uint32_t> ranks;            // of each input key: where it goes
    bool done = false;                          // the step has run: the lower row holds the output
    std::span<const Ink> upper_fills;           // by value
    std::span<const Ink> lower_fills;
    std::span<const std::string> upper_labels;  // the keys written out (none past a hundred or so)
    std::span<const std::string> lower_labels;
};

struct RankLayout {
    Drawing drawing;
    KeyRow upper, lower;
    std::optional<uint32_t> hovered;  // the input key under the mouse (in either row)
    float text_top = 0;               // where the sentence under the picture goes
};

// `lit_elsewhere`: the key position hovered in another view, traced when the mouse is not on a key here.
RankLayout layout_rank(const RankKeys& keys, const PictureRect& rect, const PictureStyle& style, std::optional<PicturePoint> mouse,
                       std::optional<uint32_t> lit_elsewhere);

}  // namespace sortscope::diagram
