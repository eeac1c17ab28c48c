// The network layout's window of wires (the app's view past 60,000 comparators): it places exactly the
// comparators with an end on the window, in the layout's order (step, stage, increasing i), marks those
// with an end outside as clipped, and leaves out those that only pass over the window.
#include <catch2/catch.hpp>

#include <string>
#include <tuple>
#include <vector>

#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "sortscope/diagram/network_layout.hpp"

using namespace sortscope;

TEST_CASE("a window of wires lays out the comparators with an end on it and none that only pass over it",
          "[export][network][window]") {
    for (const char* id : {"bitonic", "odd-even-merge", "odd-even-transposition", "bitonic-shared"}) {
        for (uint32_t n : {64u, 1000u}) {
            algo::Options options = algo::sized(n);
            if (std::string(id) == "bitonic-shared") options.tile = 8;
            const algo::Plan plan = algo::find_algorithm(id)->build(options);
            diagram::NetworkLayoutOptions layout_options;
            layout_options.first_wire = 20;
            layout_options.wire_count = 7;
            const algo::WireRange wires{20, 26};
            INFO(id << " at n = " << n);
            std::vector<std::tuple<uint32_t, uint32_t, uint32_t>> expected;  // stage, i, j
            uint64_t passing_over = 0;
            for (const algo::Step& step : plan.steps) {
                algo::for_each_comparator(step, [&](const algo::Comparator& c) {
                    if (wires.holds(c.i) || wires.holds(c.j)) expected.emplace_back(c.stage, c.i, c.j);
                    if (c.i < wires.first && c.j > wires.last) ++passing_over;
                });
            }
            const diagram::NetworkLayout layout = diagram::layout_network(plan, layout_options);
            std::vector<std::tuple<uint32_t, uint32_t, uint32_t>> placed;
            for (const diagram::PlacedComparator& p : layout.comparators) {
                placed.emplace_back(p.comparator.stage, p.comparator.i, p.comparator.j);
                CHECK(p.clipped == !(wires.holds(p.comparator.i) && wires.holds(p.comparator.j)));
            }
            CHECK(placed == expected);
            // The case the rule is for: these networks have comparators that span the whole window.
            if (std::string(id) != "odd-even-transposition") CHECK(passing_over > 0);
        }
    }
}
