// The windowed comparators of every network kernel (for_each_comparator_touching) and their closed-form
// counts (comparator_count), checked against the full walk they replace: the network view at n = 2^20
// asks only for a window of wires, and must draw exactly what filtering every comparator would keep.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/sorts/network/network_fused.hpp"

using namespace sortscope;

namespace {

using Key = std::tuple<uint32_t, uint32_t, bool, uint32_t>;  // i, j, ascending, stage

Key key_of(const algo::Comparator& c) { return {c.i, c.j, c.ascending, c.stage}; }

// The options that give each network kernel at the sizes below: work-group sizes, tiles that make
// bitonic-shared's shared and fused steps and odd-even merge's windows (and its one-layer fallback below
// 256-key tiles), and batches that make odd-even merge's one-dispatch shared form.
std::vector<algo::Options> variants(uint32_t n) {
    std::vector<algo::Options> all;
    for (uint32_t local_size : {32u, 256u}) {
        for (uint32_t tile : {0u, 8u, 16u, 256u}) {
            for (uint32_t batch : {1u, 3u}) {
                algo::Options options = algo::sized(n, local_size);
                options.tile = tile;
                options.batch = batch;
                all.push_back(options);
            }
        }
    }
    return all;
}

// Windows at the start, in the middle, at the end, of one wire, and past n.
std::vector<algo::WireRange> windows(uint32_t n) {
    std::vector<algo::WireRange> all = {{0, 47}, {0, 0}, {n / 2, n / 2}, {n / 3, n / 3 + 20}, {n + 5, n + 60}};
    if (n > 0) all.push_back({n - 1, n - 1});
    if (n > 10) all.push_back({n - 10, n + 10});
    all.push_back({0, n});
    return all;
}

// Calls `check` with every distinct plan of every network algorithm at the sizes of the brief and the
// variants above (most algorithms ignore most options: a plan is skipped when its steps describe the same
// as one already checked at that size).
template <class Check>
void for_each_network_plan(Check check) {
    for (const algo::AlgorithmInfo& algorithm : algo::all_algorithms()) {
        if (!algorithm.network) continue;
        for (uint32_t n : {1u, 2u, 3u, 16u, 37u, 1000u, 4096u, 5000u}) {
            std::set<std::string> plans_seen;
            for (const algo::Options& options : variants(n)) {
                if (algorithm.validate && algorithm.validate(options)) continue;
                const algo::Plan plan = algorithm.build(options);
                std::string steps;
                for (const algo::Step& step : plan.steps) steps += algo::describe(step) + "\n";
                if (!plans_seen.insert(steps).second) continue;
                INFO(algorithm.id << " n = " << n << " local size " << options.local_size << " tile " << options.tile
                                  << " batch " << options.batch);
                check(plan);
            }
        }
    }
    // A loaded network (networks/): one dispatch per layer, and fused into one dispatch for small arrays.
    const algo::AlgorithmInfo& loaded = algo::loaded_network_algorithm();
    const auto network = algo::library_network("pairwise-1000");
    REQUIRE(network);
    for (uint32_t n : {1u, 2u, 3u, 16u, 37u, 1000u}) {
        for (bool fused : {false, true}) {
            if (fused && n > algo::kMaxFusedKeys) continue;
            algo::Options options = algo::sized(n, 32);
            options.network = algo::keep_network(*network);
            options.network_fused = fused;
            options.batch = 3;
            INFO("loaded network n = " << n << (fused ? " fused" : ""));
            check(loaded.build(options));
        }
    }
}

std::vector<Key> walked(const algo::Step& step, algo::WireRange wires) {
    std::vector<Key> kept;
    algo::for_each_comparator(step, [&](const algo::Comparator& c) {
        if (wires.holds(c.i) || wires.holds(c.j)) kept.push_back(key_of(c));
    });
    return kept;
}

std::vector<Key> windowed(const algo::Step& step, algo::WireRange wires) {
    std::vector<Key> kept;
    algo::for_each_comparator_touching(step, wires, [&](const algo::Comparator& c) { kept.push_back(key_of(c)); });
    return kept;
}

uint64_t walked_count(const algo::Step& step) {
    uint64_t count = 0;
    algo::for_each_comparator(step, [&](const algo::Comparator&) { ++count; });
    return count;
}

}  // namespace

TEST_CASE("every network kernel visits a window's comparators exactly as filtering the full walk would, in its order",
          "[catalogue][network][window]") {
    std::set<algo::KernelId> kernels_seen;
    for_each_network_plan([&](const algo::Plan& plan) {
        const uint32_t n = plan.options.n;
        for (size_t s = 0; s < plan.steps.size(); ++s) {
            const algo::Step& step = plan.steps[s];
            kernels_seen.insert(step.kernel);
            INFO("step " << s << ": " << algo::describe(step));
            for (const algo::WireRange wires : windows(n)) {
                INFO("wires " << wires.first << ".." << wires.last);
                // Same comparators, same order: stage by stage, each in increasing i.
                REQUIRE(windowed(step, wires) == walked(step, wires));
            }
        }
    });
    // Every kernel with comparators was exercised.
    for (const algo::KernelInfo& kernel : algo::all_kernels()) {
        if (kernel.comparators) CHECK(kernels_seen.count(kernel.id) == 1);
    }
}

TEST_CASE("every network kernel's comparator count in closed form equals the full walk's", "[catalogue][network][window]") {
    std::set<algo::KernelId> kernels_counted;
    for_each_network_plan([&](const algo::Plan& plan) {
        uint64_t total = 0;
        for (size_t s = 0; s < plan.steps.size(); ++s) {
            const algo::Step& step = plan.steps[s];
            INFO("step " << s << ": " << algo::describe(step));
            const uint64_t walked_total = walked_count(step);
            REQUIRE(algo::comparator_count(step) == walked_total);
            total += walked_total;
            if (algo::kernel_info(step.kernel).comparator_count) kernels_counted.insert(step.kernel);
        }
        REQUIRE(algo::comparator_count(plan) == total);
        CHECK(algo::more_comparators_than(plan, total) == false);
        if (total > 0) CHECK(algo::more_comparators_than(plan, total - 1));
    });
    // The view asks these counts at n = 2^20: every network kernel must have its closed form.
    for (const algo::KernelInfo& kernel : algo::all_kernels()) {
        if (kernel.comparators) CHECK(kernels_counted.count(kernel.id) == 1);
    }
}

TEST_CASE("a window in the middle of a network of 2^20 keys gets each of its wires' partners, 24 to 48 a stage", "[catalogue][network][window]") {
    // 210 steps of half a million comparators each: the full walk takes seconds, the window 48 wires a stage.
    // Every wire has a partner in every stage at a power of two, so a stage holds 24 to 48 of them.
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(uint32_t{1} << 20));
    const algo::WireRange wires{500000, 500047};
    uint64_t visited = 0;
    for (const algo::Step& step : plan.steps) {
        algo::for_each_comparator_touching(step, wires, [&](const algo::Comparator& c) {
            CHECK((wires.holds(c.i) || wires.holds(c.j)));
            ++visited;
        });
    }
    CHECK(visited >= 210 * 24);
    CHECK(visited <= 210 * 48);
    CHECK(algo::comparator_count(plan) == (uint64_t{1} << 19) * 210);
}
