// A comparator network loaded into the app (core/session/network_input.hpp): a library network and a
// pasted text each give a session whose plan has one step per layer and whose GPU state equals the CPU
// reference after every step, at the network's wire count and at fewer keys; a bad text is refused with
// its line and column and the session that was running stays as it was.
#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <vector>

#include "algorithms/networks/kept_networks.hpp"
#include "core/session/network_input.hpp"
#include "core/session/sort_session.hpp"
#include "gpu_device.hpp"
#include "small_input.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

// Steps `session` to the end, the GPU checked against the CPU reference after every step.
void step_checked(SortSession& session) {
    while (!session.done()) {
        session.step();
        INFO("step " << session.cursor() << ": first difference at " << session.check().first_difference);
        REQUIRE(session.check().ok);
    }
}

}  // namespace

TEST_CASE("a library network loaded into the app steps one layer at a time and agrees with the CPU", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    const NetworkLoad load = load_network_from_source("dobbelaere-16-60-10");
    REQUIRE(load.error.empty());
    REQUIRE(load.network.has_value());
    CHECK(load.name == "dobbelaere-16-60-10");
    for (std::optional<uint32_t> n : {std::optional<uint32_t>{}, std::optional<uint32_t>{13u}, std::optional<uint32_t>{1u},
                                      std::optional<uint32_t>{2u}}) {
        const InputSpec input = input_for_network(test::small_input("bitonic", 64), *load.network, load.name, n);
        INFO("n = " << input.n);
        CHECK(input.algorithm == "network");
        CHECK(input.n == (n ? *n : 16u));
        SortSession session(input);
        CHECK(session.plan().options.network == input.network);
        CHECK(session.step_count() == 10);  // dobbelaere-16-60-10: ten layers
        step_checked(session);
        CHECK(session.sorted());
    }
}

TEST_CASE("a pasted network text loads in its own format and a bad one changes nothing", "[gui][session]") {
    if (test::test_device() == nullptr) return;
    // Dobbelaere's 5-input network (9 comparators, 5 layers) in the colon lines of brianpursley/sorting-network:
    // the format is detected from the text.
    const NetworkLoad load = load_network_from_text("0:3,1:4\n0:2,1:3\n0:1,2:4\n1:2,3:4\n2:3\n");
    INFO(load.error);
    REQUIRE(load.network.has_value());
    CHECK(load.name == "pasted text");
    CHECK(load.network->wires == 5);
    const uint32_t layers = load.network->depth();
    CHECK(layers == 5);
    CHECK(load.network->size() == 9);
    SortSession session(input_for_network(test::small_input("bitonic", 16), *load.network, load.name));
    CHECK(session.input().n == 5);
    CHECK(session.step_count() == layers);
    step_checked(session);
    CHECK(session.sorted());

    // A wire compared with itself on line 2: refused where it is, and the session is left alone.
    const InputSpec before = session.input();
    const size_t cursor = session.cursor();
    const std::vector<uint32_t> keys(session.keys().begin(), session.keys().end());
    const NetworkLoad bad = load_network_from_text("0:1,2:3\n0:2,3:3\n");
    CHECK_FALSE(bad.network.has_value());
    CHECK(bad.line == 2);
    CHECK(bad.column > 0);
    CHECK(bad.error.find("line 2") != std::string::npos);
    CHECK(session.input() == before);
    CHECK(session.cursor() == cursor);
    CHECK(std::vector<uint32_t>(session.keys().begin(), session.keys().end()) == keys);

    const NetworkLoad empty = load_network_from_text("");
    CHECK_FALSE(empty.network.has_value());
    CHECK_FALSE(empty.error.empty());
    const NetworkLoad missing = load_network_from_source("no-such-network-or-file");
    CHECK_FALSE(missing.network.has_value());
    CHECK(missing.error.find("no-such-network-or-file") != std::string::npos);
}
