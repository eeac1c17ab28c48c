// comparator_swaps: for the comparators asked about, exactly what the CPU reference did to them (its
// swap observer), for one-stage steps and fused steps alike, for every step of the network plans, in
// both directions; comparators asked twice or in any order get the same answer; nothing asked, nothing
// answered.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "algorithms/catalogue/comparator_swaps.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/plan/state.hpp"

using namespace sortscope::algo;

namespace {

using ComparatorId = std::tuple<uint32_t, uint32_t, uint32_t>;  // stage, i, j

ComparatorId id_of(const Comparator& c) { return {c.stage, c.i, c.j}; }

// Every step of `plan` on `keys`: a sample of its comparators asked (every third, in reverse, and one
// twice), checked against the reference's observer for the same step. Returns how many of those asked
// on steps of several stages swapped.
size_t check_every_step(const Plan& plan, const std::vector<uint32_t>& keys) {
    State state = make_state(plan, keys);
    size_t fused_swaps = 0;
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        const Step& step = plan.steps[s];
        const std::vector<uint32_t> before = state[keys_buffer(step.source)];
        std::map<ComparatorId, bool> truth;
        reference_step(plan, step, state, [&](const Comparator& c, bool swapped) { truth[id_of(c)] = swapped; });
        std::vector<Comparator> wanted;
        size_t k = 0;
        for_each_comparator(step, [&](const Comparator& c) {
            if (k++ % 3 == 0) wanted.push_back(c);
        });
        std::reverse(wanted.begin(), wanted.end());
        if (!wanted.empty()) wanted.push_back(wanted.front());
        const std::vector<uint8_t> swapped = comparator_swaps(plan, step, before, wanted);
        REQUIRE(swapped.size() == wanted.size());
        size_t swaps = 0;
        for (size_t w = 0; w < wanted.size(); ++w) {
            INFO("step " << s << " (" << step.stage_count << " stages), comparator " << wanted[w].i << " <-> " << wanted[w].j
                         << " at stage " << wanted[w].stage);
            REQUIRE(swapped[w] == (truth.at(id_of(wanted[w])) ? 1 : 0));
            swaps += swapped[w];
        }
        if (step.stage_count > 1) fused_swaps += swaps;
    }
    return fused_swaps;
}

}  // namespace

TEST_CASE("comparator_swaps answers what the reference did to each comparator asked about", "[cpu][reference][swaps]") {
    for (const char* id : {"bitonic", "odd-even-merge", "odd-even-transposition"}) {
        for (bool descending : {false, true}) {
            Options options = sized(200, 8);
            options.tile = 16;  // small tiles: odd-even merge fuses its later layers into windows
            options.descending = descending;
            const Plan plan = find_algorithm(id)->build(options);
            INFO(id << (descending ? ", descending" : ""));
            const size_t fused_swaps = check_every_step(plan, generate_keys(Distribution::Random, options.n, 5));
            // Odd-even merge's fused windows are replayed, and some comparators asked there swap.
            if (std::string(id) == "odd-even-merge") CHECK(fused_swaps > 0);
        }
    }
}

TEST_CASE("comparator_swaps asked about nothing answers nothing", "[cpu][reference][swaps]") {
    const Plan plan = find_algorithm("bitonic")->build(sized(16, 4));
    const std::vector<uint32_t> keys = generate_keys(Distribution::Random, 16, 1);
    CHECK(comparator_swaps(plan, plan.steps[0], keys, {}).empty());
}
