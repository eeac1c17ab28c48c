// Onesweep step classification (from the catalogue: the algorithm's picture, the kernel's digit step)
// and the look-back model's snapshot (see onesweep_focus.hpp).
#include "sortscope/diagram/onesweep_focus.hpp"

#include <algorithm>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"

namespace sortscope::diagram {

std::optional<OnesweepFocus> onesweep_focus(const algo::Plan& plan, const algo::Step& step) {
    const algo::AlgorithmInfo* info = plan.algorithm;
    if (info == nullptr || info->picture != algo::Picture::Onesweep) return std::nullopt;
    const auto digit_step = algo::kernel_info(step.kernel).digit_step;
    if (digit_step == nullptr) return std::nullopt;
    const bool lookback = algo::onesweep_uses_lookback(plan.options);
    const algo::DigitStep digit = digit_step(step);
    switch (digit.part) {
        case algo::DigitPart::Histogram: return OnesweepFocus{OnesweepPart::Histogram, digit.digit, lookback};
        case algo::DigitPart::Scan: return OnesweepFocus{OnesweepPart::Scan, digit.digit, lookback};
        case algo::DigitPart::Count: return OnesweepFocus{OnesweepPart::Count, digit.digit, lookback};
        case algo::DigitPart::PrefixSum: return OnesweepFocus{OnesweepPart::PrefixSum, digit.digit, lookback};
        case algo::DigitPart::Scatter: return OnesweepFocus{OnesweepPart::Pass, digit.digit, lookback};
    }
    return std::nullopt;
}

const char* onesweep_part_name(OnesweepPart part) {
    switch (part) {
        case OnesweepPart::Histogram: return "histogram";
        case OnesweepPart::Scan: return "scan";
        case OnesweepPart::Count: return "count";
        case OnesweepPart::PrefixSum: return "prefix sum";
        case OnesweepPart::Pass: return "pass";
    }
    return "";
}

StatusWord modelled_status(const algo::PassAccount& account, uint32_t looking, uint32_t tile, uint32_t bin) {
    if (tile >= account.tiles.size() || bin >= algo::kOnesweepBins || account.wave == 0) return {};
    const algo::TileAccount& t = account.tiles[tile];
    const uint32_t wave_start = looking / account.wave * account.wave;
    const StatusWord prefix{algo::kStatusPrefix, t.exclusive[bin] + t.counts[bin]};
    if (tile < wave_start || tile == 0) return prefix;
    if (tile < wave_start + account.wave) return {algo::kStatusAggregate, t.counts[bin]};
    return {};
}

uint32_t default_tile(const algo::PassAccount& account) {
    return account.tiles.empty() ? 0 : std::min<uint32_t>(2, static_cast<uint32_t>(account.tiles.size() - 1));
}

uint32_t default_bin(const algo::PassAccount& account, uint32_t tile) {
    if (tile >= account.tiles.size()) return 0;
    const std::vector<uint32_t>& counts = account.tiles[tile].counts;
    return static_cast<uint32_t>(std::max_element(counts.begin(), counts.end()) - counts.begin());
}

uint32_t bin_keys(const algo::PassAccount& account, uint32_t bin) {
    uint32_t keys = 0;
    for (const algo::TileAccount& t : account.tiles) keys += bin < t.counts.size() ? t.counts[bin] : 0;
    return keys;
}

std::optional<TileBin> tile_bin_of_output(const algo::PassAccount& account, uint32_t position) {
    if (account.tiles.empty() || account.starts.size() != algo::kOnesweepBins) return std::nullopt;
    // The last bin starting at or before the position: empty bins share their start with the next one.
    const auto after = std::upper_bound(account.starts.begin(), account.starts.end(), position);
    const auto bin = static_cast<uint32_t>(after - account.starts.begin()) - 1;
    for (uint32_t tile = 0; tile < account.tiles.size(); ++tile) {
        const algo::TileAccount& t = account.tiles[tile];
        if (position >= t.offset[bin] && position < t.offset[bin] + t.counts[bin]) return TileBin{tile, bin};
    }
    return std::nullopt;
}

}  // namespace sortscope::diagram
