// The bitonic-shared plan: the same network as bitonic (pairs, flips, stages, comparators), with the
// dispatch boundaries of seed 000's shared-memory fusion and the closed-form dispatch count.
#include <catch2/catch.hpp>

#include <tuple>
#include <vector>

#include "sortscope/algo/bitonic.hpp"
#include "sortscope/algo/bitonic_shared.hpp"
#include "sortscope/algo/network.hpp"

using namespace sortscope::algo;

namespace {

using Row = std::tuple<uint32_t, uint32_t, uint32_t, bool>;  // stage, i, j, ascending

std::vector<Row> all_comparators(const Plan& plan) {
    std::vector<Row> rows;
    for (const Step& step : plan.steps) {
        for_each_comparator(step, [&](const Comparator& c) { rows.emplace_back(c.stage, c.i, c.j, c.ascending); });
    }
    return rows;
}

Options with_tile(uint32_t n, uint32_t local_size, uint32_t tile) {
    Options options = sized(n, local_size);
    options.tile = tile;
    return options;
}

}  // namespace

TEST_CASE("bitonic-shared runs exactly bitonic's comparators, stage for stage", "[cpu][plan][bitonic-shared]") {
    for (uint32_t n : {2u, 3u, 8u, 13u, 64u, 100u, 1000u, 4096u}) {
        for (uint32_t tile : {2u, 4u, 16u, 256u}) {
            INFO("n = " << n << ", tile " << tile);
            const Plan shared = build_bitonic_shared_plan(with_tile(n, 64, tile));
            const Plan global = build_bitonic_plan(sized(n, 64));
            CHECK(shared.stage_count() == global.stage_count());
            CHECK(all_comparators(shared) == all_comparators(global));
        }
    }
}

TEST_CASE("bitonic-shared has 1 + (m-t)(m-t+3)/2 dispatches for n = 2^m and tiles of 2^t", "[cpu][plan][bitonic-shared]") {
    for (uint32_t m = 1; m <= 20; ++m) {
        for (uint32_t t = 1; t <= 13; ++t) {
            const Plan plan = build_bitonic_shared_plan(with_tile(1u << m, 256, 1u << t));
            const uint32_t k = m > t ? m - t : 0;
            INFO("m = " << m << ", t = " << t);
            CHECK(plan.steps.size() == 1 + k * (k + 3) / 2);
            CHECK(plan.stage_count() == m * (m + 1) / 2);
        }
    }
}

TEST_CASE("bitonic-shared fuses every stage shorter than the tile and leaves the longer ones global", "[cpu][plan][bitonic-shared]") {
    // n = 2^12, tiles of 2^10: dispatch 0 sorts the tiles (passes 0..9), then pass 10 has one global
    // stage (distance 1024) and one fused dispatch (512..1), pass 11 has two global (2048, 1024) and one fused.
    const Plan plan = build_bitonic_shared_plan(with_tile(4096, 256, 1024));
    REQUIRE(plan.steps.size() == 6);
    const std::vector<KernelId> kernels = {KernelId::BitonicShared, KernelId::BitonicStep, KernelId::BitonicShared,
                                           KernelId::BitonicStep,   KernelId::BitonicStep, KernelId::BitonicShared};
    const std::vector<uint32_t> stages = {55, 1, 10, 1, 1, 10};
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        INFO("dispatch " << s << ": " << describe(plan.steps[s]));
        CHECK(plan.steps[s].kernel == kernels[s]);
        CHECK(plan.steps[s].stage_count == stages[s]);
        // Global dispatches compare across tiles; fused ones never do.
        for_each_comparator(plan.steps[s], [&](const Comparator& c) {
            const bool same_tile = c.i / 1024 == c.j / 1024;
            REQUIRE(same_tile == (plan.steps[s].kernel == KernelId::BitonicShared));
        });
    }
    CHECK(plan.steps[0].groups == 4);
    CHECK(plan.steps[0].local_size == 256);
    CHECK(plan.steps[0].items == 2);
}

TEST_CASE("bitonic-shared sizes its tile to the shared memory, the payload and n", "[cpu][plan][bitonic-shared]") {
    Options options = sized(1u << 20, 256);
    options.device.max_shared_bytes = 32768;
    CHECK(bitonic_shared_tile(options) == 8192);  // 32 KiB of 4-byte keys
    options.values = true;
    CHECK(bitonic_shared_tile(options) == 4096);  // keys and values
    options.device.max_shared_bytes = 49152;
    CHECK(bitonic_shared_tile(options) == 4096);  // the largest power of two that fits
    options.tile = 512;
    CHECK(bitonic_shared_tile(options) == 512);
    options.n = 100;
    CHECK(bitonic_shared_tile(options) == 128);  // never more than n rounded up
    options.n = 1;
    CHECK(bitonic_shared_tile(options) == 1);
    CHECK(build_bitonic_shared_plan(options).steps.empty());
}

TEST_CASE("seed 000's batch of 200 arrays x 8192 keys is one dispatch, one work group per array", "[cpu][plan][bitonic-shared][batch]") {
    Options options = sized(8192, 1024);
    options.batch = 200;
    options.device.max_shared_bytes = 49152;  // the H100 under OpenGL
    const Plan plan = build_bitonic_shared_plan(options);
    REQUIRE(plan.steps.size() == 1);
    CHECK(plan.steps[0].groups == 1);
    CHECK(plan.steps[0].stage_count == 13 * 14 / 2);
    CHECK(plan.total_keys() == 200u * 8192u);
}
