// The help texts' lists of algorithms (app/options/catalogue_words.hpp) are the catalogue's: every
// {word} of the option table's and the command table's texts expands, and each list names exactly the
// algorithms whose entries say so.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

#include "algorithms/catalogue/registry.hpp"
#include "catalogue_words.hpp"
#include "command_table.hpp"
#include "help_text.hpp"
#include "option_help.hpp"
#include "option_table.hpp"

using namespace sortscope;

namespace {

bool mentions(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("every help text's lists expand from the catalogue, and no brace is left", "[cli][help][options]") {
    for (const options::OptionSpec* option : options::all_options()) {
        for (const bool in_app : {false, true}) {
            INFO("--" << option->name << (in_app ? " (app)" : ""));
            const std::string line = options::option_line(*option, in_app);
            CHECK_FALSE(mentions(line, "{"));
            CHECK_FALSE(mentions(line, "}"));
        }
    }
    for (const cli::Command& command : cli::all_commands()) {
        INFO(command.name);
        const std::string help = cli::command_help_text(command);
        CHECK_FALSE(mentions(help, "{"));
        CHECK_FALSE(mentions(help, "}"));
    }
    CHECK_THROWS_AS(options::with_catalogue_words("a {word} no list has"), std::logic_error);
    CHECK(options::with_catalogue_words("no lists here") == "no lists here");
}

TEST_CASE("the race's and the pictures' lists name exactly the algorithms the catalogue marks", "[cli][help][options]") {
    const std::string race = ", " + options::catalogue_words("race") + ",";
    const std::string pictures = ", " + options::catalogue_words("pictures") + ",";
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        INFO(info.id);
        const std::string id = ", " + std::string(info.id) + ",";
        CHECK(mentions(race, id) == info.in_default_race);
        CHECK(mentions(pictures, id) == (info.picture != algo::Picture::Network));
    }
}

TEST_CASE("Predict's questions, table's tables and the pictures name every algorithm that has them", "[cli][help][options]") {
    const std::string predict = options::catalogue_words("predict");
    const std::string guess = options::catalogue_words("guess");
    const std::string tables = options::catalogue_words("tables");
    const std::string shows = options::catalogue_words("picture-shows");
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        INFO(info.id);
        // A network may be named as one of "networks"; every other algorithm by its id.
        if (!info.network) {
            CHECK(mentions(predict, info.id));
            CHECK(mentions(guess, info.id));
        }
        CHECK(mentions(predict, info.predict_question));
        CHECK(mentions(guess, info.guess_form));
        if (!info.table_shows.empty()) CHECK(mentions(tables, std::string(info.table_shows)));
        if (!info.picture_shows.empty()) CHECK(mentions(shows, std::string(info.id)));
        CHECK(info.picture_shows.empty() == (info.picture == algo::Picture::Network));
    }
    CHECK(mentions(predict, "networks: which comparators swap"));
}
