// What the onesweep picture explains, checked without a window: its steps are classified on both paths
// (and the bars colour by the digit of a count or pass), the status words it draws are the ones the
// look-back model reads, it starts on tile 2 and that tile's largest bin, and every output position of a
// pass belongs to the tile and bin the picture says it does.
#include <catch2/catch.hpp>

#include <map>
#include <vector>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "sortscope/diagram/onesweep_focus.hpp"
#include "sortscope/diagram/radix_focus.hpp"

using namespace sortscope;
using namespace sortscope::diagram;

namespace {

algo::Options onesweep_options(uint32_t n, algo::OnesweepPath path) {
    algo::Options options = algo::sized(n, 64);
    set_onesweep_path(options, path);
    options.device.independent_progress = true;  // so the look-back is never refused here
    return options;
}

}  // namespace

TEST_CASE("onesweep steps are classified on both paths, and its counts and passes colour the bars by digit",
          "[pictures][onesweep]") {
    const algo::Plan lookback = algo::find_algorithm("onesweep")->build(onesweep_options(4096, algo::OnesweepPath::Lookback));
    REQUIRE(lookback.steps.size() == 6);
    CHECK(onesweep_focus(lookback, lookback.steps[0])->part == OnesweepPart::Histogram);
    CHECK(onesweep_focus(lookback, lookback.steps[1])->part == OnesweepPart::Scan);
    CHECK_FALSE(radix_focus(lookback.steps[0]).has_value());  // no one digit: the bars keep value colours
    for (uint32_t digit = 0; digit < 4; ++digit) {
        const algo::Step& pass = lookback.steps[2 + digit];
        const auto focus = onesweep_focus(lookback, pass);
        REQUIRE(focus.has_value());
        CHECK(focus->part == OnesweepPart::Pass);
        CHECK(focus->digit == digit);
        CHECK(focus->lookback);
        const auto bars = radix_focus(pass);
        REQUIRE(bars.has_value());
        CHECK(bars->bits == 8);
        CHECK(bars->shift == 8 * digit);
        CHECK(bars->phase == RadixPhase::Scatter);
    }

    const algo::Plan portable = algo::find_algorithm("onesweep")->build(onesweep_options(4096, algo::OnesweepPath::Portable));
    std::map<OnesweepPart, size_t> parts;
    for (const algo::Step& step : portable.steps) {
        const auto focus = onesweep_focus(portable, step);
        REQUIRE(focus.has_value());
        CHECK_FALSE(focus->lookback);
        ++parts[focus->part];
        const auto bars = radix_focus(step);
        REQUIRE(bars.has_value());
        CHECK(bars->digit == focus->digit);
        CHECK(bars->shift == 8 * focus->digit);
    }
    CHECK(parts[OnesweepPart::Count] == 4);
    CHECK(parts[OnesweepPart::Pass] == 4);
    CHECK(parts[OnesweepPart::PrefixSum] >= 4);
    CHECK(parts.count(OnesweepPart::Histogram) == 0);
    const algo::Plan radix = algo::find_algorithm("radix")->build(algo::sized(64));
    CHECK_FALSE(onesweep_focus(radix, radix.steps[0]).has_value());
}

TEST_CASE("the onesweep picture draws the status words its look-back model reads", "[pictures][onesweep]") {
    const algo::Plan plan = algo::find_algorithm("onesweep")->build(onesweep_options(4096, algo::OnesweepPath::Lookback));
    const std::vector<uint32_t> keys = algo::generate_input(algo::Distribution::Random, 4096, 1, algo::KeyType::U32, 5);
    algo::State state = algo::make_state(plan, keys);
    algo::reference_step(plan, plan.steps[0], state);
    algo::reference_step(plan, plan.steps[1], state);
    const algo::PassAccount account = algo::onesweep_pass_account(plan, plan.steps[2], state);
    const auto tiles = static_cast<uint32_t>(account.tiles.size());
    REQUIRE(tiles == 16);
    REQUIRE(account.wave == 4);
    for (uint32_t looking = 0; looking < tiles; ++looking) {
        for (uint32_t bin = 0; bin < 256; bin += 17) {
            INFO("tile " << looking << " looks back for bin " << bin);
            for (const algo::LookbackRead& read : account.lookback(looking, bin)) {
                const StatusWord drawn = modelled_status(account, looking, read.tile, bin);
                CHECK(drawn.status == read.status);
                CHECK(drawn.count == read.count);
            }
            for (uint32_t tile = 0; tile < tiles; ++tile) {
                const StatusWord word = modelled_status(account, looking, tile, bin);
                if (tile == 0 || tile / 4 < looking / 4) {
                    CHECK(word.status == algo::kStatusPrefix);
                    CHECK(word.count == account.tiles[tile].exclusive[bin] + account.tiles[tile].counts[bin]);
                } else if (tile / 4 == looking / 4) {
                    CHECK(word.status == algo::kStatusAggregate);
                    CHECK(word.count == account.tiles[tile].counts[bin]);
                } else {
                    CHECK(word.status == algo::kStatusNotReady);
                }
            }
        }
    }
    CHECK(default_tile(account) == 2);
    const uint32_t bin = default_bin(account, 2);
    for (uint32_t other = 0; other < 256; ++other) CHECK(account.tiles[2].counts[other] <= account.tiles[2].counts[bin]);
}

TEST_CASE("every output position of a onesweep pass belongs to the tile and bin the picture names", "[pictures][onesweep]") {
    for (const algo::OnesweepPath path : {algo::OnesweepPath::Lookback, algo::OnesweepPath::Portable}) {
        const algo::Options options = onesweep_options(3000, path);
        const algo::Plan plan = algo::find_algorithm("onesweep")->build(options);
        const std::vector<uint32_t> keys = algo::generate_input(algo::Distribution::FewUnique, 3000, 1, algo::KeyType::U32, 9);
        algo::State state = algo::make_state(plan, keys);
        for (const algo::Step& step : plan.steps) {
            const algo::State before = state;
            algo::reference_step(plan, step, state);
            if (step.kernel != algo::KernelId::OnesweepPass) continue;
            const algo::PassAccount account = algo::onesweep_pass_account(plan, step, before);
            const std::vector<uint32_t>& output = state[algo::keys_buffer(algo::other(step.source))];
            std::vector<std::vector<uint32_t>> seen(account.tiles.size(), std::vector<uint32_t>(256, 0));
            for (uint32_t position = 0; position < 3000; ++position) {
                const auto found = tile_bin_of_output(account, position);
                INFO("digit " << account.digit << ", position " << position);
                REQUIRE(found.has_value());
                CHECK(algo::onesweep_digit(options, output[position], account.shift) == found->bin);
                ++seen[found->tile][found->bin];
            }
            for (uint32_t tile = 0; tile < account.tiles.size(); ++tile) CHECK(seen[tile] == account.tiles[tile].counts);
            CHECK_FALSE(tile_bin_of_output(account, 3000).has_value());
        }
    }
    // Fewer than three tiles: the picture starts on the last.
    const algo::Plan small = algo::find_algorithm("onesweep")->build(onesweep_options(300, algo::OnesweepPath::Lookback));
    const std::vector<uint32_t> keys = algo::generate_input(algo::Distribution::Random, 300, 1, algo::KeyType::U32, 1);
    const algo::PassAccount account = algo::onesweep_pass_account(small, small.steps[2], algo::make_state(small, keys));
    REQUIRE(account.tiles.size() == 2);
    CHECK(default_tile(account) == 1);
}
