// The projector's and the teacher's screens (see presenter_screens.hpp).
#include "core/presenter/presenter_screens.hpp"

namespace sortscope::ui {

std::optional<PresenterScreens> pick_presenter_screens(const std::vector<MonitorArea>& monitors, std::optional<uint32_t> projector_number) {
    if (monitors.size() < 2) return std::nullopt;
    PresenterScreens screens;
    if (projector_number && *projector_number >= 1 && *projector_number <= monitors.size()) {
        screens.projector = *projector_number - 1;
    } else {
        if (projector_number) {
            screens.note = "--projector-monitor " + std::to_string(*projector_number) + ": there are " + std::to_string(monitors.size()) +
                           " monitors (" + monitors_text(monitors) + "); the projector is taken to be another";
        }
        screens.projector = 0;
        for (size_t i = 0; i < monitors.size(); ++i) {
            if (!monitors[i].primary) {
                screens.projector = i;
                break;
            }
        }
    }
    // The teacher's window: the primary screen (the laptop's own), else the first that is not the projector.
    screens.laptop = screens.projector == 0 ? 1 : 0;
    for (size_t i = 0; i < monitors.size(); ++i) {
        if (monitors[i].primary && i != screens.projector) {
            screens.laptop = i;
            break;
        }
    }
    return screens;
}

std::string monitor_text(const MonitorArea& monitor) {
    return monitor.name + " " + std::to_string(monitor.width) + "x" + std::to_string(monitor.height) + " at " + std::to_string(monitor.x) + "," +
           std::to_string(monitor.y);
}

std::string monitors_text(const std::vector<MonitorArea>& monitors) {
    std::string text;
    for (size_t i = 0; i < monitors.size(); ++i) {
        text += (i == 0 ? "" : ", ") + std::to_string(i + 1) + ": " + monitor_text(monitors[i]) + (monitors[i].primary ? " (primary)" : "");
    }
    return text;
}

}  // namespace sortscope::ui
