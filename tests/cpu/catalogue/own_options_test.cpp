// An algorithm's own options (OwnOption, AlgorithmInfo::own_options) and the values they keep in
// Options (OwnValues): declared by the algorithm's catalogue entry (a whole number's through
// own_number_option), read and written back by name, read and set by their accessors in an Options and
// in its own values alike, and kept apart from every other algorithm's.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "algorithms/catalogue/option_rules.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/own_values.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"
#include "algorithms/sorts/rank/rank_options.hpp"

using namespace sortscope::algo;

namespace {

const OwnValue kFirst{"first", 0};
const OwnValue kSecond{"second", 7};

// kSecond's accessors, written as a sort folder writes its own whole number's.
uint32_t second_of(const OwnValueHolder auto& holder) { return own_value(holder, kSecond); }
void set_second(OwnValueHolder auto& holder, uint32_t value) { set_own_value(holder, kSecond, value); }

std::string label_of(uint32_t value) { return "label " + std::to_string(value); }
std::string heading_of(uint32_t value) { return "heading " + std::to_string(value); }

// The names an own option's value text lists: "lookback|portable|auto".
std::vector<std::string> value_names(const OwnOption& option) {
    std::vector<std::string> names;
    std::string name;
    for (const char c : option.value) {
        if (c == '|') {
            names.push_back(name);
            name.clear();
        } else {
            name += c;
        }
    }
    names.push_back(name);
    return names;
}

}  // namespace

TEST_CASE("own option values read their fallback until set, and compare equal however they were set", "[cpu][options][catalogue]") {
    OwnValues a;
    CHECK(a.get(kFirst) == 0);
    CHECK(a.get(kSecond) == 7);
    a.set(kFirst, 3);
    a.set(kSecond, 9);
    CHECK(a.get(kFirst) == 3);
    CHECK(a.get(kSecond) == 9);
    OwnValues b;
    b.set(kSecond, 9);
    b.set(kFirst, 3);
    CHECK(a == b);  // set in the other order
    b.set(kSecond, 7);  // back to its fallback: as if never set
    CHECK_FALSE(a == b);
    OwnValues c;
    c.set(kFirst, 3);
    CHECK(b == c);
    c.set(kFirst, 0);
    CHECK(c == OwnValues{});
}

TEST_CASE("own option values past the slots Options keeps are refused, not lost", "[cpu][options][catalogue]") {
    std::vector<OwnValue> keys(OwnValues::kMaxOwnValues + 1, OwnValue{"k", 0});
    OwnValues values;
    for (size_t k = 0; k < OwnValues::kMaxOwnValues; ++k) values.set(keys[k], 1);
    CHECK_THROWS_AS(values.set(keys.back(), 1), std::logic_error);
}

TEST_CASE("an own whole number's accessors read and set it alike in an Options and in its own values", "[cpu][options][catalogue]") {
    Options options;
    CHECK(second_of(options) == 7);
    CHECK(second_of(options.own) == 7);
    set_second(options, 9);
    CHECK(second_of(options) == 9);
    CHECK(second_of(options.own) == 9);
    CHECK(options.own.get(kSecond) == 9);
    CHECK(options.own.get(kFirst) == 0);  // no other value moved
    OwnValues own;
    set_second(own, 9);
    CHECK(own == options.own);
    set_second(own, 7);  // back to its fallback: as if never set
    CHECK(own == OwnValues{});

    // The sort folders' accessors: what one sets in an Options, the other reads in its own values, and back.
    struct Accessors {
        const char* name;
        uint32_t (*read_options)(const Options&);
        uint32_t (*read_own)(const OwnValues&);
        void (*set_options)(Options&, uint32_t);
        void (*set_own)(OwnValues&, uint32_t);
        uint32_t value;  // one its rule takes, not its default
    };
    for (const Accessors& accessors :
         {Accessors{"radix-bits", &radix_bits_of<Options>, &radix_bits_of<OwnValues>, &set_radix_bits<Options>, &set_radix_bits<OwnValues>, 8},
          Accessors{"block-factor", &block_factor_of<Options>, &block_factor_of<OwnValues>, &set_block_factor<Options>,
                    &set_block_factor<OwnValues>, 16},
          Accessors{"items", &items_option_of<Options>, &items_option_of<OwnValues>, &set_items_option<Options>,
                    &set_items_option<OwnValues>, 4}}) {
        INFO("--" << accessors.name);
        Options set_in_options;
        CHECK(accessors.read_options(set_in_options) != accessors.value);
        accessors.set_options(set_in_options, accessors.value);
        CHECK(accessors.read_options(set_in_options) == accessors.value);
        CHECK(accessors.read_own(set_in_options.own) == accessors.value);
        OwnValues set_in_own;
        accessors.set_own(set_in_own, accessors.value);
        CHECK(accessors.read_own(set_in_own) == accessors.value);
        CHECK(set_in_own == set_in_options.own);
    }
}

TEST_CASE("own_number_option keeps every text and the number, and declares nothing of a named value", "[cpu][options][catalogue]") {
    constexpr uint32_t kValues[] = {3, 5};
    const OwnOption option = own_number_option({
        .name = "second",
        .value = "3|5",
        .text = "the second value",
        .app = true,
        .app_text = "the app's second value",
        .session_key = "second_key",
        .control_label = "Second",
        .number = {.value = &kSecond,
                   .app_default = 5,
                   .app_default_differs = true,
                   .values = kValues,
                   .value_label = &label_of,
                   .heading = &heading_of},
    });
    CHECK(option.name == "second");
    CHECK(option.value == "3|5");
    CHECK(option.text == "the second value");
    CHECK(option.app);
    CHECK(option.app_text == "the app's second value");
    CHECK(option.session_key == "second_key");
    CHECK(option.control_label == "Second");
    CHECK(option.number.value == &kSecond);
    CHECK(option.number.default_in_app() == 5);
    CHECK(option.number.values.data() == kValues);
    CHECK(option.number.values.size() == 2);
    CHECK(option.number.value_label == &label_of);
    CHECK(option.number.heading == &heading_of);
    CHECK(option.named.known.empty());
    CHECK(option.named.read == nullptr);
    CHECK(option.named.not_given == nullptr);
    CHECK(option.named.written == nullptr);
    CHECK(option.choices.empty());
    CHECK(option.refused_on_device == nullptr);
    CHECK(option.note_on_device == nullptr);
    // What it leaves out is empty: sortscope-cli only, no session key, no control.
    const OwnOption bare = own_number_option({.name = "second", .value = "N", .text = "t", .number = {.value = &kSecond, .values = kValues}});
    CHECK_FALSE(bare.app);
    CHECK(bare.app_text.empty());
    CHECK(bare.session_key.empty());
    CHECK(bare.control_label.empty());
    CHECK(bare.number.default_in_app() == kSecond.fallback);
    CHECK(bare.number.value_label == nullptr);
    CHECK(bare.number.heading == nullptr);
}

TEST_CASE("every algorithm's own options are declared whole and named once", "[cpu][options][catalogue]") {
    std::set<std::string_view> names;
    size_t options = 0;
    Options all;  // every algorithm's own options set at once fit in one Options
    for (const AlgorithmInfo& info : all_algorithms()) {
        for (const OwnOption* option : info.own_options) {
            INFO(info.id << " --" << option->name);
            ++options;
            CHECK(names.insert(option->name).second);
            CHECK_FALSE(option->value.empty());
            CHECK_FALSE(option->text.empty());
            if (option->app) CHECK_FALSE(option->control_label.empty());
            if (option->number.is_number()) {
                // A whole number: every value it lists passes its algorithm's rule and is kept, one it
                // does not list (3) is refused naming the option, and nothing of a named value is declared.
                const OwnNumber& number = option->number;
                CHECK(option->named.read == nullptr);
                CHECK(option->choices.empty());
                REQUIRE_FALSE(number.values.empty());
                REQUIRE(info.validate != nullptr);
                for (const uint32_t value : number.values) {
                    INFO("value " << value);
                    Options read;
                    read.own.set(*number.value, value);
                    CHECK_FALSE(info.validate(read).has_value());
                    all.own.set(*number.value, value);
                }
                Options refused;
                refused.own.set(*number.value, 3);
                const auto problem = info.validate(refused);
                REQUIRE(problem.has_value());
                CHECK(problem->option == option->name);
                CHECK_FALSE(info.validate(Options{}).has_value());  // its default passes
                if (!option->control_label.empty()) CHECK((number.value_label == nullptr || !number.value_label(number.values[0]).empty()));
                continue;
            }
            CHECK_FALSE(option->named.known.empty());
            REQUIRE(option->named.read != nullptr);
            REQUIRE(option->named.written != nullptr);
            CHECK(option->app == !option->choices.empty());  // the app offers its choices
            for (const std::string& name : value_names(*option)) {
                INFO("value " << name);
                // Read, written back, and read again: the same options (auto may be written as what it means).
                Options read;
                REQUIRE(option->named.read(read, name));
                Options again;
                REQUIRE(option->named.read(again, option->named.written(read)));
                CHECK(again.own == read.own);
                CHECK(option->named.read(all, name));
            }
            for (const OwnChoice& choice : option->choices) {
                Options read;
                CHECK(option->named.read(read, choice.name));
                CHECK(option->named.written(read) == choice.name);  // the controls show what the file keeps
                CHECK_FALSE(choice.label.empty());
            }
            Options untouched;
            CHECK_FALSE(option->named.read(untouched, "no-such-value"));
            CHECK(untouched.own == Options{}.own);
        }
    }
    CHECK(options >= 6);  // onesweep's path and ranking, radix's digit width, rank-shared's block factor, bitonic-shared's shuffles and items
    CHECK_FALSE(check_options(all).has_value());  // every own value set at once passes every rule
}

TEST_CASE("onesweep's own options are its path and ranking, read through its folder's accessors", "[cpu][options][catalogue]") {
    const AlgorithmInfo& onesweep = *find_algorithm("onesweep");
    REQUIRE(onesweep.own_options.size() == 2);
    const OwnOption& path = *onesweep.own_options[0];
    CHECK(path.name == "onesweep-path");
    CHECK(path.session_key == "onesweep_path");
    Options options;
    CHECK(onesweep_path_of(options) == OnesweepPath::Auto);
    REQUIRE(path.named.read(options, "portable"));
    CHECK(onesweep_path_of(options) == OnesweepPath::Portable);
    CHECK(path.named.written(options) == "portable");
    // The ranking: given (Match, no cap) unless a front end leaves it to the device, as the race does.
    Options ranking;
    CHECK(onesweep_ranking_given(ranking));
    CHECK(onesweep_ranking_cap(ranking) == OnesweepRanking::Match);
    leave_own_options_to_device(ranking);
    CHECK_FALSE(onesweep_ranking_given(ranking));
    REQUIRE(onesweep.own_options[1]->named.read(ranking, "ballot"));
    CHECK(onesweep_ranking_given(ranking));
    CHECK(onesweep_ranking_cap(ranking) == OnesweepRanking::Ballot);
    // No other algorithm reads them.
    for (const AlgorithmInfo& info : all_algorithms()) {
        if (&info == &onesweep) continue;
        for (const OwnOption* option : info.own_options) CHECK((option != &path && option != onesweep.own_options[1]));
    }
}

TEST_CASE("bitonic-shared's own --shuffles is read through its folder's accessor, and notes a device without shuffles",
          "[cpu][options][catalogue]") {
    const AlgorithmInfo& shared = *find_algorithm("bitonic-shared");
    REQUIRE_FALSE(shared.own_options.empty());
    const OwnOption& shuffles = *shared.own_options[0];
    CHECK(shuffles.name == "shuffles");
    CHECK(shuffles.value == "off|on|emulated");
    CHECK_FALSE(shuffles.app);
    CHECK(shuffles.session_key.empty());
    Options options;
    CHECK(network_shuffles_of(options) == NetworkShuffles::Off);
    REQUIRE(shuffles.named.read(options, "emulated"));
    CHECK(network_shuffles_of(options) == NetworkShuffles::Emulated);
    CHECK(shuffles.named.written(options) == "emulated");
    set_network_shuffles(options, NetworkShuffles::On);
    CHECK(shuffles.named.written(options) == "on");
    // On where the device has no subgroup shuffles runs the portable windows: a note, worded for an
    // opened device or for the GL minimum a plan is made for; none where the device has them, nor for
    // off or emulated, which run as asked.
    REQUIRE(shuffles.note_on_device != nullptr);
    options.device.shuffle_size = 0;
    const std::string opened = shuffles.note_on_device(options, "on", true);
    CHECK(opened.rfind("--shuffles on: this driver has no subgroup shuffles", 0) == 0);
    CHECK(opened.find("so the portable shared-memory windows run instead") != std::string::npos);
    CHECK(shuffles.note_on_device(options, "on", false).rfind("--shuffles on: planned for the GL minimum", 0) == 0);
    options.device.shuffle_size = 32;
    CHECK(shuffles.note_on_device(options, "on", true).empty());
    Options emulated;
    set_network_shuffles(emulated, NetworkShuffles::Emulated);
    CHECK(shuffles.note_on_device(emulated, "emulated", true).empty());
    // No other algorithm reads it.
    for (const AlgorithmInfo& info : all_algorithms()) {
        if (&info == &shared) continue;
        for (const OwnOption* option : info.own_options) CHECK(option != &shuffles);
    }
}

TEST_CASE("the default race is the catalogue's fast sorts, none quadratic", "[cpu][catalogue]") {
    std::vector<std::string_view> raced;
    for (const AlgorithmInfo& info : all_algorithms()) {
        if (!info.in_default_race) continue;
        raced.push_back(info.id);
        CHECK_FALSE(info.dispatches_grow_with_n);
        CHECK_FALSE(info.splits_counting);
    }
    CHECK(raced == std::vector<std::string_view>{"bitonic", "bitonic-shared", "odd-even-merge", "radix", "onesweep"});
}
