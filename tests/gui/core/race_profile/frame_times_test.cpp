// The app's frame-time recorder (profile/frame_times.hpp): intervals between frame starts, the step and
// playing state of each frame, the summary's median, 99th percentile, slowest and frames over 16 ms, and
// the CSV it writes.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/profile/frame_times.hpp"

using namespace sortscope::ui;

TEST_CASE("frame times are the intervals between frame starts, with the step each frame began at", "[frame-times]") {
    FrameTimes times;
    times.frame_started(100.0, 0, false);
    times.frame_started(104.0, 1, true);
    times.frame_started(124.0, 2, true);
    REQUIRE(times.frames().size() == 2);  // the frame still running is not counted
    CHECK(times.frames()[0].ms == Approx(4.0));
    CHECK(times.frames()[0].step == 0);
    CHECK_FALSE(times.frames()[0].playing);
    CHECK(times.frames()[1].ms == Approx(20.0));
    CHECK(times.frames()[1].step == 1);
    CHECK(times.frames()[1].playing);
}

TEST_CASE("the frame-time summary gives the median, 99th percentile, slowest and the frames over 16 ms", "[frame-times]") {
    FrameTimes times;
    double now = 0.0;
    times.frame_started(now, 0, true);
    // 99 frames of 2 ms and one of 30 ms: 100 frames, 228 ms in all.
    for (int i = 0; i < 99; ++i) times.frame_started(now += 2.0, 0, true);
    times.frame_started(now += 30.0, 0, true);
    const FrameTimeSummary summary = times.summary();
    CHECK(summary.frames == 100);
    CHECK(summary.median_ms == Approx(2.0));
    CHECK(summary.p99_ms == Approx(2.0));
    CHECK(summary.max_ms == Approx(30.0));
    CHECK(summary.over_16ms == 1);
    CHECK(summary.frames_per_second == Approx(100.0 * 1000.0 / 228.0));
    CHECK(summary_line(summary).find("1 over 16 ms") != std::string::npos);
}

TEST_CASE("ending a frame counts it once, without starting another", "[frame-times]") {
    FrameTimes times;
    times.frame_started(10.0, 0, false);
    times.frame_ended(13.0);
    times.frame_ended(50.0);
    REQUIRE(times.frames().size() == 1);
    CHECK(times.frames()[0].ms == Approx(3.0));
}

TEST_CASE("no frames give an empty summary, not a division by zero", "[frame-times]") {
    FrameTimes times;
    times.frame_started(5.0, 0, false);
    const FrameTimeSummary summary = times.summary();
    CHECK(summary.frames == 0);
    CHECK(summary.frames_per_second == 0.0);
}

TEST_CASE("frame times are written as CSV rows, one a frame", "[frame-times]") {
    FrameTimes times;
    times.frame_started(0.0, 3, false);
    times.frame_started(5.5, 4, true);
    times.frame_started(7.0, 4, true);
    const std::string path = "frame_times_test.csv";
    times.write_csv(path);
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    CHECK(text.str() == "frame,ms,step,playing\n1,5.500,3,0\n2,1.500,4,1\n");
    std::remove(path.c_str());
    CHECK_THROWS_WITH(times.write_csv("/nonexistent-folder/x.csv"), Catch::Contains("/nonexistent-folder/x.csv"));
}
