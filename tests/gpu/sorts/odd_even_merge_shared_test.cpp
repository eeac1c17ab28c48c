// odd_even_merge_shared.comp on the GPU: batches that fit in shared memory run the whole odd-even merge
// network in one dispatch. The generic batch tests reach it only with u32 ascending keys and values;
// here every key type, both directions, with and without values, n that is not a power of two, small
// work groups (many indices per invocation), seed 001's shape of 200 arrays x 8192 keys, and the
// layered form for a batch that does not fit (the fused plan's own tests are odd_even_merge_fused_test.cpp).
#include <catch2/catch.hpp>

#include <iterator>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "gpu_sort.hpp"

using namespace sortscope;

namespace {

const algo::AlgorithmInfo& odd_even_merge() {
    const algo::AlgorithmInfo* info = algo::find_algorithm("odd-even-merge");
    REQUIRE(info != nullptr);
    return *info;
}

}  // namespace

TEST_CASE("odd-even merge sorts a batch in shared memory for every key type, direction and payload",
          "[gpu][sort][batch][shared]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = odd_even_merge();
    // One shape per variant, rotating, so each kernel variant compiles once: n that is not a power of
    // two, and work groups of 4 (many indices per invocation) or 64 (n' below or above the group).
    struct Shape {
        uint32_t n, local_size;
    };
    const Shape shapes[] = {{13, 4}, {100, 64}, {777, 4}, {2, 64}, {64, 64}};
    size_t rotation = 0;
    for (algo::KeyType type : algo::all_key_types()) {
        for (bool values : {false, true}) {
            for (bool descending : {false, true}) {
                const Shape shape = shapes[rotation++ % std::size(shapes)];
                algo::Options options = test::device_options(*device, shape.n, shape.local_size);
                options.batch = 5;
                options.key_type = type;
                options.values = values;
                options.descending = descending;
                const algo::Plan plan = info.build(options);
                INFO(test::describe_case(info, options, algo::Distribution::Random, shape.n));
                REQUIRE(plan.steps.size() == 1);
                REQUIRE(plan.steps.front().kernel == algo::KernelId::OddEvenMergeShared);
                const auto dist = rotation % 2 == 0 ? algo::Distribution::Random : algo::Distribution::FewUnique;
                test::check_gpu_sort(*device, info, options, dist, rotation);
            }
        }
    }
}

TEST_CASE("the generic batch tests' shapes run odd-even merge's shared kernel on this device", "[gpu][plan][batch][shared]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    // full_sort_test.cpp sorts batches of 5 arrays with values at work-group size 64, for these n:
    // n' keys and values need at most 2048 * 8 = 16 KiB, under the GL minimum of 32 KiB.
    for (uint32_t n : {2u, 100u, 1000u, 2048u}) {
        algo::Options options = test::device_options(*device, n, 64);
        options.batch = 5;
        options.values = true;
        const algo::Plan plan = odd_even_merge().build(options);
        INFO("n = " << n);
        REQUIRE(plan.steps.size() == 1);
        CHECK(plan.steps.front().kernel == algo::KernelId::OddEvenMergeShared);
    }
}

TEST_CASE("odd-even merge in shared memory puts edge values where the stated order puts them", "[gpu][sort][edge][shared]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = odd_even_merge();
    // Two arrays of 7: u32 0xFFFFFFFF and f32 NaNs have key_order 0xFFFFFFFF, like a sentinel would.
    const std::vector<uint32_t> keys = {0xFFFFFFFFu, 0u, 0x7FC00000u, 0xFFFFFFFFu, 1u, 0x80000000u, 0xFFC00000u,
                                        5u, 0xFFFFFFFFu, 0u, 0x7F800000u, 0xFF800000u, 0xFFFFFFFFu, 2u};
    for (algo::KeyType type : algo::all_key_types()) {
        for (bool descending : {false, true}) {
            algo::Options options = test::device_options(*device, 7, 2);
            options.batch = 2;
            options.key_type = type;
            options.descending = descending;
            options.values = true;
            REQUIRE(info.build(options).steps.front().kernel == algo::KernelId::OddEvenMergeShared);
            test::check_gpu_sort_keys(*device, info, options, keys,
                                      "odd-even-merge shared edge values " + std::string(algo::key_type_name(type)) +
                                          (descending ? " desc" : ""));
        }
    }
}

TEST_CASE("odd-even merge sorts seed 001's batch of 200 arrays x 8192 keys in one shared-memory dispatch",
          "[gpu][sort][batch][shared][seed001]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = odd_even_merge();
    algo::Options options = test::device_options(*device, 8192, 256);
    options.batch = 200;
    const algo::Plan plan = info.build(options);
    INFO(device->limits.renderer << ": " << options.device.max_shared_bytes << " bytes of shared memory");
    // The GL minimum, and llvmpipe's size, is 32 KiB: exactly 8192 keys.
    REQUIRE(options.device.max_shared_bytes >= 8192 * 4);
    REQUIRE(plan.steps.size() == 1);
    INFO(algo::describe(plan.steps.front()));
    CHECK(plan.steps.front().kernel == algo::KernelId::OddEvenMergeShared);
    CHECK(plan.steps.front().stage_count == 91);
    test::check_gpu_sort(*device, info, options, algo::Distribution::Random, 1);
}

TEST_CASE("odd-even merge's layered form runs a batch that does not fit in shared memory one dispatch per layer",
          "[gpu][sort][batch][lock-step]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (uint32_t n : {13u, 100u}) {
        algo::Options options = test::device_options(*device, n, 16);
        options.batch = 3;
        options.values = true;
        options.key_type = algo::KeyType::F32;
        options.device.max_shared_bytes = 64;  // 8 keys and values: smaller than n'
        const algo::Plan plan = algo::build_odd_even_merge_layered_plan(options);
        INFO("n = " << n);
        REQUIRE(plan.steps.size() == algo::odd_even_merge_layer_count(n));
        REQUIRE(plan.steps.front().kernel == algo::KernelId::OddEvenMergeStep);
        test::check_lock_step(*device, plan, algo::generate_input(algo::Distribution::Random, n, 3, options.key_type, n));
    }
}
