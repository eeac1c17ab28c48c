// The profile timeline's geometry (profile/timeline_layout.hpp): bars laid end to end with lengths
// proportional to their times on one axis for every lane, kernels sharing a colour slot, the lit bar,
// hit-testing a point to the dispatch under it, and the axis ticks.
#include <catch2/catch.hpp>

#include "core/look/axis_step.hpp"
#include "core/profile/timeline_layout.hpp"

using namespace sortscope::ui;

namespace {

// Lane 0: three dispatches of 1, 2 and 3 ms (two kernels); lane 1: one of 12 ms and one of 0 ms.
std::vector<TimelineLane> two_lanes() {
    return {{"slow", {{1.0, "a.comp", 100}, {2.0, "b.comp", 200}, {3.0, "a.comp", 300}}},
            {"fast", {{12.0, "c.comp", 400}, {0.0, "a.comp", 0}}}};
}

const PanelRect kPlot{100.0f, 50.0f, 600.0f, 210.0f};

}  // namespace

TEST_CASE("timeline bars are as long as their times on one axis, end to end from the lane's start", "[gui][core][profile]") {
    const TimelineLayout layout = layout_timeline(two_lanes(), kPlot, std::nullopt, 10.0f);
    CHECK(layout.axis_ms == Approx(12.0));  // the longest lane fills the plot
    CHECK(layout.px_per_ms == Approx(50.0f));
    REQUIRE(layout.bars.size() == 5);
    REQUIRE(layout.lane_ms.size() == 2);
    CHECK(layout.lane_ms[0] == Approx(6.0));
    CHECK(layout.lane_ms[1] == Approx(12.0));
    const float expected_x0[] = {100.0f, 150.0f, 250.0f, 100.0f, 700.0f};
    const float expected_x1[] = {150.0f, 250.0f, 400.0f, 700.0f, 700.0f};
    for (size_t b = 0; b < layout.bars.size(); ++b) {
        INFO("bar " << b);
        CHECK(layout.bars[b].x0 == Approx(expected_x0[b]));
        CHECK(layout.bars[b].x1 == Approx(expected_x1[b]));
    }
    // Width over time is one scale for every bar of every lane.
    CHECK((layout.bars[2].x1 - layout.bars[2].x0) / 3.0f == Approx((layout.bars[3].x1 - layout.bars[3].x0) / 12.0f));
    // Two rows of (210 - 10) / 2 = 100 pixels, 10 apart, every bar inside its row.
    REQUIRE(layout.lanes.size() == 2);
    CHECK(layout.lanes[0].y == Approx(50.0f));
    CHECK(layout.lanes[0].height == Approx(100.0f));
    CHECK(layout.lanes[1].y == Approx(160.0f));
    for (const TimelineBar& bar : layout.bars) {
        CHECK(bar.y0 == Approx(layout.lanes[bar.at.lane].y));
        CHECK(bar.y1 == Approx(layout.lanes[bar.at.lane].y + layout.lanes[bar.at.lane].height));
    }
    CHECK(layout.bars[4].at == TimelineStep{1, 1});
}

TEST_CASE("timeline kernels share a colour slot, numbered by first appearance", "[gui][core][profile]") {
    const TimelineLayout layout = layout_timeline(two_lanes(), kPlot, std::nullopt, 10.0f);
    REQUIRE(layout.kernels == std::vector<std::string>{"a.comp", "b.comp", "c.comp"});
    const size_t expected[] = {0, 1, 0, 2, 0};
    for (size_t b = 0; b < layout.bars.size(); ++b) CHECK(layout.bars[b].kernel_slot == expected[b]);
}

TEST_CASE("the timeline lights the step on screen, in its lane, and nothing for a step it lacks", "[gui][core][profile]") {
    const TimelineLayout lit = layout_timeline(two_lanes(), kPlot, TimelineStep{0, 2}, 10.0f);
    REQUIRE(lit.lit);
    CHECK(lit.bars[*lit.lit].at == TimelineStep{0, 2});
    CHECK(lit.bars[*lit.lit].x0 == Approx(250.0f));
    const TimelineLayout other = layout_timeline(two_lanes(), kPlot, TimelineStep{1, 0}, 10.0f);
    REQUIRE(other.lit);
    CHECK(*other.lit == 3);
    CHECK_FALSE(layout_timeline(two_lanes(), kPlot, TimelineStep{0, 3}, 10.0f).lit);  // past the plan
    CHECK_FALSE(layout_timeline(two_lanes(), kPlot, std::nullopt, 10.0f).lit);
}

TEST_CASE("a click on the timeline hits the dispatch under it, and nothing between or past the bars", "[gui][core][profile]") {
    const TimelineLayout layout = layout_timeline(two_lanes(), kPlot, std::nullopt, 10.0f);
    CHECK(hit_test(layout, 120.0f, 60.0f) == TimelineStep{0, 0});
    CHECK(hit_test(layout, 200.0f, 149.0f) == TimelineStep{0, 1});
    CHECK(hit_test(layout, 399.0f, 100.0f) == TimelineStep{0, 2});
    CHECK(hit_test(layout, 150.0f, 100.0f) == TimelineStep{0, 1});  // a shared edge belongs to the later bar
    CHECK(hit_test(layout, 650.0f, 200.0f) == TimelineStep{1, 0});
    CHECK_FALSE(hit_test(layout, 450.0f, 100.0f));  // past lane 0's 6 ms
    CHECK_FALSE(hit_test(layout, 200.0f, 155.0f));  // in the gap between the lanes
    CHECK_FALSE(hit_test(layout, 99.0f, 100.0f));   // left of the plot (the labels)
    CHECK_FALSE(hit_test(layout, 700.0f, 200.0f));  // the 0 ms dispatch has no width
    // Every bar's own middle hits it.
    for (const TimelineBar& bar : layout.bars) {
        if (bar.x1 <= bar.x0) continue;
        CHECK(hit_test(layout, (bar.x0 + bar.x1) * 0.5f, (bar.y0 + bar.y1) * 0.5f) == bar.at);
    }
}

TEST_CASE("the timeline's ticks step by 1, 2 or 5 times a power of ten from 0 to the axis's end", "[gui][core][profile]") {
    CHECK(tick_step(10.0, 5) == Approx(2.0));
    CHECK(tick_step(7.3, 8) == Approx(1.0));
    CHECK(tick_step(0.0042, 4) == Approx(0.002));
    CHECK(tick_step(45.0, 4) == Approx(20.0));
    const TimelineLayout layout = layout_timeline(two_lanes(), kPlot, std::nullopt, 10.0f, 6);
    CHECK(layout.tick_ms == Approx(2.0));
    REQUIRE(layout.ticks.size() == 7);  // 0, 2, ..., 12
    for (size_t t = 0; t < layout.ticks.size(); ++t) {
        CHECK(layout.ticks[t].ms == Approx(2.0 * static_cast<double>(t)));
        CHECK(layout.ticks[t].x == Approx(100.0f + 100.0f * static_cast<float>(t)));
    }
}

TEST_CASE("a timeline of nothing measured has no bars, ticks or lit step", "[gui][core][profile]") {
    const TimelineLayout layout = layout_timeline({{"waiting", {}}}, kPlot, TimelineStep{0, 0}, 10.0f);
    CHECK(layout.bars.empty());
    CHECK(layout.ticks.empty());
    CHECK_FALSE(layout.lit);
    CHECK_FALSE(hit_test(layout, 120.0f, 60.0f));
}
