// Radix sort on the GPU at every digit width: lock-step with the CPU reference (every buffer, the count
// table and its level totals included, after every dispatch) at work-group sizes small enough that the
// prefix sum needs two and three levels, and whole sorts with payloads and batches.
#include <catch2/catch.hpp>

#include "algorithms/sorts/radix/radix.hpp"
#include "gpu_sort.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

using namespace sortscope;

TEST_CASE("radix equals the CPU reference after every dispatch at 2, 4 and 8-bit digits with multi-level scans",
          "[gpu][lock-step][radix]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo* info = algo::find_algorithm("radix");
    REQUIRE(info != nullptr);
    struct Case {
        uint32_t bits;
        uint32_t local_size;
        uint32_t n;
        uint32_t batch;
        size_t levels;  // scan levels this case must reach
    };
    // Work-group size 4: tiles of 32 keys, scan blocks of 16 entries.
    const Case cases[] = {
        {2, 4, 300, 1, 2}, {2, 4, 1000, 3, 3}, {4, 4, 1000, 1, 3}, {4, 1, 77, 2, 5},
        {8, 4, 200, 1, 3}, {8, 64, 1000, 2, 2}, {4, 16, 5000, 1, 2},
    };
    uint32_t rotation = 0;
    for (const Case& c : cases) {
        algo::Options options = test::device_options(*device, c.n, c.local_size);
        set_radix_bits(options, c.bits);
        options.batch = c.batch;
        options.values = rotation % 2 == 0;
        options.key_type = algo::all_key_types()[rotation % 3];
        options.descending = rotation % 4 == 1;
        const auto dist = rotation % 2 == 0 ? algo::Distribution::FewUnique : algo::Distribution::Random;
        ++rotation;
        const algo::Plan plan = algo::build_radix_plan(options);
        INFO(test::describe_case(*info, options, dist, c.n));
        REQUIRE(algo::radix_layout(options).levels.size() == c.levels);
        test::check_lock_step(*device, plan, algo::generate_input(dist, c.n, c.batch, options.key_type, c.n));
    }
    // Folded 2-D grids: the count and scatter tiles and the scan blocks both past 3 groups per dimension.
    algo::Options options = test::device_options(*device, 1000, 4);
    set_radix_bits(options, 8);
    options.values = true;
    test::check_lock_step(*device, algo::build_radix_plan(options),
                          algo::generate_input(algo::Distribution::Random, 1000, 1, options.key_type, 5), 3);
}

TEST_CASE("radix sorts at every digit width with payloads and batches", "[gpu][sort][radix]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo* info = algo::find_algorithm("radix");
    REQUIRE(info != nullptr);
    struct Case {
        uint32_t local_size;
        uint32_t n;
        algo::Distribution dist;
    };
    // Two cases per width (each new variant compiles its kernels: llvmpipe compiles slowly); the generic
    // tests cover every key type, direction and distribution at the default 4 bits.
    const Case cases[] = {{64, 777, algo::Distribution::Random}, {256, 4097, algo::Distribution::FewUnique}};
    uint32_t rotation = 0;
    for (uint32_t bits : {2u, 4u, 8u}) {
        for (const Case& c : cases) {
            algo::Options options = test::device_options(*device, c.n, c.local_size);
            set_radix_bits(options, bits);
            options.batch = 3;
            options.values = true;
            options.key_type = algo::all_key_types()[rotation % 3];
            options.descending = rotation % 2 == 1;
            ++rotation;
            test::check_gpu_sort(*device, *info, options, c.dist, c.n + bits);
        }
    }
}
