// LSD radix sort (seed 004): the layout of its tiles, count table and multi-level scan, sized from the
// options and the device's shared memory. See radix.hpp for the mapping to dispatches.
#include "algorithms/sorts/radix/radix.hpp"

#include <algorithm>
#include <stdexcept>

#include "algorithms/sorts/radix/radix_options.hpp"

namespace sortscope::algo {

bool radix_counter_ranking(uint32_t local_size, uint32_t bins, uint32_t max_shared_bytes) {
    return bins <= kCounterBins && uint64_t{radix_scatter_shared_words(local_size, 1, bins, true)} * 4 <= max_shared_bytes;
}

uint32_t radix_scatter_shared_words(uint32_t local_size, uint32_t items, uint32_t bins, bool counters) {
    const uint32_t tile = local_size * items;
    if (counters) {
        // Counter ranking (2- and 4-bit digits): s_keys and s_values padded by one word in 32 (bank
        // conflicts), the 16-bit counters two bins a word per invocation, and two words per bin.
        return 2 * (tile + tile / 32) + (bins / 2) * local_size + 2 * bins;
    }
    // Split ranking (8-bit digits): s_keys, s_values and s_order (one word per key of the tile each),
    // s_scan (one per invocation), s_offset (one per bin).
    return 3 * tile + local_size + bins;
}

uint32_t radix_items(uint32_t local_size, uint32_t bins, uint32_t max_shared_bytes) {
    const bool counters = radix_counter_ranking(local_size, bins, max_shared_bytes);
    for (uint32_t items = kRadixMaxItems; items > 1; items /= 2) {
        if (uint64_t{radix_scatter_shared_words(local_size, items, bins, counters)} * 4 <= max_shared_bytes) return items;
    }
    return 1;
}

RadixLayout radix_layout(const Options& options) {
    const uint32_t bits = radix_bits_of(options);
    if (bits != 2 && bits != 4 && bits != 8) {
        throw std::invalid_argument("radix: the digit width must be 2, 4 or 8 bits, not " + std::to_string(bits));
    }
    if (options.local_size == 0) throw std::invalid_argument("radix: the work-group size must be at least 1");
    RadixLayout layout;
    layout.bits = bits;
    layout.bins = 1u << bits;
    layout.digits = 32 / bits;
    layout.local_size = options.local_size;
    layout.items = radix_items(options.local_size, layout.bins, options.device.max_shared_bytes);
    // Tiles: Options::tile when given; otherwise at least seed 004's 256-key chunks and about 16 tiles
    // per array, so teaching sizes show several work groups in the count table. Large n keeps the
    // largest tile that fits (n / 16 is then beyond it).
    const uint64_t wanted_tile = options.tile != 0 ? options.tile : std::max<uint64_t>(256, next_power_of_two(options.n) / 16);
    while (layout.items > 1 && uint64_t{options.local_size} * layout.items > wanted_tile) layout.items /= 2;
    layout.counters = radix_counter_ranking(options.local_size, layout.bins, options.device.max_shared_bytes);
    if (uint64_t{radix_scatter_shared_words(options.local_size, layout.items, layout.bins, layout.counters)} * 4 >
        options.device.max_shared_bytes) {
        throw std::invalid_argument("radix: a work group of " + std::to_string(options.local_size) +
                                    " needs more shared memory than the device's " +
                                    std::to_string(options.device.max_shared_bytes) + " bytes");
    }
    layout.tile = options.local_size * layout.items;
    layout.scan_block = options.local_size * kScanItems;
    if (options.n <= 1 || options.batch == 0) return layout;  // nothing to sort: no steps

    layout.groups = static_cast<uint32_t>((uint64_t{options.n} + layout.tile - 1) / layout.tile);
    const uint64_t entries = uint64_t{options.batch} * layout.bins * layout.groups;
    // The levels above the table add less than entries / 3 + 32 words (S >= 4), so this keeps every
    // index into Counts below 2^32, as the kernels' uint math needs.
    if (entries > UINT32_MAX / 2) throw std::invalid_argument("radix: the count table is too large");
    layout.table_entries = static_cast<uint32_t>(entries);
    layout.levels = make_scan_levels(layout.table_entries, layout.scan_block);
    layout.counts_words = uint64_t{layout.levels.back().offset} + layout.levels.back().length;
    return layout;
}

std::vector<ScanLevel> make_scan_levels(uint32_t entries, uint32_t scan_block) {
    std::vector<ScanLevel> levels;
    ScanLevel level{0, entries, 0};
    for (;;) {
        level.blocks = static_cast<uint32_t>((uint64_t{level.length} + scan_block - 1) / scan_block);
        levels.push_back(level);
        if (level.blocks <= 1) break;
        level = ScanLevel{level.offset + level.length, level.blocks, 0};
    }
    return levels;
}

size_t radix_table_index(const RadixLayout& layout, uint32_t array, uint32_t bin, uint32_t group) {
    return (size_t{array} * layout.bins + bin) * layout.groups + group;
}

KeyRange tile_keys(const Options& options, uint32_t tile_size, uint32_t array, uint32_t tile) {
    const size_t base = size_t{array} * options.n;
    const size_t first = size_t{tile} * tile_size;
    return {base + first, base + std::min<size_t>(first + tile_size, options.n)};
}

uint32_t radix_digit(const Options& options, uint32_t key, uint32_t shift) {
    return (sort_key(options.key_type, options.descending, key) >> shift) & ((1u << radix_bits_of(options)) - 1u);
}

}  // namespace sortscope::algo
