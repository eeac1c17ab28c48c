// What the radix picture draws of one digit, per key, made once per step: each input key's bin and where
// the stable scatter puts it, the bins' counts and starts (the prefix sum), and each output key's bin. At
// n = 2^20 these are the picture's only passes over the keys; they run split across the CPU's threads (algo::parallel_for): the scatter's running counters become per-chunk counts and a
// prefix over the chunks, so the destinations are the ones a single pass in input order gives. The
// vectors are kept from step to step (refilled, not reallocated).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "sortscope/diagram/radix_focus.hpp"

namespace sortscope::diagram {

struct RadixFlow {
    uint32_t bins = 0;                     // 2^bits
    std::vector<uint32_t> bin;             // of each input key
    std::vector<uint32_t> destination;     // where the stable scatter puts each input key
    std::vector<uint32_t> counts;          // per bin
    std::vector<uint32_t> starts;          // per bin: the prefix sum of the counts
    std::vector<uint32_t> output_bin;      // of each key in the output row
    std::vector<uint32_t> chunk_counts;    // scratch: per chunk and bin
};

// Fills `flow` for the digit `focus` of `input` (the keys before the digit's step) and `output` (the keys
// now in the output row), keyed as `options` sorts them.
void refresh_radix_flow(RadixFlow& flow, const algo::Options& options, const RadixFocus& focus, std::span<const uint32_t> input,
                        std::span<const uint32_t> output);

}  // namespace sortscope::diagram
