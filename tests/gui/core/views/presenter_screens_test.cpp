// Which monitor shows the class and which the teacher (core/presenter/presenter_screens.hpp): a screen
// that is not primary is the projector, the primary the teacher's; --projector-monitor N picks another,
// and one that is not there falls back with a note; fewer than two monitors make no pair.
#include <catch2/catch.hpp>

#include "core/presenter/presenter_screens.hpp"

using namespace sortscope::ui;

namespace {

const MonitorArea kLaptop{"eDP-1", 1280, 0, 1920, 1080, true};
const MonitorArea kProjector{"HDMI-1", 0, 0, 1280, 720, false};

}  // namespace

TEST_CASE("one monitor or none makes no presenter pair", "[gui][core][presenter]") {
    CHECK_FALSE(pick_presenter_screens({}, std::nullopt));
    CHECK_FALSE(pick_presenter_screens({kLaptop}, std::nullopt));
    CHECK_FALSE(pick_presenter_screens({kLaptop}, 2));
}

TEST_CASE("the projector is the screen that is not primary, the teacher's the primary", "[gui][core][presenter]") {
    // GLFW lists the primary monitor first; the order must not matter.
    const auto first = pick_presenter_screens({kLaptop, kProjector}, std::nullopt);
    REQUIRE(first);
    CHECK(first->projector == 1);
    CHECK(first->laptop == 0);
    CHECK(first->note.empty());
    const auto second = pick_presenter_screens({kProjector, kLaptop}, std::nullopt);
    REQUIRE(second);
    CHECK(second->projector == 0);
    CHECK(second->laptop == 1);
    // No primary reported (some window systems): the first is the projector, the second the teacher's.
    MonitorArea plain = kLaptop;
    plain.primary = false;
    const auto none = pick_presenter_screens({plain, kProjector}, std::nullopt);
    REQUIRE(none);
    CHECK(none->projector == 0);
    CHECK(none->laptop == 1);
}

TEST_CASE("--projector-monitor picks the projector by its number from 1", "[gui][core][presenter]") {
    const auto picked = pick_presenter_screens({kLaptop, kProjector}, 1);
    REQUIRE(picked);
    CHECK(picked->projector == 0);
    CHECK(picked->laptop == 1);  // the primary is the projector: the teacher gets the other
    CHECK(picked->note.empty());
    const MonitorArea third{"DP-2", 3200, 0, 1920, 1200, false};
    const auto of_three = pick_presenter_screens({kLaptop, kProjector, third}, 3);
    REQUIRE(of_three);
    CHECK(of_three->projector == 2);
    CHECK(of_three->laptop == 0);
}

TEST_CASE("a --projector-monitor that is not there falls back and says so", "[gui][core][presenter]") {
    const auto picked = pick_presenter_screens({kLaptop, kProjector}, 3);
    REQUIRE(picked);
    CHECK(picked->projector == 1);
    CHECK(picked->laptop == 0);
    CHECK(picked->note == "--projector-monitor 3: there are 2 monitors (1: eDP-1 1920x1080 at 1280,0 (primary), 2: HDMI-1 1280x720 at 0,0); "
                          "the projector is taken to be another");
}
