// Onesweep on the GPU, both paths: lock-step with the CPU reference (every buffer, the histograms, bin
// starts, status words and count tables included, after every dispatch) at sizes around tile
// boundaries, and whole sorts of every key type, direction, payload and batch. The look-back path runs
// here on whatever driver there is (forced): on llvmpipe its waits end in the counting fallback, which
// is what keeps it from spinning forever; on NVIDIA it is the path onesweep takes by default. The
// configuration onesweep chooses on NVIDIA-class devices runs in lock-step too (forced elsewhere).
#include <catch2/catch.hpp>

#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "gpu_sort.hpp"

using namespace sortscope;

namespace {

const algo::OnesweepPath kPaths[] = {algo::OnesweepPath::Portable, algo::OnesweepPath::Lookback};

const char* path_name(algo::OnesweepPath path) {
    return path == algo::OnesweepPath::Lookback ? "look-back" : "portable";
}

}  // namespace

TEST_CASE("onesweep equals the CPU reference after every dispatch on both paths, around tile boundaries",
          "[gpu][lock-step][onesweep]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo* info = algo::find_algorithm("onesweep");
    REQUIRE(info != nullptr);
    uint32_t rotation = 0;
    for (const algo::OnesweepPath path : kPaths) {
        for (const uint32_t local_size : {32u, 64u, 256u, 512u, 1024u}) {
            // Tiles of 4 keys per invocation (or as many as fit the device's shared memory): sizes one
            // below, at and one past one, two and five tiles.
            algo::Options sizing = test::device_options(*device, 1u << 20, local_size);
            set_onesweep_path(sizing, algo::OnesweepPath::Portable);
            sizing.tile = local_size * 4;
            const uint32_t tile = algo::onesweep_layout(sizing).tile;
            for (const uint32_t n : {0u, 1u, 2u, 3u, tile - 1, tile, tile + 1, 2 * tile - 1, 2 * tile + 1, 5 * tile + 7}) {
                algo::Options options = test::device_options(*device, n, local_size);
                set_onesweep_path(options, path);
                options.tile = local_size * 4;
                options.values = rotation % 2 == 0;
                options.key_type = algo::all_key_types()[rotation % 3];
                options.descending = rotation % 4 == 1;
                options.batch = rotation % 5 == 2 ? 3 : 1;
                const auto dist = rotation % 3 == 0 ? algo::Distribution::FewUnique : algo::Distribution::Random;
                ++rotation;
                const algo::Plan plan = algo::build_onesweep_plan(options);
                INFO(path_name(path) << ", " << test::describe_case(*info, options, dist, n));
                REQUIRE(algo::onesweep_uses_lookback(plan.options) == (path == algo::OnesweepPath::Lookback));
                if (n > 1) {
                    // Look-back: histogram, scan, four passes; portable: count, 2L - 1 scan steps and a
                    // pass per digit.
                    const size_t levels = algo::onesweep_layout(plan.options).levels.size();
                    REQUIRE(plan.steps.size() == (path == algo::OnesweepPath::Lookback ? 6u : 4 * (2 * levels + 1)));
                }
                test::check_lock_step(*device, plan, algo::generate_input(dist, n, options.batch, options.key_type, n + 3));
            }
        }
    }
}

TEST_CASE("onesweep in lock-step on both paths when grids are folded into two dimensions",
          "[gpu][lock-step][grid][onesweep]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const algo::OnesweepPath path : kPaths) {
        // Work groups of 32 and tiles of 32 keys: 35 tiles (a grid of 2 x 18, one group past the tiles),
        // and the histogram (3 groups) and the four scan groups also past 2 groups per dimension.
        algo::Options options = test::device_options(*device, 1100, 32);
        set_onesweep_path(options, path);
        options.tile = 32;
        options.values = true;
        INFO(path_name(path));
        test::check_lock_step(*device, algo::build_onesweep_plan(options),
                              algo::generate_input(algo::Distribution::Random, 1100, 1, options.key_type, 11), 2);
    }
}

// The histogram reads its keys as uvec4s and counts the words outside them one by one; with its groups
// capped (kHistogramMaxGroups), each loops over several chunks, loading the next while it counts this one.
// Here 1 and 2 groups of 32 (chunks of 512 keys) loop over every array of a batch of 3, whose arrays
// start 0, 1, 2 or 3 words past a 16-byte boundary (n = 4k + 1 and 4k + 3), and over arrays shorter than
// one uvec4 past their start.
TEST_CASE("onesweep's histogram counts every key when its groups loop over chunks of unaligned arrays",
          "[gpu][lock-step][onesweep]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    uint32_t rotation = 0;
    for (const uint32_t n : {5u, 6u, 2049u, 3071u}) {
        for (const uint32_t groups : {1u, 2u}) {
            algo::Options options = test::device_options(*device, n, 32);
            set_onesweep_path(options, algo::OnesweepPath::Lookback);
            options.tile = 128;
            options.batch = 3;
            options.key_type = algo::all_key_types()[rotation % 3];
            options.values = rotation % 2 == 1;
            ++rotation;
            algo::Plan plan = algo::build_onesweep_plan(options);
            REQUIRE(plan.steps.front().kernel == algo::KernelId::OnesweepHistogram);
            algo::Step& histogram = plan.steps.front();
            algo::OnesweepHistogramArgs args = algo::onesweep_histogram_args(histogram);
            args.groups = groups;
            algo::set_args(histogram, args);
            histogram.groups = groups;
            histogram.params.work_items = groups * histogram.local_size;
            INFO("n = " << n << ", batch 3, " << groups << " histogram groups of 32");
            test::check_lock_step(*device, plan, algo::generate_input(algo::Distribution::Random, n, options.batch, options.key_type, n));
        }
    }
}

// llvmpipe runs a dispatch's work groups in one contiguous range per thread, so a tile can start long
// before the tiles it waits on, and gives an invocation 65535 loop iterations in all: a look-back that
// waits and counts for more than that is cut short and scatters keys to wrong places, now and then,
// under load (a wait's length depends on the scheduler). This forces the worst case on every run: every
// status word read as not ready, so every tile waits the spin limit on each earlier tile and counts it.
// The largest look-backs the loop budget admits must still be exact, with many bins per invocation
// (work groups of 4 and 32; one bin each at 256 measures the same way, but its worst case reads about a
// billion keys a pass: minutes on llvmpipe). Where work groups progress independently nothing is refused
// and the case is skipped.
TEST_CASE("onesweep's look-back stays exact at the loop budget when every wait runs to the spin limit",
          "[gpu][lock-step][onesweep][lookback]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    if (device->limits.independent_progress) return;
    for (const uint32_t local_size : {4u, 32u}) {
        // The most tiles of local_size keys that the look-back is allowed here, the last one partial.
        algo::Options options = test::device_options(*device, 0, local_size);
        set_onesweep_path(options, algo::OnesweepPath::Lookback);
        options.tile = local_size;
        options.values = true;
        uint32_t tiles = 1;
        for (;; ++tiles) {
            options.n = (tiles + 1) * local_size - 3;
            try {
                (void)algo::onesweep_layout(options);
            } catch (const std::invalid_argument&) {
                break;
            }
        }
        REQUIRE(tiles >= 3);
        options.n = tiles * local_size - 3;
        INFO("wg " << local_size << ", " << tiles << " tiles of " << local_size << ", n = " << options.n);
        CHECK(algo::onesweep_layout(options).tiles == tiles);
        algo::Plan plan = algo::build_onesweep_plan(options);
        for (algo::Step& step : plan.steps) {
            if (step.kernel != algo::KernelId::OnesweepPass) continue;
            algo::OnesweepPassArgs args = algo::onesweep_pass_args(step);
            args.never_ready = true;
            algo::set_args(step, args);
        }
        test::check_lock_step(*device, plan, algo::generate_input(algo::Distribution::Random, options.n, 1, options.key_type, tiles));
    }
}

// The rankings a device may use, each forced by its cap: Split everywhere; Ballot (one-word ballots on
// subgroups of 32) and Match where the driver has them (the H100: both; llvmpipe: Split only).
TEST_CASE("onesweep in lock-step on both paths with every ranking the device has", "[gpu][lock-step][onesweep]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const algo::OnesweepRanking ranking : {algo::OnesweepRanking::Split, algo::OnesweepRanking::Ballot, algo::OnesweepRanking::Match}) {
        for (const algo::OnesweepPath path : kPaths) {
            for (const uint32_t local_size : {64u, 256u}) {
                for (const uint32_t n : {1u, 100u, 4 * local_size * 4 + 3}) {
                    algo::Options options = test::device_options(*device, n, local_size);
                    set_onesweep_path(options, path);
                    set_onesweep_ranking_cap(options, ranking);
                    options.tile = local_size * 4;
                    options.values = n % 2 == 1;
                    if (algo::onesweep_ranking(options).ranking != ranking) continue;  // not on this device
                    INFO(path_name(path) << ", ranking " << algo::onesweep_ranking_name(ranking) << ", wg " << local_size << ", n = " << n);
                    test::check_lock_step(*device, algo::build_onesweep_plan(options),
                                          algo::generate_input(algo::Distribution::FewUnique, n, 1, options.key_type, n));
                }
            }
        }
    }
}

// The configurations onesweep chooses on NVIDIA-class devices when no --wg is given (ballot ranking at
// 512 x 4, 512 x 8, 1024 x 8 and 1024 x 11, and 512 x 18 and 512 x 20 staged in two halves; keys and values;
// with values 512 x 10 whole and 512 x 14 in halves), each with every key type in both orders around its
// tile boundaries, on the path the device takes (512 x 18 in halves with values too, which the default
// does not choose, so that more items of the halved value scatter are checked). The pass holds keys as
// their tile bits (an integer key's raw bits, an f32 key's ascending order) and maps each tile bin to its
// sorted bin where it addresses the status words and starts (an i32's top digit, every digit of a
// descending key): every type and order meets each of the four passes. Forced with options at sizes of a
// few tiles (the default picks them by n); on such a device the default itself runs too, at a size of each
// range, every key type and order in turn. Elsewhere the device's best ranking up to Ballot and the keys
// per invocation its shared memory allows run instead (llvmpipe: split ranking, portable path).
TEST_CASE("onesweep in lock-step in the NVIDIA default configurations, every key type and order, around their tile boundaries",
          "[gpu][lock-step][onesweep]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    struct Configuration {
        uint32_t local_size;
        uint32_t items;
        bool values;
        uint32_t stage_parts = 1;
    };
    const Configuration configurations[] = {{512, 4, false},     {512, 4, true},      {512, 8, false},     {512, 8, true},
                                            {1024, 8, false},    {1024, 11, false},   {1024, 8, true},     {1024, 11, true},
                                            {512, 18, false, 2}, {512, 18, true, 2},  {512, 20, false, 2}, {512, 14, true, 2},
                                            {512, 10, true}};
    // Few unique keys, random, and sorted (most of its tiles hold one digit in the upper passes: the
    // one-digit fast path of the subgroup rankings).
    const algo::Distribution dists[] = {algo::Distribution::FewUnique, algo::Distribution::Random, algo::Distribution::Sorted};
    uint32_t rotation = 0;
    for (const Configuration& c : configurations) {
        algo::Options options = test::device_options(*device, 0, c.local_size);  // --wg, --onesweep-ranking ballot
        set_onesweep_ranking_cap(options, algo::OnesweepRanking::Ballot);
        options.tile = c.local_size * c.items;
        options.values = c.values;
        set_onesweep_stage_parts(options, c.stage_parts);
        options.n = 1u << 20;
        const uint32_t tile = algo::onesweep_layout(options).tile;
        const uint32_t boundaries[] = {tile - 1, tile, tile + 1, 3 * tile + 5};
        for (const algo::KeyType type : algo::all_key_types()) {
            for (const bool descending : {false, true}) {
                // Two of the four sizes for each type and order, in turn: each configuration meets all four
                // with every type, and each type and order meets a partial last tile.
                for (const uint32_t pick : {rotation % 2, 2 + rotation % 2}) {
                    const uint32_t n = boundaries[pick];
                    options.n = n;
                    options.key_type = type;
                    options.descending = descending;
                    const algo::Distribution dist = dists[(rotation + pick) % 3];
                    const algo::Plan plan = algo::build_onesweep_plan(options);
                    const algo::OnesweepLayout layout = algo::onesweep_layout(plan.options);
                    INFO("n = " << n << ", " << algo::key_type_name(type) << (descending ? " descending" : " ascending") << ", ranking "
                                << algo::onesweep_ranking_name(layout.ranking) << ", " << layout.local_size << " x " << layout.items
                                << (layout.stage_parts > 1 ? " in halves" : "") << (c.values ? " with values" : "")
                                << (layout.lookback ? ", look-back" : ", portable"));
                    if (algo::onesweep_fast_device(options.device)) {
                        REQUIRE(layout.ranking == algo::OnesweepRanking::Ballot);
                        REQUIRE(layout.items == c.items);
                        REQUIRE(layout.stage_parts == c.stage_parts);
                    }
                    test::check_lock_step(*device, plan, algo::generate_input(dist, n, 1, type, n));
                }
                ++rotation;
            }
        }
    }
    // The default itself, chosen by n, where the device is NVIDIA-class: every key type and order in turn.
    uint32_t turn = 0;
    for (const uint32_t n : {3000u, (1u << 17) + 3, (1u << 20) + 11, (1u << 21) + 2, (1u << 22) + 4, (1u << 22) + 7, (1u << 23) + 6,
                             (1u << 24) + 1, (1u << 24) + 2, (1u << 26) + 3, (1u << 26) + 4, (1u << 26) + 5}) {
        algo::Options options = test::device_options(*device, n, 256);  // the CLI's default, not given
        options.local_size_given = false;
        set_onesweep_ranking_given(options, false);
        options.values = n % 2 == 1;
        options.key_type = algo::all_key_types()[turn % 3];
        options.descending = (turn / 3) % 2 == 1;
        ++turn;
        if (!algo::onesweep_fast_device(options.device)) break;
        const algo::Plan plan = algo::build_onesweep_plan(options);
        const algo::OnesweepFastTile fast = algo::onesweep_fast_tile(options);
        INFO("default at n = " << n << ", " << algo::key_type_name(options.key_type) << (options.descending ? " descending" : ""));
        REQUIRE(plan.options.local_size == fast.local_size);
        REQUIRE(algo::onesweep_layout(plan.options).items == fast.items);
        REQUIRE(algo::onesweep_layout(plan.options).stage_parts == fast.stage_parts);
        test::check_lock_step(*device, plan, algo::generate_input(algo::Distribution::Random, n, 1, options.key_type, n));
    }
}

TEST_CASE("onesweep sorts every key type, direction, payload and batch on both paths", "[gpu][sort][onesweep]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo* info = algo::find_algorithm("onesweep");
    REQUIRE(info != nullptr);
    const algo::Distribution dists[] = {algo::Distribution::Random,   algo::Distribution::Sorted,
                                        algo::Distribution::Reversed, algo::Distribution::AllEqual,
                                        algo::Distribution::FewUnique, algo::Distribution::ZeroOne};
    uint32_t rotation = 0;
    for (const algo::OnesweepPath path : kPaths) {
        for (const uint32_t n : {2u, 255u, 4097u, 65537u, 300007u}) {
            for (const algo::KeyType type : algo::all_key_types()) {
                algo::Options options = test::device_options(*device, n, 256);
                set_onesweep_path(options, path);
                options.key_type = type;
                options.descending = rotation % 2 == 1;
                options.values = rotation % 3 != 1;
                options.batch = n < 5000 && rotation % 4 == 0 ? 3 : 1;
                const algo::Distribution dist = dists[rotation % std::size(dists)];
                ++rotation;
                INFO(path_name(path));
                if (path == algo::OnesweepPath::Lookback && !options.device.independent_progress) {
                    // Refused past the loop budget where work groups may not progress independently.
                    try {
                        (void)algo::onesweep_layout(options);
                    } catch (const std::invalid_argument&) {
                        continue;
                    }
                }
                test::check_gpu_sort(*device, *info, options, dist, n);
            }
        }
    }
}
