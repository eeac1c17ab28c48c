// Steps are numbered one way everywhere (docs/glossary.md): for a few algorithms and sizes, the numbers
// `sortscope-cli plan` prints, those `sort --steps` prints as it runs each step on the GPU, the step
// `table --step K` names, and the app's own words for its cursor (cursor_text, in sortscope_ui_core)
// agree, step 1 being the first dispatch.
#include <catch2/catch.hpp>

#include <cstdio>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "core/session/step_text.hpp"

using sortscope::ui::cursor_text;

namespace {

// What the command printed on standard output; the test fails when it exits with an error.
std::string cli_output(const std::string& arguments) {
    const std::string command = std::string(SORTSCOPE_CLI) + " " + arguments + " 2>/dev/null";
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
    REQUIRE(pipe != nullptr);
    std::string out;
    char buffer[4096];
    while (const size_t got = std::fread(buffer, 1, sizeof buffer, pipe.get())) out.append(buffer, got);
    const int status = pclose(pipe.release());
    INFO(command << "\n" << out);
    REQUIRE(status == 0);
    return out;
}

struct NumberedLine {
    unsigned long number;
    std::string text;
};

// The lines of `text` that match `pattern`, whose group 1 is the step number and the last group its text.
std::vector<NumberedLine> numbered_lines(const std::string& text, const std::regex& pattern) {
    std::vector<NumberedLine> lines;
    std::istringstream in(text);
    std::string line;
    std::smatch match;
    while (std::getline(in, line)) {
        if (std::regex_match(line, match, pattern)) lines.push_back({std::stoul(match[1]), match[match.size() - 1]});
    }
    return lines;
}

}  // namespace

TEST_CASE("plan, sort --steps, table --step and the app number the steps alike", "[gui][numbering]") {
    for (const char* algorithm : {"bitonic --n 8", "odd-even-merge --n 13", "radix --n 16", "rank --n 5"}) {
        INFO(algorithm);
        const std::string options = std::string("--algo ") + algorithm;
        const std::vector<NumberedLine> planned = numbered_lines(cli_output("plan " + options), std::regex(R"( *([0-9]+)  (.+))"));
        const std::string sorted = cli_output("sort " + options + " --steps");
        const std::vector<NumberedLine> ran = numbered_lines(sorted, std::regex(R"( *([0-9]+)/([0-9]+) (.+))"));
        REQUIRE_FALSE(planned.empty());
        REQUIRE(ran.size() == planned.size());
        const size_t count = planned.size();
        for (size_t k = 0; k < count; ++k) {
            const unsigned long number = static_cast<unsigned long>(k + 1);  // step 1 is the first dispatch
            INFO("step " << number);
            CHECK(planned[k].number == number);
            CHECK(ran[k].number == number);
            CHECK(ran[k].text == planned[k].text);  // the same dispatch under the same number
            // The app, after that dispatch has run (its cursor counts the steps run).
            CHECK(cursor_text(k + 1, count) == "step " + std::to_string(number) + " of " + std::to_string(count));
            const std::string table = cli_output("table " + options + " --step " + std::to_string(number));
            CHECK(table.rfind("step " + std::to_string(number) + ": ", 0) == 0);
        }
        CHECK(cursor_text(0, count).find("step 0") == std::string::npos);  // before any step: no step is named
        CHECK(sorted.find(" " + std::to_string(count) + "/" + std::to_string(count) + " ") != std::string::npos);
    }
}
