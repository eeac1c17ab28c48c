// The man pages the build wrote (packaging/man/*.1.in filled in by sortscope_man_pages) against the option
// table (app/options/option_table.hpp): sortscope-cli.1 names every option the table gives sortscope-cli
// and sortscope.1 every option it gives the app, and neither page names an option the table does not
// give its program. (The "man:" tests check each page against its program's --help as printed, which is
// made from the same table; man_sections_test.cpp checks the generated sections entry by entry.)
#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "catalogue_words.hpp"
#include "named_options.hpp"
#include "option_table.hpp"

using namespace sortscope;

namespace {

// A roff page's text with "\-" read as "-" and every run of white space (line ends too) as one space.
std::string page_words(const std::string& page) {
    std::ifstream file(std::string(SORTSCOPE_MAN_DIR) + "/" + page);
    std::stringstream roff;
    roff << file.rdbuf();
    std::string text;
    for (const char c : roff.str()) {
        if (c == '-' && !text.empty() && text.back() == '\\') {
            text.back() = '-';
        } else if (c == ' ' || c == '\n') {
            if (!text.empty() && text.back() != ' ') text += ' ';
        } else {
            text += c;
        }
    }
    return text;
}

// The "--names" a roff page names, its "\-" read as "-".
std::set<std::string> page_options(const std::string& page) {
    std::ifstream file(std::string(SORTSCOPE_MAN_DIR) + "/" + page);
    std::stringstream roff;
    roff << file.rdbuf();
    std::string text;
    const std::string raw = roff.str();
    for (size_t k = 0; k < raw.size(); ++k) {
        if (raw[k] == '\\' && k + 1 < raw.size() && raw[k + 1] == '-') continue;  // "\-" is a "-"
        text += raw[k];
    }
    return test::named_options(text);
}

void check_page(const std::string& page, bool app) {
    INFO(page);
    const std::set<std::string> named = page_options(page);
    REQUIRE(named.size() >= 20);
    std::set<std::string> taken = {"help"};
    for (const options::OptionSpec* option : options::all_options()) {
        if (!(app ? option->app : option->cli)) continue;
        const std::string name(option->name);
        taken.insert(name);
        INFO("--" << name << " is in the table but not in the page");
        CHECK(named.count(name) == 1);
    }
    for (const std::string& name : named) {
        INFO("--" << name << " is in the page but not in the table");
        CHECK(taken.count(name) == 1);
    }
}

}  // namespace

TEST_CASE("sortscope-cli.1 names every option the table gives sortscope-cli, and no other", "[cli][options][table][man]") {
    check_page("sortscope-cli.1", false);
}

TEST_CASE("sortscope.1 names every option the table gives the app, and no other", "[cli][options][table][man]") {
    check_page("sortscope.1", true);
}

// The man pages' prose is written by hand (packaging/man/*.1.in), and its lists of algorithms are the
// catalogue's as the help prints them (app/options/catalogue_words.hpp): a new algorithm with a picture,
// in the race or with a Predict question is named in both.
TEST_CASE("the man pages' lists of algorithms are the catalogue's", "[cli][options][table][man]") {
    const std::string cli_page = page_words("sortscope-cli.1");
    const std::string app_page = page_words("sortscope.1");
    for (const char* word : {"pictures", "predict", "tables", "picture-shows"}) {
        INFO("sortscope-cli.1: {" << word << "} = " << options::catalogue_words(word));
        CHECK(cli_page.find(options::catalogue_words(word)) != std::string::npos);
    }
    for (const char* word : {"pictures", "race", "predict", "guess"}) {
        INFO("sortscope.1: {" << word << "} = " << options::catalogue_words(word));
        CHECK(app_page.find(options::catalogue_words(word)) != std::string::npos);
    }
}
