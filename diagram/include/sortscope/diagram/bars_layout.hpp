// The bars view as a drawing, for animation frames in slides: the app's bars (bars_plot.hpp, the one
// layout both draw) of the first array, one bar per key, its height and colour by value, its key's number
// under it where the numbers fit; under the bars a strip marks the positions the step compared (light) and the positions whose key it changed (dark);
// the positions >= n of a network that runs on the next power of two (bitonic, odd-even merge) are drawn
// as grey "+inf" bars, because the network behaves as if they held +infinity (seed 001) although no
// memory holds them. A title names the algorithm and the input; a caption names the step and what it did
// (describe() and the reference's counts); position numbers under the bars and a legend, its entries
// flowing onto more rows where one row is too narrow for them (a phone's copy of the picture).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "sortscope/diagram/drawing.hpp"

namespace sortscope::diagram {

// The strongest mark of a position; its value is its bit in bars_plot.hpp's kMark*.
enum class BarMark : uint8_t { None = 0, Compared = 1, Moved = 2 };

// What one frame shows. `keys` are raw bits of `key_type`; `marks` is empty or one per key.
struct BarsFrame {
    std::vector<uint32_t> keys;
    algo::KeyType key_type = algo::KeyType::U32;
    uint32_t virtual_positions = 0;  // grey +inf bars after the keys
    std::vector<BarMark> marks;
    bool compares = true;  // a network's frame: its legend explains "compared" (radix sorts compare nothing)
    std::string title;    // "bitonic, n = 16 — random, random seed 1"
    std::string caption;  // "after step 3 of 10: bitonic pass 2, distance 2; ... — 5 of 8 comparators swapped"
};

struct BarsLayoutOptions {
    float width = 800.0f;   // points; 16:9 by default, for slides
    float height = 450.0f;
    float margin = 20.0f;
    float title_size = 16.0f;
    float caption_size = 13.0f;
    float index_size = 10.0f;  // position numbers under the bars, where they fit
    float key_size = 13.0f;    // the keys' numbers under their bars: at most this size,
    float key_size_min = 7.0f; // and none where they would have to be smaller
    float mark_height = 6.0f;
    std::function<Rgba(float)> ramp = value_colour;  // the keys' colours (the web page's colour-blind copy)
    // The title and the caption above the bars; a page whose own heading says both (the web page's copy
    // for a phone) leaves them out and gives their room to the bars.
    bool heading = true;
    // Where the keys' numbers do not fit under their bars (too many keys for the width), a last legend
    // entry saying where else to read them ("the keys' numbers: in the list above"); empty: none.
    std::string unlabelled_keys_note;
};

// The +infinity positions the plan's network acts on past n: next_power_of_two(n) - n for the bitonic and
// odd-even merge kernels, which are networks on 2^ceil(log2 n) wires; 0 for every other plan (odd-even
// transposition is a network on exactly n wires; rank and radix move only real keys).
uint32_t virtual_positions(const algo::Plan& plan);

// Frame 0: the input of the first array, before any step. `input_label` names it ("random, seed 1").
BarsFrame input_frame(const algo::Plan& plan, std::span<const uint32_t> keys, const std::string& input_label);

// The frame after step `index`: `before` and `after` are the first array's keys around the step (read
// from the pair it reads and the pair it leaves them in). The caption's counts are this array's: the
// swaps of a network step (its comparators replayed on `before`), or the keys that changed position.
BarsFrame step_frame(const algo::Plan& plan, size_t index, std::span<const uint32_t> before,
                     std::span<const uint32_t> after, const std::string& input_label);

Drawing layout_bars(const BarsFrame& frame, const BarsLayoutOptions& options);

}  // namespace sortscope::diagram
