// Resolve once, plan once (issue 44): one `sort` builds the plan it runs once (the rank sorts, which split
// their counting by the device's speed, once more), and so do plan, table, quiz, verify and export. Every
// plan goes through AlgorithmInfo::build, which tells an observer each plan's options: the plan at the
// run's n is counted; a calibration's samples (the run's own kernels timed at up to 65,536 keys) and a
// refusal's search are other sizes. Needs a GL context (llvmpipe in CI).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include "algorithms/catalogue/registry.hpp"
#include "commands.hpp"

using namespace sortscope;

namespace {

std::mutex g_builds_lock;
std::vector<std::pair<std::string, uint32_t>> g_builds;  // algorithm, n of every plan built

void record_build(const algo::AlgorithmInfo& info, const algo::Options& options) {
    const std::lock_guard lock(g_builds_lock);
    g_builds.emplace_back(std::string(info.id), options.n);
}

struct Builds {
    uint64_t at_n = 0;            // plans of the algorithm at the run's n
    uint64_t smaller = 0;         // plans of the algorithm at other sizes
    uint32_t largest_other = 0;   // the largest of those sizes
};

using Command = int (*)(std::span<char* const> args);

// `command` (run_sort, run_export) over `words` (the arguments after its name), and the plans it built of
// `id` at `n`; nothing when no GL context can be made here (then the test says so, and fails where
// SORTSCOPE_REQUIRE_GL=1).
std::optional<Builds> builds_of(Command command, const std::string& id, uint32_t n, std::vector<std::string> words) {
    std::vector<char*> args;
    for (std::string& word : words) args.push_back(word.data());
    g_builds.clear();
    algo::observe_plan_builds(&record_build);
    try {
        const int code = command(args);
        algo::observe_plan_builds(nullptr);
        REQUIRE(code == 0);
    } catch (const cli::RuntimeFailure& failure) {
        algo::observe_plan_builds(nullptr);
        const char* required = std::getenv("SORTSCOPE_REQUIRE_GL");
        if (required != nullptr && std::string(required) == "1") FAIL("no GL context: " << failure.what());
        WARN("skipped, no GL context: " << failure.what());
        return std::nullopt;
    }
    Builds builds;
    for (const auto& [algorithm, size] : g_builds) {
        if (algorithm != id) continue;
        (size == n ? builds.at_n : builds.smaller) += 1;
        if (size != n) builds.largest_other = std::max(builds.largest_other, size);
    }
    return builds;
}

std::optional<Builds> builds_of_sort(const std::string& id, uint32_t n, std::vector<std::string> words) {
    return builds_of(&cli::run_sort, id, n, std::move(words));
}

}  // namespace

TEST_CASE("one sort builds the plan it runs once", "[cli][plan]") {
    for (const char* id : {"bitonic", "bitonic-shared", "odd-even-merge", "radix", "onesweep", "odd-even-transposition", "rank"}) {
        const algo::AlgorithmInfo* info = algo::find_algorithm(id);
        REQUIRE(info != nullptr);
        INFO(id);
        const uint32_t n = info->quick_n < 5000 ? 1000 : 5000;
        const auto built = builds_of_sort(id, n, {"--algo", id, "--n", std::to_string(n), "--verify"});
        if (!built) return;
        // The rank sorts decide their split from the speed the unsplit plan's estimate used: one more.
        CHECK(built->at_n == (info->splits_counting ? 2u : 1u));
    }
}

TEST_CASE("onesweep at 2^20 is planned once (the budget's walk alone built 11 plans there before)", "[cli][plan]") {
    const auto built = builds_of_sort("onesweep", 1u << 20, {"--algo", "onesweep", "--n", "1048576"});
    if (!built) return;
    CHECK(built->at_n == 1u);
    // A long run's calibration times its own kernels on sample plans from 4,096 keys up to at most half
    // the run's (speed_probe.hpp's calibrated_speed); the plan at n is built once.
    CHECK(built->largest_other <= (1u << 20) / 2);
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

TEST_CASE("one export builds the plan it draws once", "[cli][plan]") {
    const std::filesystem::path folder =
        std::filesystem::temp_directory_path() / ("sortscope_plan_builds_" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    struct Export {
        const char* id;
        uint32_t n;
        std::vector<std::string> words;  // after --algo ID --n N
    };
    const std::vector<Export> exports{
        {"bitonic", 16, {"--format", "svg"}},                        // the network
        {"odd-even-transposition", 12, {"--format", "tikz"}},        // a network whose dispatches grow with n
        {"radix", 32, {"--step", "3", "--format", "svg"}},           // a step's picture
        {"rank", 12, {"--format", "svg"}},                           // the last step's picture
        {"onesweep", 40, {"--step", "2", "--format", "tikz"}},       // a plan that depends on the driver
        {"bitonic", 8, {"--format", "gif"}},                         // the run as an animation
        {"radix", 16, {"--format", "html"}},                         // the run as a web page
    };
    for (const Export& e : exports) {
        INFO(e.id);
        std::vector<std::string> words{"--algo", e.id, "--n", std::to_string(e.n)};
        words.insert(words.end(), e.words.begin(), e.words.end());
        const std::string path = (folder / (std::string(e.id) + "." + e.words.back())).string();
        words.insert(words.end(), {"-o", path});
        const auto built = builds_of(&cli::run_export, e.id, e.n, words);
        if (!built) return;
        CHECK(built->at_n == 1u);
        CHECK(built->smaller == 0u);
        CHECK(std::filesystem::file_size(path) > 0u);
    }
    std::filesystem::remove_all(folder);
}

TEST_CASE("plan lists the plan it builds once, a driver's choices included", "[cli][plan]") {
    // onesweep's plan depends on the driver: plan opens the device (where there is one) before the
    // budget's check, which builds the plan listed (it used to build one for the GL minimum, then the
    // device's).
    for (const auto& [id, n] : {std::pair{"bitonic", 8u}, {"radix", 1000u}, {"onesweep", 1u << 20}, {"rank", 1000u}}) {
        INFO(id);
        const auto built = builds_of(&cli::run_plan, id, n, {"--algo", id, "--n", std::to_string(n)});
        REQUIRE(built);
        CHECK(built->at_n == 1u);
        CHECK(built->smaller == 0u);
    }
}

TEST_CASE("table, quiz and verify build the plan they show once", "[cli][plan]") {
    struct Run {
        Command command;
        const char* id;
        uint32_t n;
        std::vector<std::string> words;  // after --algo ID --n N
    };
    const std::vector<Run> runs{
        {&cli::run_table, "radix", 64, {"--step", "2"}},
        {&cli::run_table, "onesweep", 300, {"--step", "1", "--format", "csv"}},
        {&cli::run_table, "bitonic", 16, {}},
        {&cli::run_quiz, "radix", 16, {}},
        {&cli::run_quiz, "onesweep", 20, {"--step", "3"}},
        {&cli::run_quiz, "rank", 8, {}},
        {&cli::run_verify, "odd-even-merge", 13, {}},
        {&cli::run_verify, "bitonic-shared", 16, {"--tile", "4"}},
    };
    for (const Run& run : runs) {
        INFO(run.id << " " << (run.command == &cli::run_table ? "table" : run.command == &cli::run_quiz ? "quiz" : "verify"));
        std::vector<std::string> words{"--algo", run.id, "--n", std::to_string(run.n)};
        words.insert(words.end(), run.words.begin(), run.words.end());
        const auto built = builds_of(run.command, run.id, run.n, words);
        REQUIRE(built);
        CHECK(built->at_n == 1u);
        CHECK(built->smaller == 0u);
    }
}

TEST_CASE("bench builds each size's plan once", "[cli][plan]") {
    // The largest size's plan is the one the memory check built (it was built again to run, and once
    // more for onesweep's line about its driver's choices, before); 2^10 and 2^11 once each.
    for (const char* id : {"bitonic", "onesweep"}) {
        INFO(id);
        const auto built = builds_of(&cli::run_bench, id, 1u << 12, {"--algo", id, "--log2n", "10..12", "--reps", "1", "--no-cpu"});
        if (!built) return;
        CHECK(built->at_n == 1u);
        CHECK(built->smaller == 2u);
    }
}
