// Loaded networks on the GPU: a network's plan (one dispatch per layer) in lock-step with the CPU
// reference, and the GPU's exhaustive 0-1 check equal to the CPU's on every library network up to 20
// inputs and on broken ones (a comparator removed, two comparators swapped): verdict, first failing input
// and its output, redundant comparators and unordered outputs alike.
#include <catch2/catch.hpp>

#include "algorithms/catalogue/option_rules.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/networks/generators.hpp"
#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/zero_one_network.hpp"
#include "checks/network_check.hpp"
#include "broken_networks.hpp"
#include "gpu_sort.hpp"

using namespace sortscope;

namespace {

void check_both(const algo::ComparatorNetwork& network, const std::string& what) {
    INFO(what << " (" << network.wires << " wires, " << network.size() << " comparators)");
    const algo::NetworkCheck cpu = algo::check_network(network);
    const algo::NetworkCheck gpu = gpu::check_network_on_gpu(network);
    CHECK(gpu.sorts == cpu.sorts);
    CHECK(gpu.first_failure == cpu.first_failure);
    CHECK(gpu.failing_input == cpu.failing_input);
    CHECK(gpu.failing_output == cpu.failing_output);
    CHECK(gpu.redundant == cpu.redundant);
    CHECK(gpu.unordered_after == cpu.unordered_after);
    CHECK(gpu.inputs == cpu.inputs);
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

TEST_CASE("the GPU's 0-1 check equals the CPU's on every library network up to 20 inputs", "[gpu][networks][verify]") {
    if (test::test_device() == nullptr) return;
    size_t checked = 0;
    for (const algo::LibraryNetwork& entry : algo::library_networks()) {
        if (entry.wires > 20) continue;
        check_both(algo::parse_network(entry.text), std::string(entry.name));
        ++checked;
    }
    CHECK(checked >= 30);
    for (const algo::NetworkGenerator& generator : algo::all_network_generators()) {
        for (uint32_t wires : {1u, 2u, 3u, 4u, 5u, 6u, 9u, 17u}) {
            check_both(algo::generate_network(generator, wires), std::string(generator.name));
        }
    }
}

TEST_CASE("the GPU's 0-1 check equals the CPU's on broken networks", "[gpu][networks][verify]") {
    if (test::test_device() == nullptr) return;
    const auto broken =
        test::broken_library_networks({"dobbelaere-8-19-6", "dobbelaere-12-39-9", "dobbelaere-18-77-12", "pairwise-20", "insertion-6"});
    REQUIRE(broken.size() == 5 * 4);
    for (const test::BrokenNetwork& network : broken) {
        check_both(network.network, network.what);
        if (network.sorts_not) CHECK_FALSE(algo::check_network(network.network).sorts);
    }
    // A network with a redundant comparator: every comparator doubled.
    const auto doubled = algo::parse_network("0:1,2:3\n0:1,2:3\n0:2,1:3\n1:2\n1:2\n");
    check_both(doubled, "doubled comparators");
    CHECK(algo::check_network(doubled).redundant == std::vector<uint8_t>{0, 0, 1, 1, 0, 0, 0, 1});
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
        const auto network = algo::library_network(c.name);
        REQUIRE(network);
        for (uint32_t local_size : {4u, 64u}) {
            algo::Options options = test::device_options(*device, c.n, local_size);
            options.network = algo::keep_network(*network);
            options.network_fused = true;
            options.batch = c.batch;
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
