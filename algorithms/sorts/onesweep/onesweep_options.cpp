// Onesweep's options: its per-device defaults (work group and ranking where the user gave none), which
// path a plan takes (look-back or portable) and why, which ranking a tile uses on this device and the
// GLSL extensions it needs, the spin limit of a look-back, and the names the
// CLI and session files use.
#include "algorithms/sorts/onesweep/onesweep.hpp"

#include <algorithm>
#include <bit>

namespace sortscope::algo {

namespace {

// Onesweep's slots in Options::own (own_values.hpp), defined here alone: only these accessors reach them.
const OwnValue kPathValue{"onesweep-path", static_cast<uint32_t>(OnesweepPath::Auto)};
const OwnValue kRankingCapValue{"onesweep-ranking", static_cast<uint32_t>(OnesweepRanking::Match)};
const OwnValue kRankingLeftToDevice{"onesweep-ranking not given", 0};
const OwnValue kStagePartsValue{"onesweep stage parts", 1};

}  // namespace

OnesweepPath onesweep_path_of(const OwnValues& own) { return static_cast<OnesweepPath>(own.get(kPathValue)); }
void set_onesweep_path(OwnValues& own, OnesweepPath path) { own.set(kPathValue, static_cast<uint32_t>(path)); }
OnesweepPath onesweep_path_of(const Options& options) { return onesweep_path_of(options.own); }
void set_onesweep_path(Options& options, OnesweepPath path) { set_onesweep_path(options.own, path); }
OnesweepRanking onesweep_ranking_cap(const Options& options) {
    return static_cast<OnesweepRanking>(options.own.get(kRankingCapValue));
}
void set_onesweep_ranking_cap(Options& options, OnesweepRanking cap) { options.own.set(kRankingCapValue, static_cast<uint32_t>(cap)); }
bool onesweep_ranking_given(const Options& options) { return options.own.get(kRankingLeftToDevice) == 0; }
void set_onesweep_ranking_given(Options& options, bool given) { options.own.set(kRankingLeftToDevice, given ? 0 : 1); }
uint32_t onesweep_stage_parts(const Options& options) { return options.own.get(kStagePartsValue); }
void set_onesweep_stage_parts(Options& options, uint32_t parts) { options.own.set(kStagePartsValue, parts); }

bool onesweep_uses_lookback(const Options& options) {
    switch (onesweep_path_of(options)) {
        case OnesweepPath::Lookback: return true;
        case OnesweepPath::Portable: return false;
        case OnesweepPath::Auto: break;
    }
    return options.device.independent_progress;
}

uint32_t onesweep_spin_limit(const Options& options) {
    return options.device.independent_progress ? kOnesweepSpinLimit : kOnesweepUnsafeSpinLimit;
}

Options onesweep_options_before_device(const Options& options) {
    Options estimated = options;
    if (onesweep_path_of(estimated) == OnesweepPath::Lookback) estimated.device.independent_progress = true;
    return estimated;
}

OnesweepFastTile onesweep_fast_tile(const Options& options) {
    const uint32_t n = options.n;
    const bool values = options.values;
    // The fastest tile measured at each size (docs/performance.md: on the H100, then on the
    // H200; G keys/s or G pairs/s):
    // - up to 2^17 512 x 4, below 2^20 512 x 8 (H100);
    // - keys: from 2^20 1024 x 8 (more tiles fill the SMs: 13.3 / 17.3 against 12.6 / 16.3 for 1024 x 11 at
    //   2^20 / 2^21), from 2^22 1024 x 11 (21.7 against 20.4); from 2^23 512 x 18 in halves, two groups per SM
    //   (25.0 to 25.5 against 23.4 at 2^23, 29.1 against 25.9 at 2^24; at 2^21 and 2^22 they ran 18.5 to 19.4
    //   and 21.6 to 22.1 in some processes, 12.5 to 14.0 and 19.9 to 20.1 in others, so whole tiles stay
    //   there); from 2^26 512 x 20 in halves (H200, with pads: 40.5 against 39.8 at 2^28, A B A B; 1% slower
    //   at 2^24);
    // - pairs: from 2^20 1024 x 8 (14.6 against 13.4 for 1024 x 11 at 2^21, H100); from 2^22 512 x 10 whole,
    //   two groups per SM (H200: 19.4 against 18.9 at 2^22, A B A B; 15.9 against 17.5 at 2^21); from 2^23 512 x 14 in halves, two groups per SM since the values'
    //   loads reuse nothing of the keys' (H200: 26.0 against 23.7 at 2^24, 24.2 against 23.2 at 2^28, A B A
    //   B; 22.7 against 21.0 at 2^23; 13 and 15 keys each within 1%, 16 one group per SM).
    // Every key type and order takes them: the pass holds keys as their tile bits, so it is u32 ascending's
    // program for all (H200, 2026-11-30, G keys or pairs/s at 2^24 / 2^28: f32 keys 36.0 / 43.0 at 512 x 18
    // and 20, 35.5 / 42.1 at 17; f32 pairs 26.4 / 31.6 at 512 x 14, 26.3 / 30.8 at 13, 26.5 / 31.9 at 15).
    using enum OnesweepFastWhy;
    constexpr uint32_t halved = kOnesweepFastHalvedLocalSize, largest = kOnesweepFastMaxLocalSize;
    if (n <= (1u << 17)) return {512, 4, 1, LatencyBound};
    if (n < (1u << 20)) return {512, 8, 1, LatencyBound};
    if (!values && n >= kOnesweepFastLargeHalvedFrom) return {halved, kOnesweepFastLargeHalvedItems, 2, KeysLargeHalved};
    if (!values && n >= kOnesweepFastHalvedFrom) return {halved, kOnesweepFastHalvedItems, 2, KeysHalved};
    if (values && n >= kOnesweepFastPairsHalvedFrom) return {halved, kOnesweepFastPairsHalvedItems, 2, PairsHalved};
    if (values && n >= kOnesweepFastPairsTwoGroupsFrom) return {halved, kOnesweepFastPairsTwoGroupsItems, 1, PairsTwoGroups};
    if (values || n < kOnesweepFastKeysMaxItemsFrom) return {largest, 8, 1, OneGroupMoreTiles};
    return {largest, kOnesweepFastMaxItems, 1, OneGroup};
}

bool onesweep_fast_device(const DeviceCaps& device) {
    // One-word ballots need subgroups of 32 (the ballot's first word holds the whole subgroup); the
    // largest work group must fit the device, and its largest tile the device's shared memory (with
    // less, the tile would shrink to a configuration nobody measured): 48,164 bytes, of the H100's 49,152.
    return device.subgroup_size == 32 && device.ranking >= OnesweepRanking::Ballot &&
           device.max_invocations >= kOnesweepFastMaxLocalSize &&
           uint64_t{onesweep_pass_shared_words(OnesweepRanking::Ballot, kOnesweepFastMaxLocalSize, kOnesweepFastMaxItems, 32)} * 4 <=
               device.max_shared_bytes;
}

Options onesweep_device_defaults(const Options& options) {
    Options resolved = options;
    if (options.local_size_given || !onesweep_fast_device(options.device)) return resolved;
    const OnesweepFastTile fast = onesweep_fast_tile(options);
    resolved.local_size = fast.local_size;
    if (options.tile == 0) {
        resolved.tile = fast.local_size * fast.items;
        set_onesweep_stage_parts(resolved, fast.stage_parts);
    }
    if (!onesweep_ranking_given(options)) set_onesweep_ranking_cap(resolved, OnesweepRanking::Ballot);
    return resolved;
}

OnesweepRankingChoice onesweep_ranking(const Options& requested) {
    const Options options = onesweep_device_defaults(requested);
    const uint32_t size = options.device.subgroup_size;
    const bool whole_subgroups = size >= 4 && size <= 128 && (size & (size - 1)) == 0 && options.local_size % size == 0;
    const auto ranking = static_cast<OnesweepRanking>(
        std::min(static_cast<uint32_t>(options.device.ranking), static_cast<uint32_t>(onesweep_ranking_cap(options))));
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
    switch (onesweep_path_of(options)) {
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
    if (!options.local_size_given && onesweep_fast_device(options.device)) {
        const OnesweepLayout layout = onesweep_layout(options);
        const auto power = [](uint32_t n) { return "2^" + std::to_string(std::countr_zero(n)); };
        const std::string shared_per_sm = "NVIDIA's GL driver gives all the groups of an SM about 48 KB of shared memory together";
        const auto halves = [&](const char* what, uint32_t from) {
            return std::string(what) + " from " + power(from) +
                   " in a tile staged in two halves, ranks packed two to a register, so that two groups share each SM (" + shared_per_sm + ")";
        };
        const auto one_group = "one work group per SM (" + shared_per_sm + "), so the largest group brings the most warps";
        std::string why;
        switch (onesweep_fast_tile(options).why) {
            case OnesweepFastWhy::LatencyBound: why = "below 2^20 keys the sort is latency-bound: smaller tiles make more work groups"; break;
            case OnesweepFastWhy::OneGroupMoreTiles:
                why = one_group + (options.values ? "; with values below " + power(kOnesweepFastPairsTwoGroupsFrom)
                                                  : "; keys below " + power(kOnesweepFastKeysMaxItemsFrom)) +
                      ", fewer keys each make more tiles";
                break;
            case OnesweepFastWhy::OneGroup: why = one_group; break;
            case OnesweepFastWhy::KeysHalved: why = halves("keys", kOnesweepFastHalvedFrom); break;
            case OnesweepFastWhy::KeysLargeHalved:
                why = halves("keys", kOnesweepFastHalvedFrom) + "; from " + power(kOnesweepFastLargeHalvedFrom) + " with more keys each";
                break;
            case OnesweepFastWhy::PairsTwoGroups:
                why = "pairs from " + power(kOnesweepFastPairsTwoGroupsFrom) + " in a tile small enough for two groups per SM (" + shared_per_sm + ")";
                break;
            case OnesweepFastWhy::PairsHalved: why = halves("pairs", kOnesweepFastPairsHalvedFrom); break;
        }
        // --tile given: the tile is the user's, staged whole; only the work-group size is this n's default.
        if (options.tile != 0) why = "the work-group size of this n's default tile (" + why + "); the tile as --tile gave";
        text += "; chosen for this device (no --wg" + std::string(onesweep_ranking_given(options) ? "" : " or --onesweep-ranking") +
                " given): " + (onesweep_ranking_given(options) ? "" : std::string(onesweep_ranking_name(choice.ranking)) + " ranking, ") +
                std::to_string(layout.local_size) + " x " + std::to_string(layout.items) + " keys a tile" +
                (layout.stage_parts > 1 ? " in two halves" : "") + " (n = " +
                std::to_string(options.n) + (options.values ? ", with values" : "") + "): " + why +
                "; NVIDIA-class subgroups of 32 with one-word ballots, measured fastest on the H100 (and at 2^24 and 2^28 on "
                "the H200: docs/performance.md)";
    }
    return text;
}

std::vector<std::string_view> onesweep_pass_extensions(const Step& step) {
    const OnesweepRanking ranking = onesweep_pass_args(step).ranking;
    if (ranking == OnesweepRanking::Split) return {};
    std::vector<std::string_view> extensions = {"GL_KHR_shader_subgroup_basic", "GL_KHR_shader_subgroup_ballot",
                                                "GL_KHR_shader_subgroup_shuffle", "GL_KHR_shader_subgroup_arithmetic"};
    if (ranking == OnesweepRanking::Match) extensions.push_back("GL_NV_shader_subgroup_partitioned");
    return extensions;
}

}  // namespace sortscope::algo
