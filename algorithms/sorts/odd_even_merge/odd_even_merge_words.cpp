// Batcher's odd-even merge sort: what each of its dispatches does, in one line for the plan (describe)
// and in seed 001's words for a classroom (narration).
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"

#include <sstream>

#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

namespace {

// "i <-> i+2 where i_loc = i>>1 is odd and not last in its group of 4; 2 comparators per group of 8"
std::string layer_text(const OddEvenMergeLayer& layer) {
    std::ostringstream out;
    const uint32_t tz = layer.stride_trailing_zeros;
    const std::string i_loc = tz == 0 ? std::string("i") : "i_loc = i>>" + std::to_string(tz);
    out << "i <-> i+" << layer.stride << " where " << i_loc;
    if (layer.inner_remainder == 0) {
        out << " is even";
    } else {
        out << " is odd and not last in its group of " << layer.inner_size();
    }
    // First layer: every even i_loc pairs with the next, size/2 comparators. Others: the odd i_loc below
    // inner_last, inner_size/2 - 1 of them, each standing for `stride` indices.
    const uint32_t per_group =
        layer.inner_remainder == 0 ? layer.size() / 2 : (layer.inner_size() / 2 - 1) * layer.stride;
    out << "; " << count_of(per_group, "comparator", "comparators") << " per group of " << layer.size();
    return out.str();
}

}  // namespace

std::string describe_odd_even_merge_step(const Step& step) {
    const OddEvenMergeLayer layer = odd_even_merge_layer_args(step);
    std::ostringstream out;
    out << "odd-even merge, groups of " << layer.size() << ", stride " << layer.stride << ": " << layer_text(layer)
        << "; " << step.params.work_items << " indices tested, " << step.items << " per invocation, "
        << groups_text(step.groups, step.local_size);
    return out.str();
}

std::string describe_odd_even_merge_shared(const Step& step) {
    const uint32_t padded = 1u << odd_even_merge_shared_args(step).padded_bit;
    std::ostringstream out;
    out << "odd-even merge in shared memory: all " << step.stage_count << " layers (groups of 2 to " << padded
        << ") in one dispatch, barrier() between layers; one work group of " << step.local_size
        << " per array, " << step.items << (step.items == 1 ? " index" : " indices") << " per invocation";
    return out.str();
}

std::string describe_odd_even_merge_window(const Step& step) {
    const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
    const OddEvenMergeLayer first = odd_even_merge_layer(args.first_layer);
    const OddEvenMergeLayer last = odd_even_merge_layer(args.first_layer + args.layer_count - 1);
    const uint32_t lanes = 1u << args.lane_bits;
    const uint32_t tile = step.local_size * step.items;
    std::ostringstream out;
    if (args.first_layer == 0) {
        out << "odd-even merge tiles in shared memory: layers 0.." << args.layer_count - 1 << " (groups of 2 to "
            << last.size() << ") fused, one tile of " << tile << " keys per work group";
        if (const uint32_t in_registers = odd_even_merge_register_layers(step); in_registers != 0) {
            out << "; layers 0.." << in_registers - 1 << " (groups of 2 to " << step.items << ") in each invocation's "
                << step.items << " consecutive keys in registers";
        }
    } else {
        out << "odd-even merge, groups of " << last.size() << ", strides " << first.stride << ".." << last.stride
            << ": " << args.layer_count << (args.layer_count == 1 ? " layer" : " layers") << " fused in shared memory";
        const char* unit = " keys";
        if (args.low_bit != 0) {
            out << " on rows " << (1u << args.low_bit) << " keys apart, " << lanes << " consecutive keys per row";
            unit = " rows";
        }
        if (args.halo_rows == 0) {
            out << "; " << args.segment_rows << unit << " per work group (whole groups)";
            if (const uint32_t in_registers = odd_even_merge_register_layers(step); in_registers != 0) {
                out << (in_registers == args.layer_count ? "; all of them" : "; the first " + std::to_string(in_registers))
                    << " in registers (" << step.items << " rows " << (args.segment_rows / step.items)
                    << " apart per invocation)";
            }
        } else {
            out << "; writes " << args.segment_rows << unit << " per work group, loads a halo of " << args.halo_rows
                << unit << " on each side";
        }
    }
    out << "; " << groups_text(step.groups, step.local_size) << ", " << step.items << " keys per invocation";
    return out.str();
}

// Seed 001's terms: the merge group size, the stride, the normalised index i_loc.
std::string narrate_odd_even_merge_step(const Plan&, const Step& step, const StepEffect& effect) {
    const OddEvenMergeLayer layer = odd_even_merge_layer_args(step);
    const uint32_t size = layer.size();
    std::string text = "Merging groups of " + std::to_string(size) + ", stride " + std::to_string(layer.stride) + ": ";
    if (layer.inner_remainder == 0) {
        text += "each key i in the first half of its group meets i + " + std::to_string(layer.stride) +
                " in the second half (the two sorted halves are compared position by position). ";
    } else {
        text += "the normalised index i_loc = i / " + std::to_string(layer.stride) +
                " picks the left keys: odd i_loc that is not the last in its group of " + std::to_string(layer.inner_size()) +
                "; each meets i + " + std::to_string(layer.stride) + ". ";
    }
    return text + swaps_sentence(effect.comparisons, effect.swaps);
}

std::string narrate_odd_even_merge_shared(const Plan&, const Step& step, const StepEffect& effect) {
    return "Each work group loads one whole array into shared memory and runs all " + count_of(step.stage_count, "layer", "layers") +
           " of the odd-even merge network there, with a barrier between layers: one dispatch for the whole batch. " +
           swaps_sentence(effect.comparisons, effect.swaps);
}

std::string narrate_odd_even_merge_window(const Plan&, const Step& step, const StepEffect& effect) {
    const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
    const OddEvenMergeLayer first = odd_even_merge_layer(args.first_layer);
    const OddEvenMergeLayer last = odd_even_merge_layer(args.first_layer + args.layer_count - 1);
    const uint32_t tile = step.local_size * step.items;
    const std::string trips = "one trip through global memory instead of " + std::to_string(args.layer_count) + ". ";
    std::string text;
    if (args.first_layer == 0) {
        text = "Each work group copies a tile of " + std::to_string(tile) + " keys into shared memory and runs all " +
               count_of(args.layer_count, "layer", "layers") + " of the merges of groups of 2 to " +
               std::to_string(last.size()) + " there: those pairs never leave a tile, so this is " + trips;
    } else if (args.halo_rows == 0) {
        text = "Merging groups of " + std::to_string(last.size()) + ", strides " + std::to_string(first.stride) + " to " +
               std::to_string(last.stride) + ": these layers pair only keys whose positions agree below bit " +
               std::to_string(args.low_bit) + ", so the " + std::to_string(args.segment_rows) + " keys of one such "
               "family in one group (rows " + std::to_string(1u << args.low_bit) + " apart) never meet any other. A work "
               "group loads whole families, " + std::to_string(1u << args.lane_bits) + " side by side, and runs the " +
               count_of(args.layer_count, "layer", "layers") + " in shared memory: " + trips;
    } else {
        text = "Merging groups of " + std::to_string(last.size()) + ", strides " + std::to_string(first.stride) + " to " +
               std::to_string(last.stride) + ": these layers cross every tile boundary, but together they move a key "
               "fewer than " + std::to_string(args.halo_rows) + " rows. So each work group also loads " +
               std::to_string(args.halo_rows) + " rows on each side of its " + std::to_string(args.segment_rows) +
               ", runs the " + count_of(args.layer_count, "layer", "layers") + " in shared memory, and writes back only its "
               "own rows, which come out exactly as the network leaves them: " + trips;
    }
    return text + swaps_sentence(effect.comparisons, effect.swaps);
}

}  // namespace sortscope::algo
