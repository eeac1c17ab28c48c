// Batcher's odd-even merge sort: the global-memory bytes each of its dispatches moves (the model of
// costs/traffic.hpp), and the closed form of a layer's comparators that every kernel's count sums.
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"

namespace sortscope::algo {

namespace {

constexpr uint32_t kSectorKeys = 8;  // 32-byte DRAM sectors of 4-byte keys

// Normalised indices q in [0, count) that pass the odd-even merge predicate
// (q & 1) == remainder && (q & last) < last, with last + 1 = P a power of two >= 2. In each period of
// P, q = P - 1 is odd and fails the second test: P/2 pass for remainder 0 and P/2 - 1 for remainder 1.
// A partial period of R < P holds (R + 1) / 2 even and R / 2 odd q, none of them P - 1.
uint64_t passing(uint64_t count, uint32_t remainder, uint32_t last) {
    const uint64_t period = uint64_t{last} + 1;
    const uint64_t per_period = remainder == 0 ? period / 2 : period / 2 - 1;
    const uint64_t rest = count % period;
    return count / period * per_period + (remainder == 0 ? (rest + 1) / 2 : rest / 2);
}

}  // namespace

// Left indices i in [0, n - stride) whose i_loc = i >> tz passes. Every whole i_loc below
// (n - stride) >> tz stands for `stride` indices; the last, partial one for the rest.
uint64_t odd_even_merge_layer_comparator_count(uint32_t n, const OddEvenMergeLayer& layer) {
    if (n <= layer.stride) return 0;
    const uint64_t m = n - layer.stride;
    const uint64_t whole = m >> layer.stride_trailing_zeros;
    const uint64_t partial = m & (uint64_t{layer.stride} - 1);
    const bool last_passes = passing(whole + 1, layer.inner_remainder, layer.inner_last) >
                             passing(whole, layer.inner_remainder, layer.inner_last);
    return passing(whole, layer.inner_remainder, layer.inner_last) * layer.stride + (last_passes ? partial : 0);
}

uint64_t odd_even_merge_step_comparator_count(const Step& step) {
    return odd_even_merge_layer_comparator_count(step.params.n, odd_even_merge_layer_args(step));
}

// DRAM moves whole 32-byte sectors (8 keys). A layer with stride below 8 leaves no sector untouched (each
// sector holds a compared key), so it moves the whole array like a copy; from stride 8 on, the keys it
// skips are whole sectors and the comparators count: each reads 2 keys and writes 2.
uint64_t odd_even_merge_step_bytes(const Plan& plan, const Step& step) {
    const uint64_t item = moved_key_bytes(plan.options);
    const uint64_t batch = plan.options.batch;
    if (odd_even_merge_layer_args(step).stride < kSectorKeys) return batch * plan.options.n * 2 * item;
    return batch * odd_even_merge_step_comparator_count(step) * 4 * item;
}

// The whole network in shared memory: every key read once and written once.
uint64_t odd_even_merge_shared_bytes(const Plan& plan, const Step&) {
    return plan.options.batch * uint64_t{plan.options.n} * 2 * moved_key_bytes(plan.options);
}

// Every key is read and written once; a halo window also reads its halo rows, those inside the merge
// group: a group of G rows in G/S segments loads G + 2H (G/S - 1) rows.
uint64_t odd_even_merge_window_bytes(const Plan& plan, const Step& step) {
    const uint64_t n = plan.options.n;
    const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
    uint64_t reads = n;
    if (args.halo_rows != 0) {
        const OddEvenMergeLayer last = odd_even_merge_layer(args.first_layer + args.layer_count - 1);
        const uint64_t group_rows = uint64_t{last.size()} >> args.low_bit;
        const uint64_t segments = group_rows / args.segment_rows;
        reads = n * (group_rows + 2 * uint64_t{args.halo_rows} * (segments - 1)) / group_rows;
    }
    return plan.options.batch * (reads + n) * moved_key_bytes(plan.options);
}

}  // namespace sortscope::algo
