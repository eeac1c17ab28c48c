// Lock-step: after every dispatch, every buffer on the GPU equals the CPU reference's, for every
// algorithm. Small n and small work-group sizes, so the multi-group paths, the tiles and the +infinity
// positions of non-power-of-two n all run; some cases carry payloads, other key types and a batch.
#include <catch2/catch.hpp>

#include "algorithms/inputs/distributions.hpp"
#include "gpu_sort.hpp"

using namespace sortscope;

namespace {

constexpr size_t kMaxLockSteps = 400;  // read-backs per case: keeps llvmpipe runs short

}  // namespace

TEST_CASE("every algorithm on the GPU equals the CPU reference after every dispatch", "[gpu][lock-step]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        for (uint32_t local_size : {4u, 64u, 256u}) {
            for (uint32_t n : {1u, 2u, 3u, 5u, 8u, 13u, 16u, 31u, 64u, 100u, 255u, 256u, 257u, 513u, 1000u, 1024u}) {
                algo::Options options = test::device_options(*device, n, local_size);
                // Rotate the variants over the sizes so every kernel variant runs without a full product.
                options.values = n % 3 != 0;
                options.key_type = algo::all_key_types()[n % 3];
                options.descending = n % 4 == 1;
                options.tile = 8 * local_size;  // several tiles at small n: fused and global stages mix
                const algo::Plan plan = info.build(options);
                if (plan.steps.size() > kMaxLockSteps) continue;
                const auto dist = n % 2 == 0 ? algo::Distribution::Random : algo::Distribution::FewUnique;
                test::check_lock_step(*device, plan, algo::generate_input(dist, n, 1, options.key_type, n));
            }
        }
    }
}

TEST_CASE("every algorithm in lock-step with a batch of arrays", "[gpu][lock-step][batch]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        for (uint32_t n : {7u, 100u}) {
            algo::Options options = test::device_options(*device, n, 16);
            options.batch = 3;
            options.values = true;
            const algo::Plan plan = info.build(options);
            if (plan.steps.size() > kMaxLockSteps) continue;
            test::check_lock_step(*device, plan, algo::generate_input(algo::Distribution::Random, n, 3, options.key_type, 2));
        }
    }
}

TEST_CASE("every algorithm in lock-step when grids are folded into two dimensions", "[gpu][lock-step][grid]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        // 1000 keys at work-group size 4 is many groups; a limit of 3 per dimension folds them into x * y.
        const algo::Options options = test::device_options(*device, 1000, 4);
        const algo::Plan plan = info.build(options);
        if (plan.steps.size() > kMaxLockSteps) continue;
        INFO(info.id);
        test::check_lock_step(*device, plan, algo::generate_input(algo::Distribution::Random, 1000, 1, options.key_type, 9), 3);
    }
}
