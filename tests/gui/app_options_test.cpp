// Command-line parsing of the desktop app: defaults, accepted options, and a one-line UsageError for
// every mistake (main turns those into exit code 2).
#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>
#include <vector>

#include "app_options.hpp"

using sortscope::ui::AppOptions;
using sortscope::ui::parse_app_options;
using sortscope::ui::UsageError;

namespace {

AppOptions parse(std::initializer_list<std::string> words) {
    std::vector<std::string> storage(words);
    std::vector<char*> args;
    for (std::string& word : storage) args.push_back(word.data());
    return parse_app_options(args);
}

}  // namespace

TEST_CASE("with no arguments the app shows 64 random keys for bitonic with seed 1", "[gui][options]") {
    const AppOptions options = parse({});
    CHECK(options.algorithm == "bitonic");
    CHECK(options.n == 64);
    CHECK(options.distribution == sortscope::algo::Distribution::Random);
    CHECK(options.seed == 1);
    CHECK(options.initial_steps == 0);
    CHECK(options.screenshot_path.empty());
    CHECK(options.width == 1280);
    CHECK(options.height == 720);
}

TEST_CASE("every documented option is read", "[gui][options]") {
    const AppOptions options = parse({"--n", "13", "--dist", "reversed", "--seed", "7", "--step", "2",
                                      "--screenshot", "out.png", "--frames", "3", "--width", "800", "--height",
                                      "600"});
    CHECK(options.n == 13);
    CHECK(options.distribution == sortscope::algo::Distribution::Reversed);
    CHECK(options.seed == 7);
    CHECK(options.initial_steps == 2);
    CHECK(options.screenshot_path == "out.png");
    CHECK(options.frames == 3);
    CHECK(options.width == 800);
    CHECK(options.height == 600);
}

TEST_CASE("bad arguments are usage errors with a reason", "[gui][options]") {
    CHECK_THROWS_AS(parse({"--n", "abc"}), UsageError);
    CHECK_THROWS_AS(parse({"--n", "0"}), UsageError);
    CHECK_THROWS_AS(parse({"--n", "-5"}), UsageError);
    CHECK_THROWS_AS(parse({"--n", "99999999999"}), UsageError);
    CHECK_THROWS_AS(parse({"--dist", "sideways"}), UsageError);
    CHECK_THROWS_AS(parse({"--algo", "quantum"}), UsageError);
    CHECK_THROWS_AS(parse({"--n"}), UsageError);
    CHECK_THROWS_AS(parse({"--n", "8", "--n", "16"}), UsageError);
    CHECK_THROWS_AS(parse({"--colour", "red"}), UsageError);
    CHECK_THROWS_AS(parse({"stray"}), UsageError);
    CHECK_THROWS_AS(parse({"--frames", "3"}), UsageError);  // --frames means nothing without --screenshot
    CHECK_THROWS_WITH(parse({"--dist", "sideways"}), Catch::Contains("sideways"));
}

TEST_CASE("--step past the end of the plan is a usage error", "[gui][options]") {
    // bitonic at n = 64: m = 6 passes, m(m+1)/2 = 21 dispatches.
    CHECK(parse({"--n", "64", "--step", "21"}).initial_steps == 21);
    CHECK_THROWS_WITH(parse({"--n", "64", "--step", "22"}), Catch::Contains("21 steps"));
}
