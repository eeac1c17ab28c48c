// LSD radix sort: the global-memory bytes each of its dispatches moves (the model of costs/traffic.hpp).
// B bins, G tiles per array, n keys per array (times the batch); the scan steps cover the table of the
// whole batch once.
#include "algorithms/sorts/radix/radix.hpp"

#include <algorithm>

namespace sortscope::algo {

// Reads the n keys and writes B counters per tile: 4 n + 4 B G.
uint64_t radix_count_bytes(const Plan& plan, const Step& step) {
    const uint64_t table = (uint64_t{1} << radix_args(step).bits) * step.groups * kWordBytes;
    return plan.options.batch * (uint64_t{plan.options.n} * kWordBytes + table);
}

// Reads the n keys and the B G scanned offsets of its array, writes the n keys: 8 n + 4 B G (16 n + 4 B G
// with values).
uint64_t radix_scatter_bytes(const Plan& plan, const Step& step) {
    const uint64_t table = (uint64_t{1} << radix_args(step).bits) * step.groups * kWordBytes;
    return plan.options.batch * (2 * uint64_t{plan.options.n} * moved_key_bytes(plan.options) + table);
}

// A level of L entries in K blocks: reads and writes the L entries, and writes the K block totals unless
// it is the top level: 4 (2 L + K) or 4 (2 L).
uint64_t scan_blocks_bytes(const Plan&, const Step& step) {
    const ScanArgs args = scan_args(step);
    return kWordBytes * (2 * uint64_t{args.length} + (args.sums != kNoSums ? step.groups : 0));
}

// The same L and K, blocks of S entries: every block reads its total; blocks after the first read and
// write their entries: 4 (K + 2 (L - min(L, S))).
uint64_t scan_add_bytes(const Plan&, const Step& step) {
    const ScanArgs args = scan_args(step);
    const uint64_t first_block = std::min<uint64_t>(args.length, uint64_t{step.local_size} * step.items);
    return kWordBytes * (step.groups + 2 * (args.length - first_block));
}

}  // namespace sortscope::algo
