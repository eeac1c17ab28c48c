// The one budget: a command past its memory, time or disk limit is refused with the estimate, the limit
// and the largest n that fits (twice the estimate within the limit), and a plan too large to hold is never
// built to find that out.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/budget.hpp"

using namespace sortscope::algo;

namespace {

Budget test_budget(double max_ms, uint64_t max_bytes) {
    Budget budget;
    budget.max_ms = max_ms;
    budget.max_bytes = max_bytes;
    budget.time_limit = "the test's time limit";
    budget.memory_limit = "the test's memory limit";
    return budget;
}

Plan build_sized(const AlgorithmInfo& info, uint32_t n) {
    Options options;
    options.n = n;
    return info.build(options);
}

}  // namespace

TEST_CASE("a command within its budget gets the plan at n", "[cpu][budget]") {
    const AlgorithmInfo& bitonic = *find_algorithm("bitonic");
    auto build = [&](uint32_t n) { return build_sized(bitonic, n); };
    auto cost = [](const Plan& plan) { return Cost{uint64_t{plan.options.n} * 8, 1.0}; };
    const BudgetCheck check = check_budget("test of bitonic", 5000, build, cost, test_budget(10.0, 1u << 20), "a test");
    REQUIRE(check.plan.has_value());
    CHECK(check.plan->options.n == 5000);
    CHECK(check.cost.bytes == 40000);
    CHECK(check.refusal.empty());
}

TEST_CASE("a command past its memory limit names the estimate, the limit and the largest n that fits", "[cpu][budget]") {
    const AlgorithmInfo& bitonic = *find_algorithm("bitonic");
    auto build = [&](uint32_t n) { return build_sized(bitonic, n); };
    auto cost = [](const Plan& plan) { return Cost{uint64_t{plan.options.n} * 512, 0.0}; };
    const BudgetCheck check =
        check_budget("table of bitonic", 2147483647, build, cost, test_budget(10.0, uint64_t{1} << 30), "a test");
    CHECK_FALSE(check.plan.has_value());
    // 2^30 bytes at 512 bytes a key hold 2^21 keys.
    CHECK_THAT(check.refusal, Catch::StartsWith("table of bitonic at n = 2147483647 would need about 1.1 TB of memory, over "
                                                "the test's memory limit; the largest n that fits is about 209"));
    CHECK_THAT(check.refusal, Catch::EndsWith(" (with room for a device twice as slow; estimated from a test)"));
}

TEST_CASE("a file past the free space of its disk names the estimate, the space and the largest n that fits", "[cpu][budget]") {
    const AlgorithmInfo& bitonic = *find_algorithm("bitonic");
    auto build = [&](uint32_t n) { return build_sized(bitonic, n); };
    // 100 bytes a key written, little memory and time: only the disk limits it.
    auto cost = [](const Plan& plan) { return Cost{1000, 1.0, uint64_t{plan.options.n} * 100}; };
    Budget budget = test_budget(1e6, uint64_t{1} << 30);
    budget.max_disk_bytes = 50'000'000;
    budget.disk_limit = "the 50 MB free on the test's disk";
    const BudgetCheck check = check_budget("export of bitonic", 1'000'000, build, cost, budget, "a test");
    CHECK_FALSE(check.plan.has_value());
    CHECK(check.cost.disk_bytes == 100'000'000);
    // 50 MB at 100 bytes a key: 500,000 keys.
    CHECK_THAT(check.refusal, Catch::StartsWith("export of bitonic at n = 1000000 would write about 100 MB, over the 50 MB "
                                                "free on the test's disk; the largest n that fits is about 500000 "));
    const BudgetCheck fits = check_budget("export of bitonic", 500'000, build, cost, budget, "a test");
    CHECK(fits.plan.has_value());
}

TEST_CASE("a plan too large to hold is not built to refuse it", "[cpu][budget]") {
    // Odd-even transposition has n dispatches: at n = 2^31 - 1 its plan alone would be over 100 GB.
    const AlgorithmInfo& transposition = *find_algorithm("odd-even-transposition");
    uint32_t largest_built = 0;
    auto build = [&](uint32_t n) {
        largest_built = std::max(largest_built, n);
        return build_sized(transposition, n);
    };
    auto cost = [](const Plan& plan) { return Cost{plan_held_bytes(plan), static_cast<double>(plan.steps.size()) * 1.0}; };
    const BudgetCheck check =
        check_budget("plan of odd-even-transposition", 2147483647, build, cost, test_budget(60e3, uint64_t{1} << 30), "a test");
    CHECK_FALSE(check.plan.has_value());
    CHECK(largest_built <= (1u << 20));
    CHECK_THAT(check.refusal, Catch::StartsWith("plan of odd-even-transposition at n = 2147483647 would take at least about"));
    // A millisecond a dispatch: twice the estimate within 60 s holds 30,000 dispatches, found to within 1/256.
    CHECK_THAT(check.refusal, Catch::Matches(".*already\\); the largest n that fits is about (29[89][0-9][0-9]|30000) .*"));
}

TEST_CASE("a plan past the most one plan may hold is refused whatever the time and memory limits", "[cpu][budget]") {
    const AlgorithmInfo& transposition = *find_algorithm("odd-even-transposition");
    auto build = [&](uint32_t n) { return build_sized(transposition, n); };
    auto cost = [](const Plan&) { return Cost{0, 0.0}; };
    const BudgetCheck check = check_budget("sort of odd-even-transposition", 2147483647, build, cost,
                                           test_budget(1e12, UINT64_MAX), "a test");
    CHECK_FALSE(check.plan.has_value());
    CHECK_THAT(check.refusal, Catch::Contains("would hold a plan of more than 67.1 MB"));
    CHECK_THAT(check.refusal, Catch::Contains("more than one plan may hold; the largest n that fits is about"));
}

TEST_CASE("sizes read in the unit that suits them", "[cpu][budget]") {
    CHECK(bytes_text(512) == "512 bytes");
    CHECK(bytes_text(3200) == "3.2 KB");
    CHECK(bytes_text(2100000000) == "2.1 GB");
    CHECK(bytes_text(1100000000000) == "1.1 TB");
}
