// odd_even_merge_window.comp on the GPU: the fused odd-even merge plan in lock-step with the CPU
// reference after every dispatch at tiles small enough that every window form runs at small n (the tile
// dispatch, whole-group windows, middle and bottom halos, the one-layer fallback), and whole sorts for
// every key type, direction and payload, batches that do not fit in shared memory, n around tile
// boundaries, n = 0, 1, 2, and folded 2-D grids.
#include <catch2/catch.hpp>

#include <iterator>
#include <set>

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

// Which window forms a plan runs: 0 the tile dispatch, 1 whole groups, 2 a halo on rows of several keys
// (a middle window), 3 a halo on single keys (the bottom window), 4 the one-layer fallback.
std::set<int> forms(const algo::Plan& plan) {
    std::set<int> seen;
    for (const algo::Step& step : plan.steps) {
        if (step.kernel == algo::KernelId::OddEvenMergeStep) {
            seen.insert(4);
            continue;
        }
        const algo::OddEvenMergeWindowArgs args = algo::odd_even_merge_window_args(step);
        seen.insert(args.first_layer == 0 ? 0 : args.halo_rows == 0 ? 1 : args.low_bit > 0 ? 2 : 3);
    }
    return seen;
}

}  // namespace

TEST_CASE("odd-even merge's fused plan equals the CPU reference after every dispatch", "[gpu][lock-step][odd-even][fused]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    std::set<int> covered;
    size_t rotation = 0;
    for (uint32_t tile : {2u, 4u, 8u, 16u, 32u, 64u, 128u}) {
        for (uint32_t n : {tile + 1, 3 * tile - 1, 8 * tile, 1000u, 2049u}) {
            for (uint32_t local_size : {1u, 4u, 64u}) {
                algo::Options options = test::device_options(*device, n, local_size);
                options.tile = tile;
                ++rotation;
                options.values = rotation % 2 == 0;
                options.key_type = algo::all_key_types()[rotation % 3];
                options.descending = rotation % 4 == 1;
                const algo::Plan plan = algo::build_odd_even_merge_plan(options);
                INFO(test::describe_case(odd_even_merge(), options, algo::Distribution::FewUnique, n));
                if (n > tile) REQUIRE(plan.steps.front().kernel == algo::KernelId::OddEvenMergeWindow);
                const std::set<int> seen = forms(plan);
                covered.insert(seen.begin(), seen.end());
                const auto dist = n % 2 == 0 ? algo::Distribution::Random : algo::Distribution::FewUnique;
                test::check_lock_step(*device, plan, algo::generate_input(dist, n, 1, options.key_type, n));
            }
        }
    }
    CHECK(covered == std::set<int>{0, 1, 2, 3, 4});
}

TEST_CASE("odd-even merge's fused plan in lock-step with a batch that does not fit in shared memory, on folded grids",
          "[gpu][lock-step][odd-even][fused][batch][grid]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (uint32_t n : {100u, 777u}) {
        algo::Options options = test::device_options(*device, n, 4);
        options.batch = 3;
        options.values = true;
        options.key_type = algo::KeyType::F32;
        options.device.max_shared_bytes = 512;  // 64 keys and values per tile: n' does not fit
        const algo::Plan plan = algo::build_odd_even_merge_plan(options);
        INFO("n = " << n);
        REQUIRE(plan.steps.front().kernel == algo::KernelId::OddEvenMergeWindow);
        REQUIRE(algo::odd_even_merge_tile(options) == 64);
        test::check_lock_step(*device, plan, algo::generate_input(algo::Distribution::Random, n, 3, options.key_type, n));
        test::check_lock_step(*device, plan, algo::generate_input(algo::Distribution::Random, n, 3, options.key_type, n + 1), 3);
    }
}

TEST_CASE("odd-even merge's fused plan sorts every key type, direction and payload", "[gpu][sort][odd-even][fused]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = odd_even_merge();
    struct Shape {
        uint32_t n, tile, local_size;
    };
    // n not a power of two, around a tile boundary, and large against the tile.
    const Shape shapes[] = {{1000, 16, 4}, {4097, 256, 64}, {511, 64, 64}, {513, 64, 16}, {20000, 1024, 256}, {3, 2, 1}};
    size_t rotation = 0;
    for (algo::KeyType type : algo::all_key_types()) {
        for (bool values : {false, true}) {
            for (bool descending : {false, true}) {
                const Shape shape = shapes[rotation++ % std::size(shapes)];
                algo::Options options = test::device_options(*device, shape.n, shape.local_size);
                options.tile = shape.tile;
                options.key_type = type;
                options.values = values;
                options.descending = descending;
                REQUIRE(info.build(options).steps.front().kernel == algo::KernelId::OddEvenMergeWindow);
                const auto dist = rotation % 2 == 0 ? algo::Distribution::Random : algo::Distribution::FewUnique;
                test::check_gpu_sort(*device, info, options, dist, rotation);
            }
        }
    }
}

TEST_CASE("odd-even merge's fused plan sorts sizes around tile boundaries, and n = 0, 1, 2", "[gpu][sort][odd-even][fused]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = odd_even_merge();
    for (uint32_t tile : {8u, 128u}) {
        for (uint32_t n : {0u, 1u, 2u, tile - 1, tile, tile + 1, 2 * tile - 1, 2 * tile + 1, 33 * tile + 7}) {
            algo::Options options = test::device_options(*device, n, 16);
            options.tile = tile;
            options.values = (n & 1) != 0;
            test::check_gpu_sort(*device, info, options, algo::Distribution::Random, n + tile);
        }
    }
}

TEST_CASE("odd-even merge's fused plan sorts a batch that does not fit in shared memory", "[gpu][sort][odd-even][fused][batch]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = odd_even_merge();
    for (uint32_t n : {300u, 2049u}) {
        algo::Options options = test::device_options(*device, n, 64);
        options.batch = 4;
        options.values = true;
        options.device.max_shared_bytes = 2048;  // 256 keys and values per tile
        REQUIRE(info.build(options).steps.front().kernel == algo::KernelId::OddEvenMergeWindow);
        // Values are global positions: a key that crossed arrays would bring a foreign value.
        test::check_gpu_sort(*device, info, options, algo::Distribution::Random, n);
        test::check_gpu_sort(*device, info, options, algo::Distribution::FewUnique, n + 1);
    }
}

TEST_CASE("odd-even merge's fused plan sorts at the device's own tile", "[gpu][sort][odd-even][fused]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = odd_even_merge();
    for (bool values : {false, true}) {
        algo::Options options = test::device_options(*device, 0, 256);
        options.values = values;
        options.n = 4 * algo::odd_even_merge_tile([&] {
            algo::Options big = options;
            big.n = 1u << 30;
            return big;
        }()) + 3;
        INFO(algo::describe(info.build(options).steps.front()));
        REQUIRE(info.build(options).steps.front().kernel == algo::KernelId::OddEvenMergeWindow);
        test::check_gpu_sort(*device, info, options, algo::Distribution::Random, 3);
    }
}
