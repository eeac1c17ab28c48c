// Presenter mode's second screen: with two monitors (a laptop and a projector) the class's window goes
// on the projector and the teacher's own window (teacher_window.hpp) opens on the laptop; when a monitor
// is unplugged, the teacher's window closes and the class's window moves onto the screen left (showing
// the slide's note again, as on one display); plugged in again, the pair opens again. Which monitor is which:
// core/presenter/presenter_screens.hpp.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/presenter/presenter_screens.hpp"
#include "screen/presenter/teacher_window.hpp"

namespace sortscope::ui {

class Window;

// The monitors GLFW reports, the primary first, each with its work area: read again only after GLFW
// said the monitors changed (GLFW 3.3 reads a monitor's size from the X server on every call and
// crashes on one just unplugged whose event it has not handled yet; its list is fresh when it says so).
const std::vector<MonitorArea>& current_monitors();

class SecondScreen {
public:
    // Watches GLFW's monitors from now on (after the app's window and its ImGui backend are set up).
    explicit SecondScreen(std::optional<uint32_t> projector_number);

    // Once a frame, between frames: opens, keeps, moves or closes the teacher's window for presenter
    // mode and the monitors there now. Returns what changed, in words ("" when nothing did).
    std::string follow(bool presenter, float text_scale, Window& app_window);
    // The teacher's window, or nullptr while there is none.
    TeacherWindow* window() const { return m_window.get(); }
    // " · teacher's window on NAME" while it is open (for the app's state line), else "".
    std::string state_text() const;
    // Closes the teacher's window before the app's window goes.
    void close() { m_window.reset(); }
    // The teacher's "swap screens" button: at the next follow(), the class's window goes where the
    // teacher's was and the other way round (the projector guessed wrong).
    void request_swap() { m_swap = true; }
    // "the class's window on DUMMY0 1280x720 at 0,0 · the teacher's here" while open, else "".
    std::string where_text() const { return m_where; }

private:
    std::optional<uint32_t> m_projector_number;
    std::unique_ptr<TeacherWindow> m_window;
    std::string m_seen_monitors;  // the monitors as last seen (monitors_text): a change is acted on once
    bool m_presenter = false;
    bool m_dismissed = false;     // the teacher closed the window: not opened again until something changes
    bool m_swap = false;
    std::string m_where;
    float m_text_scale = 1.0f;
};

}  // namespace sortscope::ui
