// Onesweep's layout: the tiles a pass ranks (sized to the device's shared memory), the histogram work
// groups, and the Counts buffer of either path (look-back: histograms, bin starts and two status
// regions; portable: the count table and its scan levels). See onesweep.hpp.
#include "algorithms/sorts/onesweep/onesweep.hpp"

#include <algorithm>
#include <stdexcept>

namespace sortscope::algo {

namespace {

uint32_t wanted_items(const Options& options, uint32_t max_items) {
    // Tiles: Options::tile when given; otherwise about 16 tiles per array at teaching sizes (as radix),
    // and the largest tile that fits at large n.
    const uint64_t wanted_tile = options.tile != 0 ? options.tile : std::max<uint64_t>(256, next_power_of_two(options.n) / 16);
    return static_cast<uint32_t>(std::clamp<uint64_t>(wanted_tile / options.local_size, 1, max_items));
}

}  // namespace

uint64_t onesweep_unsafe_loop_iterations(uint32_t local_size, uint32_t items, uint32_t tiles, uint32_t spin_limit) {
    const uint64_t bins_per_invocation = (kOnesweepBins + local_size - 1) / local_size;
    const uint64_t tile = uint64_t{local_size} * items;
    const uint64_t waits = tiles > 0 ? tiles - 1 : 0;
    return bins_per_invocation * (waits * (tile + 2 * uint64_t{spin_limit}) + 32) + uint64_t{items} * 40;
}

uint32_t onesweep_pass_shared_words(OnesweepRanking ranking, uint32_t local_size, uint32_t items, uint32_t subgroup_size,
                                    uint32_t stage_parts, bool values) {
    if (ranking == OnesweepRanking::Split) {
        // s_keys, s_order (a word per key each), s_scan (one per invocation), four per-bin arrays.
        return 2 * local_size * items + local_size + 4 * kOnesweepBins;
    }
    // s_keys, which holds a counter per subgroup and bin while ranking, then the part of the sorted tile
    // staged at once (kStage), three per-bin arrays, the bin scan's total per subgroup of bins, the
    // one-digit word, and with values in parts the values' base.
    const uint32_t staged = (items + stage_parts - 1) / stage_parts * local_size;
    const uint32_t counters = (local_size / subgroup_size) * kOnesweepBins;
    const uint32_t value_base = values && stage_parts > 1 ? 1 : 0;
    return std::max(staged, counters) + 3 * kOnesweepBins + kOnesweepBins / subgroup_size + 1 + value_base;
}

OnesweepLayout onesweep_layout(const Options& requested) {
    const Options options = onesweep_device_defaults(requested);
    if (options.local_size == 0) throw std::invalid_argument("onesweep: the work-group size must be at least 1");
    if (options.n > kOnesweepMaxN) {
        throw std::invalid_argument("onesweep: n = " + std::to_string(options.n) + " is past the " +
                                    std::to_string(kOnesweepMaxN) + " keys per array that its 30-bit status counts hold");
    }
    OnesweepLayout layout;
    layout.lookback = onesweep_uses_lookback(options);
    const OnesweepRankingChoice choice = onesweep_ranking(options);
    layout.ranking = choice.ranking;
    layout.subgroup_size = choice.subgroup_size;
    layout.local_size = options.local_size;
    // Halves only where a subgroup ranking sorts the tile in registers (the Split ranking needs it whole).
    layout.stage_parts = onesweep_stage_parts(options) > 1 && layout.ranking != OnesweepRanking::Split ? 2 : 1;
    const uint32_t max_words = options.device.max_shared_bytes / 4;
    uint32_t max_items = kOnesweepMaxItems;
    while (max_items > 1 && onesweep_pass_shared_words(layout.ranking, layout.local_size, max_items, layout.subgroup_size,
                                                       layout.stage_parts, options.values) > max_words) {
        --max_items;
    }
    if (const uint32_t words = onesweep_pass_shared_words(layout.ranking, layout.local_size, max_items, layout.subgroup_size,
                                                          layout.stage_parts, options.values);
        words > max_words) {
        throw std::invalid_argument("onesweep: a work group of " + std::to_string(options.local_size) + " (" +
                                    std::string(onesweep_ranking_name(layout.ranking)) + " ranking) needs " +
                                    std::to_string(uint64_t{words} * 4) + " bytes of shared memory even at one key per "
                                    "invocation, more than the device's " + std::to_string(options.device.max_shared_bytes) +
                                    " bytes: use a smaller --wg");
    }
    layout.items = wanted_items(options, max_items);
    layout.tile = layout.local_size * layout.items;
    if (options.n <= 1 || options.batch == 0) return layout;  // nothing to sort: no steps

    layout.tiles = static_cast<uint32_t>((uint64_t{options.n} + layout.tile - 1) / layout.tile);
    const uint64_t chunk = uint64_t{layout.local_size} * kHistogramItems;
    layout.hist_groups = static_cast<uint32_t>(std::min<uint64_t>((options.n + chunk - 1) / chunk, kHistogramMaxGroups));
    const uint64_t per_region = uint64_t{options.batch} * layout.tiles * kOnesweepBins;
    const uint64_t table = uint64_t{options.batch} * kOnesweepBins * layout.tiles;
    // Every index into Counts must stay below 2^32 for the kernels' uint math (the scan levels add
    // less than a third of the table).
    if (2 * per_region + uint64_t{options.batch} * 2 * kOnesweepDigits * kOnesweepBins > UINT32_MAX / 2) {
        throw std::invalid_argument("onesweep: the status and count tables are too large for 32-bit indices");
    }
    if (layout.lookback && !options.device.independent_progress &&
        onesweep_unsafe_loop_iterations(layout.local_size, layout.items, layout.tiles, onesweep_spin_limit(options)) >
            kUnsafeLoopBudget) {
        throw std::invalid_argument(
            "onesweep: the look-back path is refused here for " + std::to_string(layout.tiles) + " tiles of " +
            std::to_string(layout.tile) + " keys: this driver is not known to run work groups independently, so a tile "
            "may have to count every earlier tile itself, and llvmpipe cuts a loop short after 65535 iterations. "
            "Use --onesweep-path portable (the default here), or fewer tiles");
    }
    if (layout.lookback) {
        const uint32_t hist_words = options.batch * kOnesweepDigits * kOnesweepBins;
        layout.hist_offset = 0;
        layout.starts_offset = hist_words;
        layout.status_offset[0] = 2 * hist_words;
        layout.status_offset[1] = layout.status_offset[0] + static_cast<uint32_t>(per_region);
        layout.counter_offset = layout.status_offset[1] + static_cast<uint32_t>(per_region);
        layout.counts_words = uint64_t{layout.counter_offset} + options.batch;
    } else {
        layout.table_entries = static_cast<uint32_t>(table);
        layout.levels = make_scan_levels(layout.table_entries, layout.local_size * kScanItems);
        layout.counts_words = uint64_t{layout.levels.back().offset} + layout.levels.back().length;
    }
    return layout;
}

}  // namespace sortscope::algo
