// A lesson keeps the network it was made with (issue 47's open item): a network pasted into the app or
// loaded from a file is saved inline in the session file (its wires and its layers) and reads back
// identical, through the network loader; a library network is still saved by its name; a bad inline
// network is refused with a message naming it and the layer, and no session.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/networks/library.hpp"
#include "core/lessons/session_file.hpp"
#include "core/lessons/session_network.hpp"
#include "core/session/network_input.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

Slide slide_running(const NetworkLoad& load, size_t step) {
    REQUIRE(load.error.empty());
    REQUIRE(load.network.has_value());
    Slide slide;
    slide.input = input_for_network(slide.input, *load.network, load.name);
    slide.step = step;
    return slide;
}

std::string error_of(const std::string& network_field) {
    const std::string text = R"({"sortscope_session": 1, "algorithm": "network", "n": 4, "network": )" + network_field + "}";
    const SessionRead read = session_from_json(text);
    CHECK_FALSE(read.session.has_value());
    return read.error;
}

}  // namespace

TEST_CASE("a pasted network and a file's network are saved inline in the lesson and read back identical", "[gui][core]") {
    // Pasted: a 6-wire network in Sortscope's own JSON whose wire 5 no comparator touches (the wire count
    // is kept), with a descending comparator [3, 2]; from a file: Dobbelaere's lines.
    const NetworkLoad pasted = load_network_from_text(
        R"({"algorithm": "mine", "n": 6, "stages": [{"comparators": [[0, 1], [3, 2]]}, {"comparators": [[0, 3], [1, 4]]}, {"comparators": [[1, 2]]}]})");
    const std::filesystem::path folder = std::filesystem::temp_directory_path() / "sortscope-session-network-test";
    std::filesystem::create_directories(folder);
    const std::filesystem::path file = folder / "five wires.txt";
    std::ofstream(file) << "[(0,1),(2,3)]\n[(0,2),(1,4)]\n[(1,2),(3,4)]\n";
    const NetworkLoad from_file = load_network_from_source(file.string());
    SessionFile session;
    session.title = "own networks";
    session.slides = {slide_running(pasted, 1), slide_running(from_file, 2), slide_running(load_network_from_source("dobbelaere-16-60-10"), 0)};
    session.slides[0].note = "a pasted network";
    REQUIRE(pasted.network->wires == 6);

    const std::string saved = session_to_json(session);
    const nlohmann::json json = nlohmann::json::parse(saved);
    // The first slide's network inline at the top, the second's in its slide, the library's by name.
    REQUIRE(json["network"].is_object());
    CHECK(json["network"]["name"] == "pasted text");
    CHECK(json["network"]["wires"] == 6);
    CHECK(json["network"]["layers"] == nlohmann::json::array({"0:1,3:2", "0:3,1:4", "1:2"}));
    CHECK(json["slides"][1]["network"]["name"] == "five wires.txt");
    CHECK(json["slides"][2]["network"] == "dobbelaere-16-60-10");

    // Read back, in memory and through a file: every slide as saved, each network the same comparators.
    const std::filesystem::path lesson = folder / "lesson.json";
    write_session_file(lesson.string(), session);
    for (const SessionRead& read : {session_from_json(saved), read_session_file(lesson.string())}) {
        INFO(read.error);
        REQUIRE(read.session.has_value());
        REQUIRE(read.session->slides.size() == 3);
        for (size_t k = 0; k < 3; ++k) {
            INFO("slide " << k + 1);
            const InputSpec& input = read.session->slides[k].input;
            CHECK(input.network_name == session.slides[k].input.network_name);
            CHECK(algo::kept_network(input.network) == algo::kept_network(session.slides[k].input.network));
            CHECK(read.session->slides[k] == session.slides[k]);
        }
        CHECK(algo::kept_network(read.session->slides[0].input.network) == *pasted.network);
        CHECK(algo::kept_network(read.session->slides[1].input.network) == *from_file.network);
    }
    // Saved again, the same file: nothing is lost on the way round.
    CHECK(session_to_json(*session_from_json(saved).session) == saved);
    std::filesystem::remove_all(folder);
}

TEST_CASE("a network that only shares a library network's name is saved inline, not by that name", "[gui][core]") {
    const auto library = algo::library_network("dobbelaere-16-60-10");
    REQUIRE(library.has_value());
    algo::ComparatorNetwork changed = *library;
    changed.layers.pop_back();
    const nlohmann::ordered_json field = session_network_field(changed, "dobbelaere-16-60-10");
    REQUIRE(field.is_object());
    const SessionNetworkRead read = read_session_network(nlohmann::json::parse(field.dump()));
    INFO(read.error);
    REQUIRE(read.network.has_value());
    CHECK(*read.network == changed);
    CHECK(session_network_field(*library, "dobbelaere-16-60-10") == "dobbelaere-16-60-10");
}

TEST_CASE("a bad inline network in a lesson is refused with its name, the layer and what is wrong", "[gui][core]") {
    using Catch::Contains;
    CHECK_THAT(error_of(R"({"name": "mine.txt", "wires": 4, "layers": ["0:1,2:3", "0:2,1:9"]})"),
               Contains("field 'network': the inline network 'mine.txt': layer 2: wire 9 is out of range (the network has 4 wires)"));
    CHECK_THAT(error_of(R"({"name": "mine.txt", "wires": 4, "layers": ["0:1,2:3", "0:2,3:3"]})"),
               Contains("'mine.txt': layer 2, column 5: a comparator of wire 3 with itself"));
    CHECK_THAT(error_of(R"({"wires": 4, "layers": ["0:1,1:2"]})"), Contains("layer 1, column 5:"));
    CHECK_THAT(error_of(R"({"wires": 4, "layers": ["0:1,1:2"]})"), Contains(kInlineNetworkName));
    CHECK_THAT(error_of(R"({"wires": 4, "layers": ["0:1", "1-2"]})"), Contains("layer 2, column 2: expected ':'"));
    CHECK_THAT(error_of(R"({"wires": 4, "layers": ["0:1\n2:3"]})"), Contains("layer 1 holds a line break"));
    CHECK_THAT(error_of(R"({"wires": 4, "layers": ["0:1", ""]})"), Contains("layer 2 is empty"));
    CHECK_THAT(error_of(R"({"wires": 4, "layers": [[0, 1]]})"), Contains("layer 1 must be a string"));
    CHECK_THAT(error_of(R"({"wires": 4, "layers": []})"), Contains("the network is empty"));
    CHECK_THAT(error_of(R"({"wires": 4})"), Contains("'layers' must be a list"));
    CHECK_THAT(error_of(R"({"wires": 0, "layers": ["0:1"]})"), Contains("'wires' must be a whole number from 1 to 1024"));
    CHECK_THAT(error_of(R"({"wires": 5000, "layers": ["0:1"]})"), Contains("'wires' must be a whole number from 1 to 1024"));
    CHECK_THAT(error_of(R"({"wires": -3, "layers": ["0:1"]})"), Contains("'wires' must be a whole number"));
    CHECK_THAT(error_of(R"({"wires": 4, "layers": ["0:99999999999"]})"), Contains("layer 1, column 3:"));
    CHECK_THAT(error_of(R"({"wires": 4, "layers": ["0:1"], "comparators": 3})"), Contains("unknown field 'comparators'"));
    CHECK_THAT(error_of(R"({"name": 7, "wires": 4, "layers": ["0:1"]})"), Contains("'name' must be a string"));
    CHECK_THAT(error_of(R"({"name": ")" + std::string(500, 'x') + R"(", "wires": 4, "layers": ["0:1"]})"), Contains("500 bytes long"));
    CHECK_THAT(error_of("[1, 2]"), Contains("field 'network': must be a library network's name or a network"));
    CHECK_THAT(error_of(R"("no-such-network")"), Contains("'no-such-network' is not a library network"));
    // In a slide: the slide is named too.
    const SessionRead read = session_from_json(
        R"({"sortscope_session": 1, "algorithm": "network", "network": "dobbelaere-16-60-10", "n": 16, "slides": [{}, )"
        R"({"network": {"wires": 3, "layers": ["0:1", "1:3"]}, "n": 3}]})");
    CHECK_FALSE(read.session.has_value());
    CHECK_THAT(read.error, Contains("slide 2: field 'network': the inline network") && Contains("layer 2: wire 3 is out of range"));
}
