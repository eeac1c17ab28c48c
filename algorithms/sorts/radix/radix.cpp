// LSD radix sort (seed 004, Li Huang, Intel C for Metal tutorial "Kernel Deep-Dive: RadixSort", 2019):
// the layout of its tiles and count table, the plan builder, the CPU references of its four kernels
// (radix_count, scan_blocks, scan_add, radix_scatter) and seed 004's Figures 4 and 5 as tables. See
// radix.hpp for the mapping to dispatches and the step-count formula.
#include "algorithms/sorts/radix/radix.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace sortscope::algo {

namespace {

size_t table_index(const RadixLayout& layout, uint32_t array, uint32_t bin, uint32_t group) {
    return (size_t{array} * layout.bins + bin) * layout.groups + group;
}

// "radix digit 2 of 8"
std::string digit_name(uint32_t digit, uint32_t bits) {
    return "radix digit " + std::to_string(digit) + " of " + std::to_string(32 / bits);
}

// "(bits 8..11)"
std::string digit_bits(uint32_t shift, uint32_t bits) {
    return "(bits " + std::to_string(shift) + ".." + std::to_string(shift + bits - 1) + ")";
}

// The keys of tile `group` of `array`: [begin, end) in the batch buffer.
struct TileRange {
    size_t begin;
    size_t end;
};

TileRange tile_range(const Options& options, const RadixLayout& layout, uint32_t array, uint32_t group) {
    const size_t base = size_t{array} * options.n;
    const size_t first = size_t{group} * layout.tile;
    const size_t last = std::min<size_t>(first + layout.tile, options.n);
    return {base + first, base + last};
}

// The digit a step belongs to, for tables: the same for its count, scan and scatter steps.
uint32_t step_shift(const Step& step) {
    switch (step.kernel) {
        case KernelId::ScanBlocks:
        case KernelId::ScanAdd: {
            const ScanArgs args = scan_args(step);
            return args.digit * args.bits;
        }
        default: return radix_args(step).shift;
    }
}

uint32_t step_digit(const Step& step) {
    return step.kernel == KernelId::ScanBlocks || step.kernel == KernelId::ScanAdd ? scan_args(step).digit
                                                                                    : radix_args(step).digit;
}

std::vector<std::string> group_bin_columns(uint32_t bins) {
    std::vector<std::string> columns = {"group"};
    for (uint32_t b = 0; b < bins; ++b) columns.push_back("bin" + std::to_string(b));
    return columns;
}

}  // namespace

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
    const uint32_t bits = options.radix_bits;
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

void append_scan_steps(Plan& plan, const std::vector<ScanLevel>& levels, uint32_t local_size, uint32_t digit,
                       uint32_t bits, Pair source) {
    const auto level_count = static_cast<uint32_t>(levels.size());
    // The scan covers the table of the whole batch at once: one grid, z_groups = 1.
    auto scan_step = [&](KernelId kernel, uint32_t l, uint32_t sums) {
        const ScanLevel& level = levels[l];
        Step step;
        step.kernel = kernel;
        step.params.n = plan.options.n;
        step.params.work_items = level.blocks * local_size;
        step.params.arg[0] = level.offset;
        step.params.arg[1] = level.length;
        step.params.arg[2] = sums;
        step.params.arg[3] = l;
        step.params.arg[4] = digit;
        step.params.arg[5] = bits;
        step.local_size = local_size;
        step.items = kScanItems;
        step.groups = level.blocks;
        step.z_groups = 1;
        step.source = source;
        return step;
    };
    for (uint32_t l = 0; l < level_count; ++l) {
        const uint32_t sums = l + 1 < level_count ? levels[l + 1].offset : kNoSums;
        plan.steps.push_back(scan_step(KernelId::ScanBlocks, l, sums));
    }
    for (uint32_t l = level_count - 1; l-- > 0;) {
        plan.steps.push_back(scan_step(KernelId::ScanAdd, l, levels[l + 1].offset));
    }
}

uint32_t radix_digit(const Options& options, uint32_t key, uint32_t shift) {
    return (sort_key(options.key_type, options.descending, key) >> shift) & ((1u << options.radix_bits) - 1u);
}

RadixArgs radix_args(const Step& step) {
    return {step.params.arg[0], step.params.arg[1], step.params.arg[2], step.params.arg[3], step.params.arg[4] != 0};
}

ScanArgs scan_args(const Step& step) {
    return {step.params.arg[0], step.params.arg[1], step.params.arg[2],
            step.params.arg[3], step.params.arg[4], step.params.arg[5]};
}

Plan build_radix_plan(const Options& options) {
    Plan plan;
    plan.algorithm = "radix";
    plan.options = options;
    const RadixLayout layout = radix_layout(options);
    if (layout.levels.empty()) {
        size_in_place_buffers(plan);
        return plan;
    }
    size_ping_pong_buffers(plan, layout.counts_words);

    Pair source = Pair::Primary;
    for (uint32_t digit = 0; digit < layout.digits; ++digit) {
        Step tile_step;  // radix_count, and radix_scatter below: one work group per tile, batch in z
        tile_step.params.n = options.n;
        tile_step.params.work_items = layout.groups * layout.local_size;
        tile_step.params.arg[0] = digit * layout.bits;
        tile_step.params.arg[1] = layout.groups;
        tile_step.params.arg[2] = digit;
        tile_step.params.arg[3] = layout.bits;
        tile_step.local_size = layout.local_size;
        tile_step.items = layout.items;
        tile_step.groups = layout.groups;
        tile_step.source = source;

        Step count = tile_step;
        count.kernel = KernelId::RadixCount;
        plan.steps.push_back(count);

        append_scan_steps(plan, layout.levels, layout.local_size, digit, layout.bits, source);

        Step scatter = tile_step;
        scatter.kernel = KernelId::RadixScatter;
        scatter.moves = true;
        scatter.params.arg[4] = layout.counters ? 1u : 0u;  // the ranking the program is built with
        plan.steps.push_back(scatter);
        source = other(source);
    }
    return plan;
}

// [SECTION] describe

std::string describe_radix_count(const Step& step) {
    const RadixArgs args = radix_args(step);
    std::ostringstream out;
    out << digit_name(args.digit, args.bits) << " " << digit_bits(args.shift, args.bits) << ": count "
        << (1u << args.bits) << " bins in each of " << args.groups << (args.groups == 1 ? " tile of " : " tiles of ") << step.local_size * step.items
        << " keys (" << step.local_size << (step.local_size == 1 ? " invocation x " : " invocations x ")
        << step.items << " keys)";
    return out.str();
}

std::string describe_scan_blocks(const Step& step) {
    const ScanArgs args = scan_args(step);
    const uint32_t block = step.local_size * step.items;
    std::ostringstream out;
    out << digit_name(args.digit, args.bits) << ": ";
    if (args.level == 0) {
        out << "prefix sum of the " << args.length << "-entry count table, level 0: scan " << step.groups
            << (step.groups == 1 ? " block" : " blocks") << " of " << block;
    } else {
        out << "prefix sum, level " << args.level << ": scan the " << args.length << " block totals of level "
            << args.level - 1 << " (entries " << args.offset << "..) in " << step.groups
            << (step.groups == 1 ? " block" : " blocks") << " of " << block;
    }
    if (args.sums != kNoSums) {
        out << ", block totals to level " << args.level + 1 << " (entries " << args.sums << "..)";
    }
    return out.str();
}

std::string describe_scan_add(const Step& step) {
    const ScanArgs args = scan_args(step);
    std::ostringstream out;
    out << digit_name(args.digit, args.bits) << ": prefix sum, level " << args.level << ": add the scanned totals of level "
        << args.level + 1 << " (entries " << args.sums << "..) to the " << step.groups << " blocks of "
        << step.local_size * step.items << " of level " << args.level;
    return out.str();
}

std::string describe_radix_scatter(const Step& step) {
    const RadixArgs args = radix_args(step);
    std::ostringstream out;
    out << digit_name(args.digit, args.bits) << " " << digit_bits(args.shift, args.bits) << ": stable scatter of digit "
        << args.digit << " into " << (1u << args.bits) << " bins, " << args.groups << (args.groups == 1 ? " tile of " : " tiles of ")
        << step.local_size * step.items << " keys (ranked "
        << (args.counters ? "with per-bin counters, one scan each)" : "by " + std::to_string(args.bits) + " one-bit split passes each)");
    return out.str();
}

// [SECTION] CPU references

StepEffect radix_count_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    const RadixLayout layout = radix_layout(options);
    const RadixArgs args = radix_args(step);
    const std::vector<uint32_t>& keys = state[keys_buffer(step.source)];
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    for (uint32_t array = 0; array < options.batch; ++array) {
        for (uint32_t group = 0; group < layout.groups; ++group) {
            for (uint32_t bin = 0; bin < layout.bins; ++bin) counts[table_index(layout, array, bin, group)] = 0;
            const TileRange tile = tile_range(options, layout, array, group);
            for (size_t i = tile.begin; i < tile.end; ++i) {
                ++counts[table_index(layout, array, radix_digit(options, keys[i], args.shift), group)];
            }
        }
    }
    return {};
}

StepEffect scan_blocks_reference(const Plan&, const Step& step, State& state) {
    const ScanArgs args = scan_args(step);
    const uint32_t block = step.local_size * step.items;
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    for (uint32_t b = 0; b < step.groups; ++b) {
        const size_t begin = size_t{args.offset} + size_t{b} * block;
        const size_t end = size_t{args.offset} + std::min<size_t>(size_t{b + 1} * block, args.length);
        uint32_t running = 0;
        for (size_t i = begin; i < end; ++i) {
            const uint32_t value = counts[i];
            counts[i] = running;
            running += value;
        }
        if (args.sums != kNoSums) counts[size_t{args.sums} + b] = running;
    }
    return {};
}

StepEffect scan_add_reference(const Plan&, const Step& step, State& state) {
    const ScanArgs args = scan_args(step);
    const uint32_t block = step.local_size * step.items;
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    for (uint32_t b = 0; b < step.groups; ++b) {
        const uint32_t add = counts[size_t{args.sums} + b];
        const size_t begin = size_t{args.offset} + size_t{b} * block;
        const size_t end = size_t{args.offset} + std::min<size_t>(size_t{b + 1} * block, args.length);
        for (size_t i = begin; i < end; ++i) counts[i] += add;
    }
    return {};
}

StepEffect radix_scatter_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    const RadixLayout layout = radix_layout(options);
    const RadixArgs args = radix_args(step);
    const std::vector<uint32_t>& counts = state[BufferId::Counts];
    const std::vector<uint32_t>& keys = state[keys_buffer(step.source)];
    const std::vector<uint32_t>& values = state[values_buffer(step.source)];
    std::vector<uint32_t>& keys_out = state[keys_buffer(other(step.source))];
    std::vector<uint32_t>& values_out = state[values_buffer(other(step.source))];
    StepEffect effect;
    std::vector<uint32_t> next(layout.bins);
    for (uint32_t array = 0; array < options.batch; ++array) {
        for (uint32_t group = 0; group < layout.groups; ++group) {
            // The scanned table holds where this tile's first key of each bin goes; the tile's keys of one
            // bin follow in input order (the scatter is stable).
            for (uint32_t bin = 0; bin < layout.bins; ++bin) next[bin] = counts[table_index(layout, array, bin, group)];
            const TileRange tile = tile_range(options, layout, array, group);
            for (size_t i = tile.begin; i < tile.end; ++i) {
                const uint32_t to = next[radix_digit(options, keys[i], args.shift)]++;
                keys_out[to] = keys[i];
                if (options.values) values_out[to] = values[i];
                ++effect.comparisons;
                if (to != i) ++effect.swaps;  // the key lands at another position (the "moves" of the counters)
            }
        }
    }
    return effect;
}

// [SECTION] tables: seed 004, Figures 4 and 5

std::vector<Table> radix_tables(const Plan& plan, const Step& step, const State& before) {
    const Options& options = plan.options;
    const RadixLayout layout = radix_layout(options);
    if (layout.levels.empty()) return {};
    const uint32_t shift = step_shift(step);
    const std::vector<uint32_t>& keys = before[keys_buffer(step.source)];
    const uint32_t groups = layout.groups;
    const uint32_t bins = layout.bins;

    // count[g][b]: keys of tile g in bin b (array 0), computed from the digit's input keys.
    std::vector<std::vector<uint64_t>> count(groups, std::vector<uint64_t>(bins, 0));
    for (uint32_t g = 0; g < groups; ++g) {
        const TileRange tile = tile_range(options, layout, 0, g);
        for (size_t i = tile.begin; i < tile.end; ++i) ++count[g][radix_digit(options, keys[i], shift)];
    }
    // prefix[g][b]: seed 004's PrefixSum[g][b], bin b's keys in tiles 0..g (inclusive).
    std::vector<std::vector<uint64_t>> prefix = count;
    for (uint32_t g = 1; g < groups; ++g) {
        for (uint32_t b = 0; b < bins; ++b) prefix[g][b] += prefix[g - 1][b];
    }
    // start[b]: the sum of the totals PrefixSum[G-1][b'] of the lower bins b' < b.
    std::vector<uint64_t> start(bins, 0);
    for (uint32_t b = 1; b < bins; ++b) start[b] = start[b - 1] + prefix[groups - 1][b - 1];

    const std::string digit = digit_name(step_digit(step), layout.bits) + " " + digit_bits(shift, layout.bits);
    auto group_rows = [&](Table& table, auto cell) {
        for (uint32_t g = 0; g < groups; ++g) {
            std::vector<std::string> row = {std::to_string(g)};
            for (uint32_t b = 0; b < bins; ++b) row.push_back(std::to_string(cell(g, b)));
            table.rows.push_back(std::move(row));
        }
    };

    Table counts_table;
    counts_table.title = digit + ", seed 004 Figure 4 (blue table): bin counts of each work group (the seed's threads), "
                         "a tile of " +
                         std::to_string(layout.tile) + " keys" + (options.batch > 1 ? ", array 0" : "");
    counts_table.columns = group_bin_columns(bins);
    group_rows(counts_table, [&](uint32_t g, uint32_t b) { return count[g][b]; });

    Table prefix_table;
    prefix_table.title = digit + ", seed 004 Figure 4 (green table): prefix sum PrefixSum[g][b] = keys of bin b in "
                         "work groups 0..g; the last row is each bin's total";
    prefix_table.columns = group_bin_columns(bins);
    group_rows(prefix_table, [&](uint32_t g, uint32_t b) { return prefix[g][b]; });

    Table start_table;
    start_table.title = digit + ", seed 004 Figure 5: bin totals PrefixSum[G-1][b] and global starts "
                        "start(b) = PrefixSum[G-1][0] + ... + PrefixSum[G-1][b-1]";
    start_table.columns = {"bin", "total", "start"};
    for (uint32_t b = 0; b < bins; ++b) {
        start_table.rows.push_back({std::to_string(b), std::to_string(prefix[groups - 1][b]), std::to_string(start[b])});
    }

    Table write_table;
    write_table.title = digit + ", seed 004 Figure 5: where work group g writes its bin b, "
                        "start(b) + PrefixSum[g-1][b] (the scanned count table)";
    write_table.columns = group_bin_columns(bins);
    group_rows(write_table, [&](uint32_t g, uint32_t b) { return start[b] + (g > 0 ? prefix[g - 1][b] : 0); });

    return {counts_table, prefix_table, start_table, write_table};
}

}  // namespace sortscope::algo
