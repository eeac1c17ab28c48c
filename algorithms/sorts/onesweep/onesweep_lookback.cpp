// Onesweep's look-back model: what a pass does tile by tile for the first array (exact counts and
// offsets), one schedule of the look-back's status reads (a model: the order the GPU ran the tiles in
// cannot be observed), and the four digits' histograms.
#include "algorithms/sorts/onesweep/onesweep.hpp"

#include <algorithm>

#include "algorithms/plan/parallel_for.hpp"

namespace sortscope::algo {

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
    account.tiles.resize(layout.tiles);
    // Each tile's counts are its own: runs of tiles are counted in parallel, as many runs as the keys
    // make chunks.
    const size_t chunks = std::min<size_t>(chunk_count(options.n), layout.tiles);
    parallel_chunks(chunks, [&](size_t chunk) {
        const ChunkRange tiles = chunk_range(layout.tiles, chunks, chunk);
        for (size_t tile = tiles.begin; tile < tiles.end; ++tile) {
            TileAccount& t = account.tiles[tile];
            t.counts.assign(kOnesweepBins, 0);
            const KeyRange range = tile_keys(options, layout.tile, 0, static_cast<uint32_t>(tile));
            for (size_t i = range.begin; i < range.end; ++i) ++t.counts[onesweep_digit(options, keys[i], account.shift)];
        }
    });
    std::vector<uint32_t> totals(kOnesweepBins, 0);
    for (TileAccount& t : account.tiles) {
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
    const std::vector<uint32_t>& keys = before[BufferId::Keys];
    const size_t n = std::min<size_t>(options.n, keys.size());
    // Each chunk of the keys counts into its own four histograms; the chunks' counts are added after.
    const size_t chunks = chunk_count(n);
    std::vector<uint32_t> counts(chunks * kOnesweepDigits * kOnesweepBins, 0);
    parallel_chunks(chunks, [&](size_t chunk) {
        const ChunkRange range = chunk_range(n, chunks, chunk);
        uint32_t* own = counts.data() + chunk * kOnesweepDigits * kOnesweepBins;
        for (size_t i = range.begin; i < range.end; ++i) {
            const uint32_t order = sort_key(options.key_type, options.descending, keys[i]);
            for (uint32_t digit = 0; digit < kOnesweepDigits; ++digit) {
                ++own[digit * kOnesweepBins + ((order >> (digit * kOnesweepBits)) & (kOnesweepBins - 1))];
            }
        }
    });
    std::vector<std::vector<uint32_t>> hist(kOnesweepDigits, std::vector<uint32_t>(kOnesweepBins, 0));
    for (size_t chunk = 0; chunk < chunks; ++chunk) {
        for (uint32_t digit = 0; digit < kOnesweepDigits; ++digit) {
            for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) hist[digit][bin] += counts[(chunk * kOnesweepDigits + digit) * kOnesweepBins + bin];
        }
    }
    return hist;
}

}  // namespace sortscope::algo
