// bitonic-shared on the GPU around its tile boundaries (the generic tests use small sizes), and seed
// 000's batched workload of 200 arrays of 8192 keys.
#include <catch2/catch.hpp>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "gpu_sort.hpp"

using namespace sortscope;

TEST_CASE("bitonic-shared sorts sizes around its tile on the GPU", "[gpu][sort][bitonic-shared]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = *algo::find_algorithm("bitonic-shared");
    for (bool values : {false, true}) {
        algo::Options options = test::device_options(*device, 0, 256);
        options.values = values;
        options.n = 1u << 20;
        const uint32_t tile = algo::bitonic_shared_tile(options);
        for (uint32_t n : {tile - 1, tile, tile + 1, 4 * tile + 3}) {
            options.n = n;
            test::check_gpu_sort(*device, info, options, algo::Distribution::Random, n);
        }
    }
}

TEST_CASE("bitonic-shared sorts seed 000's 200 arrays of 8192 keys", "[gpu][sort][bitonic-shared][batch]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    algo::Options options = test::device_options(*device, 8192, 256);
    options.batch = 200;
    INFO(algo::build_bitonic_shared_plan(options).steps.size() << " dispatches");
    test::check_gpu_sort(*device, *algo::find_algorithm("bitonic-shared"), options, algo::Distribution::Random, 200);
}

// Real subgroup shuffles run only where the driver has GL_KHR_shader_subgroup_shuffle (NVIDIA, not
// llvmpipe); the emulated path runs the same layout and directions on any driver, with shared memory
// standing in for the shuffles, so CI checks that logic on llvmpipe. Every size, key type, order and
// payload below sorts with shuffles on, emulated and off, checked key by key against the CPU reference.
TEST_CASE("bitonic-shared sorts with subgroup shuffles (real or emulated) and without",
          "[gpu][sort][bitonic-shared][shuffle]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = *algo::find_algorithm("bitonic-shared");
    const bool has_shuffles = test::device_options(*device, 1, 256).device.shuffle_size >= 2;
    if (!has_shuffles) WARN("this driver has no subgroup shuffles: the emulated and portable paths run here");
    using algo::NetworkShuffles;
    for (NetworkShuffles shuffles : {NetworkShuffles::On, NetworkShuffles::Emulated, NetworkShuffles::Off}) {
        if (shuffles == NetworkShuffles::On && !has_shuffles) continue;  // the same as Off here
        for (uint32_t tile : {256u, 2048u, 4096u}) {
            for (uint32_t n : {2u, 255u, 256u, 257u, 1000u, 2047u, 4096u, 5000u, 12289u}) {
                algo::Options options = test::device_options(*device, n, 256);
                set_network_shuffles(options, shuffles);
                options.tile = tile;
                options.values = n % 2 == 1;
                options.key_type = algo::all_key_types()[n % 3];
                options.descending = tile == 2048u;
                const algo::Plan plan = info.build(options);
                const uint32_t bits = algo::bitonic_shared_args(plan.steps.front()).shuffle_bits;
                INFO("n " << n << ", tile " << tile << ", shuffles " << algo::network_shuffles_name(shuffles) << ": " << algo::describe(plan.steps.front()));
                // Every tile of at least one subgroup uses shuffles when they are on (and the device has
                // them) or emulated (subgroups of 32); none does when they are off.
                const uint32_t subgroup = shuffles == NetworkShuffles::Emulated ? 32u
                                          : shuffles == NetworkShuffles::On     ? options.device.shuffle_size
                                                                                : 0u;
                CHECK((bits > 0) == (subgroup >= 2 && plan.steps.front().local_size >= subgroup));
                test::check_gpu_sort(*device, info, options, algo::Distribution::FewUnique, n);
            }
        }
    }
}

TEST_CASE("bitonic-shared with shuffles equals the CPU reference after every dispatch", "[gpu][lock-step][shuffle]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const bool has_shuffles = test::device_options(*device, 1, 256).device.shuffle_size >= 2;
    for (algo::NetworkShuffles shuffles : {algo::NetworkShuffles::Emulated, algo::NetworkShuffles::On}) {
        if (shuffles == algo::NetworkShuffles::On && !has_shuffles) continue;
        for (uint32_t n : {300u, 4096u, 9001u}) {
            algo::Options options = test::device_options(*device, n, 256);
            set_network_shuffles(options, shuffles);
            options.tile = 2048;
            options.values = n != 4096u;
            options.descending = n == 9001u;
            const algo::Plan plan = algo::find_algorithm("bitonic-shared")->build(options);
            INFO(algo::describe(plan.steps.front()));
            CHECK(algo::bitonic_shared_args(plan.steps.front()).shuffle_bits == 5);
            test::check_lock_step(*device, plan, algo::generate_input(algo::Distribution::FewUnique, n, 1, options.key_type, n));
        }
    }
}
