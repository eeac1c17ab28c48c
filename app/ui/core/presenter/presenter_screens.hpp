// Which screen shows the class and which the teacher, when presenter mode has two: as presentation
// programs do, the projector is a screen that is not the primary one (a laptop's own panel is its
// primary screen), unless --projector-monitor N names another; the teacher's window goes on the
// primary screen, or on the first other one when the primary is the projector. Pure choice over the
// list of monitors GLFW reports, tested without a display.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sortscope::ui {

// One monitor as the window system reports it: its name and its work area in screen coordinates.
struct MonitorArea {
    std::string name;
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
    bool primary = false;
};

struct PresenterScreens {
    size_t projector = 0;  // index into the monitors: the class's window
    size_t laptop = 0;     // the teacher's window
    // When --projector-monitor named a monitor that is not there: why another was taken ("" otherwise).
    std::string note;
};

// nullopt with fewer than two monitors. `projector_number`: --projector-monitor's N (from 1, in the
// order listed), or nullopt for the first monitor that is not primary.
std::optional<PresenterScreens> pick_presenter_screens(const std::vector<MonitorArea>& monitors, std::optional<uint32_t> projector_number);

// "DUMMY0 1280x720 at 0,0": a monitor in the app's messages.
std::string monitor_text(const MonitorArea& monitor);
// "1: DUMMY1 1920x1080 at 1280,0 (primary), 2: DUMMY0 1280x720 at 0,0": the numbers --projector-monitor takes.
std::string monitors_text(const std::vector<MonitorArea>& monitors);

}  // namespace sortscope::ui
