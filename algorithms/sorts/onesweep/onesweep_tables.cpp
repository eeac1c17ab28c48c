// Onesweep's tables: the histograms and bin starts (histogram and scan steps), or a pass's per-tile
// counts, earlier-tile sums, offsets and look-back reads, and each bin's start.
#include "algorithms/sorts/onesweep/onesweep.hpp"

namespace sortscope::algo {

namespace {

std::string status_name(uint32_t status) {
    switch (status) {
        case kStatusAggregate: return "A";
        case kStatusPrefix: return "P";
        default: return "-";
    }
}

std::vector<Table> histogram_tables(const Plan& plan, const Step& step, const State& before) {
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
    // The histogram step computes the counts; the scan after it the starts.
    const bool histogram_step = step.kernel == KernelId::OnesweepHistogram;
    if (histogram_step) mark_results_after_first(counts);
    mark_results_after_first(starts);
    starts.filled_later = histogram_step;
    return {counts, starts};
}

}  // namespace

std::vector<Table> onesweep_tables(const Plan& plan, const Step& step, const State& before, uint64_t max_rows) {
    if (step.kernel == KernelId::OnesweepHistogram || step.kernel == KernelId::OnesweepScan) {
        return histogram_tables(plan, step, before);
    }
    const PassAccount account = onesweep_pass_account(plan, step, before);
    if (account.tiles.empty()) return {};
    const bool lookback = onesweep_uses_lookback(plan.options);
    const std::string digit = "onesweep " + onesweep_digit_text(account.digit);

    Table bins;
    bins.title = digit + ": each bin's keys and its global start" + (plan.options.batch > 1 ? " (array 0)" : "");
    bins.columns = {"bin", "keys", "start"};
    for (uint32_t bin = 0; bin < kOnesweepBins; ++bin) {
        uint32_t keys = 0;
        for (const TileAccount& t : account.tiles) keys += t.counts[bin];
        add_row(bins, max_rows, [&] { return std::vector<std::string>{std::to_string(bin), std::to_string(keys), std::to_string(account.starts[bin])}; });
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
            add_row(tiles, max_rows, [&] {
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
                return row;
            });
        }
    }
    // What the step computes: the portable path's count the counts (the starts and offsets follow from
    // the scan after it), its scan levels the starts and offsets; a pass, its tiles' counts, earlier
    // sums and offsets (the look-back's reads), from bin totals and starts known before it.
    if (step.kernel == KernelId::OnesweepCount) {
        mark_results(bins, {"keys", "start"});
        mark_results(tiles, {"count", "earlier", "offset"});
    } else if (step.kernel != KernelId::OnesweepPass) {
        mark_results(bins, {"start"});
        mark_results(tiles, {"earlier", "offset"});
    } else {
        mark_results(tiles, {"count", "earlier", "offset", "lookback"});
    }
    return {bins, tiles};
}

}  // namespace sortscope::algo
