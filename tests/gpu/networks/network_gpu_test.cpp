// Loaded networks on the GPU: a network's plan (one dispatch per layer) and its fused form (batches of
// small arrays in one dispatch) in lock-step with the CPU reference. The GPU's 0-1 check has its own
// tests (network_kernel_check_test.cpp).
#include <catch2/catch.hpp>

#include "algorithms/catalogue/option_rules.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/sorts/network/network_fused.hpp"
#include "gpu_sort.hpp"

using namespace sortscope;

namespace {

// The fused form of a library network on `batch` arrays of n keys.
algo::Options fused_options(gpu::HeadlessDevice& device, const char* name, uint32_t n, uint32_t batch, uint32_t local_size) {
    const auto network = algo::library_network(name);
    REQUIRE(network);
    algo::Options options = test::device_options(device, n, local_size);
    options.network = algo::keep_network(*network);
    options.network_fused = true;
    options.batch = batch;
    return options;
}

}  // namespace

TEST_CASE("a loaded network runs on the GPU in lock-step with the CPU reference", "[gpu][networks][lock-step]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = algo::loaded_network_algorithm();
    const struct {
        const char* name;
        uint32_t n;
    } cases[] = {{"dobbelaere-16-60-10", 16}, {"dobbelaere-16-60-10", 11}, {"dobbelaere-13-45-10", 13},
                 {"pairwise-100", 100},       {"bose-nelson-37", 37},       {"odd-even-merge-257", 257},
                 {"insertion-2", 2},          {"insertion-2", 1},           {"dobbelaere-32-185-14", 0}};
    for (const auto& c : cases) {
        const auto network = algo::library_network(c.name);
        REQUIRE(network);
        for (uint32_t local_size : {4u, 64u}) {
            algo::Options options = test::device_options(*device, c.n, local_size);
            options.network = algo::keep_network(*network);
            options.values = c.n % 2 == 1;
            options.descending = c.n % 3 == 1;
            options.batch = c.n < 20 ? 3 : 1;
            INFO(c.name << " at n = " << c.n << ", wg " << local_size);
            const algo::Plan plan = info.build(options);
            CHECK(plan.steps.size() == network->depth());
            test::check_lock_step(*device, plan,
                                  algo::generate_input(algo::Distribution::Random, c.n, options.batch, options.key_type, c.n + 1));
            if (c.n >= 2) test::check_gpu_sort(*device, info, options, algo::Distribution::FewUnique, 3);
        }
    }
}

TEST_CASE("a fused network sorts batches of small arrays in lock-step with the CPU reference", "[gpu][networks][fused]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = algo::loaded_network_algorithm();
    const struct {
        const char* name;
        uint32_t n;
        uint32_t batch;
    } cases[] = {{"dobbelaere-16-60-10", 16, 1000}, {"dobbelaere-16-60-10", 9, 33}, {"dobbelaere-13-45-10", 13, 7},
                 {"pairwise-64", 64, 70},           {"bose-nelson-5", 5, 1},       {"insertion-2", 2, 257},
                 {"insertion-2", 1, 5},             {"odd-even-merge-40", 0, 3}};
    for (const auto& c : cases) {
        for (uint32_t local_size : {4u, 64u}) {
            algo::Options options = fused_options(*device, c.name, c.n, c.batch, local_size);
            options.values = c.batch % 2 == 1;
            options.descending = c.n % 3 == 1;
            options.key_type = algo::all_key_types()[c.batch % 3];
            INFO(c.name << " fused at n = " << c.n << ", batch " << c.batch << ", wg " << local_size);
            const algo::Plan plan = info.build(options);
            CHECK(plan.steps.size() == (c.n >= 2 ? 1u : 0u));
            test::check_lock_step(*device, plan,
                                  algo::generate_input(algo::Distribution::Random, c.n, c.batch, options.key_type, c.batch));
            if (c.n >= 2) test::check_gpu_sort(*device, info, options, algo::Distribution::FewUnique, 5);
        }
    }
}

TEST_CASE("a fused network sorts more arrays than one dispatch has work groups in z", "[gpu][networks][fused]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const auto network = algo::library_network("dobbelaere-4-5-3");
    REQUIRE(network);
    algo::Options options = test::device_options(*device, 4, 1);
    options.network = algo::keep_network(*network);
    options.network_fused = true;
    options.batch = 70000;  // past 65,535: with one invocation per group, 70,000 groups fold into a 2-D grid
    REQUIRE_FALSE(algo::check_options(options));
    test::check_gpu_sort(*device, algo::loaded_network_algorithm(), options, algo::Distribution::Random, 11);
}

TEST_CASE("a fused network moves its keys as uvec4s where it can, in lock-step with the CPU reference", "[gpu][networks][fused]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::AlgorithmInfo& info = algo::loaded_network_algorithm();
    const struct {
        const char* name;
        uint32_t n;
        bool values;
        algo::FusedLoads loads;
    } cases[] = {{"dobbelaere-16-60-10", 16, false, algo::FusedLoads::StagedQuads},
                 {"dobbelaere-16-60-10", 12, false, algo::FusedLoads::StagedQuads},
                 {"dobbelaere-16-60-10", 4, false, algo::FusedLoads::StagedQuads},
                 {"dobbelaere-16-60-10", 14, false, algo::FusedLoads::StagedWords},
                 {"dobbelaere-16-60-10", 16, true, algo::FusedLoads::StagedWords},
                 {"pairwise-64", 64, false, algo::FusedLoads::DirectQuads},
                 {"pairwise-64", 20, false, algo::FusedLoads::DirectQuads},
                 {"pairwise-64", 36, true, algo::FusedLoads::StagedWords}};
    for (const auto& c : cases) {
        for (const bool given : {false, true}) {
            // 1000 + n arrays: not a multiple of any work group, so the last group is partial.
            algo::Options options = fused_options(*device, c.name, c.n, 1000 + c.n, 16);
            options.local_size_given = given;  // not given: the fused kernel's own default work group
            options.values = c.values;
            options.key_type = algo::all_key_types()[c.n % 3];
            INFO(c.name << " fused at n = " << c.n << (c.values ? " with values" : "") << (given ? ", wg 16" : ", default wg"));
            CHECK(algo::fused_loads(options) == c.loads);
            const algo::Plan plan = info.build(options);
            REQUIRE(plan.steps.size() == 1);
            CHECK(plan.steps[0].local_size <= (given ? 16u : algo::kFusedDefaultLocalSize));
            test::check_lock_step(*device, plan, algo::generate_input(algo::Distribution::Random, c.n, options.batch, options.key_type, c.n));
        }
    }
}
