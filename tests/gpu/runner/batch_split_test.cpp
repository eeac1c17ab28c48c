// Batches of more arrays than one dispatch has work groups in z (65,535 in GL at least): the runner
// splits the batch over dispatches, each kernel numbering its array u_z_first + gl_WorkGroupID.z
// (common.glsl's batch_array). Every algorithm in lock-step with the CPU reference, buffer by buffer
// after every dispatch, with the split forced at a few arrays (the radix sorts also at arrays of several
// tiles); and 70,000 arrays of 2 to 16 keys (sizes not powers of two among them), past the device's real
// limit, checked against std::stable_sort. Radix and onesweep take 17 to 41 s a size at 70,000 arrays on
// llvmpipe (a heavy work group per array), so they are covered by the forced split alone.
#include <catch2/catch.hpp>

#include "algorithms/catalogue/option_rules.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "gpu_sort.hpp"

using namespace sortscope;

TEST_CASE("every algorithm runs a batch split over dispatches in z in lock-step with the CPU reference", "[gpu][batch][split]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    size_t checked = 0;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        const bool radix = info.id == "radix" || info.id == "onesweep";
        for (const uint32_t n : {13u, 100u, radix ? 2500u : 0u}) {
            if (n == 0) continue;
            algo::Options options = test::device_options(*device, n, 64);
            options.batch = 7;  // dispatches of 3, 3 and 1 arrays
            options.values = n == 13;
            if (algo::check_options(options) || (info.validate != nullptr && info.validate(options))) continue;
            const algo::Plan plan = info.build(options);
            const std::vector<uint32_t> keys =
                algo::generate_input(algo::Distribution::Random, n, options.batch, options.key_type, 40 + n);
            test::check_lock_step(*device, plan, keys, 0, 3);
            ++checked;
        }
    }
    CHECK(checked >= 18);
}

TEST_CASE("70,000 arrays sort past the device's work groups in z, in every algorithm but the radix sorts", "[gpu][batch][split]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    REQUIRE(device->limits.max_groups[2] < 70000);  // GL's minimum is 65,535; llvmpipe has exactly that
    size_t checked = 0;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        if (info.id == "radix" || info.id == "onesweep") continue;
        for (const uint32_t n : {2u, 5u, 16u}) {
            algo::Options options = test::device_options(*device, n, 64);
            options.batch = 70000;
            if (algo::check_options(options) || (info.validate != nullptr && info.validate(options))) continue;
            test::check_gpu_sort(*device, info, options, algo::Distribution::Random, 7 + n);
            ++checked;
        }
    }
    CHECK(checked >= 16);
}

TEST_CASE("a batch of 70,000 arrays of 3 keys runs in lock-step with the CPU reference", "[gpu][batch][split]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const char* id : {"bitonic", "rank-shared"}) {
        const algo::AlgorithmInfo* info = algo::find_algorithm(id);
        REQUIRE(info != nullptr);
        algo::Options options = test::device_options(*device, 3, 64);
        options.batch = 70000;
        options.values = true;
        REQUIRE_FALSE(algo::check_options(options));
        const std::vector<uint32_t> keys = algo::generate_input(algo::Distribution::Random, 3, options.batch, options.key_type, 3);
        test::check_lock_step(*device, info->build(options), keys);
    }
}
