// The fused odd-even merge plan (odd_even_merge_window dispatches): the same network as the layered
// plan, every layer once and in order, at every size and tile; its step count against the closed form;
// each window's parameters fit its tile and its halo covers its strides; and an emulation of the
// kernel's work groups (load the rows, run only the comparators whose two keys were loaded and that the
// later layers still need, write back the segment) equals the network after every dispatch, on random inputs and on every 0/1 input.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <tuple>
#include <vector>

#include "network_rows.hpp"

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "algorithms/verify/zero_one.hpp"

using namespace sortscope::algo;

namespace {

using Row = sortscope::test::ComparatorRow;

// Odd-even merge's comparators all sort ascending: every row checks it.
std::vector<Row> comparator_rows(const Plan& plan) { return sortscope::test::comparator_rows(plan, true); }

Options tiled(uint32_t n, uint32_t tile, bool values = false, uint32_t local_size = 256) {
    Options options = sized(n, local_size);
    options.tile = tile;
    options.values = values;
    return options;
}

// The closed form of odd_even_merge.hpp for n' = 2^m > T = 2^t.
size_t fused_step_count(uint32_t m, uint32_t t) {
    const uint32_t bottom = t >= 3 ? t - 2 : 0;
    const uint32_t top_max = t - std::min(3u, t / 2);  // top windows: rows of up to 8 keys
    const uint32_t lane_bits = std::min(5u, t / 2);     // middle windows: rows of up to 32 keys
    const uint32_t middle_layers = t >= lane_bits + 3 ? t - lane_bits - 2 : 0;
    size_t steps = 1;
    for (uint32_t s = t + 1; s <= m; ++s) {
        const uint32_t middle = s - std::min(top_max, s - bottom) - bottom;
        steps += 1 + (middle_layers > 0 ? (middle + middle_layers - 1) / middle_layers : middle) + (bottom > 0 ? 1 : 0);
    }
    return steps;
}

// One odd_even_merge_window dispatch on one array, work group by work group as the kernel runs it, but
// with the seed's predicate over the loaded positions instead of the kernel's slot arithmetic. Reads
// `in`, writes `out` (every work group reads the state before the dispatch).
void emulate_window(const Step& step, const std::vector<uint32_t>& in, std::vector<uint32_t>& out) {
    const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
    const uint32_t n = step.params.n;
    const uint32_t tile = step.local_size * step.items;
    const uint32_t lanes = 1u << args.lane_bits;
    const uint32_t block_bits = args.low_bit - args.lane_bits;
    const uint32_t group_rows = odd_even_merge_layer(args.first_layer + args.layer_count - 1).size() >> args.low_bit;
    for (uint32_t g = 0; g < step.groups; ++g) {
        const uint32_t first_residue = (g & ((1u << block_bits) - 1)) << args.lane_bits;
        const int64_t start = int64_t{g >> block_bits} * args.segment_rows;
        int64_t q_begin = start;
        int64_t q_end = start + args.segment_rows;
        if (args.halo_rows != 0) {
            const int64_t merge_begin = start / group_rows * group_rows;
            q_begin = std::max(start - args.halo_rows, merge_begin);
            q_end = std::min(q_end + args.halo_rows, merge_begin + group_rows);
        }
        const int64_t row0 = start - args.halo_rows;
        std::vector<int64_t> position(tile, -1);  // the key index of each loaded slot
        std::vector<uint32_t> keys(tile);
        for (uint32_t slot = 0; slot < tile; ++slot) {
            const int64_t q = row0 + (slot >> args.lane_bits);
            const int64_t i = (q << args.low_bit) + first_residue + (slot & (lanes - 1));
            if (q >= q_begin && q < q_end && i < n) {
                position[slot] = i;
                keys[slot] = in[static_cast<size_t>(i)];
            }
        }
        for (uint32_t l = args.first_layer; l < args.first_layer + args.layer_count; ++l) {
            const OddEvenMergeLayer layer = odd_even_merge_layer(l);
            REQUIRE(layer.stride_trailing_zeros >= args.low_bit);
            const uint32_t row_stride = layer.stride >> args.low_bit;
            // Like the kernel, only the rows the later layers still need: 2 * row_stride around the segment.
            const uint32_t pad = std::min(args.halo_rows, 2 * row_stride);
            for (uint32_t a = 0; a < tile; ++a) {
                if (position[a] < 0 || !odd_even_merge_is_left(static_cast<uint32_t>(position[a]), layer)) continue;
                const uint32_t b = a + row_stride * lanes;
                if (b >= tile || position[b] < 0) continue;  // the partner was not loaded (or is >= n)
                if ((a >> args.lane_bits) < args.halo_rows - pad ||
                    (b >> args.lane_bits) >= args.halo_rows + args.segment_rows + pad) {
                    continue;
                }
                REQUIRE(position[b] == position[a] + layer.stride);
                if (keys[a] > keys[b]) std::swap(keys[a], keys[b]);
            }
        }
        for (uint32_t slot = 0; slot < tile; ++slot) {
            const int64_t row = slot >> args.lane_bits;
            if (position[slot] >= 0 && row >= args.halo_rows && row < args.halo_rows + args.segment_rows) {
                out[static_cast<size_t>(position[slot])] = keys[slot];
            }
        }
    }
}

// Runs the plan's dispatches on `keys` (u32 ascending, one array): window dispatches by emulation, the
// others by the CPU reference; after each, compares with the reference of the same step.
void check_emulation(const Plan& plan, const std::vector<uint32_t>& input) {
    State state = make_state(plan, input);
    std::vector<uint32_t> emulated = input;
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        const Step& step = plan.steps[s];
        reference_step(plan, step, state);
        if (step.kernel == KernelId::OddEvenMergeWindow) {
            std::vector<uint32_t> out(emulated.size(), 0xDEADBEEFu);
            emulate_window(step, emulated, out);
            emulated = out;
        } else {
            State single = make_state(plan, emulated);
            Step in_place = step;
            in_place.source = Pair::Primary;
            reference_step(plan, in_place, single);
            emulated = single[BufferId::Keys];
        }
        const std::vector<uint32_t>& expected = state[keys_buffer(step.keys_after())];
        INFO("dispatch " << s << ": " << describe(step));
        REQUIRE(emulated == expected);
    }
}

constexpr uint32_t kSizes[] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129,
                               255, 256, 257, 511, 512, 513, 1000, 1023, 1024, 1025, 2047, 2048, 2049, 4097, 5000};
constexpr uint32_t kTiles[] = {2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 8192};

}  // namespace

TEST_CASE("odd-even merge's fused plan runs every layer of the network once, in order", "[cpu][plan][fused]") {
    for (uint32_t tile : kTiles) {
        for (uint32_t n : kSizes) {
            for (bool values : {false, true}) {
                const Options options = tiled(n, tile, values, 64);
                const Plan plan = build_odd_even_merge_plan(options);
                INFO("n = " << n << ", tile " << tile << (values ? " + values" : ""));
                CHECK(comparator_rows(plan) == comparator_rows(build_odd_even_merge_layered_plan(options)));
                CHECK(plan.stage_count() == odd_even_merge_layer_count(n));
                uint32_t stage = 0;
                Pair pair = Pair::Primary;
                for (const Step& step : plan.steps) {
                    INFO(describe(step));
                    CHECK(step.first_stage == stage);
                    CHECK(step.stage_count >= 1);
                    CHECK(step.source == pair);
                    stage += step.stage_count;
                    pair = step.keys_after();
                }
                CHECK(stage == odd_even_merge_layer_count(n));
            }
        }
    }
}

TEST_CASE("odd-even merge's fused plan has the closed form's step count and keeps the layered form within a tile",
          "[cpu][plan][fused]") {
    for (uint32_t tile : kTiles) {
        for (uint32_t m = 0; m <= 20; ++m) {
            const uint32_t n = uint32_t{1} << m;
            const Options options = tiled(n, tile);
            const Plan plan = build_odd_even_merge_plan(options);
            INFO("n = 2^" << m << ", tile " << tile);
            if (n <= tile) {
                CHECK(plan.steps.size() == odd_even_merge_layer_count(n));  // one dispatch per layer
                for (const Step& step : plan.steps) CHECK(step.kernel == KernelId::OddEvenMergeStep);
                continue;
            }
            REQUIRE(odd_even_merge_tile(options) == tile);
            CHECK(plan.steps.size() == fused_step_count(m, ceil_log2(tile)));
            const Step& first = plan.steps.front();
            CHECK(first.kernel == KernelId::OddEvenMergeWindow);
            CHECK(first.stage_count == ceil_log2(tile) * (ceil_log2(tile) + 1) / 2);  // every merge up to the tile
            CHECK(first.groups == n / tile);
            // Tiles of 256 keys or more never fall back to a one-layer dispatch.
            if (tile >= 256) {
                for (const Step& step : plan.steps) CHECK(step.kernel == KernelId::OddEvenMergeWindow);
            }
        }
    }
    // issue 11's size on a device with 32 KiB of shared memory (8192-key tiles): 26 dispatches, not 300.
    CHECK(build_odd_even_merge_plan(sized(1u << 24)).steps.size() == 26);
    CHECK(odd_even_merge_layer_count(1u << 24) == 300);
    Options with_values = sized(1u << 24);
    with_values.values = true;  // 4096-key tiles
    CHECK(build_odd_even_merge_plan(with_values).steps.size() == fused_step_count(24, 12));
    CHECK(fused_step_count(24, 12) == 30);
}

TEST_CASE("odd-even merge windows fit their tile, stay in one merge group, and their halo covers their strides",
          "[cpu][plan][fused]") {
    for (uint32_t tile : kTiles) {
        for (uint32_t n : {tile + 1, 3 * tile, 64 * tile + 5, std::max(1u << 16, tile * 2)}) {
            for (uint32_t local_size : {1u, 4u, 256u}) {
                const Options options = tiled(n, tile, false, local_size);
                const Plan plan = build_odd_even_merge_plan(options);
                INFO("n = " << n << ", tile " << tile << ", wg " << local_size);
                for (const Step& step : plan.steps) {
                    if (step.kernel != KernelId::OddEvenMergeWindow) continue;
                    INFO(describe(step));
                    const OddEvenMergeWindowArgs args = odd_even_merge_window_args(step);
                    CHECK(step.local_size * step.items == tile);
                    CHECK(step.items >= 2);
                    CHECK(step.local_size == std::min(std::max(local_size, std::min(1024u, tile / 4)), tile / 2));
                    CHECK(args.lane_bits <= args.low_bit);
                    CHECK((uint64_t{1} << args.lane_bits) * (args.segment_rows + 2 * args.halo_rows) <= tile);
                    const OddEvenMergeLayer top = odd_even_merge_layer(args.first_layer);
                    const OddEvenMergeLayer last = odd_even_merge_layer(args.first_layer + args.layer_count - 1);
                    CHECK(last.stride == 1u << args.low_bit);  // the lowest stride is one row
                    const uint32_t group_rows = last.size() >> args.low_bit;
                    const uint32_t top_row_stride = top.stride >> args.low_bit;
                    // Rows start at multiples of 2 * (the largest row stride): the kernel's slot mapping.
                    CHECK(args.segment_rows % (2 * top_row_stride) == 0);
                    CHECK(args.halo_rows % (2 * top_row_stride) == 0);
                    if (args.first_layer == 0) {
                        CHECK(args.segment_rows == tile);
                        CHECK(args.halo_rows == 0);
                    } else if (args.halo_rows == 0) {
                        CHECK(top.size() == last.size());
                        CHECK(args.segment_rows == group_rows);  // whole groups: nothing crosses a work group
                    } else {
                        CHECK(top.size() == last.size());  // one merge
                        CHECK(group_rows % args.segment_rows == 0);
                        CHECK(2 * top_row_stride - 1 < args.halo_rows);  // rows moved in all < halo
                    }
                }
            }
        }
    }
}

TEST_CASE("emulated odd-even merge windows equal the network after every dispatch", "[cpu][plan][fused][halo]") {
    std::mt19937 random(11);
    for (uint32_t tile : {2u, 4u, 8u, 16u, 32u, 64u, 128u, 256u}) {
        for (uint32_t n : {3u, 9u, 17u, 33u, 100u, 129u, 257u, 513u, 1000u, 1025u, 2049u, 5000u}) {
            const Plan plan = build_odd_even_merge_plan(tiled(n, tile, false, 4));
            std::vector<uint32_t> keys(n);
            for (uint32_t& key : keys) key = static_cast<uint32_t>(random() % (n / 2 + 1));
            INFO("n = " << n << ", tile " << tile);
            check_emulation(plan, keys);
        }
    }
}

TEST_CASE("emulated odd-even merge windows sort every 0/1 input for n up to 12 at tiles of 2 to 8", "[cpu][fused][zero-one]") {
    for (uint32_t tile : {2u, 4u, 8u}) {
        for (uint32_t n = 2; n <= 12; ++n) {
            const Plan plan = build_odd_even_merge_plan(tiled(n, tile, false, 1));
            INFO("n = " << n << ", tile " << tile);
            for (uint32_t bits = 0; bits < (1u << n); ++bits) {
                std::vector<uint32_t> keys(n);
                for (uint32_t k = 0; k < n; ++k) keys[k] = (bits >> k) & 1u;
                std::vector<uint32_t> run = keys;
                for (const Step& step : plan.steps) {
                    if (step.kernel == KernelId::OddEvenMergeWindow) {
                        std::vector<uint32_t> out(n, 7);
                        emulate_window(step, run, out);
                        run = out;
                    } else {
                        for_each_comparator(step, [&](const Comparator& c) {
                            if (run[c.i] > run[c.j]) std::swap(run[c.i], run[c.j]);
                        });
                    }
                }
                std::sort(keys.begin(), keys.end());
                REQUIRE(run == keys);
            }
        }
    }
}

TEST_CASE("odd-even merge's fused plan sorts every 0/1 input for every n up to 16 and every tile", "[cpu][network][zero-one][fused]") {
    for (uint32_t tile : {2u, 4u, 8u, 16u}) {
        for (uint32_t n = 1; n <= 16; ++n) {
            const ZeroOneReport report = check_zero_one(build_odd_even_merge_plan(tiled(n, tile, false, 2)));
            INFO("n = " << n << ", tile " << tile);
            CHECK(report.inputs == (uint64_t{1} << n));
            CHECK(report.ok);
        }
    }
}

TEST_CASE("odd-even merge windows describe what they fuse, and their bytes count the halo", "[cpu][plan][fused][traffic]") {
    const Plan plan = build_odd_even_merge_plan(sized(1u << 24));
    REQUIRE(plan.steps.size() == 26);
    CHECK_THAT(describe(plan.steps[0]), Catch::Contains("layers 0..90 (groups of 2 to 8192) fused"));
    CHECK_THAT(describe(plan.steps[0]), Catch::Contains("layers 0..5 (groups of 2 to 8) in each invocation's 8 consecutive keys in registers"));
    CHECK(odd_even_merge_register_layers(plan.steps[0]) == 6);
    CHECK_THAT(describe(plan.steps[1]), Catch::Contains("groups of 16384, strides 8192..2048: 3 layers"));
    CHECK_THAT(describe(plan.steps[1]), Catch::Contains("(whole groups)"));
    CHECK(odd_even_merge_register_layers(plan.steps[1]) == 3);
    // The last merge: a top window of 10 layers on rows of 8 keys (its first 3 in registers), a middle
    // halo window of 3, the bottom of 11; halo windows run nothing in registers.
    CHECK_THAT(describe(plan.steps[23]), Catch::Contains("groups of 16777216, strides 8388608..16384: 10 layers"));
    CHECK_THAT(describe(plan.steps[23]), Catch::Contains("8 consecutive keys per row"));
    CHECK_THAT(describe(plan.steps[23]), Catch::Contains("the first 3 in registers (8 rows 128 apart per invocation)"));
    CHECK_THAT(describe(plan.steps[24]), Catch::Contains("strides 8192..2048: 3 layers"));
    CHECK(odd_even_merge_register_layers(plan.steps[24]) == 0);
    CHECK(odd_even_merge_register_layers(plan.steps[25]) == 0);
    CHECK_THAT(describe(plan.steps[2]), Catch::Contains("strides 1024..1: 11 layers"));
    CHECK_THAT(describe(plan.steps[2]), Catch::Contains("writes 4096 keys per work group, loads a halo of 2048 keys"));
    const uint64_t n = uint64_t{1} << 24;
    CHECK(step_bytes(plan, plan.steps[0]) == 2 * n * 4);
    CHECK(step_bytes(plan, plan.steps[1]) == 2 * n * 4);
    // Groups of 16384 keys in 4 segments of 4096: 16384 + 2 * 2048 * 3 keys read per group.
    CHECK(step_bytes(plan, plan.steps[2]) == (n * 28672 / 16384 + n) * 4);
    CHECK(bytes_per_key(plan) < 300.0);
    CHECK(bytes_per_key(plan) * 4 < bytes_per_key(build_odd_even_merge_layered_plan(sized(1u << 24))));
}
