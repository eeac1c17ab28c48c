// The skip rule (measure/skip_rule.hpp) without a GPU: what it decides from the registry, a plan and the
// last measurement, and the reasons it gives, for the GPU jobs and the CPU baselines.
#include <catch2/catch.hpp>

#include <bit>

#include "algorithms/catalogue/registry.hpp"
#include "skip_rule.hpp"

using namespace sortscope;

namespace {

algo::Plan plan_of(const char* id, uint32_t n) {
    algo::Options options;
    options.n = n;
    return algo::find_algorithm(id)->build(options);
}

measure::RunLimits limits(double gpu_ms, double cpu_ms) {
    return {gpu_ms, cpu_ms, "--max-run-ms", "--cpu-max-run-ms"};
}

}  // namespace

TEST_CASE("the skip rule names an unknown algorithm and a plan without dispatches", "[measure][skip]") {
    const auto unknown = measure::SkipRule::unknown(nullptr);
    REQUIRE(unknown);
    CHECK(unknown->cause == measure::SkipCause::Unknown);
    CHECK(unknown->reason == "unknown algorithm");
    CHECK_FALSE(measure::SkipRule::unknown(algo::find_algorithm("bitonic")));
    algo::Plan empty;
    empty.options.n = 1;
    const auto nothing = measure::SkipRule::no_dispatches(empty);
    REQUIRE(nothing);
    CHECK(nothing->cause == measure::SkipCause::Plan);
    CHECK(nothing->reason == "its plan has no dispatches at n = 1: nothing to time");
    CHECK_FALSE(measure::SkipRule::no_dispatches(plan_of("bitonic", 8)));
    CHECK(measure::skip_cell(measure::SkipCause::Memory) == "(memory)");
    CHECK(measure::skip_cell(measure::SkipCause::Time) == "(time)");
    CHECK(measure::skip_cell(measure::SkipCause::Plan) == "(plan)");
}

TEST_CASE("the skip rule estimates a run from the last measured size by the bytes model", "[measure][skip]") {
    measure::SkipRule rule(limits(100.0, 1000.0), 1);
    const algo::Plan small = plan_of("bitonic", 1u << 10);
    const algo::Plan large = plan_of("bitonic", 1u << 20);
    CHECK_FALSE(rule.too_slow(0, large));  // nothing measured: nothing to estimate from
    rule.measured(0, {small, 1.0, "at 2^10"});
    const auto slow = rule.too_slow(0, large);
    REQUIRE(slow);
    CHECK(slow->cause == measure::SkipCause::Time);
    CHECK_THAT(slow->reason, Catch::StartsWith("one run would take about ") &&
                                 Catch::EndsWith(" (1 ms at 2^10, scaled by the bytes model), over the 100 ms limit (--max-run-ms)"));
    // Within the limit: measured.
    CHECK_FALSE(rule.too_slow(0, plan_of("bitonic", 1u << 11)));
}

TEST_CASE("the skip rule asks for a probe run before a quadratic sort past its quick_n, once", "[measure][skip]") {
    measure::SkipRule rule(limits(100.0, 1000.0), 2);
    const algo::AlgorithmInfo& rank = *algo::find_algorithm("rank");
    const algo::AlgorithmInfo& bitonic = *algo::find_algorithm("bitonic");
    const algo::Plan beyond = plan_of("rank", rank.quick_n * 2);
    const auto probe = rule.probe_for(0, rank, beyond);
    REQUIRE(probe);
    CHECK(probe->n == std::bit_floor(rank.quick_n));
    CHECK_FALSE(rule.probe_for(0, rank, plan_of("rank", rank.quick_n)));  // within quick_n: no estimate needed
    CHECK_FALSE(rule.probe_for(1, bitonic, plan_of("bitonic", 1u << 20)));  // not quadratic
    rule.measured(0, {plan_of("rank", probe->n), 500.0, "in a probe run at 2^15"});
    CHECK_FALSE(rule.probe_for(0, rank, beyond));  // measured: estimated from that
    const auto slow = rule.too_slow(0, beyond);
    REQUIRE(slow);
    CHECK_THAT(slow->reason, Catch::Contains("(500 ms in a probe run at 2^15, scaled by the bytes model)"));
}

TEST_CASE("the CPU baselines' rule scales by n log n and probes the first 2^20 keys", "[measure][skip]") {
    measure::SkipRule rule(limits(100.0, 20.0), 0);
    algo::Options options;
    options.n = 1u << 21;
    options.batch = 2;
    const auto probe = rule.cpu_probe_for(algo::CpuSort::Sort, options);
    REQUIRE(probe);
    CHECK(probe->n == (1u << 20));
    CHECK(probe->batch == 1);
    algo::Options small = options;
    small.n = 1u << 20;
    CHECK_FALSE(rule.cpu_probe_for(algo::CpuSort::Sort, small));
    rule.cpu_measured(algo::CpuSort::Sort, {1u << 20, 1u << 20, 5.0, "in a probe run on the first 2^20 keys"});
    CHECK_FALSE(rule.cpu_probe_for(algo::CpuSort::Sort, options));
    // 5 ms x (2 x 2^21 x 21) / (2^20 x 20) = 21 ms, over 20 ms.
    const auto slow = rule.cpu_too_slow(algo::CpuSort::Sort, options);
    REQUIRE(slow);
    CHECK(slow->cause == measure::SkipCause::Time);
    CHECK(slow->reason == "one run would take about 21 ms (5 ms in a probe run on the first 2^20 keys, scaled by n log n), "
                          "over the 20 ms limit for the CPU baselines (--cpu-max-run-ms)");
    CHECK_FALSE(rule.cpu_too_slow(algo::CpuSort::StableSort, options));  // each baseline on its own
    options.batch = 1;
    CHECK_FALSE(rule.cpu_too_slow(algo::CpuSort::Sort, options));  // 10.5 ms
}
