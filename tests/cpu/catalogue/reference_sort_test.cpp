// The CPU reference of every algorithm sorts: each result equals std::stable_sort of the input (so it is
// sorted and a permutation), for every distribution at sizes around powers of two, for every key type,
// direction and payload, and for batches.
#include <catch2/catch.hpp>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/verify/check.hpp"

using namespace sortscope::algo;

namespace {

void check_reference(const AlgorithmInfo& info, const Options& options, Distribution dist, uint64_t seed) {
    const std::vector<uint32_t> keys = generate_input(dist, options.n, options.batch, options.key_type, seed);
    const std::vector<uint32_t> values = options.values ? index_values(keys.size()) : std::vector<uint32_t>{};
    const Plan plan = info.build(options);
    const SortResult result = reference_sort(plan, keys, values);
    const SortCheck check = check_sort(options, info.stable, expected_sort(options, keys, values), result.keys, result.values);
    INFO(info.id << ", n = " << options.n << ", batch " << options.batch << ", " << key_type_name(options.key_type)
                 << (options.descending ? " desc" : "") << (options.values ? " + values" : "") << ", "
                 << distribution_name(dist) << ", seed " << seed);
    INFO(check.message);
    REQUIRE(check.ok);
}

}  // namespace

TEST_CASE("every reference sorts every distribution at n = 0, 1, 2 and around powers of two", "[cpu][reference]") {
    for (const AlgorithmInfo& info : all_algorithms()) {
        for (uint32_t n : {0u, 1u, 2u, 3u, 7u, 8u, 9u, 255u, 256u, 257u, 1000u, 4097u}) {
            for (Distribution dist : all_distributions()) {
                Options options;
                options.n = n;
                options.local_size = 64;
                check_reference(info, options, dist, 42 + n);
            }
        }
    }
}

TEST_CASE("every reference sorts every key type, in both directions, with and without a payload", "[cpu][reference][keys]") {
    for (const AlgorithmInfo& info : all_algorithms()) {
        for (KeyType type : all_key_types()) {
            for (bool descending : {false, true}) {
                for (bool values : {false, true}) {
                    for (Distribution dist : {Distribution::Random, Distribution::FewUnique, Distribution::Sorted}) {
                        Options options;
                        options.n = 300;
                        options.local_size = 32;
                        options.key_type = type;
                        options.descending = descending;
                        options.values = values;
                        check_reference(info, options, dist, 7);
                    }
                }
            }
        }
    }
}

TEST_CASE("every reference sorts each array of a batch on its own", "[cpu][reference][batch]") {
    for (const AlgorithmInfo& info : all_algorithms()) {
        for (uint32_t n : {1u, 5u, 64u, 100u}) {
            Options options;
            options.n = n;
            options.batch = 7;
            options.local_size = 16;
            options.values = true;
            check_reference(info, options, Distribution::Random, 3);
            check_reference(info, options, Distribution::Reversed, 4);
        }
    }
}
