// The race's runs chart scale: the timed runs set it, a far slower warm-up run is cut at the top, and its
// labelled times are round and as many as its height holds; its caption has shorter forms for a short chart.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/race/runs_scale.hpp"

using namespace sortscope::ui;

TEST_CASE("the runs chart's scale follows the timed runs, not a far slower warm-up", "[race][runs]") {
    RaceRuns runs;
    runs.warm_up_ms = {14.0, 1.1, 0.9};  // the first warm-up built its programs
    runs.timed_ms = {1.0, 1.2, 1.0};
    RunsScale scale = runs_scale(runs);
    CHECK(scale.hidden_warm_ups == 0);
    CHECK(scale.top_ms == Approx(1.2 * kWarmUpHeadroom * 1.1));  // the 14 ms run is cut at the top
    CHECK(runs.warm_up_ms[0] > scale.top_ms);

    runs.warm_up_ms = {2.0, 1.1};  // within the headroom: it sets the scale, drawn whole
    CHECK(runs_scale(runs).top_ms == Approx(2.0 * 1.1));

    runs.timed_ms.clear();  // no timed run yet: the warm-ups set it
    runs.warm_up_ms = {14.0, 1.1};
    CHECK(runs_scale(runs).top_ms == Approx(14.0 * 1.1));

    runs.warm_up_ms.clear();  // nothing yet
    CHECK(runs_scale(runs).top_ms == 1.0);
}

TEST_CASE("the runs chart shows the last warm-up runs for the rest, and they set its scale only when shown", "[race][runs]") {
    RaceRuns runs;
    runs.warm_up_ms.assign(kShownWarmUpRuns + 4, 1.0);
    runs.warm_up_ms[0] = 1.8;  // hidden: does not count
    runs.timed_ms = {1.0};
    const RunsScale scale = runs_scale(runs);
    CHECK(scale.hidden_warm_ups == 4);
    CHECK(scale.top_ms == Approx(1.0 * 1.1));
}

TEST_CASE("the runs chart labels round times, as many as its height holds apart", "[race][runs]") {
    // A projector's short chart (the presenter type at 1280 x 720): 40 pixels, labels 14 tall, top
    // 29.4 ms: two intervals of 20 ms, so 0 and 20 ms are labelled, 27 pixels apart.
    CHECK(runs_tick_step(29.4, 40.0f, 14.0f) == Approx(20.0));
    // A tall chart: four intervals at most.
    CHECK(runs_tick_step(29.4, 400.0f, 14.0f) == Approx(10.0));
    CHECK(runs_tick_step(0.42, 400.0f, 14.0f) == Approx(0.2));  // 0.42 / 4 = 0.105: the next round step
    // In between: three labels' worth of height.
    CHECK(runs_tick_step(29.4, 70.0f, 14.0f) == Approx(10.0));
}

TEST_CASE("the runs chart's caption comes in shorter forms, each naming the runs and the median", "[race][runs]") {
    const std::vector<std::string> plain = runs_captions(3, 5, false, false);
    const std::vector<std::string> full = runs_captions(2000, 5, true, true);
    REQUIRE(plain.size() == 3);
    REQUIRE(full.size() == 3);
    CHECK(plain[0] == "every run in order: 3 warm-up (grey), 5 timed \u00b7 dashed: their median");
    CHECK(full[0] == "every run in order: 2000 warm-up (grey; the last ones shown; a broken bar goes past the top), 5 timed \u00b7 dashed: their median");
    CHECK(full[1] == "runs in order: 2000 warm-up (grey; the last shown; broken: past the top), 5 timed \u00b7 dashed: median");
    for (const std::vector<std::string>* forms : {&plain, &full}) {
        for (size_t f = 0; f < forms->size(); ++f) {
            const std::string& form = (*forms)[f];
            CHECK(form.find("warm-up") != std::string::npos);
            CHECK(form.find("timed") != std::string::npos);
            CHECK(form.find("dashed") != std::string::npos);
            if (f > 0) CHECK(form.size() < (*forms)[f - 1].size());  // each form shorter than the one before
        }
    }
    CHECK(full.back() == "2000 warm-up (grey), 5 timed \u00b7 dashed: median");
}
