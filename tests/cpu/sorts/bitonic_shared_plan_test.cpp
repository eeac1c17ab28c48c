// The bitonic-shared plan: the same network as bitonic (pairs, flips, stages, comparators), with the
// dispatch boundaries of seed 000's shared-memory fusion and the closed-form dispatch count.
#include <catch2/catch.hpp>

#include <string>
#include <tuple>
#include <vector>

#include "network_rows.hpp"

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"

using namespace sortscope::algo;

namespace {

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
            CHECK(sortscope::test::comparator_rows(shared) == sortscope::test::comparator_rows(global));
        }
    }
}

TEST_CASE("bitonic-shared has 1 + sum over p = t..m-1 of (1 + ceil((p-t+1)/5)) dispatches", "[cpu][plan][bitonic-shared]") {
    // n = 2^m, tiles of 2^t, at most w = 5 long stages per fused dispatch, whatever the shared kernel's
    // keys per invocation.
    const uint32_t w = 5;
    for (uint32_t items : {2u, 4u, 8u, 16u, 32u}) {
        for (uint32_t m = 1; m <= 20; ++m) {
            for (uint32_t t = 1; t <= 13; ++t) {
                Options options = with_tile(1u << m, 256, 1u << t);
                set_items_option(options, items);
                const Plan plan = build_bitonic_shared_plan(options);
                size_t expected = 1;
                for (uint32_t p = t; p < m; ++p) expected += 1 + (p - t + 1 + w - 1) / w;
                INFO("m = " << m << ", t = " << t << ", items " << items);
                CHECK(plan.steps.size() == expected);
                CHECK(plan.stage_count() == m * (m + 1) / 2);
                for (const Step& step : plan.steps) {
                    if (step.kernel == KernelId::BitonicFused) {
                        CHECK(step.stage_count <= w);
                        CHECK(step.items == 1u << step.stage_count);
                    } else {
                        // The chosen count, raised where a tile would need more than 1024 invocations.
                        const uint32_t tile = 1u << std::min(t, m);
                        CHECK(step.items == std::min(tile, std::max(items, tile / 1024)));
                    }
                }
            }
        }
    }
}

TEST_CASE("bitonic-shared fuses every stage shorter than the tile and runs the longer ones in registers", "[cpu][plan][bitonic-shared]") {
    // n = 2^12, tiles of 2^10: dispatch 0 sorts the tiles (passes 0..9), then pass 10 has one long stage
    // (distance 1024) in a fused dispatch and a shared one (512..1), pass 11 two long stages (2048, 1024)
    // in ONE fused dispatch and a shared one.
    const Plan plan = build_bitonic_shared_plan(with_tile(4096, 256, 1024));
    REQUIRE(plan.steps.size() == 5);
    const std::vector<KernelId> kernels = {KernelId::BitonicShared, KernelId::BitonicFused, KernelId::BitonicShared,
                                           KernelId::BitonicFused, KernelId::BitonicShared};
    const std::vector<uint32_t> stages = {55, 1, 10, 2, 10};
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        INFO("dispatch " << s << ": " << describe(plan.steps[s]));
        CHECK(plan.steps[s].kernel == kernels[s]);
        CHECK(plan.steps[s].stage_count == stages[s]);
        // Fused dispatches compare across tiles; shared ones never do.
        for_each_comparator(plan.steps[s], [&](const Comparator& c) {
            const bool same_tile = c.i / 1024 == c.j / 1024;
            REQUIRE(same_tile == (plan.steps[s].kernel == KernelId::BitonicShared));
        });
    }
    // Shared dispatches: one group per tile, 8 keys per invocation. Fused: 2^stages keys per invocation.
    CHECK(plan.steps[0].groups == 4);
    CHECK(plan.steps[0].local_size == 128);
    CHECK(plan.steps[0].items == 8);
    CHECK(plan.steps[1].items == 2);
    CHECK(plan.steps[3].items == 4);
    CHECK(plan.steps[3].groups == 4096 / 4 / 256);
}

TEST_CASE("bitonic-shared splits the long stages of a pass into balanced register runs", "[cpu][plan][bitonic-shared]") {
    // 2^24 keys, tiles of 2^13: pass 23 has 11 long stages; at most 5 stages a run, they take three
    // dispatches of 4, 4 and 3 stages, not 5, 5 and 1.
    Options options = with_tile(1u << 24, 256, 8192);
    const Plan plan = build_bitonic_shared_plan(options);
    std::vector<uint32_t> last_pass_runs;
    for (const Step& step : plan.steps) {
        if (step.kernel == KernelId::BitonicFused && bitonic_fused_args(step).pass_bit == 23) {
            last_pass_runs.push_back(step.stage_count);
        }
    }
    CHECK(last_pass_runs == std::vector<uint32_t>{4, 4, 3});
    CHECK(plan.steps.size() == 30);
}

TEST_CASE("bitonic-shared keeps a work group within the device's invocation limit", "[cpu][plan][bitonic-shared]") {
    Options options = with_tile(1u << 16, 256, 8192);
    set_items_option(options, 2);  // 4096 invocations per tile would pass the limit of 1024: 8 keys each instead
    options.device.max_invocations = 1024;
    const Plan plan = build_bitonic_shared_plan(options);
    for (const Step& step : plan.steps) {
        CHECK(step.local_size <= 1024);
        if (step.kernel == KernelId::BitonicShared) CHECK(step.local_size * step.items == 8192);
    }
}

TEST_CASE("bitonic-shared sorts a whole array in one dispatch when it fits, and larger ones in smaller tiles",
          "[cpu][plan][bitonic-shared]") {
    Options options = sized(8192, 256);
    options.device.max_shared_bytes = 49152;  // the H100's
    options.batch = 200;
    CHECK(bitonic_shared_tile(options) == 8192);
    CHECK(build_bitonic_shared_plan(options).steps.size() == 1);
    options.batch = 1;
    options.n = 8193;  // past the largest tile: tiles of kPreferredTileBytes
    CHECK(bitonic_shared_tile(options) == kPreferredTileBytes / 4);
    options.values = true;
    CHECK(bitonic_shared_tile(options) == kPreferredTileBytes / 8);
    options.n = 4096;  // 4096 keys and values fit 48 KiB: one dispatch
    CHECK(bitonic_shared_tile(options) == 4096);
    options.tile = 64;
    CHECK(bitonic_shared_tile(options) == 64);
}

TEST_CASE("bitonic-shared runs its shortest distances by subgroup shuffles only where the device has them",
          "[cpu][plan][bitonic-shared]") {
    Options options = with_tile(1u << 16, 256, 4096);  // 512 invocations of 8 keys per tile
    const auto shuffle_bits_of_tiles = [](const Options& opts) {
        std::vector<uint32_t> bits;
        for (const Step& step : build_bitonic_shared_plan(opts).steps) {
            if (step.kernel == KernelId::BitonicShared) bits.push_back(bitonic_shared_args(step).shuffle_bits);
        }
        return bits;
    };
    // Off by default, even where the device has them: the portable path, and the description says
    // nothing of shuffles.
    options.device.shuffle_size = 32;
    for (uint32_t bits : shuffle_bits_of_tiles(options)) CHECK(bits == 0);
    CHECK(describe(build_bitonic_shared_plan(options).steps[0]).find("shuffle") == std::string::npos);
    // On, with no shuffles on the device (llvmpipe): still the portable path.
    set_network_shuffles(options, NetworkShuffles::On);
    options.device.shuffle_size = 0;
    for (uint32_t bits : shuffle_bits_of_tiles(options)) CHECK(bits == 0);
    // On, subgroups of 32 (NVIDIA): distances 8..128 by shuffles, in every tile dispatch.
    options.device.shuffle_size = 32;
    for (uint32_t bits : shuffle_bits_of_tiles(options)) CHECK(bits == 5);
    CHECK(describe(build_bitonic_shared_plan(options).steps[0]).find("distances 8..128 by subgroup shuffles") !=
          std::string::npos);
    // Subgroups of 64 (AMD's wave64): still at most 5 bits, so the same layout.
    options.device.shuffle_size = 64;
    CHECK(bitonic_shuffle_bits(options, 4096, 8) == 5);
    // A tile of fewer invocations than a subgroup would leave a subgroup partial: no shuffles.
    CHECK(bitonic_shuffle_bits(options, 256, 8) == 0);
    // A small tile caps the shuffled bits at its invocation bits.
    options.device.shuffle_size = 4;
    CHECK(bitonic_shuffle_bits(options, 64, 8) == 2);
    // Emulated: subgroups of 32 on a device without shuffles, marked as emulated for the kernel.
    options.device.shuffle_size = 0;
    set_network_shuffles(options, NetworkShuffles::Emulated);
    for (uint32_t bits : shuffle_bits_of_tiles(options)) CHECK(bits == 5);
    CHECK(bitonic_shared_args(build_bitonic_shared_plan(options).steps[0]).shuffles_emulated);
    CHECK(describe(build_bitonic_shared_plan(options).steps[0]).find("emulated subgroup shuffles") != std::string::npos);
    // The option's names.
    for (NetworkShuffles shuffles : {NetworkShuffles::Off, NetworkShuffles::On, NetworkShuffles::Emulated}) {
        CHECK(parse_network_shuffles(network_shuffles_name(shuffles)) == shuffles);
    }
    CHECK_FALSE(parse_network_shuffles("auto").has_value());
}
