// sortscope-cli and the app refuse the same option values with the same message, because both parse
// into algo::Options and ask the catalogue (algo::check_options): the CLI's plan options, the app's
// command line, its input (what the controls edit) and its session files are driven here with the same
// bad values, and the one valid set is taken by all of them.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "arguments.hpp"
#include "commands.hpp"
#include "option_table.hpp"
#include "core/app_usage.hpp"
#include "core/app_options.hpp"
#include "core/session/input_spec.hpp"
#include "core/lessons/session_file.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"
#include "algorithms/sorts/rank/rank_options.hpp"

using namespace sortscope;

namespace {

// One bad value of an option, as each front end takes it.
struct BadOption {
    std::string option;      // the command-line name, without dashes
    uint32_t value;
    const char* session_field;  // its field in a session file
    void (*set)(ui::InputSpec&, uint32_t);
    bool app_flag;           // the app's command line takes it too
};

std::vector<char*> argv_of(std::vector<std::string>& words) {
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    return argv;
}

// The message the CLI's plan options give for these words, or "" when they are taken.
std::string cli_refusal(std::vector<std::string> words) {
    std::vector<char*> argv = argv_of(words);
    try {
        const cli::Arguments args(argv, cli::command_arguments("plan"));
        // Every algorithm, so that each option is read by one of them: the rules on values are compared here.
        std::vector<const algo::AlgorithmInfo*> every;
        for (const algo::AlgorithmInfo& info : algo::all_algorithms()) every.push_back(&info);
        cli::parse_plan_options(args, 32, every);
    } catch (const cli::UsageError& error) {
        return error.what();
    }
    return "";
}

std::string app_command_line_refusal(std::vector<std::string> words) {
    std::vector<char*> argv = argv_of(words);
    try {
        ui::parse_app_options(argv);
    } catch (const ui::UsageError& error) {
        return error.what();
    }
    return "";
}

std::string session_refusal(const char* field, uint32_t value) {
    const std::string text = R"({"sortscope_session": 1, "algorithm": "bitonic", "n": 32, ")" + std::string(field) +
                             "\": " + std::to_string(value) + "}";
    const ui::SessionRead read = ui::session_from_json(text);
    return read.session ? "" : read.error;
}

}  // namespace

TEST_CASE("the CLI and the app refuse the same option values with the same message", "[cli][options]") {
    const std::vector<BadOption> cases = {
        {"wg", 0, "work_group_size", [](ui::InputSpec& i, uint32_t v) { i.local_size = v; }, true},
        {"wg", 3, "work_group_size", [](ui::InputSpec& i, uint32_t v) { i.local_size = v; }, true},
        {"wg", 2048, "work_group_size", [](ui::InputSpec& i, uint32_t v) { i.local_size = v; }, true},
        {"radix-bits", 0, "radix_bits", [](ui::InputSpec& i, uint32_t v) { algo::set_radix_bits(i.own, v); }, true},
        {"radix-bits", 3, "radix_bits", [](ui::InputSpec& i, uint32_t v) { algo::set_radix_bits(i.own, v); }, true},
        {"radix-bits", 16, "radix_bits", [](ui::InputSpec& i, uint32_t v) { algo::set_radix_bits(i.own, v); }, true},
        {"tile", 1, "tile", [](ui::InputSpec& i, uint32_t v) { i.numbers.set(options::kTileOption, v); }, true},
        {"tile", 24, "tile", [](ui::InputSpec& i, uint32_t v) { i.numbers.set(options::kTileOption, v); }, true},
        {"tile", 1u << 21, "tile", [](ui::InputSpec& i, uint32_t v) { i.numbers.set(options::kTileOption, v); }, true},
        {"block-factor", 0, "block_factor", [](ui::InputSpec& i, uint32_t v) { algo::set_block_factor(i.own, v); }, false},
        {"block-factor", 3, "block_factor", [](ui::InputSpec& i, uint32_t v) { algo::set_block_factor(i.own, v); }, false},
        {"block-factor", 64, "block_factor", [](ui::InputSpec& i, uint32_t v) { algo::set_block_factor(i.own, v); }, false},
    };
    for (const BadOption& bad : cases) {
        const std::string flag = "--" + bad.option;
        const std::string value = std::to_string(bad.value);
        INFO(flag << " " << value);
        const std::string cli = cli_refusal({"--algo", "bitonic", flag, value});
        CHECK_THAT(cli, Catch::StartsWith(flag + ": ") && Catch::EndsWith("got " + value));
        ui::InputSpec input;
        bad.set(input, bad.value);
        const auto problem = ui::input_problem(input);
        REQUIRE(problem.has_value());
        CHECK(*problem == cli);
        CHECK(session_refusal(bad.session_field, bad.value) == cli);
        if (bad.app_flag) CHECK(app_command_line_refusal({flag, value}) == cli);
    }
}

TEST_CASE("the CLI and the app take the same valid option values", "[cli][options]") {
    CHECK(cli_refusal({"--algo", "radix", "--wg", "1024", "--radix-bits", "8", "--tile", "2", "--block-factor", "32"}).empty());
    CHECK(app_command_line_refusal({"--algo", "radix", "--wg", "1024", "--radix-bits", "8", "--tile", "2"}).empty());
    ui::InputSpec input;
    input.algorithm = "radix";
    input.local_size = 1024;
    algo::set_radix_bits(input.own, 8);
    input.numbers.set(options::kTileOption, 2);
    algo::set_block_factor(input.own, 32);
    CHECK_FALSE(ui::input_problem(input).has_value());
}

TEST_CASE("the CLI's and the app's help say why their default work-group sizes differ", "[cli][options]") {
    const std::string cli_default = std::to_string(algo::Options{}.local_size);
    const std::string app_default = std::to_string(ui::kTeachingWorkGroup);
    REQUIRE(cli_default != app_default);
    const std::string cli_text(options::kWorkGroupOption.text);
    const std::string app_text = ui::app_usage_text();
    CHECK_THAT(cli_text, Catch::Contains("default " + cli_default) && Catch::Contains("the app's default is " + app_default));
    CHECK_THAT(app_text, Catch::Contains("default " + app_default) && Catch::Contains("sortscope-cli's default is " + cli_default));
}
