// Whole sorts on the GPU, compared element by element with std::stable_sort of the same keys: every
// algorithm x key type x payload x direction x distribution, sizes around work-group and tile
// boundaries, n = 0, 1, 2, edge values of every key type, batches, and a grid of more than 65535 groups.
#include <catch2/catch.hpp>

#include <algorithm>
#include <bit>
#include <limits>

#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "gpu_sort.hpp"

using namespace sortscope;

namespace {

// Sizes the matrix cycles through: small, odd, around powers of two and tiles.
constexpr uint32_t kMatrixSizes[] = {0, 1, 2, 3, 31, 1000, 2049, 4097, 5000};

}  // namespace

TEST_CASE("every algorithm sorts every key type, direction, payload and distribution", "[gpu][sort]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    size_t rotation = 0;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        for (algo::KeyType type : algo::all_key_types()) {
            for (bool values : {false, true}) {
                for (bool descending : {false, true}) {
                    for (algo::Distribution dist : algo::all_distributions()) {
                        const uint32_t n = kMatrixSizes[rotation++ % std::size(kMatrixSizes)];
                        algo::Options options = test::device_options(*device, n, 64);
                        options.key_type = type;
                        options.values = values;
                        options.descending = descending;
                        options.tile = 512;  // shared-memory kernels: several tiles at these sizes
                        test::check_gpu_sort(*device, info, options, dist, rotation);
                    }
                }
            }
        }
    }
}

TEST_CASE("every algorithm sorts sizes around work-group and tile boundaries", "[gpu][sort]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        for (uint32_t local_size : {64u, 256u}) {
            for (uint32_t edge : {local_size, 2 * local_size, 8 * local_size, 16 * local_size}) {
                for (uint32_t n : {edge - 1, edge, edge + 1}) {
                    if (n > info.quick_n) continue;
                    algo::Options options = test::device_options(*device, n, local_size);
                    options.values = (n & 1) != 0;
                    test::check_gpu_sort(*device, info, options, algo::Distribution::Random, n);
                }
            }
        }
    }
}

TEST_CASE("every algorithm puts edge values where the stated order puts them", "[gpu][sort][edge]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const float inf = std::numeric_limits<float>::infinity();
    auto bits = [](float value) { return std::bit_cast<uint32_t>(value); };
    const std::vector<uint32_t> floats = {bits(1.0f), bits(-0.0f), 0x7FC00000u, bits(inf), bits(0.0f), bits(-inf),
                                          0xFFC00000u, bits(-1.0f), bits(0.0f), bits(-0.0f), 0x7F800001u,
                                          bits(std::numeric_limits<float>::denorm_min()), bits(-3.0e38f)};
    const std::vector<uint32_t> ints = {0x7FFFFFFFu, 0x80000000u, 0u, 0xFFFFFFFFu, 1u, 0x80000000u, 0x7FFFFFFFu, 0u, 5u};
    const std::vector<uint32_t> uints = {0xFFFFFFFFu, 0u, 0x80000000u, 0x7FFFFFFFu, 0xFFFFFFFFu, 1u, 0u};
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        for (bool descending : {false, true}) {
            for (auto [type, keys] : {std::pair{algo::KeyType::F32, floats}, std::pair{algo::KeyType::I32, ints},
                                      std::pair{algo::KeyType::U32, uints}}) {
                algo::Options options = test::device_options(*device, static_cast<uint32_t>(keys.size()), 4);
                options.key_type = type;
                options.descending = descending;
                options.values = true;
                test::check_gpu_sort_keys(*device, info, options, keys,
                                          std::string(info.id) + " edge values " + std::string(algo::key_type_name(type)) +
                                              (descending ? " desc" : ""));
            }
        }
    }
}

TEST_CASE("every algorithm sorts each array of a batch, and no key crosses into another", "[gpu][sort][batch]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        for (uint32_t n : {1u, 2u, 100u, 1000u, 2048u}) {
            if (n > info.quick_n) continue;
            algo::Options options = test::device_options(*device, n, 64);
            options.batch = 5;
            options.values = true;
            // Values are global positions: a key that crossed arrays would bring a foreign value.
            test::check_gpu_sort(*device, info, options, algo::Distribution::Random, n);
            test::check_gpu_sort(*device, info, options, algo::Distribution::FewUnique, n + 1);
        }
    }
}

TEST_CASE("bitonic sorts when a dispatch needs more than 65535 groups", "[gpu][sort][grid]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    // 2^19 keys at work-group size 4: 2^18 comparators = 65536 groups per dispatch.
    const algo::Plan plan = algo::build_bitonic_plan(test::device_options(*device, 1u << 19, 4));
    REQUIRE(plan.steps.front().groups == 65536);
    gpu::Runner runner(device->programs, device->limits);
    runner.set_max_groups_per_dimension(65535);  // the GL minimum, whatever this device allows
    CHECK(runner.grid_for(65536).x == 65535);
    CHECK(runner.grid_for(65536).y == 2);
    const std::vector<uint32_t> input = algo::generate_keys(algo::Distribution::Random, 1u << 19, 5);
    runner.load(plan, input);
    runner.run_to_end();
    std::vector<uint32_t> expected = input;
    std::sort(expected.begin(), expected.end());
    const std::vector<uint32_t> result = runner.read_keys();
    INFO("first difference at index " << test::first_difference(result, expected));
    REQUIRE(result == expected);
}
