// The JSON export read back with nlohmann-json: its shape, its counts, and the 0-1 principle (Knuth;
// seed 002) applied to the pairs as written: every network at every n from 1 to 16 must sort all 2^n
// inputs of 0s and 1s when each pair [a, b] sends the smaller key to a.
#include <catch2/catch.hpp>

#include <bit>
#include <nlohmann/json.hpp>

#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "export.hpp"

using namespace sortscope;

namespace {

using Pairs = std::vector<std::pair<uint32_t, uint32_t>>;

nlohmann::json exported_json(const algo::Plan& plan, std::optional<exports::StepRange> steps = std::nullopt) {
    exports::ExportOptions options;
    options.format = exports::Format::Json;
    options.steps = steps;
    return nlohmann::json::parse(exports::render_network(plan, options));
}

Pairs all_pairs(const nlohmann::json& json) {
    Pairs pairs;
    for (const auto& stage : json.at("stages")) {
        for (const auto& pair : stage.at("comparators")) {
            pairs.emplace_back(pair.at(0).get<uint32_t>(), pair.at(1).get<uint32_t>());
        }
    }
    return pairs;
}

// Bit p of `input` is the key at position p. Returns the first 0/1 input the pairs leave out of order
// (ascending: zeros first), or nothing.
std::optional<uint32_t> zero_one_counterexample(const Pairs& pairs, uint32_t n, bool descending) {
    for (uint32_t input = 0; input < (1u << n); ++input) {
        uint32_t keys = input;
        for (const auto& [a, b] : pairs) {
            // Smaller key to a: a 1 at a and a 0 at b trade places.
            if ((keys >> a & 1u) != 0 && (keys >> b & 1u) == 0) keys ^= (1u << a) | (1u << b);
        }
        const auto ones = static_cast<uint32_t>(std::popcount(keys));
        const uint32_t all = n == 32 ? UINT32_MAX : (1u << n) - 1;
        const uint32_t sorted = descending ? (1u << ones) - 1 : all & ~((1u << (n - ones)) - 1);
        if (keys != sorted) return input;
    }
    return std::nullopt;
}

}  // namespace

TEST_CASE("json export of every network sorts all 0/1 inputs for every n from 1 to 16", "[export][json][zero-one]") {
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        if (!info.network) continue;
        for (uint32_t n = 1; n <= 16; ++n) {
            // The default plan, and one with small work groups and tiles (fused and global stages mixed).
            for (uint32_t local_size : {256u, 2u}) {
                algo::Options options = algo::sized(n, local_size);
                options.tile = local_size == 2 ? 4 : 0;
                const algo::Plan plan = info.build(options);
                const nlohmann::json json = exported_json(plan);
                INFO(info.id << ", n = " << n << ", wg = " << local_size);
                REQUIRE(json.at("algorithm") == std::string(info.id));
                REQUIRE(json.at("n") == n);
                REQUIRE(json.at("stages").size() == plan.stage_count());
                const Pairs pairs = all_pairs(json);
                REQUIRE(pairs.size() == algo::comparator_count(plan));
                for (const auto& [a, b] : pairs) {
                    REQUIRE(a < n);
                    REQUIRE(b < n);
                    REQUIRE(a != b);
                }
                const auto counterexample = zero_one_counterexample(pairs, n, false);
                INFO("0/1 input (bit p = position p) left unsorted: " << counterexample.value_or(0));
                CHECK_FALSE(counterexample.has_value());
            }
        }
    }
}

TEST_CASE("json stages are in execution order with their dispatch, descending comparators written larger index first",
          "[export][json]") {
    const algo::Plan plan = algo::find_algorithm("bitonic-shared")->build([] {
        algo::Options options = algo::sized(16, 2);
        options.tile = 4;
        return options;
    }());
    const nlohmann::json json = exported_json(plan);
    std::vector<algo::Comparator> comparators;
    std::vector<size_t> dispatch_of_stage;
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        algo::for_each_comparator(plan.steps[s], [&](const algo::Comparator& c) { comparators.push_back(c); });
        for (uint32_t k = 0; k < plan.steps[s].stage_count; ++k) dispatch_of_stage.push_back(s);
    }
    REQUIRE(json.at("stages").size() == dispatch_of_stage.size());
    size_t next = 0;
    bool some_descending = false;
    for (size_t stage = 0; stage < dispatch_of_stage.size(); ++stage) {
        INFO("stage " << stage);
        CHECK(json["stages"][stage].at("dispatch") == dispatch_of_stage[stage]);
        for (const auto& pair : json["stages"][stage].at("comparators")) {
            REQUIRE(next < comparators.size());
            const algo::Comparator& c = comparators[next++];
            CHECK(c.stage == stage);
            CHECK(pair[0] == (c.ascending ? c.i : c.j));
            CHECK(pair[1] == (c.ascending ? c.j : c.i));
            some_descending = some_descending || !c.ascending;
        }
    }
    CHECK(next == comparators.size());
    CHECK(some_descending);  // the check above saw both directions
}

TEST_CASE("json of a descending plan reverses every pair, so the pairs sort 0/1 inputs descending", "[export][json][zero-one]") {
    for (uint32_t n = 1; n <= 12; ++n) {
        algo::Options options = algo::sized(n);
        options.descending = true;
        const algo::Plan plan = algo::find_algorithm("bitonic")->build(options);
        INFO("n = " << n);
        CHECK_FALSE(zero_one_counterexample(all_pairs(exported_json(plan)), n, true).has_value());
    }
}

TEST_CASE("json with a range of steps lists only their stages", "[export][json]") {
    const algo::Plan plan = algo::find_algorithm("odd-even-merge")->build(algo::sized(16));
    const nlohmann::json json = exported_json(plan, exports::StepRange{3, 5});
    uint64_t expected = 0;
    for (size_t s = 3; s <= 5; ++s) expected += algo::comparator_count(plan.steps[s]);
    REQUIRE(json.at("stages").size() == 3);
    CHECK(json["stages"][0].at("dispatch") == 3);
    CHECK(json["stages"][2].at("dispatch") == 5);
    CHECK(all_pairs(json).size() == expected);
}
