// Command-line parsing of the desktop app: defaults, accepted options, and a one-line UsageError for
// every mistake (main turns those into exit code 2).
#include <catch2/catch.hpp>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>
#include <vector>

#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "core/app_options.hpp"
#include "parse_app_words.hpp"
#include "core/app_usage.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

using sortscope::ui::AppOptions;
using sortscope::ui::parse_app_options;
using sortscope::ui::UsageError;

namespace {

using sortscope::test::parse;

}  // namespace

TEST_CASE("with no arguments the app shows 16 random keys for bitonic with seed 1, all views", "[gui][options]") {
    const AppOptions options = parse({});
    CHECK(options.input.algorithm == "bitonic");
    CHECK(options.input.n == 16);
    CHECK(options.input.distribution == sortscope::algo::Distribution::Random);
    CHECK(options.input.seed == 1);
    CHECK_FALSE(options.step.has_value());
    CHECK(options.views.shown() == 3);
    CHECK_FALSE(options.views.presenter);
    CHECK(options.screenshot_path.empty());
    CHECK(options.width == 1280);
    CHECK(options.height == 720);
}

TEST_CASE("every documented option is read", "[gui][options]") {
    const AppOptions options =
        parse({"--algo", "radix", "--n", "13", "--dist", "reversed", "--seed", "7", "--step", "2", "--keys", "f32",
               "--values", "--desc", "--wg", "16", "--radix-bits", "2", "--tile", "64", "--view", "network",
               "--presenter", "--export-dialog", "--screenshot", "out.png", "--frames", "3", "--width", "800", "--height", "600"});
    CHECK(options.input.algorithm == "radix");
    CHECK(options.input.n == 13);
    CHECK(options.input.distribution == sortscope::algo::Distribution::Reversed);
    CHECK(options.input.seed == 7);
    CHECK(options.step == 2u);
    CHECK(options.input.key_type == sortscope::algo::KeyType::F32);
    CHECK(options.input.values);
    CHECK(options.input.descending);
    CHECK(options.input.local_size == 16);
    CHECK(sortscope::algo::radix_bits_of(options.input.own) == 2);
    CHECK(options.input.numbers.get(sortscope::options::kTileOption) == 64);
    CHECK(options.views.network);
    CHECK_FALSE(options.views.bars);
    CHECK_FALSE(options.views.table);
    CHECK(options.views.presenter);
    CHECK(options.export_dialog);
    CHECK(options.screenshot_path == "out.png");
    CHECK(options.frames == 3);
    CHECK(options.width == 800);
    CHECK(options.height == 600);
}

TEST_CASE("--onesweep-path picks onesweep's look-back or portable path", "[gui][options]") {
    CHECK(sortscope::algo::onesweep_path_of(parse({}).input.own) == sortscope::algo::OnesweepPath::Auto);
    CHECK(sortscope::algo::onesweep_path_of(parse({"--algo", "onesweep", "--onesweep-path", "lookback"}).input.own) == sortscope::algo::OnesweepPath::Lookback);
    CHECK(sortscope::algo::onesweep_path_of(parse({"--onesweep-path", "portable"}).input.own) == sortscope::algo::OnesweepPath::Portable);
    CHECK(sortscope::algo::onesweep_path_of(parse({"--onesweep-path", "auto"}).input.own) == sortscope::algo::OnesweepPath::Auto);
    CHECK_THROWS_WITH(parse({"--onesweep-path", "sideways"}), Catch::Contains("--onesweep-path: must be lookback, portable or auto, got 'sideways'"));
}

TEST_CASE("--race reads a range of log2 n and shows the race panel", "[gui][options]") {
    const AppOptions options = parse({"--race", "10..18"});
    REQUIRE(options.race);
    CHECK(options.race->first == 10);
    CHECK(options.race->second == 18);
    CHECK(parse({"--view", "race"}).views.race);
    CHECK(parse({"--race", "6..8", "--screenshot", "race.png"}).screenshot_waits_for_race);
    CHECK_FALSE(parse({"--race", "6..8", "--screenshot", "race.png", "--frames", "90"}).screenshot_waits_for_race);
    CHECK_FALSE(parse({"--view", "all"}).views.race);
    CHECK_THROWS_WITH(parse({"--race", "10"}), Catch::Contains("not a range like 10..20"));
    CHECK_THROWS_WITH(parse({"--race", "18..10"}), Catch::Contains("the first size is larger than the last"));
    CHECK_THROWS_AS(parse({"--race", "0..10"}), UsageError);
    CHECK_THROWS_AS(parse({"--race", "10..29"}), UsageError);
    CHECK_THROWS_AS(parse({"--race", "a..b"}), UsageError);
}

TEST_CASE("--race-reference names the reference lines' file and needs --race", "[gui][options]") {
    CHECK(parse({"--race", "10..18", "--race-reference", "cub.csv"}).race_reference == "cub.csv");
    CHECK(parse({"--race", "10..18"}).race_reference.empty());
    CHECK_THROWS_WITH(parse({"--race-reference", "cub.csv"}), Catch::Contains("needs --race"));
    CHECK_THROWS_WITH(parse({"--race", "10..18", "--race-reference", ""}), Catch::Contains("needs a file name"));
}

TEST_CASE("--view profile shows the profile, and a screenshot of it waits for its measurements", "[gui][options]") {
    const AppOptions options = parse({"--view", "profile", "--screenshot", "profile.png"});
    CHECK(options.views.profile);
    CHECK_FALSE(options.views.race);
    CHECK(options.screenshot_waits_for_profile);
    CHECK_FALSE(parse({"--view", "profile", "--screenshot", "p.png", "--frames", "30"}).screenshot_waits_for_profile);
    CHECK_FALSE(parse({"--view", "all"}).views.profile);
    CHECK_THROWS_WITH(parse({"--view", "profiles"}), Catch::Contains("known: bars, network, table, all, kernel, race, profile"));
    CHECK(sortscope::ui::app_usage_text().find("6 the profile") != std::string::npos);
}

TEST_CASE("--view kernel shows the kernel's source alone", "[gui][options]") {
    const AppOptions options = parse({"--view", "kernel"});
    CHECK(options.views.kernel);
    CHECK(options.views.shown() == 0);
    CHECK_FALSE(options.views.race);
    CHECK_FALSE(options.views.profile);
    CHECK_FALSE(parse({"--view", "all"}).views.kernel);
    CHECK(sortscope::ui::app_usage_text().find("7 the kernel's source alone") != std::string::npos);
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
    CHECK_THROWS_WITH(parse({"--view", "sideways"}), Catch::Contains("unknown view 'sideways'"));
    CHECK_THROWS_WITH(parse({"--keys", "u64"}), Catch::Contains("unknown key type"));
    CHECK_THROWS_WITH(parse({"--wg", "3"}), Catch::Contains("power of two"));
    CHECK_THROWS_WITH(parse({"--radix-bits", "3"}), Catch::Contains("2, 4 or 8"));
}

TEST_CASE("--input sorts a key file's keys, read and checked as sortscope-cli reads them", "[gui][options]") {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "sortscope_app_input_test";
    std::filesystem::create_directories(dir);
    auto file = [&](const std::string& name, const std::string& text) {
        const std::string path = (dir / name).string();
        std::ofstream(path) << text;
        return path;
    };
    const std::string good = file("good.txt", "# typed in class\n5\n3\n8\n1\n\n9\n2\n7\n4\n");
    const AppOptions options = parse({"--input", good, "--algo", "odd-even-merge"});
    CHECK(options.input.typed_keys == std::vector<uint32_t>{5, 3, 8, 1, 9, 2, 7, 4});
    CHECK(options.input.key_file == good);
    CHECK(options.input.n == 8);
    CHECK(sortscope::ui::input_label(options.input) == "keys from good.txt");
    // The key type may come after --input: the file is read in it.
    const std::string floats = file("floats.txt", "1.5\n-0\ninf\n");
    CHECK(parse({"--input", floats, "--keys", "f32"}).input.typed_keys == std::vector<uint32_t>{0x3FC00000u, 0x80000000u, 0x7F800000u});
    CHECK(parse({"--input", good, "--n", "8"}).input.n == 8);

    // A bad file is a usage error naming the file and its problem.
    CHECK_THROWS_WITH(parse({"--input", file("bad.txt", "4\nhello\n")}), Catch::Contains("bad.txt:2: 'hello' is not an unsigned 32-bit key"));
    CHECK_THROWS_WITH(parse({"--input", floats}), Catch::Contains("floats.txt:1: '1.5' is not an unsigned 32-bit key"));
    CHECK_THROWS_WITH(parse({"--input", (dir / "none.txt").string()}), Catch::Contains("cannot read key file") && Catch::Contains("none.txt"));
    CHECK_THROWS_WITH(parse({"--input", file("empty.txt", "# nothing\n")}), Catch::Contains("empty.txt holds no keys"));
    CHECK_THROWS_WITH(parse({"--input", good, "--n", "9"}), Catch::Contains("--n 9 does not match the 8 keys"));
    CHECK_THROWS_WITH(parse({"--input", good, "--seed", "3"}), Catch::Contains("--input cannot be combined with --dist or --seed"));
    CHECK_THROWS_WITH(parse({"--input", good, "--session", "lesson.json"}), Catch::Contains("give one"));
    CHECK_THROWS_WITH(parse({"--input", good, "--algo", "rank", "--input", good}), Catch::Contains("given twice"));
    std::filesystem::remove_all(dir);
}

TEST_CASE("quadratic sorts refuse sizes that would make a step take seconds", "[gui][options]") {
    CHECK_THROWS_WITH(parse({"--algo", "odd-even-transposition", "--n", "1000000"}), Catch::Contains("quadratic"));
    CHECK(parse({"--algo", "rank", "--n", "1000"}).input.n == 1000);
}

TEST_CASE("sound starts muted with --mute and in headless runs, unless --sound asks for it", "[gui][options]") {
    using sortscope::ui::starts_muted;
    CHECK_FALSE(starts_muted(parse({}), false));
    CHECK(starts_muted(parse({}), true));  // CI
    CHECK(starts_muted(parse({"--mute"}), false));
    CHECK(starts_muted(parse({"--screenshot", "x.png"}), false));
    CHECK_FALSE(starts_muted(parse({"--screenshot", "x.png", "--sound"}), true));
    CHECK_FALSE(starts_muted(parse({"--screenshot", "x.png", "--sound-wav", "x.wav"}), false));
    CHECK(starts_muted(parse({"--sound-wav", "x.wav", "--mute"}), false));
    CHECK(parse({"--sound-wav", "out.wav"}).sound_wav == "out.wav");
    CHECK_THROWS_AS(parse({"--mute", "--sound"}), UsageError);
    CHECK_THROWS_AS(parse({"--sound-wav", ""}), UsageError);
}

TEST_CASE("--theme picks the standard or the colour-blind colours", "[gui][options]") {
    CHECK(parse({}).theme == sortscope::ui::ColourTheme::Standard);
    CHECK(parse({"--theme", "colour-blind"}).theme == sortscope::ui::ColourTheme::ColourBlind);
    CHECK_THROWS_WITH(parse({"--theme", "rainbow"}), Catch::Contains("unknown theme 'rainbow'"));
}

TEST_CASE("the help lists the mute key and the sound and theme options", "[gui][options]") {
    const std::string usage = sortscope::ui::app_usage_text();
    CHECK(usage.find("M mute") != std::string::npos);
    CHECK(usage.find("--mute") != std::string::npos);
    CHECK(usage.find("--theme") != std::string::npos);
    CHECK(usage.find("--sound-wav") != std::string::npos);
}

TEST_CASE("--slide opens a lesson at a slide, and needs --session", "[gui][options]") {
    const AppOptions options = parse({"--session", "lesson.json", "--slide", "3"});
    CHECK(options.session_path == "lesson.json");
    CHECK(options.slide == 3u);
    CHECK_FALSE(parse({"--session", "lesson.json"}).slide.has_value());
    CHECK_THROWS_WITH(parse({"--slide", "2"}), "--slide needs --session (the lesson whose slide to open)");
    CHECK_THROWS_WITH(parse({"--session", "lesson.json", "--slide", "0"}), Catch::Contains("smaller than 1"));
    CHECK_THROWS_WITH(parse({"--session", "lesson.json", "--slide", "101"}), Catch::Contains("larger than 100"));
}

TEST_CASE("an unknown option as the last argument is named as unknown, not as needing a value", "[gui][options]") {
    CHECK_THROWS_WITH(parse({"--bogus"}), "unknown option '--bogus' (see --help)");
    CHECK_THROWS_WITH(parse({"--n", "8", "--bogus"}), "unknown option '--bogus' (see --help)");
    CHECK_THROWS_WITH(parse({"--n"}), "--n needs a value");
}

TEST_CASE("--lab names an exercise, alone (the panel) or with --kernel and a student's file", "[gui][options][lab]") {
    const AppOptions options = parse({"--lab", "radix", "--kernel", "work/radix.comp"});
    CHECK(options.lab == "radix");
    CHECK(options.lab_kernel == "work/radix.comp");
    CHECK_THROWS_WITH(parse({"--lab", "quicksort", "--kernel", "x.comp"}), Catch::Contains("no exercise 'quicksort'"));
    const AppOptions panel = parse({"--lab", "rank"});
    CHECK(panel.lab == "rank");
    CHECK(panel.lab_kernel.empty());
    CHECK_THROWS_WITH(parse({"--kernel", "x.comp"}), Catch::Contains("--kernel needs --lab"));
}

TEST_CASE("every option --help lists is one the parser knows", "[gui][options]") {
    // The usage text and the parser's lists of flags and valued options are written apart; an option
    // added to one and not the other would be "unknown" though documented (--race-reference and --lab
    // once were).
    const std::string usage = sortscope::ui::app_usage_text();
    size_t checked = 0;
    for (size_t at = usage.find("--"); at != std::string::npos; at = usage.find("--", at + 2)) {
        size_t end = at + 2;
        while (end < usage.size() && (std::isalnum(static_cast<unsigned char>(usage[end])) != 0 || usage[end] == '-')) ++end;
        const std::string option = usage.substr(at, end - at);
        if (option.size() <= 2 || option == "--help") continue;
        INFO(option);
        try {
            parse({option, "1"});
        } catch (const std::exception& error) {
            CHECK_THAT(error.what(), !Catch::Contains("unknown option"));
        }
        ++checked;
    }
    CHECK(checked >= 40);
}

TEST_CASE("--race alone starts the lecture's race, and a screenshot waits for it", "[gui][options]") {
    const AppOptions alone = parse({"--race"});
    CHECK(alone.race_default);
    CHECK_FALSE(alone.race);
    CHECK(alone.views.race);
    const AppOptions shot = parse({"--race", "--screenshot", "race.png"});
    CHECK(shot.race_default);
    CHECK(shot.screenshot_waits_for_race);
    CHECK(parse({"--race", "--race-reference", "ref.csv"}).race_reference == "ref.csv");
    CHECK_FALSE(parse({"--race", "6..8"}).race_default);
}

TEST_CASE("--projector-monitor names the class's monitor from 1, and refuses what is not one", "[gui][options]") {
    CHECK_FALSE(parse({}).projector_monitor.has_value());
    const AppOptions options = parse({"--presenter", "--projector-monitor", "2"});
    REQUIRE(options.projector_monitor.has_value());
    CHECK(*options.projector_monitor == 2);
    CHECK(parse({"--projector-monitor", "1"}).projector_monitor == 1u);  // presenter mode may come later (P, a lesson)
    CHECK_THROWS_WITH(parse({"--projector-monitor", "0"}), Catch::Contains("--projector-monitor: '0' is smaller than 1"));
    CHECK_THROWS_WITH(parse({"--projector-monitor", "17"}), Catch::Contains("--projector-monitor: '17' is larger than 16"));
    CHECK_THROWS_WITH(parse({"--projector-monitor", "left"}), Catch::Contains("'left' is not a whole number"));
    CHECK_THROWS_WITH(parse({"--projector-monitor"}), Catch::Contains("--projector-monitor"));
}
