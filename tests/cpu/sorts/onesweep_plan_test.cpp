// The onesweep plan: 6 dispatches on the look-back path (histogram, scan, four passes) and 4 (2L + 1) on
// the portable one, against the closed forms; one pass program for the four digits of every key type and
// order, reading its shift at run time; the path chosen by the device and forced by the option;
// tiles that fit the GL minimum of shared memory; the CPU reference sorting stably on both paths; the
// look-back model ending every walk at an inclusive prefix and summing to the exact earlier counts; the
// per-device default (ballot ranking and a tile chosen by n on NVIDIA-like devices when no --wg is given)
// and what overrides it; and the limits it refuses with a reason.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/verify/check.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

using namespace sortscope::algo;

namespace {

Options onesweep_options(uint32_t n, OnesweepPath path, uint32_t local_size = 256) {
    Options options = sized(n, local_size);
    set_onesweep_path(options, path);
    // A device that runs work groups independently, so the look-back is not refused at large n.
    options.device.independent_progress = true;
    return options;
}

}  // namespace

TEST_CASE("onesweep plan: 6 dispatches with look-back, 4 (2L + 1) portable, none for n <= 1", "[cpu][plan][onesweep]") {
    for (uint32_t n : {0u, 1u, 2u, 3u, 1000u, 65537u, 1u << 22}) {
        for (uint32_t batch : {1u, 3u}) {
            Options options = onesweep_options(n, OnesweepPath::Lookback);
            options.batch = batch;
            const Plan lookback = build_onesweep_plan(options);
            INFO("n = " << n << ", batch " << batch);
            CHECK(radix_bits_of(lookback.options) == 8);
            if (n <= 1) {
                CHECK(lookback.steps.empty());
                continue;
            }
            REQUIRE(lookback.steps.size() == 6);
            CHECK(lookback.steps[0].kernel == KernelId::OnesweepHistogram);
            CHECK(lookback.steps[1].kernel == KernelId::OnesweepScan);
            for (size_t s = 2; s < 6; ++s) {
                CHECK(lookback.steps[s].kernel == KernelId::OnesweepPass);
                CHECK(lookback.steps[s].moves);
            }
            // Four moves: the keys end where they started.
            CHECK(lookback.keys_after(lookback.steps.size()) == Pair::Primary);

            set_onesweep_path(options, OnesweepPath::Portable);
            const Plan portable = build_onesweep_plan(options);
            const OnesweepLayout layout = onesweep_layout(options);
            const auto levels = static_cast<uint32_t>(layout.levels.size());
            CHECK(portable.steps.size() == 4 * (2 * levels + 1));
            CHECK(layout.table_entries == batch * 256 * layout.tiles);
        }
    }
}

// The pass holds every key as its tile bits, so every key type and order runs one program for the four
// passes (the same step defines), reading each digit's shift at run time.
TEST_CASE("onesweep runs one pass program for the four digits of every key type and order", "[cpu][plan][onesweep]") {
    for (const OnesweepPath path : {OnesweepPath::Lookback, OnesweepPath::Portable}) {
        for (const bool values : {false, true}) {
            std::optional<decltype(Step::variant)> u32_variant;
            for (const KeyType type : all_key_types()) {
                for (const bool descending : {false, true}) {
                    Options options = onesweep_options(70000, path);
                    options.key_type = type;
                    options.descending = descending;
                    options.values = values;
                    const Plan plan = build_onesweep_plan(options);
                    INFO(key_type_name(type) << (descending ? " descending" : " ascending") << (values ? " with values" : "") << ", "
                                             << onesweep_path_name(path));
                    uint32_t digit = 0;
                    for (const Step& step : plan.steps) {
                        if (step.kernel != KernelId::OnesweepPass) continue;
                        CHECK(onesweep_pass_args(step).shift == digit * kOnesweepBits);
                        if (!u32_variant) u32_variant = step.variant;  // u32 ascending's first pass
                        CHECK(step.variant == *u32_variant);
                        ++digit;
                    }
                    CHECK(digit == kOnesweepDigits);
                }
            }
        }
    }
}

TEST_CASE("onesweep takes the look-back only where work groups are known to progress, unless forced",
          "[cpu][plan][onesweep]") {
    Options options = sized(100000);
    CHECK_FALSE(onesweep_uses_lookback(options));  // the default device: not known to be safe
    options.device.independent_progress = true;
    CHECK(onesweep_uses_lookback(options));
    set_onesweep_path(options, OnesweepPath::Portable);
    CHECK_FALSE(onesweep_uses_lookback(options));
    CHECK(onesweep_path_text(options).find("portable") != std::string::npos);
    set_onesweep_path(options, OnesweepPath::Lookback);
    options.device.independent_progress = false;
    // Forced where it is not known to be safe: refused past the loop budget, with the way out named.
    try {
        (void)onesweep_layout(options);
        FAIL("the look-back of 100000 keys was not refused on a device not known to be safe");
    } catch (const std::invalid_argument& error) {
        CHECK(std::string(error.what()).find("--onesweep-path portable") != std::string::npos);
    }
    options.n = 2000;  // a few tiles fit the budget
    CHECK(onesweep_layout(options).lookback);
}

TEST_CASE("onesweep ranks with the best subgroup operations the device has, whole subgroups only",
          "[cpu][plan][onesweep]") {
    Options options = sized(1u << 20);
    CHECK(onesweep_ranking(options).ranking == OnesweepRanking::Split);
    options.device.ranking = OnesweepRanking::Match;
    options.device.subgroup_size = 32;
    CHECK(onesweep_ranking(options).ranking == OnesweepRanking::Match);
    set_onesweep_ranking_cap(options, OnesweepRanking::Ballot);  // --onesweep-ranking ballot
    CHECK(onesweep_ranking(options).ranking == OnesweepRanking::Ballot);
    options.local_size = 16;  // not a whole subgroup
    CHECK(onesweep_ranking(options).ranking == OnesweepRanking::Split);
}

namespace {

// A device with subgroup ranking up to `ranking` on subgroups of `subgroup_size`.
DeviceCaps subgroup_caps(uint32_t max_shared_bytes, OnesweepRanking ranking, uint32_t subgroup_size) {
    DeviceCaps caps;
    caps.max_shared_bytes = max_shared_bytes;
    caps.ranking = ranking;
    caps.subgroup_size = subgroup_size;
    caps.shuffle_size = subgroup_size;
    return caps;
}

// What device_caps() reads from NVIDIA's driver on the H100.
DeviceCaps nvidia_like_caps() {
    DeviceCaps caps = subgroup_caps(49152, OnesweepRanking::Match, 32);
    caps.independent_progress = true;
    return caps;
}

// Options as sortscope-cli parses them when neither --wg nor --onesweep-ranking is given.
Options front_end_defaults(uint32_t n, const DeviceCaps& caps) {
    Options options = sized(n);
    options.local_size_given = false;
    set_onesweep_ranking_given(options, false);
    options.device = caps;
    return options;
}

}  // namespace

TEST_CASE("onesweep without --wg picks ballot ranking and a tile by n on NVIDIA-like devices, as before elsewhere",
          "[cpu][plan][onesweep][options]") {
    struct Expected {
        uint32_t n;
        bool values;
        uint32_t local_size;
        uint32_t items;
        uint32_t stage_parts;
    };
    // Issue 21 on the H100: 512 x 4 up to 2^17, 512 x 8 below 2^20, then 1024 x 8 below 2^22 (2^24 with
    // values), then 1024 x 11; keys from 2^23 in halves of 512 x 18, from 2^26 (the H200) of 512 x 20;
    // pairs from 2^23 in halves of 512 x 14 (the H200), from 2^22 in whole 512 x 10, 1024 x 8 below.
    const Expected expected[] = {{2, false, 512, 4, 1},           {1u << 16, false, 512, 4, 1},    {1u << 17, true, 512, 4, 1},
                                 {(1u << 17) + 1, false, 512, 8, 1}, {1u << 19, true, 512, 8, 1},   {(1u << 20) - 1, false, 512, 8, 1},
                                 {1u << 20, false, 1024, 8, 1},    {1u << 20, true, 1024, 8, 1},    {1u << 21, false, 1024, 8, 1},
                                 {(1u << 22) - 1, false, 1024, 8, 1}, {1u << 22, false, 1024, 11, 1}, {(1u << 22) - 1, true, 1024, 8, 1}, {1u << 22, true, 512, 10, 1},
                                 {(1u << 23) - 1, false, 1024, 11, 1}, {1u << 23, false, 512, 18, 2},
                                 {(1u << 23) - 1, true, 512, 10, 1}, {1u << 23, true, 512, 14, 2},
                                 {1u << 24, false, 512, 18, 2},  {1u << 24, true, 512, 14, 2},
                                 {(1u << 26) - 1, false, 512, 18, 2}, {1u << 26, false, 512, 20, 2},
                                 {(1u << 28) + 3, false, 512, 20, 2}, {1u << 28, true, 512, 14, 2}};
    for (const Expected& e : expected) {
        Options options = front_end_defaults(e.n, nvidia_like_caps());
        options.values = e.values;
        INFO("n = " << e.n << (e.values ? " with values" : ""));
        const Plan plan = build_onesweep_plan(options);
        CHECK(plan.options.local_size == e.local_size);
        const OnesweepLayout layout = onesweep_layout(plan.options);
        CHECK(layout.ranking == OnesweepRanking::Ballot);
        CHECK(layout.local_size == e.local_size);
        CHECK(layout.items == e.items);
        CHECK(layout.stage_parts == e.stage_parts);
        CHECK(onesweep_pass_args(plan.steps.back()).stage_parts == e.stage_parts);  // STAGE_PARTS of the program
        CHECK(onesweep_layout(options).items == e.items);  // the same from the options as given
        const uint32_t words = onesweep_pass_shared_words(layout.ranking, layout.local_size, layout.items, 32, layout.stage_parts, e.values);
        CHECK(uint64_t{words} * 4 <= 49152);
        // Two groups of a halved tile share an SM only within about 48 KB (docs/performance.md).
        if (e.stage_parts == 2) CHECK(uint64_t{words} * 4 <= 24 * 1024);
        const std::string why = onesweep_path_text(options);
        CHECK(why.find("chosen for this device (no --wg or --onesweep-ranking given): ballot ranking, " +
                       std::to_string(e.local_size) + " x " + std::to_string(e.items) + " keys a tile" +
                       (e.stage_parts == 2 ? " in two halves (" : " (")) != std::string::npos);
        CHECK(why.find(e.stage_parts == 2 ? std::string(e.values ? "pairs" : "keys") + " from 2^23" +
                                                " in a tile staged in two halves, ranks packed two to a register, so that two groups share each SM"
                       : e.local_size == 1024 ? "one work group per SM (NVIDIA's GL driver gives all the groups of an SM about 48 KB"
                       : e.n >= (1u << 22)    ? "pairs from 2^22 in a tile small enough for two groups per SM"
                                              : "latency-bound") != std::string::npos);
        CHECK((why.find("; from 2^26 with more keys each") != std::string::npos) == (e.items == kOnesweepFastLargeHalvedItems));
        // Every key type and order takes u32 ascending's tile (one program: the pass holds tile bits).
        for (const auto& [type, descending] : {std::pair{KeyType::I32, false}, {KeyType::I32, true}, {KeyType::U32, true},
                                               {KeyType::F32, false}, {KeyType::F32, true}}) {
            Options typed = options;
            typed.key_type = type;
            typed.descending = descending;
            const OnesweepLayout typed_layout = onesweep_layout(build_onesweep_plan(typed).options);
            INFO(key_type_name(type) << (descending ? " descending" : ""));
            CHECK(typed_layout.local_size == e.local_size);
            CHECK(typed_layout.items == e.items);
            CHECK(typed_layout.stage_parts == e.stage_parts);
            CHECK(onesweep_path_text(typed) == onesweep_path_text(options));  // u32 ascending's choice, word for word
        }
        CHECK((why.find("with values below 2^22, fewer keys each make more tiles") != std::string::npos) ==
              (e.values && e.local_size == 1024));
        CHECK((why.find("; keys below 2^22, fewer keys each make more tiles") != std::string::npos) ==
              (!e.values && e.local_size == 1024 && e.n < kOnesweepFastKeysMaxItemsFrom));
    }
    CHECK(onesweep_ranking(front_end_defaults(1u << 24, nvidia_like_caps())).ranking == OnesweepRanking::Ballot);

    // llvmpipe and unknown drivers (what device_caps() reads there: no subgroup ranking, the GL minimum
    // of shared memory), wider subgroups, subgroups of 32 with too little shared memory for 1024 x 11,
    // and with fewer than 1024 invocations: exactly the plan of the options as given, the front end's 256
    // and its ranking cap.
    DeviceCaps small_nvidia = nvidia_like_caps();
    small_nvidia.max_shared_bytes = 48160;  // 4 bytes short of 1024 x 11 with ballot ranking
    DeviceCaps narrow_nvidia = nvidia_like_caps();
    narrow_nvidia.max_invocations = 768;
    // A driver with ballots on subgroups of 64 (AMD-like) and 64 KiB: not one-word ballots.
    const DeviceCaps wide_subgroups = subgroup_caps(65536, OnesweepRanking::Ballot, 64);
    for (const DeviceCaps& caps : {DeviceCaps{}, wide_subgroups, small_nvidia, narrow_nvidia}) {
        CHECK_FALSE(onesweep_fast_device(caps));
        for (const uint32_t n : {1000u, 1u << 24}) {
            const Options defaults = front_end_defaults(n, caps);
            Options given = defaults;
            given.local_size_given = true;
            set_onesweep_ranking_given(given, true);
            INFO("subgroups of " << caps.subgroup_size << ", " << caps.max_shared_bytes << " bytes shared, n = " << n);
            const Plan plan = build_onesweep_plan(defaults);
            CHECK(plan.options.local_size == 256);
            CHECK(plan.options.tile == 0);
            CHECK(onesweep_layout(plan.options).ranking == onesweep_layout(given).ranking);
            CHECK(onesweep_layout(plan.options).items == onesweep_layout(given).items);
            CHECK(onesweep_path_text(plan.options) == onesweep_path_text(given));
        }
    }
}

TEST_CASE("onesweep's --wg, --tile and --onesweep-ranking win over its per-device default", "[cpu][plan][onesweep][options]") {
    Options wg = front_end_defaults(1u << 24, nvidia_like_caps());
    wg.local_size_given = true;  // --wg 256: match ranking at 256 x 30, as before (ballot is slower there)
    CHECK(build_onesweep_plan(wg).options.local_size == 256);
    CHECK(onesweep_layout(wg).ranking == OnesweepRanking::Match);
    CHECK(onesweep_layout(wg).items == 30);
    CHECK(onesweep_path_text(wg).find("chosen for this device") == std::string::npos);

    Options ranking = front_end_defaults(1u << 24, nvidia_like_caps());
    set_onesweep_ranking_given(ranking, true);  // --onesweep-ranking match: the work group is still the device's
    set_onesweep_ranking_cap(ranking, OnesweepRanking::Match);
    CHECK(build_onesweep_plan(ranking).options.local_size == 512);
    CHECK(onesweep_layout(ranking).ranking == OnesweepRanking::Match);
    CHECK(onesweep_layout(ranking).stage_parts == 2);
    CHECK(onesweep_path_text(ranking).find("chosen for this device (no --wg given): 512 x 18 keys a tile in two halves") != std::string::npos);

    Options tile = front_end_defaults(1u << 24, nvidia_like_caps());
    tile.tile = 4096;  // --tile 4096: the device's work group, the given tile, staged whole
    CHECK(build_onesweep_plan(tile).options.local_size == 512);
    CHECK(onesweep_layout(tile).tile == 4096);
    CHECK(onesweep_layout(tile).stage_parts == 1);
    // plan says the tile is the user's, staged whole, and only the work group the default's.
    const std::string tile_text = onesweep_path_text(tile);
    CHECK(tile_text.find("512 x 8 keys a tile (n = ") != std::string::npos);
    CHECK(tile_text.find("the work-group size of this n's default tile (keys from 2^23 in a tile staged in two halves") != std::string::npos);
    CHECK(tile_text.find("; the tile as --tile gave") != std::string::npos);

    Options both = ranking;  // --wg 128 --onesweep-ranking split
    both.local_size_given = true;
    both.local_size = 128;
    set_onesweep_ranking_cap(both, OnesweepRanking::Split);
    CHECK(build_onesweep_plan(both).options.local_size == 128);
    CHECK(onesweep_layout(both).ranking == OnesweepRanking::Split);
}

TEST_CASE("onesweep's tile staged in two halves needs half its shared memory, and only with a subgroup ranking",
          "[cpu][plan][onesweep][layout]") {
    // 512 x 18 in halves: 9 x 512 words staged at once (more than the 16 subgroups' counters), three
    // per-bin arrays, 8 subgroup totals and the one-digit word: 21,540 bytes, against 36,900 whole.
    CHECK(onesweep_pass_shared_words(OnesweepRanking::Ballot, 512, 18, 32, 2) == 9 * 512 + 3 * 256 + 8 + 1);
    CHECK(onesweep_pass_shared_words(OnesweepRanking::Ballot, 512, 18, 32, 1) == 18 * 512 + 3 * 256 + 8 + 1);
    // An odd count of items: the first half holds the extra one. Counters larger than the half: they bind.
    CHECK(onesweep_pass_shared_words(OnesweepRanking::Ballot, 512, 17, 32, 2) == 9 * 512 + 3 * 256 + 8 + 1);
    // Pairs in parts read their values' base from one more word; pairs staged whole do not.
    CHECK(onesweep_pass_shared_words(OnesweepRanking::Ballot, 512, 14, 32, 2, true) == 16 * 256 + 3 * 256 + 8 + 1 + 1);
    CHECK(onesweep_pass_shared_words(OnesweepRanking::Ballot, 1024, 11, 32, 1, true) == 11 * 1024 + 3 * 256 + 32 / 4 + 1);
    CHECK(onesweep_pass_shared_words(OnesweepRanking::Ballot, 1024, 8, 32, 2) == 32 * 256 + 3 * 256 + 8 + 1);
    CHECK(onesweep_pass_shared_words(OnesweepRanking::Split, 512, 18, 0, 2) == onesweep_pass_shared_words(OnesweepRanking::Split, 512, 18, 0, 1));

    Options options = onesweep_options(1u << 22, OnesweepPath::Lookback, 512);
    options.device = nvidia_like_caps();
    set_onesweep_ranking_cap(options, OnesweepRanking::Ballot);
    options.tile = 512 * 30;
    set_onesweep_stage_parts(options, 2);
    CHECK(onesweep_layout(options).stage_parts == 2);
    CHECK(onesweep_layout(options).items == 30);  // 15 x 512 staged at once: fits 48 KB
    set_onesweep_stage_parts(options, 1);
    CHECK(onesweep_layout(options).items == 22);  // whole, the most that fits
    set_onesweep_stage_parts(options, 2);
    set_onesweep_ranking_cap(options, OnesweepRanking::Split);  // sorts the whole tile in shared memory: staged whole
    CHECK(onesweep_layout(options).stage_parts == 1);
    CHECK(onesweep_pass_args(build_onesweep_plan(options).steps.back()).stage_parts == 1);
}

TEST_CASE("onesweep refuses a --wg whose per-subgroup counters cannot fit the device's shared memory, saying why",
          "[cpu][plan][onesweep][options]") {
    // 1024 invocations ranking by subgroups of 32: 32 counters of 256 bins, 35,876 bytes even at one key
    // each, past the GL minimum of 32 KB (llvmpipe's); they fit the H100's 48 KB, and split ranking fits both.
    Options options = onesweep_options(1u << 20, OnesweepPath::Lookback, 1024);
    options.device = subgroup_caps(32768, OnesweepRanking::Ballot, 32);
    options.device.independent_progress = true;
    try {
        (void)onesweep_layout(options);
        FAIL("a work group of 1024 with ballot ranking was not refused in 32 KB of shared memory");
    } catch (const std::invalid_argument& error) {
        const std::string what = error.what();
        CHECK(what.find("a work group of 1024 (ballot ranking) needs 35876 bytes") != std::string::npos);
        CHECK(what.find("use a smaller --wg") != std::string::npos);
    }
    options.device.max_shared_bytes = 49152;
    CHECK(onesweep_layout(options).items == 11);
    options.device = subgroup_caps(32768, OnesweepRanking::Split, 0);
    options.device.independent_progress = true;
    CHECK(onesweep_layout(options).items == 3);
}

TEST_CASE("onesweep tiles fit the shared memory of the GL minimum and of the H100", "[cpu][plan][onesweep]") {
    for (const OnesweepRanking ranking : {OnesweepRanking::Split, OnesweepRanking::Match}) {
        for (uint32_t shared : {32768u, 49152u}) {
            for (uint32_t local_size : {32u, 64u, 128u, 256u, 512u, 1024u}) {
                if (ranking != OnesweepRanking::Split && local_size == 1024 && shared == 32768) continue;  // refused: above
                Options options = onesweep_options(1u << 24, OnesweepPath::Lookback, local_size);
                options.device.max_shared_bytes = shared;
                options.device.ranking = ranking;
                options.device.subgroup_size = 32;
                const OnesweepLayout layout = onesweep_layout(options);
                INFO("shared " << shared << ", wg " << local_size);
                CHECK(uint64_t{onesweep_pass_shared_words(layout.ranking, local_size, layout.items, layout.subgroup_size)} * 4 <= shared);
                CHECK(layout.items >= 1);
                CHECK(layout.items <= kOnesweepMaxItems);
            }
        }
    }
    // The H100 (48 KiB, subgroups of 32): CUB-sized tiles of 7680 keys.
    Options options = onesweep_options(1u << 24, OnesweepPath::Lookback);
    options.device.max_shared_bytes = 49152;
    options.device.ranking = OnesweepRanking::Match;
    options.device.subgroup_size = 32;
    CHECK(onesweep_layout(options).tile == 7680);
}

TEST_CASE("onesweep's CPU reference sorts stably on both paths for every key type and direction",
          "[cpu][reference][onesweep]") {
    uint32_t rotation = 0;
    for (const OnesweepPath path : {OnesweepPath::Lookback, OnesweepPath::Portable}) {
        for (uint32_t n : {2u, 3u, 255u, 256u, 257u, 1023u, 1025u, 5000u, 40000u}) {
            Options options = onesweep_options(n, path, 64);
            options.key_type = all_key_types()[rotation % 3];
            options.descending = rotation % 2 == 1;
            options.values = true;
            options.batch = rotation % 4 == 0 ? 2 : 1;
            ++rotation;
            const Plan plan = build_onesweep_plan(options);
            const auto dist = rotation % 2 == 0 ? Distribution::FewUnique : Distribution::Random;
            const std::vector<uint32_t> keys = generate_input(dist, n, options.batch, options.key_type, n);
            const std::vector<uint32_t> values = index_values(keys.size());
            const SortResult result = reference_sort(plan, keys, values);
            INFO("n = " << n << ", path " << (path == OnesweepPath::Lookback ? "look-back" : "portable"));
            for (uint32_t a = 0; a < options.batch; ++a) {
                std::vector<uint32_t> order(n);
                std::iota(order.begin(), order.end(), a * n);
                std::stable_sort(order.begin(), order.end(), [&](uint32_t x, uint32_t y) {
                    return sort_key(options.key_type, options.descending, keys[x]) <
                           sort_key(options.key_type, options.descending, keys[y]);
                });
                for (uint32_t i = 0; i < n; ++i) {
                    REQUIRE(result.keys[a * n + i] == keys[order[i]]);
                    REQUIRE(result.values[a * n + i] == values[order[i]]);  // stable: ties keep input order
                }
            }
        }
    }
}

TEST_CASE("onesweep's look-back model ends each walk at an inclusive prefix and sums to the exact earlier keys",
          "[cpu][table][onesweep]") {
    const Options options = onesweep_options(4096, OnesweepPath::Lookback);
    const Plan plan = build_onesweep_plan(options);
    const std::vector<uint32_t> keys = generate_input(Distribution::Random, 4096, 1, KeyType::U32, 7);
    State state = make_state(plan, keys);
    reference_step(plan, plan.steps[0], state);
    reference_step(plan, plan.steps[1], state);
    const PassAccount account = onesweep_pass_account(plan, plan.steps[2], state);
    REQUIRE(account.tiles.size() == 16);
    for (uint32_t tile = 0; tile < account.tiles.size(); ++tile) {
        for (uint32_t bin = 0; bin < 256; ++bin) {
            const std::vector<LookbackRead> reads = account.lookback(tile, bin);
            INFO("tile " << tile << ", bin " << bin);
            if (tile == 0) {
                CHECK(reads.empty());
                continue;
            }
            REQUIRE_FALSE(reads.empty());
            CHECK(reads.back().status == kStatusPrefix);
            CHECK(reads.front().tile == tile - 1);
            uint32_t sum = 0;
            for (const LookbackRead& read : reads) sum += read.count;
            CHECK(sum == account.tiles[tile].exclusive[bin]);
            // Within a wave of 4 the walk meets only aggregates until the previous wave.
            CHECK(reads.size() == std::min<size_t>(tile % account.wave + 1, tile));
        }
    }
    // Offsets are the bin's start plus the earlier tiles' keys, and the histogram step's tables list
    // four digits' 256 bins.
    CHECK(account.tiles[3].offset[5] == account.starts[5] + account.tiles[3].exclusive[5]);
    const std::vector<Table> tables = onesweep_tables(plan, plan.steps[0], make_state(plan, keys));
    REQUIRE(tables.size() == 2);
    CHECK(tables[0].rows.size() == 256);
    CHECK(tables[0].columns.size() == 5);
}

TEST_CASE("onesweep refuses n past its 30-bit status counts", "[cpu][plan][onesweep]") {
    Options options = onesweep_options(kOnesweepMaxN + 1, OnesweepPath::Lookback);
    CHECK_THROWS_AS(onesweep_layout(options), std::invalid_argument);
    options.n = kOnesweepMaxN;
    CHECK_NOTHROW(onesweep_layout(options));
}

TEST_CASE("onesweep's paths and rankings parse from their names, and nothing else does", "[cpu][plan][onesweep]") {
    for (const OnesweepPath path : kOnesweepPaths) CHECK(parse_onesweep_path(onesweep_path_name(path)) == path);
    for (const OnesweepRanking ranking : {OnesweepRanking::Split, OnesweepRanking::Ballot, OnesweepRanking::Match}) {
        CHECK(parse_onesweep_ranking(onesweep_ranking_name(ranking)) == ranking);
    }
    CHECK(parse_onesweep_ranking("auto") == OnesweepRanking::Match);  // no cap
    CHECK_FALSE(parse_onesweep_path("Look-back").has_value());
    CHECK_FALSE(parse_onesweep_ranking("partitioned").has_value());
}
