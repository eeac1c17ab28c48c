// The 0-1 principle (Knuth; seed 002): a comparator network that sorts every sequence of 0s and 1s sorts
// every sequence. Checked exhaustively for every network algorithm at every n from 1 to 16 with every
// tile size up to 16 (so the shared-memory kernels' tile, register and global stages mix in every
// proportion) and the default tile, and at n = 24.
#include <catch2/catch.hpp>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/verify/zero_one.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"

using namespace sortscope::algo;

TEST_CASE("every network sorts all 0/1 inputs for every n from 1 to 16", "[cpu][network][zero-one]") {
    for (const AlgorithmInfo& info : all_algorithms()) {
        if (!info.network) continue;
        for (uint32_t tile : {0u, 2u, 4u, 8u, 16u}) {
            for (uint32_t n = 1; n <= 16; ++n) {
                Options options;
                options.n = n;
                options.local_size = tile == 2 ? 1 : 64;
                options.tile = tile;
                set_items_option(options, tile == 4 ? 2 : 0);  // bitonic-shared: 2 or 8 keys per invocation
                const ZeroOneReport report = check_zero_one(info.build(options));
                INFO(info.id << ", n = " << n << ", tile " << tile);
                CHECK(report.inputs == (uint64_t{1} << n));
                CHECK(report.ok);
            }
        }
    }
}

TEST_CASE("every network sorts all 2^24 0/1 inputs at n = 24", "[cpu][network][zero-one]") {
    for (const AlgorithmInfo& info : all_algorithms()) {
        if (!info.network || info.id == "odd-even-transposition") continue;  // 24 phases: covered at n <= 16
        Options options;
        options.n = 24;
        options.local_size = 4;
        options.tile = 8;
        INFO(info.id);
        CHECK(check_zero_one(info.build(options)).ok);
    }
}

TEST_CASE("the 0-1 check catches a broken network and names a counterexample", "[cpu][network][zero-one]") {
    for (uint32_t n : {5u, 8u, 13u}) {
        Options options;
        options.n = n;
        Plan plan = find_algorithm("bitonic")->build(options);
        plan.steps.pop_back();  // without the last stage some 0/1 input stays unsorted
        const ZeroOneReport report = check_zero_one(plan);
        INFO("n = " << n);
        REQUIRE_FALSE(report.ok);
        REQUIRE(report.input.size() == n);
        REQUIRE(report.output.size() == n);
        bool output_sorted = true;
        for (uint32_t k = 0; k + 1 < n; ++k) output_sorted = output_sorted && report.output[k] <= report.output[k + 1];
        CHECK_FALSE(output_sorted);
        uint32_t ones_in = 0;
        uint32_t ones_out = 0;
        for (uint32_t k = 0; k < n; ++k) {
            ones_in += report.input[k];
            ones_out += report.output[k];
        }
        CHECK(ones_in == ones_out);  // a network permutes; it never makes or loses a 1
    }
}
