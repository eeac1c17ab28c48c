// The bytes-moved model (algo/traffic.hpp) against numbers worked by hand from each kernel's accesses,
// and its closed-form comparator counts against the enumerated comparators of the networks.
#include <catch2/catch.hpp>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/traffic.hpp"
#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "algorithms/sorts/odd_even_transposition/odd_even_transposition.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/sorts/rank/rank.hpp"

using namespace sortscope::algo;

TEST_CASE("bitonic at n = 8 moves 16 bytes per comparator: 6 stages x 4 x 16 = 384 bytes, 48 per key", "[cpu][traffic]") {
    Options options = sized(8, 4);
    const Plan plan = build_bitonic_plan(options);
    REQUIRE(plan.steps.size() == 6);
    for (const Step& step : plan.steps) {
        INFO(describe(step));
        CHECK(step_bytes(plan, step) == 64);  // 4 comparators, each reads 2 keys and writes 2
    }
    CHECK(plan_bytes(plan) == 384);
    CHECK(bytes_per_key(plan) == 48.0);
    options.values = true;
    CHECK(plan_bytes(build_bitonic_plan(options)) == 768);  // the payload moves with every key
    options.values = false;
    options.batch = 3;
    CHECK(plan_bytes(build_bitonic_plan(options)) == 3 * 384);
    CHECK(bytes_per_key(build_bitonic_plan(options)) == 48.0);
}

TEST_CASE("bitonic at n = 6 counts only comparators below n: 3+2+3+2+2+3 = 15, 240 bytes", "[cpu][traffic]") {
    // n' = 8. Pass 0, distance 1: (0,1) (2,3) (4,5) [(6,7) skipped]; pass 1, distance 2: (0,2) (1,3)
    // [(4,6) (5,7)], distance 1: 3; pass 2, distance 4: (0,4) (1,5) [(2,6) (3,7)], distance 2: 2, distance 1: 3.
    const Plan plan = build_bitonic_plan(sized(6, 4));
    CHECK(plan_bytes(plan) == 15 * 16);
}

TEST_CASE("odd-even merge layers with strides below a 32-byte sector move the whole array", "[cpu][traffic]") {
    // n = 8: all six layers have stride 1, 2 or 4, so every sector holds a compared key: 8 keys read and
    // written per layer, 64 bytes, whatever the layer's comparator count.
    CHECK(plan_bytes(build_odd_even_merge_plan(sized(8, 4))) == 6 * 64);
    // n = 64: the stride-8, 16 and 32 layers skip whole sectors, so their comparators count (16 bytes
    // each); the 15 layers of smaller stride move the whole array (512 bytes each).
    const Plan plan = build_odd_even_merge_plan(sized(64, 4));
    uint64_t expected = 0;
    for (const Step& step : plan.steps) {
        const OddEvenMergeLayer layer = odd_even_merge_layer_args(step);
        expected += layer.stride < 8 ? 64 * 8 : comparator_count(step) * 16;
        INFO(describe(step));
        CHECK(step_bytes(plan, step) == (layer.stride < 8 ? 64u * 8u : comparator_count(step) * 16));
    }
    CHECK(plan_bytes(plan) == expected);
}

TEST_CASE("odd-even transposition at n = 5 has 5 phases of 2 comparators: 160 bytes", "[cpu][traffic]") {
    CHECK(plan_bytes(build_odd_even_transposition_plan(sized(5, 4))) == 5 * 2 * 16);
}

TEST_CASE("the closed-form comparator counts equal the enumerated comparators of every global network step", "[cpu][traffic]") {
    // Each one-stage kernel's bytes count its comparators in closed form, without visiting them.
    auto closed_form = [](const Step& step) -> uint64_t {
        switch (step.kernel) {
            case KernelId::BitonicStep: return bitonic_step_comparator_count(step);
            case KernelId::OddEvenMergeStep: return odd_even_merge_step_comparator_count(step);
            case KernelId::OddEvenTranspositionStep: return step.params.work_items;  // launched exactly
            default: return UINT64_MAX;  // not a one-stage kernel in global memory: the check fails
        }
    };
    for (uint32_t n = 0; n <= 70; ++n) {
        for (const Plan& plan : {build_bitonic_plan(sized(n, 4)), build_odd_even_merge_plan(sized(n, 4)),
                                 build_odd_even_transposition_plan(sized(n, 4))}) {
            for (const Step& step : plan.steps) {
                INFO(plan.name() << ", n = " << n << ": " << describe(step));
                CHECK(closed_form(step) == comparator_count(step));
            }
        }
    }
    for (uint32_t n : {1000u, 1024u, 1025u, 4097u}) {
        for (const Plan& plan : {build_bitonic_plan(sized(n)), build_odd_even_merge_plan(sized(n))}) {
            for (const Step& step : plan.steps) {
                INFO(plan.name() << ", n = " << n << ": " << describe(step));
                CHECK(closed_form(step) == comparator_count(step));
            }
        }
    }
}

TEST_CASE("a shared-memory dispatch reads and writes each key once: 8 bytes per key", "[cpu][traffic]") {
    Options options = sized(1000, 64);
    options.tile = 1024;  // n fits one tile: the plan is the one fused dispatch
    const Plan plan = build_bitonic_shared_plan(options);
    REQUIRE(plan.steps.size() == 1);
    CHECK(plan_bytes(plan) == 8000);
    options.values = true;
    CHECK(plan_bytes(build_bitonic_shared_plan(options)) == 16000);

    Options batch = sized(100, 64);
    batch.batch = 5;  // a batch that fits in shared memory runs odd-even merge in one dispatch
    const Plan merge = build_odd_even_merge_plan(batch);
    REQUIRE(merge.steps.front().kernel == KernelId::OddEvenMergeShared);
    CHECK(plan_bytes(merge) == 5 * 800);
}

TEST_CASE("rank reads n^2 keys as if no cache helped, rank-shared reads them once per work group", "[cpu][traffic]") {
    // rank, n = 4: 16 comparison reads + 4 own keys + 4 writes = 24 words.
    CHECK(plan_bytes(build_rank_plan(sized(4, 2))) == 96);
    Options with_values = sized(4, 2);
    with_values.values = true;
    CHECK(plan_bytes(build_rank_plan(with_values)) == 96 + 32);  // each value read once and written once
    // rank-shared, n = 1000, work groups of 256: 4 groups x 1000 block reads + 1000 own + 1000 writes.
    CHECK(plan_bytes(build_rank_shared_plan(sized(1000, 256))) == 4 * (4 * 1000 + 2 * 1000));
}

TEST_CASE("radix at n = 1024, 4-bit digits: count 4352 + scan 512 + scatter 8448 bytes per digit, 104 per key", "[cpu][traffic][radix]") {
    const Options options = sized(1024, 256);
    const RadixLayout layout = radix_layout(options);
    // Tiles of 256 (seed 004's chunks), G = 4 per array, T = 16 bins x 4 = 64 entries, one scan block.
    REQUIRE(layout.tile == 256);
    REQUIRE(layout.groups == 4);
    REQUIRE(layout.table_entries == 64);
    REQUIRE(layout.levels.size() == 1);
    const Plan plan = build_radix_plan(options);
    REQUIRE(plan.steps.size() == 8 * 3);
    for (size_t s = 0; s < plan.steps.size(); s += 3) {
        CHECK(step_bytes(plan, plan.steps[s]) == 4 * 1024 + 4 * 64);       // count: keys in, 16 x 4 counters out
        CHECK(step_bytes(plan, plan.steps[s + 1]) == 4 * 2 * 64);          // scan: the table read and written
        CHECK(step_bytes(plan, plan.steps[s + 2]) == 8 * 1024 + 4 * 64);   // scatter: keys in and out, offsets in
    }
    CHECK(bytes_per_key(plan) == 104.0);

    Options batch = options;
    batch.batch = 2;
    batch.values = true;
    const Plan batched = build_radix_plan(batch);
    // Count and scatter per array; the scan covers the batch's table of 128 entries once; values double
    // the scatter's traffic but not the count's.
    CHECK(step_bytes(batched, batched.steps[0]) == 2 * (4 * 1024 + 4 * 64));
    CHECK(step_bytes(batched, batched.steps[1]) == 4 * 2 * 128);
    CHECK(step_bytes(batched, batched.steps[2]) == 2 * (16 * 1024 + 4 * 64));
}

TEST_CASE("radix's multi-level scan: block totals written up, added back down", "[cpu][traffic][radix]") {
    // n = 256, work groups of 4: tiles of 32 keys (8 per invocation), G = 8, T = 128 entries, scan
    // blocks of S = 16: level 0 is 128 entries in 8 blocks, level 1 the 8 totals in one block.
    const Plan plan = build_radix_plan(sized(256, 4));
    const RadixLayout layout = radix_layout(sized(256, 4));
    REQUIRE(layout.tile == 32);
    REQUIRE(layout.table_entries == 128);
    REQUIRE(layout.levels.size() == 2);
    REQUIRE(plan.steps[1].kernel == KernelId::ScanBlocks);
    REQUIRE(plan.steps[2].kernel == KernelId::ScanBlocks);
    REQUIRE(plan.steps[3].kernel == KernelId::ScanAdd);
    CHECK(step_bytes(plan, plan.steps[1]) == 4 * (2 * 128 + 8));       // level 0, its 8 totals written up
    CHECK(step_bytes(plan, plan.steps[2]) == 4 * (2 * 8));             // level 1, the top: no totals
    CHECK(step_bytes(plan, plan.steps[3]) == 4 * (8 + 2 * (128 - 16)));  // 8 totals read; blocks 1..7 updated
}

TEST_CASE("the copy reads and writes every padded word: 10 words are 3 uvec4s, 96 bytes", "[cpu][traffic][copy]") {
    const Plan plan = build_copy_plan(10);
    CHECK(plan_bytes(plan) == 96);
    CHECK(plan_bytes(build_copy_plan(uint64_t{1} << 20)) == 8 * (uint64_t{1} << 20));
}

TEST_CASE("plans with no keys move nothing, one key moves only in the rank sorts' single dispatch", "[cpu][traffic]") {
    for (const AlgorithmInfo& info : all_algorithms()) {
        INFO(info.id);
        CHECK(plan_bytes(info.build(sized(0, 4))) == 0);
        CHECK(bytes_per_key(info.build(sized(0, 4))) == 0.0);
        const Plan one = info.build(sized(1, 4));
        // The networks have no comparator at n = 1 (odd-even transposition's one phase has none) and
        // radix no step; rank's dispatch reads its key twice (its own, and all n of them) and writes it.
        const bool rank = info.id == "rank" || info.id == "rank-shared";
        CHECK(plan_bytes(one) == (rank ? 12u : 0u));
    }
}
