// The one option table (app/options/option_table.hpp, issue 44): every option sortscope-cli's help lists
// and every option the app's --help lists is an entry of the table, read from the help texts as printed;
// the entries say truly where they are taken, which algorithms read them and what their defaults are;
// and a session file the app writes reads back with every option the table gives a session key.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"
#include "algorithms/sorts/rank/rank_options.hpp"
#include "command_table.hpp"
#include "named_options.hpp"
#include "commands.hpp"
#include "core/app_options.hpp"
#include "core/app_usage.hpp"
#include "core/lessons/session_file.hpp"
#include "help_text.hpp"
#include "option_table.hpp"

using namespace sortscope;
using test::named_options;

namespace {

bool in_table(const options::OptionSpec* option) {
    const auto all = options::all_options();
    return std::find(all.begin(), all.end(), option) != all.end();
}

// The names of the options a help lists, one per line as "  --name ..." or "  -o, --name ...".
std::vector<std::string> listed_options(const std::string& help) {
    std::vector<std::string> names;
    std::istringstream lines(help);
    std::string line;
    while (std::getline(lines, line)) {
        size_t at = 2;
        if (line.rfind("  -", 0) != 0) continue;
        if (line.rfind("  --", 0) != 0) {
            const size_t comma = line.find(", --");
            if (comma == std::string::npos || comma > 6) continue;
            at = comma + 2;
        }
        size_t end = at + 2;
        while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) != 0 || line[end] == '-')) ++end;
        names.push_back(line.substr(at + 2, end - at - 2));
    }
    return names;
}

// The Options sortscope-cli plan reads from `words` (its command line after "plan"), any algorithm of the
// catalogue chosen, for 32 keys.
algo::Options parse_plan(std::vector<std::string> words) {
    std::vector<const algo::AlgorithmInfo*> every;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) every.push_back(&info);
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    const cli::Arguments args(argv, cli::command_arguments("plan"));
    return cli::parse_plan_options(args, 32, every);
}

}  // namespace

TEST_CASE("every option sortscope-cli's help lists comes from the option table", "[cli][options][table]") {
    std::set<const options::OptionSpec*> taken;
    size_t listed = 0;
    for (const cli::Command& command : cli::all_commands()) {
        INFO("sortscope-cli " << command.name);
        std::set<std::string> from_table;
        for (const cli::OptionGroup& group : command.groups) {
            for (const options::OptionSpec* option : group.options) {
                INFO("--" << option->name);
                CHECK(in_table(option));
                CHECK(option->cli);
                taken.insert(option);
                from_table.insert(std::string(option->name));
            }
        }
        // The help as printed: each option line names one of the command's entries of the table.
        for (const std::string& name : listed_options(cli::command_help_text(command))) {
            INFO("--" << name);
            CHECK(from_table.count(name) == 1);
            ++listed;
        }
    }
    CHECK(listed >= 100);
    // An entry marked for sortscope-cli is taken by a command (the mark is true).
    for (const options::OptionSpec* option : options::all_options()) {
        INFO("--" << option->name);
        CHECK(option->cli == (taken.count(option) == 1));
    }
}

TEST_CASE("every option the app's --help lists comes from the option table, and the app reads each", "[cli][options][table]") {
    const std::string help = ui::app_usage_text();
    std::set<std::string> listed;
    for (const std::string& name : listed_options(help)) {
        INFO("--" << name);
        const options::OptionSpec* option = options::find_app_option(name);
        REQUIRE(option != nullptr);
        CHECK(option->app);
        CHECK(listed.insert(name).second);  // listed once: no two app entries of one name
    }
    size_t app_entries = 0;
    for (const options::OptionSpec* option : options::all_options()) {
        if (!option->app) continue;
        ++app_entries;
        const std::string name(option->name);
        INFO("--" << name);
        CHECK(listed.count(name) == 1);
        CHECK(options::find_app_option(name) == option);
        // The parser knows it: a wrong value may be refused, but never as unknown or unread.
        std::string flag = "--" + name;
        std::string value = "1";
        std::vector<char*> argv = {flag.data(), value.data()};
        try {
            (void)ui::parse_app_options(argv);
        } catch (const ui::UsageError& error) {
            CHECK_THAT(error.what(), !Catch::Contains("unknown option"));
        }
    }
    CHECK(app_entries == listed.size());
    CHECK(app_entries >= 35);
    // The texts name only the app's own options (and --help).
    for (const std::string& name : named_options(help)) {
        INFO("--" << name);
        CHECK((name == "help" || options::find_app_option(name) != nullptr));
    }
}

TEST_CASE("the option table's defaults are the ones both programs use", "[cli][options][table]") {
    const algo::Options cli_defaults;
    CHECK(options::kWorkGroupOption.default_number == cli_defaults.local_size);
    CHECK(options::kTileOption.default_number == cli_defaults.tile);
    // The work group's default differs per front end: 64 in the app (to teach), 256 in sortscope-cli.
    CHECK(options::kWorkGroupOption.app_default() == 64);
    CHECK(options::kWorkGroupOption.app_default() != *options::kWorkGroupOption.default_number);
    CHECK(ui::kTeachingWorkGroup == options::kWorkGroupOption.app_default());
    const ui::InputSpec app_input;
    CHECK(app_input.n == options::kSizeOption.app_default());
    CHECK(app_input.seed == options::kSeedOption.app_default());
    // The whole numbers the app keeps, generic (--tile) and the algorithms' own (--radix-bits), start
    // at the table's defaults in the app; sortscope-cli's Options at its defaults.
    size_t numbers = 0;
    for (const options::OptionSpec* option : options::all_options()) {
        const std::optional<uint32_t> kept = ui::input_number(app_input, *option);
        if (option->plan_field != nullptr && option->default_number) CHECK(*option->default_number == cli_defaults.*(option->plan_field));
        if (option->own != nullptr && option->own->number.is_number()) {
            INFO("--" << option->name);
            CHECK(option->default_number == cli_defaults.own.get(*option->own->number.value));
            CHECK(option->app_default() == option->own->number.default_in_app());
        }
        if (!kept) continue;
        ++numbers;
        INFO("--" << option->name);
        CHECK(*kept == option->app_default());
    }
    CHECK(numbers >= 3);  // --tile, --radix-bits, --block-factor
    const ui::AppOptions app;
    CHECK(app.frames == options::kAppFramesOption.app_default());
    CHECK(static_cast<uint64_t>(app.width) == options::kWindowWidthOption.app_default());
    CHECK(static_cast<uint64_t>(app.height) == options::kWindowHeightOption.app_default());
}

TEST_CASE("each option only some algorithms read has one entry, and an algorithm of the catalogue reads it", "[cli][options][table]") {
    const algo::PlanOption every[] = {algo::PlanOption::Tile};
    for (const algo::PlanOption plan_option : every) {
        INFO("PlanOption " << static_cast<int>(plan_option));
        size_t entries = 0;
        for (const options::OptionSpec* option : options::all_options()) entries += option->read_by == plan_option ? 1 : 0;
        CHECK(entries == 1);
        bool read = false;
        for (const algo::AlgorithmInfo& info : algo::all_algorithms()) read = read || info.reads.has(plan_option);
        CHECK(read);
    }
}

TEST_CASE("each algorithm's own options come from its catalogue entry, once, after the plan options", "[cli][options][table]") {
    const auto all = options::all_options();
    const auto position = [&](const options::OptionSpec* option) {
        for (size_t k = 0; k < all.size(); ++k) {
            if (all[k] == option) return k;
        }
        return all.size();
    };
    size_t own = 0;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        for (const algo::OwnOption* declared : info.own_options) {
            INFO(info.id << " --" << declared->name);
            size_t entries = 0;
            for (size_t k = 0; k < all.size(); ++k) {
                const options::OptionSpec& option = *all[k];
                if (option.own != declared) continue;
                ++entries;
                ++own;
                CHECK(option.owner == &info);
                CHECK(option.name == declared->name);
                CHECK(option.text == declared->text);
                CHECK(option.app == declared->app);
                CHECK(option.session_key == declared->session_key);
                // A named value is read through its declaration; a whole number into its own value.
                CHECK(option.named_value == (declared->number.is_number() ? nullptr : &declared->named));
                CHECK(option.plan_field == nullptr);
                if (declared->number.is_number()) CHECK(option.default_number == declared->number.value->fallback);
                CHECK(option.read_by_algorithm(info));
                for (const algo::AlgorithmInfo& other : algo::all_algorithms()) {
                    if (&other != &info) CHECK_FALSE(option.read_by_algorithm(other));
                }
                CHECK(k > position(&options::kTileOption));
                CHECK(k < position(&options::kSortedOutputOption));
                if (declared->app) CHECK(options::find_app_option(declared->name) == &option);
            }
            CHECK(entries == 1);
        }
    }
    CHECK(own >= 6);  // onesweep's path and ranking, radix's digit width, rank-shared's block factor, bitonic-shared's shuffles and items
    // Every name is one entry's: an own option never shadows a generic one.
    std::set<std::string_view> cli_names;
    for (const options::OptionSpec* option : all) {
        if (option->own != nullptr) CHECK(cli_names.insert(option->name).second);
    }
    for (const options::OptionSpec* option : all) {
        if (option->own == nullptr) CHECK(cli_names.count(option->name) == 0);
    }
}

TEST_CASE("sortscope-cli reads every whole number the table ties to a field of the plan's Options into it", "[cli][options][table]") {
    size_t fields = 0;
    for (const options::OptionSpec* option : options::all_options()) {
        if (option->plan_field == nullptr) continue;
        ++fields;
        INFO("--" << option->name);
        CHECK(option->cli);
        // 8 keeps every rule (a power of two, radix digits of 8 bits...) and is no field's default.
        REQUIRE(algo::Options{}.*(option->plan_field) != 8);
        const algo::Options parsed = parse_plan({"--" + std::string(option->name), "8"});
        CHECK(parsed.*(option->plan_field) == 8);
    }
    CHECK(fields >= 3);  // --wg, --batch, --tile
}

TEST_CASE("sortscope-cli reads every algorithm's own whole number into its own value, and refuses it as its rule says", "[cli][options][table]") {
    size_t numbers = 0;
    for (const options::OptionSpec* option : options::all_options()) {
        if (option->own == nullptr || !option->own->number.is_number()) continue;
        ++numbers;
        const algo::OwnNumber& number = option->own->number;
        INFO("--" << option->name);
        CHECK(parse_plan({}).own.get(*number.value) == number.value->fallback);
        for (const uint32_t value : number.values) {
            CHECK(parse_plan({"--" + std::string(option->name), std::to_string(value)}).own.get(*number.value) == value);
        }
        // 3 is no rule's: refused naming the option and the value, as before the option moved.
        CHECK_THROWS_WITH(parse_plan({"--" + std::string(option->name), "3"}),
                          Catch::StartsWith("--" + std::string(option->name) + ": ") && Catch::EndsWith("got 3"));
    }
    CHECK(numbers == 3);  // --items, --block-factor, --radix-bits
    CHECK(algo::radix_bits_of(parse_plan({"--radix-bits", "2"})) == 2);
    CHECK(algo::block_factor_of(parse_plan({"--block-factor", "16"})) == 16);
    CHECK(algo::items_option_of(parse_plan({"--items", "32"})) == 32);
    CHECK_THROWS_WITH(parse_plan({"--radix-bits", "x"}), Catch::Contains("--radix-bits"));
}

TEST_CASE("sortscope-cli reads the named values of the options some algorithms introduce as their folders define them", "[cli][options][table]") {
    size_t named = 0;
    for (const options::OptionSpec* option : options::all_options()) named += option->named_value != nullptr ? 1 : 0;
    CHECK(named == 3);
    CHECK(algo::network_shuffles_of(parse_plan({"--shuffles", "emulated"})) == algo::NetworkShuffles::Emulated);
    CHECK(algo::onesweep_path_of(parse_plan({"--onesweep-path", "portable"})) == algo::OnesweepPath::Portable);
    const algo::Options ranking = parse_plan({"--onesweep-ranking", "split"});
    CHECK(algo::onesweep_ranking_cap(ranking) == algo::OnesweepRanking::Split);
    CHECK(algo::onesweep_ranking_given(ranking));
    CHECK_FALSE(algo::onesweep_ranking_given(parse_plan({})));  // without it, onesweep picks its ranking for the device
    CHECK_THROWS_WITH(parse_plan({"--onesweep-path", "sideways"}), "--onesweep-path: must be lookback, portable or auto, got 'sideways'");
    CHECK_THROWS_WITH(parse_plan({"--onesweep-ranking", "x"}), "--onesweep-ranking: must be split, ballot, match or auto, got 'x'");
    CHECK_THROWS_WITH(parse_plan({"--shuffles", "maybe"}), "--shuffles: must be off, on or emulated, got 'maybe'");
}

TEST_CASE("a session file written by the app reads back with every option the table stores", "[cli][options][table]") {
    ui::SessionFile session;
    session.title = "every option";
    ui::Slide& first = session.slides.front();
    first.title = "radix, every option off its default";
    first.input.algorithm = "radix";
    first.input.n = 40;
    first.input.distribution = algo::Distribution::FewUnique;
    first.input.seed = 9;
    first.input.key_type = algo::KeyType::I32;
    first.input.values = true;
    first.input.descending = true;
    first.input.local_size = 128;
    // Every generic whole number the input keeps off its default: 64 (128 where 64 is the default), a
    // power of two every such rule takes (a tile of 64 keys).
    for (const options::OptionSpec* option : ui::PlanNumbers::kept()) {
        first.input.numbers.set(*option, option->app_default() == 64 ? 128 : 64);
    }
    // Every algorithm's own options the session keeps, each at its last choice or value (none is its
    // default), and every generic whole number it keeps off its default.
    size_t own_options = 0;
    for (const options::OptionSpec* option : options::all_options()) {
        if (option->own == nullptr || option->session_key.empty()) continue;
        ++own_options;
        INFO("--" << option->name);
        if (option->own->number.is_number()) {
            REQUIRE_FALSE(option->own->number.values.empty());
            REQUIRE(ui::set_input_number(first.input, *option, option->own->number.values.back()));
            REQUIRE(ui::input_number(first.input, *option) != ui::input_number(ui::InputSpec{}, *option));
        } else {
            REQUIRE_FALSE(option->own->choices.empty());
            REQUIRE(ui::set_own_value(first.input, *option->own, option->own->choices.back().name));
        }
    }
    CHECK(own_options >= 3);  // --radix-bits, --block-factor, --onesweep-path
    CHECK(ui::PlanNumbers::kept().size() >= 1);  // --tile
    REQUIRE(algo::onesweep_path_of(first.input.own) == algo::OnesweepPath::Portable);
    first.step = 3;
    // A second slide runs a library network (its name is what a session keeps of it).
    ui::Slide second = first;
    second.title = "a library network";
    const std::string network_name = "dobbelaere-16-60-10";
    const auto network = algo::library_network(network_name);
    REQUIRE(network);
    second.input.algorithm = std::string(algo::loaded_network_algorithm().id);
    second.input.network = algo::keep_network(*network);
    second.input.network_name = network_name;
    second.input.n = network->wires;
    second.step = 2;
    const ui::InputSpec defaults;
    REQUIRE(first.input.n != defaults.n);
    REQUIRE(first.input.seed != defaults.seed);
    REQUIRE(first.input.numbers != defaults.numbers);
    REQUIRE(algo::radix_bits_of(first.input.own) == 8);
    REQUIRE(algo::block_factor_of(first.input.own) == 32);
    REQUIRE(onesweep_path_of(first.input.own) != onesweep_path_of(defaults.own));
    session.slides.push_back(second);  // after the checks: it may move the first slide `first` refers to

    const std::string text = ui::session_to_json(session);
    size_t keys = 0;
    for (const options::OptionSpec* option : options::all_options()) {
        if (option->session_key.empty()) continue;
        ++keys;
        INFO("--" << option->name << " as field " << option->session_key);
        CHECK(text.find("\"" + std::string(option->session_key) + "\":") != std::string::npos);
    }
    CHECK(keys >= 14);
    const ui::SessionRead read = ui::session_from_json(text);
    INFO(read.error);
    REQUIRE(read.session);
    CHECK(read.session->title == session.title);
    REQUIRE(read.session->slides.size() == 2);
    CHECK(read.session->slides[0] == session.slides[0]);
    CHECK(read.session->slides[1] == session.slides[1]);
    CHECK(algo::onesweep_path_of(read.session->slides[0].input.own) == algo::OnesweepPath::Portable);
    CHECK(text.find("\"onesweep_path\": \"portable\"") != std::string::npos);  // the keys old lessons use
    CHECK(text.find("\"radix_bits\": 8") != std::string::npos);
    CHECK(text.find("\"block_factor\": 32") != std::string::npos);
    CHECK(text.find("\"tile\": 64") != std::string::npos);
    CHECK(algo::radix_bits_of(read.session->slides[0].input.own) == 8);
    CHECK(algo::block_factor_of(read.session->slides[0].input.own) == 32);
    CHECK(read.session->slides[0].input.numbers.get(options::kTileOption) == 64);
}

TEST_CASE("a lesson from before the algorithms declared their own whole numbers still loads them", "[cli][options][table]") {
    // The keys old lessons use (assets/sessions/radix-16.json, rank-shared-16.json): radix_bits and
    // block_factor beside tile, now the radix and rank-shared entries' own options.
    const ui::SessionRead read = ui::session_from_json(
        R"({"sortscope_session": 1, "algorithm": "rank-shared", "n": 32, "radix_bits": 2, "block_factor": 16, "tile": 8})");
    INFO(read.error);
    REQUIRE(read.session);
    const ui::InputSpec& input = read.session->slides.front().input;
    CHECK(algo::radix_bits_of(input.own) == 2);
    CHECK(algo::block_factor_of(input.own) == 16);
    CHECK(input.numbers.get(options::kTileOption) == 8);
    const algo::Options planned = ui::plan_options(input, algo::DeviceCaps{});
    CHECK(algo::radix_bits_of(planned) == 2);
    CHECK(algo::block_factor_of(planned) == 16);
    CHECK(planned.tile == 8);
    // Refused as before, naming the rule: the algorithm's own rule, whichever algorithm the lesson runs.
    const ui::SessionRead bad = ui::session_from_json(R"({"sortscope_session": 1, "algorithm": "bitonic", "n": 32, "block_factor": 3})");
    CHECK_FALSE(bad.session);
    CHECK_THAT(bad.error, Catch::Contains("--block-factor: must be a power of two from 1 to 32, got 3"));
}

TEST_CASE("a lesson that names the work group work_group_size still loads", "[cli][options][table]") {
    const ui::SessionRead read = ui::session_from_json(R"({"sortscope_session": 1, "algorithm": "bitonic", "n": 32, "work_group_size": 8})");
    INFO(read.error);
    REQUIRE(read.session);
    CHECK(read.session->slides.front().input.local_size == 8u);
}
