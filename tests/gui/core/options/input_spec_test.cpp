// Input specs: typed keys parse in each key type with a reason for the first bad one, captions name the
// input, and input_problem refuses what cannot be sorted interactively.
#include <catch2/catch.hpp>

#include <algorithm>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/small_keys.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/onesweep/onesweep_entry.hpp"
#include "sortscope/diagram/radix_focus.hpp"
#include "core/session/input_spec.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

using namespace sortscope;
using namespace sortscope::ui;

TEST_CASE("typed keys parse with spaces, commas and new lines in every key type", "[gui][core]") {
    CHECK(parse_typed_keys("3, 1 2\n0", algo::KeyType::U32).keys == std::vector<uint32_t>{3, 1, 2, 0});
    CHECK(parse_typed_keys("-1 5", algo::KeyType::I32).keys == std::vector<uint32_t>{0xFFFFFFFFu, 5});
    const TypedKeys floats = parse_typed_keys("1.5, -0, nan, inf", algo::KeyType::F32);
    REQUIRE(floats.error.empty());
    REQUIRE(floats.keys.size() == 4);
    CHECK(floats.keys[1] == 0x80000000u);
    CHECK(parse_typed_keys("", algo::KeyType::U32).keys.empty());
}

TEST_CASE("a bad typed key is named with its position and the type", "[gui][core]") {
    const TypedKeys bad = parse_typed_keys("4 7 x9 2", algo::KeyType::U32);
    CHECK(bad.keys.empty());
    CHECK(bad.error == "'x9' (the 3rd key) is not an unsigned 32-bit key");
    CHECK_THAT(parse_typed_keys("1 -3", algo::KeyType::U32).error, Catch::Contains("the 2nd key"));
    CHECK_THAT(parse_typed_keys("2.5", algo::KeyType::I32).error, Catch::Contains("signed 32-bit"));
}

TEST_CASE("typed keys format back to the same keys", "[gui][core]") {
    for (algo::KeyType type : algo::all_key_types()) {
        const std::vector<uint32_t> keys = algo::generate_input(algo::Distribution::Random, 50, 1, type, 3);
        INFO(algo::key_type_name(type));
        CHECK(parse_typed_keys(algo::format_keys(type, keys), type).keys == keys);
    }
}

TEST_CASE("the app sorts the keys sortscope-cli makes: small keys up to 64, the full range past that", "[gui][core]") {
    InputSpec input;  // 16 random keys, seed 1
    const std::vector<uint32_t> keys = input_keys(input);
    CHECK(keys == algo::default_input(algo::Distribution::Random, 16, 1, algo::KeyType::U32, 1));
    CHECK(*std::max_element(keys.begin(), keys.end()) <= 99);
    input.key_type = algo::KeyType::I32;
    CHECK(input_keys(input) == algo::default_input(algo::Distribution::Random, 16, 1, algo::KeyType::I32, 1));
    input.n = 65;
    CHECK(input_keys(input) == algo::generate_input(algo::Distribution::Random, 65, 1, algo::KeyType::I32, 1));
    input.typed_keys = {5, 3, 8};
    CHECK(input_keys(input) == input.typed_keys);
}

TEST_CASE("the caption names the algorithm, n, the input and what is not the default", "[gui][core]") {
    InputSpec input;
    CHECK(input_caption(input) == "bitonic \u00b7 n = 16 \u00b7 random seed 1");
    input.key_type = algo::KeyType::F32;
    input.descending = true;
    input.values = true;
    input.typed_keys = {1, 2, 3};
    CHECK(input_caption(input) == "bitonic \u00b7 n = 3 \u00b7 typed keys \u00b7 f32 \u00b7 descending \u00b7 + values");
    input.key_file = "lessons/three.txt";
    CHECK(input_caption(input) == "bitonic \u00b7 n = 3 \u00b7 keys from three.txt \u00b7 f32 \u00b7 descending \u00b7 + values");
    CHECK(input_label(input) == "keys from three.txt");
    input = {};
    input.distribution = algo::Distribution::FewUnique;
    CHECK(input_caption(input) == "bitonic \u00b7 n = 16 \u00b7 few-unique \u00b7 random seed 1");
    input = {};
    input.algorithm = "onesweep";
    CHECK(input_caption(input) == "onesweep \u00b7 n = 16 \u00b7 random seed 1");
    set_onesweep_path(input.own, algo::OnesweepPath::Lookback);
    CHECK(input_caption(input) == "onesweep \u00b7 n = 16 \u00b7 random seed 1 \u00b7 look-back");
}

TEST_CASE("onesweep's paths read back from their names, and reach the plan's options", "[gui][core]") {
    for (algo::OnesweepPath path : algo::kOnesweepPaths) {
        INFO(algo::onesweep_path_name(path));
        CHECK(algo::parse_onesweep_path(algo::onesweep_path_name(path)) == path);
        InputSpec input;
        set_onesweep_path(input.own, path);
        CHECK(algo::onesweep_path_of(plan_options(input, algo::DeviceCaps{})) == path);
    }
    CHECK_FALSE(algo::parse_onesweep_path("Look-back").has_value());
}

TEST_CASE("where a look-back is refused, the app can name the tile that allows it", "[gui][core]") {
    InputSpec input;
    input.algorithm = "onesweep";
    input.n = 50000;
    input.local_size = 256;  // one bin per invocation: the loop budget is the tiles' (onesweep.hpp)
    input.numbers.set(options::kTileOption, 256);
    set_onesweep_path(input.own, algo::OnesweepPath::Lookback);
    const algo::DeviceCaps unsafe;  // not known to run work groups independently, as llvmpipe
    // 196 tiles of 256 and 98 of 512 are past the loop budget there; 49 tiles of 1024 are not.
    CHECK_THROWS_AS(algo::build_onesweep_plan(plan_options(input, unsafe)), std::invalid_argument);
    const auto tile = algo::onesweep_lookback_tile(plan_options(input, unsafe));
    REQUIRE(tile.has_value());
    CHECK(*tile == 1024);
    // The app's refusal names it, through the entry's way out.
    CHECK(with_way_out(input, "refused", unsafe, true) == "refused (here --tile 1024 or more runs the look-back)");
    CHECK_THAT(with_way_out(input, "refused", unsafe, false), Catch::Contains("a tile of 1024 keys or more (Tile, under Path)"));
    input.numbers.set(options::kTileOption, *tile);
    CHECK(algo::build_onesweep_plan(plan_options(input, unsafe)).steps.size() == 6);
    algo::DeviceCaps safe;
    safe.independent_progress = true;
    input.numbers.set(options::kTileOption, 0);
    CHECK(algo::onesweep_lookback_tile(plan_options(input, safe)) == 2u);  // any tile: nothing is refused
}

TEST_CASE("input_problem refuses unknown algorithms, bad sizes and options, and big quadratic sorts", "[gui][core]") {
    InputSpec input;
    CHECK_FALSE(input_problem(input).has_value());
    input.algorithm = "quicksort";
    CHECK_THAT(*input_problem(input), Catch::Contains("unknown algorithm"));
    input.algorithm = "rank";
    input.n = algo::find_algorithm("rank")->quick_n + 1;
    CHECK_THAT(*input_problem(input), Catch::Contains("quadratic"));
    input = {};
    input.n = 0;
    CHECK(input_problem(input).has_value());
    input = {};
    input.local_size = 48;
    CHECK_THAT(*input_problem(input), Catch::Contains("power of two"));
    input = {};
    algo::set_radix_bits(input.own, 3);
    CHECK(input_problem(input).has_value());
}

TEST_CASE("radix steps are classified into seed 004's three parts", "[gui][core]") {
    algo::Options options = algo::sized(1000, 16);
    options.tile = 64;
    const algo::Plan plan = algo::find_algorithm("radix")->build(options);
    size_t counts = 0, sums = 0, scatters = 0;
    for (const algo::Step& step : plan.steps) {
        const auto focus = diagram::radix_focus(step);
        REQUIRE(focus.has_value());
        CHECK(focus->shift == focus->digit * focus->bits);
        counts += focus->phase == diagram::RadixPhase::Count ? 1 : 0;
        sums += focus->phase == diagram::RadixPhase::PrefixSum ? 1 : 0;
        scatters += focus->phase == diagram::RadixPhase::Scatter ? 1 : 0;
    }
    CHECK(counts == 8);
    CHECK(scatters == 8);
    CHECK(sums >= 8);
    CHECK_FALSE(diagram::radix_focus(algo::find_algorithm("bitonic")->build(algo::sized(8)).steps[0]).has_value());
}

TEST_CASE("with no work group chosen, small inputs get the teaching group and large ones the device's choice", "[gui][core]") {
    algo::DeviceCaps nvidia_like;
    nvidia_like.max_shared_bytes = 49152;
    nvidia_like.ranking = algo::SubgroupRanking::Ballot;
    nvidia_like.subgroup_size = 32;
    nvidia_like.independent_progress = true;
    InputSpec input;
    input.algorithm = "onesweep";
    input.n = kTeachingKeys;
    algo::Options small = plan_options(input, nvidia_like);
    CHECK(small.local_size == kTeachingWorkGroup);
    CHECK(small.local_size_given);  // a class reads these keys: several work groups, as on every device
    input.n = kTeachingKeys * 2;
    const algo::Options large = plan_options(input, nvidia_like);
    CHECK_FALSE(large.local_size_given);  // the algorithm's own choice, as sortscope-cli makes it
    CHECK(large.local_size == algo::Options{}.local_size);  // sortscope-cli's default for every other algorithm
    CHECK(algo::onesweep_device_defaults(large).local_size != kTeachingWorkGroup);
    input.local_size = 128;  // chosen (--wg, the panel or a session file): always as chosen
    const algo::Options chosen = plan_options(input, nvidia_like);
    CHECK(chosen.local_size == 128);
    CHECK(chosen.local_size_given);
}

TEST_CASE("typed keys that rule over the typed n say so", "[gui][core]") {
    InputSpec shown;
    CHECK(typed_keys_note(shown).empty());  // random keys: n is what the field says
    shown.typed_keys = {5, 3, 8, 1, 9, 2, 7, 4, 6, 0, 11, 12, 10, 13, 15, 14};
    shown.n = 16;
    CHECK(typed_keys_note(shown) == "the 16 typed keys set n");
    shown.n = 13;  // typed into the field while a lesson's keys rule
    CHECK(typed_keys_note(shown) == "n = 13 is not used: the 16 typed keys set n");
    shown.key_file = "/home/t/scores.txt";
    CHECK(typed_keys_note(shown) == "n = 13 is not used: the 16 keys from scores.txt set n");
}

TEST_CASE("onesweep picked from the menu shows several tiles and the look-back where the device allows it", "[gui][core]") {
    const algo::AlgorithmInfo& onesweep = *algo::find_algorithm("onesweep");
    InputSpec current;  // the first screen: bitonic, 16 keys
    current.n = 64;
    algo::DeviceCaps safe;
    safe.independent_progress = true;
    const InputSpec picked = input_for_picked(current, onesweep, safe);
    CHECK(picked.algorithm == "onesweep");
    CHECK(picked.n == 32);
    CHECK(picked.numbers.get(options::kTileOption) == 8);  // four tiles: a look-back has earlier tiles to read
    REQUIRE(picked.local_size);
    CHECK(*picked.local_size == 8);
    CHECK(onesweep_path_of(picked.own) == algo::OnesweepPath::Lookback);
    CHECK(!input_problem(picked));
    const algo::Options options = plan_options(picked, safe);
    const algo::OnesweepLayout layout = algo::onesweep_layout(options);
    CHECK(layout.lookback);
    CHECK(layout.tiles >= 4);
    CHECK(algorithm_header_note(picked, safe).empty());

    // A device not known to run work groups independently (llvmpipe): at 32 keys in tiles of 8 the
    // look-back's worst case fits its loop budget, so it is forced there too.
    const InputSpec unsafe_pick = input_for_picked(current, onesweep, algo::DeviceCaps{});
    CHECK(onesweep_path_of(unsafe_pick.own) == algo::OnesweepPath::Lookback);
    CHECK(algo::onesweep_layout(plan_options(unsafe_pick, algo::DeviceCaps{})).lookback);

    // Typed keys stay; the tiles follow their count.
    InputSpec typed = current;
    typed.typed_keys = std::vector<uint32_t>(13, 5u);
    const InputSpec typed_pick = input_for_picked(typed, onesweep, safe);
    CHECK(typed_pick.typed_keys.size() == 13);
    CHECK(typed_pick.numbers.get(options::kTileOption) == 2);
    // The other algorithms keep n, but the quadratic sorts stay quick.
    CHECK(input_for_picked(current, *algo::find_algorithm("radix"), safe).n == 64);
    InputSpec large = current;
    large.n = 1u << 20;
    const algo::AlgorithmInfo& transposition = *algo::find_algorithm("odd-even-transposition");
    CHECK(input_for_picked(large, transposition, safe).n == transposition.quick_n);
}

TEST_CASE("onesweep on its portable path says why in the header, and a forced path shows in the caption", "[gui][core]") {
    InputSpec input;
    input.algorithm = "onesweep";
    input.n = 64;  // one tile at the auto tile: the auto path on a device without independent progress
    CHECK_THAT(algorithm_header_note(input, algo::DeviceCaps{}), Catch::Contains("not known to run work groups independently"));
    set_onesweep_path(input.own, algo::OnesweepPath::Portable);
    CHECK_THAT(algorithm_header_note(input, algo::DeviceCaps{}), Catch::Contains("as chosen"));
    CHECK_THAT(input_caption(input), Catch::EndsWith(" \u00b7 portable"));
    input.algorithm = "radix";
    CHECK(algorithm_header_note(input, algo::DeviceCaps{}).empty());
}

TEST_CASE("typed keys are laid out in lines that fit their box, never split", "[gui][core]") {
    CHECK(wrap_key_list("30 75 69 16 47 77", 8) == "30 75 69\n16 47 77");
    CHECK(wrap_key_list("  30\n75\t69  ", 80) == "30 75 69");
    CHECK(wrap_key_list("1.5, -0, nan, inf", 9) == "1.5, -0,\nnan, inf");
    CHECK(wrap_key_list("123456789 1", 4) == "123456789\n1");  // a key longer than a line: a line of its own
    CHECK(wrap_key_list("", 10).empty());
    // The keys read back the same.
    const std::string keys = "30 75 69 16 47 77 60 80 74 8 77 1 60 33 70 29";
    CHECK(parse_typed_keys(wrap_key_list(keys, 12), algo::KeyType::U32).keys == parse_typed_keys(keys, algo::KeyType::U32).keys);
}
