// Onesweep (Adinets and Merrill 2022; CUB's DeviceRadixSort): the layout of its tiles and Counts
// buffer, the plan builder for both paths, the CPU references of its kernels, the look-back model and
// the tables. See onesweep.hpp for the mapping to dispatches and the step-count formula.
#include "algorithms/sorts/onesweep/onesweep.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace sortscope::algo {

namespace {

size_t table_index(const OnesweepLayout& layout, uint32_t array, uint32_t bin, uint32_t tile) {
    return (size_t{array} * kOnesweepBins + bin) * layout.tiles + tile;
}

size_t status_index(const OnesweepLayout& layout, uint32_t region, uint32_t array, uint32_t tile, uint32_t bin) {
    return size_t{layout.status_offset[region]} + (size_t{array} * layout.tiles + tile) * kOnesweepBins + bin;
}

size_t hist_index(uint32_t offset, uint32_t array, uint32_t digit, uint32_t bin) {
    return size_t{offset} + (size_t{array} * kOnesweepDigits + digit) * kOnesweepBins + bin;
}

// "digit 2 of 4 (bits 16..23)"
std::string digit_text(uint32_t digit) {
    return "digit " + std::to_string(digit) + " of 4 (bits " + std::to_string(digit * kOnesweepBits) + ".." +
           std::to_string(digit * kOnesweepBits + kOnesweepBits - 1) + ")";
}

std::string tiles_text(uint32_t tiles, uint32_t tile) {
    return std::to_string(tiles) + (tiles == 1 ? " tile of " : " tiles of ") + std::to_string(tile) + " keys";
}

struct Range {
    size_t begin;
    size_t end;
};

Range tile_range(const Options& options, const OnesweepLayout& layout, uint32_t array, uint32_t tile) {
    const size_t base = size_t{array} * options.n;
    const size_t first = size_t{tile} * layout.tile;
    return {base + first, base + std::min<size_t>(first + layout.tile, options.n)};
}

uint32_t wanted_items(const Options& options, uint32_t max_items) {
    // Tiles: Options::tile when given; otherwise about 16 tiles per array at teaching sizes (as radix),
    // and the largest tile that fits at large n.
    const uint64_t wanted_tile = options.tile != 0 ? options.tile : std::max<uint64_t>(256, next_power_of_two(options.n) / 16);
    return static_cast<uint32_t>(std::clamp<uint64_t>(wanted_tile / options.local_size, 1, max_items));
}

}  // namespace

bool onesweep_uses_lookback(const Options& options) {
    switch (options.onesweep_path) {
        case OnesweepPath::Lookback: return true;
        case OnesweepPath::Portable: return false;
        case OnesweepPath::Auto: break;
    }
    return options.device.independent_progress;
}

uint32_t onesweep_spin_limit(const Options& options) {
    return options.device.independent_progress ? kOnesweepSpinLimit : kOnesweepUnsafeSpinLimit;
}

OnesweepRankingChoice onesweep_ranking(const Options& options) {
    const uint32_t size = options.device.subgroup_size;
    const bool whole_subgroups = size >= 4 && size <= 128 && (size & (size - 1)) == 0 && options.local_size % size == 0;
    const auto ranking = static_cast<OnesweepRanking>(
        std::min(static_cast<uint32_t>(options.device.ranking), static_cast<uint32_t>(options.onesweep_ranking)));
    if (ranking == OnesweepRanking::Split || !whole_subgroups) return {};
    return {ranking, size};
}

std::string_view onesweep_ranking_name(OnesweepRanking ranking) {
    switch (ranking) {
        case OnesweepRanking::Match: return "match";
        case OnesweepRanking::Ballot: return "ballot";
        case OnesweepRanking::Split: break;
    }
    return "split";
}

std::string_view onesweep_path_name(OnesweepPath path) {
    switch (path) {
        case OnesweepPath::Lookback: return "lookback";
        case OnesweepPath::Portable: return "portable";
        case OnesweepPath::Auto: break;
    }
    return "auto";
}

std::optional<OnesweepPath> parse_onesweep_path(std::string_view name) {
    for (const OnesweepPath path : kOnesweepPaths) {
        if (name == onesweep_path_name(path)) return path;
    }
    return std::nullopt;
}

std::optional<OnesweepRanking> parse_onesweep_ranking(std::string_view name) {
    if (name == "auto") return OnesweepRanking::Match;  // the highest cap: whatever the device has
    for (const OnesweepRanking ranking : {OnesweepRanking::Split, OnesweepRanking::Ballot, OnesweepRanking::Match}) {
        if (name == onesweep_ranking_name(ranking)) return ranking;
    }
    return std::nullopt;
}

std::string onesweep_path_text(const Options& options) {
    std::string text;
    switch (options.onesweep_path) {
        case OnesweepPath::Lookback: text = "path: look-back (forced by --onesweep-path)"; break;
        case OnesweepPath::Portable: text = "path: portable count + scan + scatter (forced by --onesweep-path)"; break;
        case OnesweepPath::Auto:
            text = options.device.independent_progress
                       ? "path: look-back (this driver is known to run work groups independently)"
                       : "path: portable count + scan + scatter (this driver is not known to run work groups "
                         "independently, which a look-back needs)";
            break;
    }
    const OnesweepRankingChoice choice = onesweep_ranking(options);
    text += "; ranking: " + std::string(onesweep_ranking_name(choice.ranking));
    switch (choice.ranking) {
        case OnesweepRanking::Match: text += " (GL_NV_shader_subgroup_partitioned, subgroups of " + std::to_string(choice.subgroup_size) + ")"; break;
        case OnesweepRanking::Ballot: text += " (GL_KHR_shader_subgroup_ballot, subgroups of " + std::to_string(choice.subgroup_size) + ")"; break;
        case OnesweepRanking::Split: text += " (eight one-bit splits in shared memory: no subgroup operations)"; break;
    }
    return text;
}

uint32_t onesweep_pass_shared_words(OnesweepRanking ranking, uint32_t local_size, uint32_t items, uint32_t subgroup_size) {
    const uint32_t tile = local_size * items;
    if (ranking == OnesweepRanking::Split) {
        // s_keys, s_order (a word per key each), s_scan (one per invocation), four per-bin arrays.
        return 2 * tile + local_size + 4 * kOnesweepBins;
    }
    // s_keys, s_warp (a histogram per subgroup), four per-bin arrays.
    return tile + (local_size / subgroup_size) * kOnesweepBins + 4 * kOnesweepBins;
}

OnesweepLayout onesweep_layout(const Options& options) {
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
    const uint32_t max_words = options.device.max_shared_bytes / 4;
    uint32_t max_items = kOnesweepMaxItems;
    while (max_items > 1 && onesweep_pass_shared_words(layout.ranking, layout.local_size, max_items, layout.subgroup_size) > max_words) {
        --max_items;
    }
    if (onesweep_pass_shared_words(layout.ranking, layout.local_size, max_items, layout.subgroup_size) > max_words) {
        throw std::invalid_argument("onesweep: a work group of " + std::to_string(options.local_size) +
                                    " needs more shared memory than the device's " +
                                    std::to_string(options.device.max_shared_bytes) + " bytes");
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
        uint64_t{layout.tiles - 1} * (layout.tile + onesweep_spin_limit(options)) > kUnsafeLookbackBudget) {
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
        layout.counts_words = uint64_t{layout.status_offset[1]} + per_region;
    } else {
        layout.table_entries = static_cast<uint32_t>(table);
        layout.levels = make_scan_levels(layout.table_entries, layout.local_size * kScanItems);
        layout.counts_words = uint64_t{layout.levels.back().offset} + layout.levels.back().length;
    }
    return layout;
}

OnesweepPassArgs onesweep_pass_args(const Step& step) {
    return {step.params.arg[0], step.params.arg[1], step.params.arg[2],
            step.params.arg[3], step.params.arg[4], step.params.arg[5]};
}

uint32_t onesweep_digit(const Options& options, uint32_t key, uint32_t shift) {
    return (sort_key(options.key_type, options.descending, key) >> shift) & (kOnesweepBins - 1u);
}

uint32_t onesweep_step_digit(const Step& step) {
    switch (step.kernel) {
        case KernelId::OnesweepHistogram:
        case KernelId::OnesweepScan: return kOnesweepDigits;
        case KernelId::ScanBlocks:
        case KernelId::ScanAdd: return scan_args(step).digit;
        default: return step.params.arg[2];
    }
}

Plan build_onesweep_plan(const Options& requested) {
    Plan plan;
    plan.algorithm = "onesweep";
    plan.options = requested;
    plan.options.radix_bits = kOnesweepBits;  // the RADIX_BITS of the count kernel it shares with radix
    const Options& options = plan.options;
    const OnesweepLayout layout = onesweep_layout(options);
    if (layout.tiles == 0) {
        size_in_place_buffers(plan);
        return plan;
    }
    size_ping_pong_buffers(plan, layout.counts_words);

    Step tile_step;  // one work group per tile, the batch in z
    tile_step.params.n = options.n;
    tile_step.params.work_items = layout.tiles * layout.local_size;
    tile_step.params.arg[1] = layout.tiles;
    tile_step.local_size = layout.local_size;
    tile_step.items = layout.items;
    tile_step.groups = layout.tiles;

    if (layout.lookback) {
        Step histogram;
        histogram.kernel = KernelId::OnesweepHistogram;
        histogram.params.n = options.n;
        histogram.params.work_items = layout.hist_groups * layout.local_size;
        histogram.params.arg[0] = layout.hist_offset;
        histogram.params.arg[1] = layout.hist_groups;
        histogram.local_size = layout.local_size;
        histogram.items = kHistogramItems;
        histogram.groups = layout.hist_groups;
        plan.steps.push_back(histogram);

        Step scan;
        scan.kernel = KernelId::OnesweepScan;
        scan.params.n = options.n;
        scan.params.work_items = kOnesweepDigits * kScanLocalSize;
        scan.params.arg[0] = layout.hist_offset;
        scan.params.arg[1] = layout.starts_offset;
        scan.local_size = kScanLocalSize;
        scan.groups = kOnesweepDigits;
        plan.steps.push_back(scan);
    }

    Pair source = Pair::Primary;
    for (uint32_t digit = 0; digit < kOnesweepDigits; ++digit) {
        Step pass = tile_step;
        pass.kernel = KernelId::OnesweepPass;
        pass.params.arg[0] = digit * kOnesweepBits;
        pass.params.arg[2] = digit;
        pass.source = source;
        pass.moves = true;
        if (layout.lookback) {
            pass.params.arg[3] = layout.status_offset[digit % 2];
            pass.params.arg[4] = layout.status_offset[(digit + 1) % 2];
            pass.params.arg[5] = layout.starts_offset + digit * kOnesweepBins;
        } else {
            Step count = tile_step;
            count.kernel = KernelId::OnesweepCount;
            count.params.arg[0] = digit * kOnesweepBits;
            count.params.arg[2] = digit;
            count.params.arg[3] = kOnesweepBits;
            count.source = source;
            plan.steps.push_back(count);
            append_scan_steps(plan, layout.levels, layout.local_size, digit, kOnesweepBits, source);
            pass.params.arg[3] = 0;
            pass.params.arg[4] = kNoSums;
            pass.params.arg[5] = 0;
        }
        plan.steps.push_back(pass);
        source = other(source);
    }
    return plan;
}

// [SECTION] describe

std::string describe_onesweep_histogram(const Step& step) {
    std::ostringstream out;
    out << "onesweep histogram: read every key once and count all 4 digits' 256 bins, " << step.groups
        << (step.groups == 1 ? " work group of " : " work groups of ") << step.local_size << " reading "
        << step.local_size * step.items << " keys a round";
    return out.str();
}

std::string describe_onesweep_scan(const Step&) {
    return "onesweep scan: each digit's 256 bin counts become the bins' global starts (exclusive prefix sum), "
           "one work group per digit";
}

std::string describe_onesweep_count(const Step& step) {
    const OnesweepPassArgs args = onesweep_pass_args(step);
    return "onesweep " + digit_text(args.digit) + ", portable path: count 256 bins in each of " +
           tiles_text(args.tiles, step.local_size * step.items);
}

std::string describe_onesweep_pass(const Step& step) {
    const OnesweepPassArgs args = onesweep_pass_args(step);
    const bool lookback = args.clear != kNoSums;
    return "onesweep " + digit_text(args.digit) + ": " + tiles_text(args.tiles, step.local_size * step.items) + " (" +
           std::to_string(step.local_size) + " invocations x " + std::to_string(step.items) + " keys) rank by digit, " +
           (lookback ? "publish their counts and look back over earlier tiles for their offsets"
                     : "read their offsets from the scanned count table") +
           ", and scatter";
}

// [SECTION] CPU references

StepEffect onesweep_histogram_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    const std::vector<uint32_t>& keys = state[keys_buffer(step.source)];
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    const uint32_t offset = step.params.arg[0];
    StepEffect effect;
    for (uint32_t array = 0; array < options.batch; ++array) {
        for (size_t i = size_t{array} * options.n; i < size_t{array + 1} * options.n; ++i) {
            const uint32_t order = sort_key(options.key_type, options.descending, keys[i]);
            for (uint32_t digit = 0; digit < kOnesweepDigits; ++digit) {
                ++counts[hist_index(offset, array, digit, (order >> (digit * kOnesweepBits)) & (kOnesweepBins - 1))];
            }
            ++effect.comparisons;
        }
    }
    return effect;
}

StepEffect onesweep_scan_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    const uint32_t hist = step.params.arg[0];
    const uint32_t starts = step.params.arg[1];
    for (uint32_t array = 0; array < options.batch; ++array) {
        for (uint32_t digit = 0; digit < kOnesweepDigits; ++digit) {
            uint32_t running = array * options.n;
            for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) {
                const size_t at = hist_index(hist, array, digit, bin);
                counts[hist_index(starts, array, digit, bin)] = running;
                running += counts[at];
                counts[at] = 0;  // cleared for the next run's histogram, which adds to it
            }
        }
    }
    return {};
}

StepEffect onesweep_count_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    const OnesweepLayout layout = onesweep_layout(options);
    const OnesweepPassArgs args = onesweep_pass_args(step);
    const std::vector<uint32_t>& keys = state[keys_buffer(step.source)];
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    for (uint32_t array = 0; array < options.batch; ++array) {
        for (uint32_t tile = 0; tile < layout.tiles; ++tile) {
            for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) counts[table_index(layout, array, bin, tile)] = 0;
            const Range range = tile_range(options, layout, array, tile);
            for (size_t i = range.begin; i < range.end; ++i) {
                ++counts[table_index(layout, array, onesweep_digit(options, keys[i], args.shift), tile)];
            }
        }
    }
    return {};
}

StepEffect onesweep_pass_reference(const Plan& plan, const Step& step, State& state) {
    const Options& options = plan.options;
    const OnesweepLayout layout = onesweep_layout(options);
    const OnesweepPassArgs args = onesweep_pass_args(step);
    const bool lookback = args.clear != kNoSums;
    std::vector<uint32_t>& counts = state[BufferId::Counts];
    const std::vector<uint32_t>& keys = state[keys_buffer(step.source)];
    const std::vector<uint32_t>& values = state[values_buffer(step.source)];
    std::vector<uint32_t>& keys_out = state[keys_buffer(other(step.source))];
    std::vector<uint32_t>& values_out = state[values_buffer(other(step.source))];
    const uint32_t region = lookback && args.status == layout.status_offset[1] ? 1 : 0;
    StepEffect effect;
    std::vector<uint32_t> next(kOnesweepBins);
    std::vector<uint32_t> before(kOnesweepBins);  // look-back: keys of each bin in earlier tiles
    for (uint32_t array = 0; array < options.batch; ++array) {
        std::fill(before.begin(), before.end(), 0u);
        for (uint32_t tile = 0; tile < layout.tiles; ++tile) {
            const Range range = tile_range(options, layout, array, tile);
            std::vector<uint32_t> tile_counts(kOnesweepBins, 0);
            for (size_t i = range.begin; i < range.end; ++i) ++tile_counts[onesweep_digit(options, keys[i], args.shift)];
            for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) {
                if (lookback) {
                    next[bin] = counts[size_t{args.starts} + size_t{array} * kOnesweepDigits * kOnesweepBins + bin] + before[bin];
                    before[bin] += tile_counts[bin];
                    // What the tile leaves in its status word (its inclusive prefix), and the other
                    // region's word it clears.
                    counts[status_index(layout, region, array, tile, bin)] = (kStatusPrefix << kStatusShift) | before[bin];
                    counts[status_index(layout, 1 - region, array, tile, bin)] = 0;
                } else {
                    next[bin] = counts[table_index(layout, array, bin, tile)];
                }
            }
            for (size_t i = range.begin; i < range.end; ++i) {
                const uint32_t to = next[onesweep_digit(options, keys[i], args.shift)]++;
                keys_out[to] = keys[i];
                if (options.values) values_out[to] = values[i];
                ++effect.comparisons;
                if (to != i) ++effect.swaps;
            }
        }
    }
    return effect;
}

// [SECTION] the look-back model and the tables

std::vector<LookbackRead> PassAccount::lookback(uint32_t tile_index, uint32_t bin) const {
    std::vector<LookbackRead> reads;
    if (tile_index == 0 || tile_index >= tiles.size()) return reads;  // tile 0's prefix is its own count
    const uint32_t wave_start = tile_index / wave * wave;
    for (uint32_t k = tile_index; k-- > 0;) {
        if (k < wave_start) {
            // A tile of an earlier wave: its inclusive prefix is there, and the walk ends.
            reads.push_back({k, kStatusPrefix, tiles[k].exclusive[bin] + tiles[k].counts[bin]});
            break;
        }
        // A tile of the same wave: only its aggregate is published yet. Tile 0 publishes its prefix at once.
        const uint32_t status = k == 0 ? kStatusPrefix : kStatusAggregate;
        reads.push_back({k, status, status == kStatusPrefix ? tiles[k].exclusive[bin] + tiles[k].counts[bin] : tiles[k].counts[bin]});
        if (status == kStatusPrefix) break;
    }
    return reads;
}

PassAccount onesweep_pass_account(const Plan& plan, const Step& step, const State& before) {
    const Options& options = plan.options;
    const OnesweepLayout layout = onesweep_layout(options);
    PassAccount account;
    account.digit = onesweep_step_digit(step);
    if (account.digit >= kOnesweepDigits || layout.tiles == 0) return account;
    account.shift = account.digit * kOnesweepBits;
    account.tile = layout.tile;
    const std::vector<uint32_t>& keys = before[keys_buffer(step.source)];
    account.starts.assign(kOnesweepBins, 0);
    std::vector<uint32_t> totals(kOnesweepBins, 0);
    account.tiles.resize(layout.tiles);
    for (uint32_t tile = 0; tile < layout.tiles; ++tile) {
        TileAccount& t = account.tiles[tile];
        t.counts.assign(kOnesweepBins, 0);
        const Range range = tile_range(options, layout, 0, tile);
        for (size_t i = range.begin; i < range.end; ++i) ++t.counts[onesweep_digit(options, keys[i], account.shift)];
        t.exclusive = totals;
        for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) totals[bin] += t.counts[bin];
    }
    for (uint32_t bin = 1; bin < kOnesweepBins; ++bin) account.starts[bin] = account.starts[bin - 1] + totals[bin - 1];
    for (TileAccount& t : account.tiles) {
        t.offset.resize(kOnesweepBins);
        for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) t.offset[bin] = account.starts[bin] + t.exclusive[bin];
    }
    return account;
}

std::vector<std::vector<uint32_t>> onesweep_histograms(const Plan& plan, const State& before) {
    const Options& options = plan.options;
    std::vector<std::vector<uint32_t>> hist(kOnesweepDigits, std::vector<uint32_t>(kOnesweepBins, 0));
    const std::vector<uint32_t>& keys = before[BufferId::Keys];
    for (size_t i = 0; i < options.n && i < keys.size(); ++i) {
        const uint32_t order = sort_key(options.key_type, options.descending, keys[i]);
        for (uint32_t digit = 0; digit < kOnesweepDigits; ++digit) {
            ++hist[digit][(order >> (digit * kOnesweepBits)) & (kOnesweepBins - 1)];
        }
    }
    return hist;
}

namespace {

std::string status_name(uint32_t status) {
    switch (status) {
        case kStatusAggregate: return "A";
        case kStatusPrefix: return "P";
        default: return "-";
    }
}

std::vector<Table> histogram_tables(const Plan& plan, const State& before) {
    const auto hist = onesweep_histograms(plan, before);
    Table counts;
    counts.title = std::string("onesweep histograms: keys in each bin of each 8-bit digit, from one read of the keys") +
                   (plan.options.batch > 1 ? " (array 0)" : "");
    counts.columns = {"bin", "digit0", "digit1", "digit2", "digit3"};
    Table starts;
    starts.title = "onesweep bin starts: where each bin begins in the output of its digit's pass (exclusive prefix sums)";
    starts.columns = counts.columns;
    std::vector<uint32_t> running(kOnesweepDigits, 0);
    for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) {
        std::vector<std::string> count_row = {std::to_string(bin)};
        std::vector<std::string> start_row = {std::to_string(bin)};
        for (uint32_t digit = 0; digit < kOnesweepDigits; ++digit) {
            count_row.push_back(std::to_string(hist[digit][bin]));
            start_row.push_back(std::to_string(running[digit]));
            running[digit] += hist[digit][bin];
        }
        counts.rows.push_back(std::move(count_row));
        starts.rows.push_back(std::move(start_row));
    }
    return {counts, starts};
}

}  // namespace

std::vector<Table> onesweep_tables(const Plan& plan, const Step& step, const State& before) {
    if (step.kernel == KernelId::OnesweepHistogram || step.kernel == KernelId::OnesweepScan) {
        return histogram_tables(plan, before);
    }
    const PassAccount account = onesweep_pass_account(plan, step, before);
    if (account.tiles.empty()) return {};
    const bool lookback = onesweep_uses_lookback(plan.options);
    const std::string digit = "onesweep " + digit_text(account.digit);

    Table bins;
    bins.title = digit + ": each bin's keys and its global start" + (plan.options.batch > 1 ? " (array 0)" : "");
    bins.columns = {"bin", "keys", "start"};
    for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) {
        uint32_t keys = 0;
        for (const TileAccount& t : account.tiles) keys += t.counts[bin];
        bins.rows.push_back({std::to_string(bin), std::to_string(keys), std::to_string(account.starts[bin])});
    }

    Table tiles;
    tiles.title = digit + ": per tile of " + std::to_string(account.tile) +
                  " keys and bin, the tile's keys, those of earlier tiles and where the tile writes the bin "
                  "(start + earlier); bins a tile has no key of are left out" +
                  (lookback ? ". look-back: the status words the tile read, in a model schedule of waves of " +
                                  std::to_string(account.wave) + " tiles (A = aggregate, P = inclusive prefix)"
                            : "");
    tiles.columns = {"tile", "bin", "count", "earlier", "offset"};
    if (lookback) tiles.columns.push_back("lookback");
    for (uint32_t tile = 0; tile < account.tiles.size(); ++tile) {
        const TileAccount& t = account.tiles[tile];
        for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) {
            if (t.counts[bin] == 0) continue;
            std::vector<std::string> row = {std::to_string(tile), std::to_string(bin), std::to_string(t.counts[bin]),
                                            std::to_string(t.exclusive[bin]), std::to_string(t.offset[bin])};
            if (lookback) {
                std::string reads;
                for (const LookbackRead& read : account.lookback(tile, bin)) {
                    reads += (reads.empty() ? "" : " ") + ("t" + std::to_string(read.tile) + ":" + status_name(read.status) +
                                                          std::to_string(read.count));
                }
                row.push_back(reads.empty() ? "(first tile)" : reads);
            }
            tiles.rows.push_back(std::move(row));
        }
    }
    return {bins, tiles};
}

}  // namespace sortscope::algo
