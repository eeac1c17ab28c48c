// Resolve once, plan once (issue 44): one `sort` builds the plan it runs once (the rank sorts, which
// split their counting by the device's speed, once more). Counted in-process through
// algo::plan_builds(), the one door every plan goes through. Needs a GL context (llvmpipe in CI).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "commands.hpp"

using namespace sortscope;

namespace {

// run_sort over `words` (the arguments after "sort"), and the plans it built; nothing when no GL context
// can be made here (then the test says so, and fails where SORTSCOPE_REQUIRE_GL=1).
std::optional<uint64_t> plans_built_by_sort(const algo::AlgorithmInfo& info, std::vector<std::string> words) {
    std::vector<char*> args;
    for (std::string& word : words) args.push_back(word.data());
    const uint64_t before = algo::plan_builds(info);
    try {
        REQUIRE(cli::run_sort(args) == 0);
    } catch (const cli::RuntimeFailure& failure) {
        const char* required = std::getenv("SORTSCOPE_REQUIRE_GL");
        if (required != nullptr && std::string(required) == "1") FAIL("no GL context: " << failure.what());
        WARN("skipped, no GL context: " << failure.what());
        return std::nullopt;
    }
    return algo::plan_builds(info) - before;
}

}  // namespace

TEST_CASE("one sort builds the plan it runs once", "[cli][plan]") {
    for (const char* id : {"bitonic", "bitonic-shared", "odd-even-merge", "radix", "onesweep", "odd-even-transposition", "rank"}) {
        const algo::AlgorithmInfo* info = algo::find_algorithm(id);
        REQUIRE(info != nullptr);
        INFO(id);
        const std::string n = info->quick_n < 5000 ? "1000" : "5000";
        const auto built = plans_built_by_sort(*info, {"--algo", id, "--n", n, "--verify"});
        if (!built) return;
        // The rank sorts decide their split from the speed the unsplit plan's estimate used: one more.
        CHECK(*built == (info->splits_counting ? 2u : 1u));
    }
}

TEST_CASE("onesweep at 2^20 is planned once (the budget's walk alone built 11 plans there before)", "[cli][plan]") {
    const algo::AlgorithmInfo* info = algo::find_algorithm("onesweep");
    REQUIRE(info != nullptr);
    // The budget's check, the run's resolution and the sort itself: one plan, at n, and no other plan.
    const uint64_t before = algo::plan_builds();
    const auto built = plans_built_by_sort(*info, {"--algo", "onesweep", "--n", "1048576"});
    if (!built) return;
    CHECK(*built == 1u);
    CHECK(algo::plan_builds() - before == 1u);
}

TEST_CASE("a refused sort may build more plans, to find the largest n that fits", "[cli][plan]") {
    std::vector<std::string> words{"--algo", "bitonic", "--n", "2147483647"};
    std::vector<char*> args;
    for (std::string& word : words) args.push_back(word.data());
    const uint64_t before = algo::plan_builds();
    try {
        cli::run_sort(args);
        FAIL("2^31 - 1 keys were not refused");
    } catch (const cli::UsageError& error) {
        CHECK(std::string(error.what()).find("the largest n that fits is about") != std::string::npos);
        CHECK(algo::plan_builds() - before > 1u);
    } catch (const cli::RuntimeFailure& failure) {
        WARN("skipped, no GL context: " << failure.what());
    }
}
