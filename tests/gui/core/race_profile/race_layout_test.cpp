// The race view's room (core/race/race_layout.hpp): at a 720-line projector the throughput chart takes
// all of the charts' column (the runs chart is left out with a line that says so), and most of the window;
// on a taller screen the runs chart keeps its room under a chart of at least three quarters.
#include <catch2/catch.hpp>

#include "core/look/layout.hpp"
#include "core/look/text_sizes.hpp"
#include "core/race/race_layout.hpp"

using namespace sortscope::ui;

TEST_CASE("the race chart takes most of the height at 720p presenter, the runs chart only where it fits", "[gui][core][race-layout]") {
    // 1280x720 in presenter mode: the race's header (its heading and two lines), the note folded to
    // its title's line, the view's frame and title: what is left is the charts' column.
    const ScreenMetrics metrics = screen_metrics(1.0f, true);
    const float header = metrics.text.heading + 2.0f * (metrics.text.body + metrics.spacing_y) + metrics.padding_y;
    // A slide's note of a title and three lines, folded above the race.
    const float whole_note = metrics.text.heading + 3.0f * metrics.text.body + 2.0f * metrics.padding_y;
    const float folded = metrics.text.body + 2.0f * metrics.padding_y;
    const float folded_note = note_strip_height(whole_note, folded, 720.0f - header, 720.0f, 0.0f, true) + metrics.spacing_y;
    CHECK(folded_note == folded + metrics.spacing_y);
    CHECK(note_strip_height(whole_note, folded, 720.0f - header, 720.0f, 0.0f, false) == whole_note);  // above the views: whole
    const float frame = 2.0f * metrics.padding_y + metrics.text.small + metrics.spacing_y;
    const float column = 720.0f - header - folded_note - frame;
    const float line = metrics.text.body;
    const float runs_smallest = metrics.text.body + 10.0f + 4.0f * line;
    // The chart's legend (ceilings only: the lines are named at their ends), notes and a plot of 6 lines.
    const float needed = 4.0f * metrics.text.small + 6.0f * line + 3.2f * line;
    const RaceChartSplit at_720 = race_chart_split(column, needed, runs_smallest, line + 6.0f);
    INFO("column " << column << ": chart " << at_720.chart << ", runs " << at_720.runs);
    CHECK(at_720.runs == 0.0f);
    CHECK(at_720.chart >= column - line - 6.0f);
    CHECK(at_720.chart >= 720.0f * 0.5f);  // most of the window
    // 1920x1080: the runs chart keeps its room, the chart three quarters at least.
    const RaceChartSplit at_1080 = race_chart_split(800.0f, needed, runs_smallest, line + 6.0f);
    CHECK(at_1080.runs >= runs_smallest);
    CHECK(at_1080.chart >= 800.0f * kRaceChartShare);
    CHECK(at_1080.chart + at_1080.runs <= 800.0f);
    // A legend that needs more than the share (many reference lines): it gets what it needs.
    CHECK(race_chart_split(800.0f, 700.0f, runs_smallest, line + 6.0f).chart >= 700.0f);
}
