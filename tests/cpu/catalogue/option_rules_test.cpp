// The option rules of the catalogue (catalogue/option_rules.hpp and each sort's *_options.cpp): every
// rule takes its edge values and refuses the first value past them with a message that names the
// option; check_options runs every algorithm's rules whatever the algorithm; and the facts each registry
// entry states about its options, picture and partner hold for its plans.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "algorithms/catalogue/option_rules.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"
#include "algorithms/sorts/rank/rank_options.hpp"

using namespace sortscope::algo;

namespace {

using Rule = std::optional<OptionProblem> (*)(const Options&);
using Setter = void (*)(Options&, uint32_t);

// Checks that `rule` accepts every value of `good` and refuses every value of `bad`, naming `option`
// (its command-line name) at the start of the message and the refused value at its end.
void check_rule(Rule rule, Setter set, const std::string& option, const std::vector<uint32_t>& good,
                const std::vector<uint32_t>& bad) {
    for (uint32_t value : good) {
        Options options = sized(1000);
        set(options, value);
        INFO("--" << option << " " << value);
        CHECK_FALSE(rule(options).has_value());
    }
    for (uint32_t value : bad) {
        Options options = sized(1000);
        set(options, value);
        INFO("--" << option << " " << value);
        const auto problem = rule(options);
        REQUIRE(problem.has_value());
        CHECK(problem->option == option);
        CHECK_THAT(problem->message, Catch::StartsWith("--" + option + ": ") && Catch::EndsWith("got " + std::to_string(value)));
    }
}

const AlgorithmInfo& entry(const char* id) {
    const AlgorithmInfo* info = find_algorithm(id);
    REQUIRE(info != nullptr);
    return *info;
}

}  // namespace

TEST_CASE("the work-group size is a power of two from 1 to 1024", "[cpu][options]") {
    check_rule(&check_generic_options, [](Options& o, uint32_t v) { o.local_size = v; }, "wg", {1, 2, 64, 1024},
               {0, 3, 48, 1023, 2048});
    CHECK(check_generic_options(sized(8, 3))->message == "--wg: the work-group size must be a power of two from 1 to 1024, got 3");
}

TEST_CASE("a batch holds 1 to 2^31 arrays of at most 2^31 keys together", "[cpu][options]") {
    // Past 65,535 arrays (one dispatch's groups in z) the runner splits the batch over dispatches.
    check_rule(&check_generic_options, [](Options& o, uint32_t v) { o.batch = v; }, "batch", {1, 2, 65535, 65536, 2000000},
               {0, (1u << 31) + 1});
    Options empty = sized(0);
    empty.batch = 1u << 31;
    CHECK_FALSE(check_generic_options(empty).has_value());
    Options options = sized(1u << 16);
    options.batch = 1u << 15;  // 2^31 keys: the most
    CHECK_FALSE(check_generic_options(options).has_value());
    options.n += 1;
    const auto problem = check_generic_options(options);
    REQUIRE(problem.has_value());
    CHECK(problem->option == "batch");
    CHECK(problem->message == "--batch 32768 arrays of 65537 keys is more than 2147483648 keys");
    CHECK_FALSE(check_generic_options(sized(uint32_t{1} << 31)).has_value());
    CHECK(check_generic_options(sized((uint32_t{1} << 31) + 1)).has_value());
}

TEST_CASE("a tile is 0 (the plan's choice) or a power of two from 2 to 2^20", "[cpu][options]") {
    check_rule(&check_generic_options, [](Options& o, uint32_t v) { o.tile = v; }, "tile", {0, 2, 4, 8192, 1u << 20},
               {1, 3, 6, (1u << 20) + 1, 1u << 21});
}

TEST_CASE("radix's digit width is 2, 4 or 8 bits", "[cpu][options][radix]") {
    REQUIRE(entry("radix").validate == &validate_radix_options);
    check_rule(entry("radix").validate, [](Options& o, uint32_t v) { set_radix_bits(o, v); }, "radix-bits", {2, 4, 8},
               {0, 1, 3, 5, 7, 9, 16});
}

TEST_CASE("rank-shared's block factor is a power of two from 1 to 32", "[cpu][options][rank]") {
    REQUIRE(entry("rank-shared").validate == &validate_rank_shared_options);
    check_rule(entry("rank-shared").validate, [](Options& o, uint32_t v) { set_block_factor(o, v); }, "block-factor",
               {1, 2, 16, 32}, {0, 3, 33, 64});
}

TEST_CASE("bitonic-shared's items are 0 (the plan's choice) or 2, 4, 8, 16 or 32", "[cpu][options][bitonic-shared]") {
    REQUIRE(entry("bitonic-shared").validate == &validate_bitonic_shared_options);
    check_rule(entry("bitonic-shared").validate, [](Options& o, uint32_t v) { set_items_option(o, v); }, "items",
               {0, 2, 4, 8, 16, 32}, {1, 3, 12, 33, 64});
}

TEST_CASE("algorithms that introduce no option with a rule have only the generic rules", "[cpu][options]") {
    for (const char* id : {"bitonic", "odd-even-merge", "odd-even-transposition", "rank", "onesweep"}) {
        INFO(id);
        CHECK(entry(id).validate == nullptr);
    }
}

TEST_CASE("check_options runs the generic rules and every algorithm's own rules, whatever the algorithm",
          "[cpu][options]") {
    CHECK_FALSE(check_options(sized(1000)).has_value());
    Options options = sized(1000, 48);
    CHECK(check_options(options)->option == "wg");
    options = sized(1000);
    set_radix_bits(options, 3);  // refused for every algorithm, as bench runs one option set over several
    CHECK(check_options(options)->option == "radix-bits");
    options = sized(1000);
    set_block_factor(options, 64);
    CHECK(check_options(options)->option == "block-factor");
    options = sized(1000);
    set_items_option(options, 3);
    CHECK(check_options(options)->option == "items");
    options = sized(1000);
    options.tile = 3;
    CHECK(check_options(options)->option == "tile");
}

TEST_CASE("an option an entry does not list leaves its plans unchanged, and one it lists changes them",
          "[cpu][options][catalogue]") {
    // One value other than the default per option, and a device where every option can matter (a
    // subgroup ranking, so the ranking cap Split differs from the device's best).
    struct Change {
        PlanOption option;
        void (*apply)(Options&);
    };
    const Change changes[] = {
        {PlanOption::Tile, [](Options& o) { o.tile = 64; }},
    };
    auto same = [](const AlgorithmInfo& info, const Plan& a, const Plan& b) {
        if (a.steps.size() != b.steps.size() || a.buffer_words != b.buffer_words) return false;
        // What the plan chose from the driver (onesweep's ranking) picks its kernels' programs.
        if (info.driver_choices != nullptr && info.driver_choices(a.options) != info.driver_choices(b.options)) return false;
        for (size_t s = 0; s < a.steps.size(); ++s) {
            const Step& x = a.steps[s];
            const Step& y = b.steps[s];
            if (x.kernel != y.kernel || x.local_size != y.local_size || x.items != y.items || x.groups != y.groups ||
                x.z_groups != y.z_groups || x.first_stage != y.first_stage || x.stage_count != y.stage_count ||
                x.source != y.source || x.moves != y.moves || x.params.n != y.params.n ||
                x.params.work_items != y.params.work_items || x.variant != y.variant) {
                return false;
            }
            for (size_t k = 0; k < 6; ++k) {
                if (x.params.arg[k] != y.params.arg[k]) return false;
            }
        }
        return true;
    };
    for (const AlgorithmInfo& info : all_algorithms()) {
        Options base = sized(4000, 64);
        base.device.ranking = SubgroupRanking::Ballot;
        base.device.subgroup_size = 32;
        base.device.shuffle_size = 32;
        const Plan plan = info.build(base);
        for (const Change& change : changes) {
            Options changed = base;
            change.apply(changed);
            INFO(info.id << ", option " << static_cast<int>(change.option));
            CHECK(same(info, plan, info.build(changed)) == !info.reads.has(change.option));
        }
        // Every algorithm's own options (OwnOption), each set to the first name it lists that is not its
        // default or its first whole number other than its default: only the algorithm that declares it
        // reads it.
        for (const AlgorithmInfo& owner : all_algorithms()) {
            for (const OwnOption* option : owner.own_options) {
                Options changed = base;
                if (option->number.is_number()) {
                    const OwnNumber& number = option->number;
                    REQUIRE_FALSE(number.values.empty());
                    const uint32_t value = number.values[0] != number.value->fallback ? number.values[0] : number.values[1];
                    changed.own.set(*number.value, value);
                    INFO(info.id << ", --" << option->name << " " << value);
                    CHECK(same(info, plan, info.build(changed)) == (&owner != &info));
                } else {
                    std::string_view first;
                    for (std::string_view rest = option->value; first.empty() && !rest.empty();) {
                        const size_t bar = rest.find('|');
                        const std::string_view name = rest.substr(0, bar);
                        rest = bar == std::string_view::npos ? std::string_view{} : rest.substr(bar + 1);
                        Options probe = base;
                        if (option->named.read(probe, name) && !(probe.own == base.own)) first = name;
                    }
                    REQUIRE_FALSE(first.empty());
                    REQUIRE(option->named.read(changed, first));
                    INFO(info.id << ", --" << option->name << " " << first);
                    CHECK(same(info, plan, info.build(changed)) == (&owner != &info));
                }
            }
        }
        CHECK(info.reads.contains(info.offered));
    }
}

TEST_CASE("every entry's partner is another known algorithm, and its picture fits what it is", "[cpu][catalogue]") {
    for (const AlgorithmInfo& info : all_algorithms()) {
        INFO(info.id);
        const AlgorithmInfo* partner = find_algorithm(info.partner);
        REQUIRE(partner != nullptr);
        CHECK(partner->id != info.id);
        CHECK((info.picture == Picture::Network) == info.network);
        CHECK((!info.pads_to_power_of_two || info.network));
        // Only the rank sorts read DeviceCaps::max_dispatch_comparisons: their plans split at n = 4000.
        Options split = sized(4000);
        split.device.max_dispatch_comparisons = 4000 * 100;
        CHECK((info.build(split).steps.size() != info.build(sized(4000)).steps.size()) == info.splits_counting);
    }
    CHECK(find_algorithm("odd-even-transposition")->pads_to_power_of_two == false);
    CHECK(find_algorithm("onesweep")->driver_choices != nullptr);
}
