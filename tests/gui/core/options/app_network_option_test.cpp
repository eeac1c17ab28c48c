// The app's --network FILE|NAME: a library network or a network file becomes the input's algorithm (the
// loaded network, n its wire count unless --n gives fewer), and every mistake is a one-line UsageError.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/networks/kept_networks.hpp"
#include "core/app_options.hpp"
#include "parse_app_words.hpp"
#include "core/lessons/session_file.hpp"
#include "core/session/network_input.hpp"

using sortscope::ui::AppOptions;
using sortscope::ui::parse_app_options;
using sortscope::ui::UsageError;

namespace {

using sortscope::test::parse;

std::string usage_error(std::initializer_list<std::string> words) {
    try {
        parse(words);
    } catch (const UsageError& error) {
        return error.what();
    }
    return "(no error)";
}

}  // namespace

TEST_CASE("--network NAME runs the library network on its wire count", "[gui][options]") {
    const AppOptions options = parse({"--network", "dobbelaere-16-60-10", "--step", "3", "--presenter"});
    CHECK(options.input.algorithm == "network");
    CHECK(options.input.network_name == "dobbelaere-16-60-10");
    REQUIRE(options.input.network != 0);
    const auto& network = sortscope::algo::kept_network(options.input.network);
    CHECK(network.wires == 16);
    CHECK(network.size() == 60);
    CHECK(network.depth() == 10);
    CHECK(options.input.n == 16);
    CHECK(options.step == 3u);
}

TEST_CASE("--network FILE reads a network file in any format, --n picks fewer keys", "[gui][options]") {
    const auto path = std::filesystem::temp_directory_path() / "sortscope-app-network-option.txt";
    std::ofstream(path) << "[(0,1),(2,3)]\n[(0,2),(1,3)]\n[(1,2)]\n";
    const AppOptions options = parse({"--network", path.string(), "--n", "3"});
    CHECK(options.input.algorithm == "network");
    CHECK(options.input.network_name == path.filename().string());
    REQUIRE(options.input.network != 0);
    CHECK(sortscope::algo::kept_network(options.input.network).wires == 4);
    CHECK(options.input.n == 3);
    std::filesystem::remove(path);
}

TEST_CASE("--network mistakes are usage errors that name the problem", "[gui][options]") {
    CHECK(usage_error({"--network", "no-such-network-or-file"}).find("no-such-network-or-file") != std::string::npos);
    CHECK(usage_error({"--network", "dobbelaere-16-60-10", "--algo", "bitonic"}) == "give --algo or --network, not both");
    CHECK(usage_error({"--network", "dobbelaere-16-60-10", "--n", "17"}).find("the network has 16 wires") != std::string::npos);
    CHECK(usage_error({"--network"}) == "--network needs a value");
    CHECK(usage_error({"--algo", "network"}).find("no network is loaded") != std::string::npos);
    const auto path = std::filesystem::temp_directory_path() / "sortscope-app-network-bad.txt";
    std::ofstream(path) << "[(0,1),(2,3)]\n[(0,2),(1,1)]\n";
    const std::string bad = usage_error({"--network", path.string()});
    INFO(bad);
    CHECK(bad.rfind("--network ", 0) == 0);
    CHECK(bad.find("line 2") != std::string::npos);
    CHECK(bad.find("column") != std::string::npos);
    std::filesystem::remove(path);
}

TEST_CASE("picking another algorithm after a loaded network runs that algorithm, not the network", "[gui][options]") {
    const AppOptions options = parse({"--network", "dobbelaere-16-60-10", "--n", "12"});
    const sortscope::algo::AlgorithmInfo* bitonic = sortscope::algo::find_algorithm("bitonic");
    REQUIRE(bitonic != nullptr);
    const sortscope::ui::InputSpec picked = sortscope::ui::input_for_picked(options.input, *bitonic, sortscope::algo::DeviceCaps{});
    CHECK(picked.algorithm == "bitonic");
    CHECK(picked.network == 0);
    CHECK(picked.network_name.empty());
    CHECK(picked.n == 12);
    CHECK_FALSE(sortscope::ui::input_problem(picked).has_value());
    CHECK(sortscope::ui::plan_options(picked, sortscope::algo::DeviceCaps{}).network == 0);
    CHECK(sortscope::ui::plan_options(options.input, sortscope::algo::DeviceCaps{}).network == options.input.network);
}

TEST_CASE("a lesson keeps a library network by its name; a pasted one inline", "[gui][options]") {
    sortscope::ui::SessionFile session;
    sortscope::ui::Slide& slide = session.slides.front();
    slide.input = parse({"--network", "dobbelaere-16-60-10", "--n", "12"}).input;
    slide.step = 3;
    const std::string text = sortscope::ui::session_to_json(session);
    CHECK(text.find("\"network\": \"dobbelaere-16-60-10\"") != std::string::npos);
    const sortscope::ui::SessionRead read = sortscope::ui::session_from_json(text);
    INFO(read.error);
    REQUIRE(read.session.has_value());
    CHECK(read.session->slides.front() == slide);

    // A network typed in has no library name: the lesson keeps it inline (session_network_test.cpp).
    const sortscope::ui::NetworkLoad pasted = sortscope::ui::load_network_from_text("0:1,2:3\n0:2,1:3\n1:2\n");
    REQUIRE(pasted.network.has_value());
    slide.input = sortscope::ui::input_for_network(slide.input, *pasted.network, pasted.name);
    const std::string inline_text = sortscope::ui::session_to_json(session);
    CHECK(inline_text.find("\"layers\"") != std::string::npos);
    const sortscope::ui::SessionRead pasted_read = sortscope::ui::session_from_json(inline_text);
    INFO(pasted_read.error);
    REQUIRE(pasted_read.session.has_value());
    CHECK(pasted_read.session->slides.front() == slide);

    // A name that is not in the library is refused by name.
    std::string wrong = text;
    wrong.replace(wrong.find("dobbelaere-16-60-10"), 19, "dobbelaere-16-60-99");
    const sortscope::ui::SessionRead refused = sortscope::ui::session_from_json(wrong);
    CHECK_FALSE(refused.session.has_value());
    CHECK(refused.error.find("dobbelaere-16-60-99") != std::string::npos);
}
