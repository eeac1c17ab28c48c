// The network layout's window of wires (the app's view past 60,000 comparators): it places exactly the
// comparators with an end on the window, in the layout's order (step, stage, increasing i), marks those
// with an end outside as clipped, and leaves out those that only pass over the window. And its window of
// steps within a width (the web page's copy for a phone): the steps around one that fit, and a caption's
// own words in place of the counts.
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

namespace {

// A compact style with large numbers, as the web page's copy for a phone draws (page_pictures.cpp).
diagram::NetworkLayoutOptions phone_options() {
    diagram::NetworkLayoutOptions options;
    options.caption = false;
    options.style.label_size = 12.0f;
    options.style.column_spacing = 9.0f;
    options.style.stage_gap = 12.0f;
    options.style.dispatch_gap = 20.0f;
    options.style.margin = 8.0f;
    return options;
}

float width_of(const algo::Plan& plan, diagram::NetworkLayoutOptions options, size_t first, size_t last) {
    options.first_step = first;
    options.last_step = last;
    return diagram::layout_network(plan, options).drawing.width;
}

}  // namespace

TEST_CASE("the steps within a width hold the given step and as many around it as fit, and no more",
          "[export][network][window]") {
    constexpr float kWidth = 360.0f;
    for (const char* id : {"bitonic", "odd-even-merge", "odd-even-transposition"}) {
        for (uint32_t n : {13u, 16u, 32u}) {
            const algo::Plan plan = algo::find_algorithm(id)->build(algo::sized(n));
            const diagram::NetworkLayoutOptions options = phone_options();
            const float whole = width_of(plan, options, 0, plan.steps.size() - 1);
            for (size_t step = 0; step < plan.steps.size(); ++step) {
                INFO(id << " at n = " << n << ", step " << step);
                const diagram::DrawnSteps steps = diagram::steps_within_width(plan, options, step, kWidth);
                CHECK(steps.first <= step);
                CHECK(steps.last >= step);
                CHECK(width_of(plan, options, steps.first, steps.last) <= kWidth);
                // Not one more step on either side would fit.
                if (steps.first > 0) CHECK(width_of(plan, options, steps.first - 1, steps.last) > kWidth);
                if (steps.last + 1 < plan.steps.size()) CHECK(width_of(plan, options, steps.first, steps.last + 1) > kWidth);
                // The whole network, where it fits, is drawn whole; where it does not, some step is left out.
                CHECK((steps.first == 0 && steps.last + 1 == plan.steps.size()) == (whole <= kWidth));
            }
        }
    }
}

TEST_CASE("the steps within a width stay within the steps asked for, and keep a step wider than the width",
          "[export][network][window]") {
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(128));
    diagram::NetworkLayoutOptions options = phone_options();
    options.first_step = 10;
    options.last_step = 14;
    const diagram::DrawnSteps steps = diagram::steps_within_width(plan, options, 12, 2000.0f);
    CHECK(steps.first == 10);
    CHECK(steps.last == 14);
    // Bitonic's first step of a merge of 128 compares i with i + 64: 64 sub-columns, 576 points.
    const size_t wide = 21;  // stage 22 (from 1) of 28: the final merge's distance 64
    REQUIRE(plan.steps[wide].first_stage == 21);
    options.first_step = 0;
    options.last_step = SIZE_MAX;
    const diagram::DrawnSteps alone = diagram::steps_within_width(plan, options, wide, 360.0f);
    CHECK(alone.first == wide);
    CHECK(alone.last == wide);
    CHECK(width_of(plan, options, wide, wide) > 360.0f);
}

TEST_CASE("a caption's own words replace the network's counts and its steps shown", "[export][network][window]") {
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(16));
    diagram::NetworkLayoutOptions options;
    options.first_step = 2;
    options.last_step = 4;
    auto captions = [&](const diagram::NetworkLayoutOptions& o) {
        std::string all;
        for (const diagram::TextShape& text : diagram::layout_network(plan, o).drawing.texts) {
            if (text.role == diagram::Role::Caption) all += text.text + "|";
        }
        return all;
    };
    CHECK(captions(options) == "bitonic, n = 16:|10 dispatches, 10 stages, 80 comparators (steps 3..5 shown)|");
    options.caption_text = "steps 3 to 5 of 10 shown: the rest when you step to them";
    options.style.margin = 8.0f;
    options.style.caption_size = 12.0f;
    // Wider than the three steps: split at the colon onto two lines, as the counts are.
    CHECK(captions(options) == "steps 3 to 5 of 10 shown:|the rest when you step to them|");
    options.caption = false;
    CHECK(captions(options).empty());
}
