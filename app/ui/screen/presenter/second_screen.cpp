// Presenter mode's second screen (see second_screen.hpp).
#include "screen/presenter/second_screen.hpp"

#include <string>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "device/gpu_error.hpp"
#include "screen/window.hpp"

namespace sortscope::ui {

namespace {

bool g_monitors_changed = true;  // GLFW's monitor callback: the list is read again before its next use

void monitors_changed(GLFWmonitor* /*monitor*/, int /*event*/) { g_monitors_changed = true; }

std::vector<MonitorArea> read_monitors() {
    std::vector<MonitorArea> monitors;
    int count = 0;
    GLFWmonitor** listed = glfwGetMonitors(&count);
    GLFWmonitor* const primary = glfwGetPrimaryMonitor();
    for (int i = 0; i < count; ++i) {
        MonitorArea area;
        const char* name = glfwGetMonitorName(listed[i]);
        area.name = name != nullptr && *name != '\0' ? name : "monitor " + std::to_string(i + 1);
        glfwGetMonitorWorkarea(listed[i], &area.x, &area.y, &area.width, &area.height);
        area.primary = listed[i] == primary;
        if (area.width > 0 && area.height > 0) monitors.push_back(area);
    }
    return monitors;
}

}  // namespace

const std::vector<MonitorArea>& current_monitors() {
    static std::vector<MonitorArea> known;
    if (g_monitors_changed) {
        g_monitors_changed = false;
        known = read_monitors();
    }
    return known;
}

SecondScreen::SecondScreen(std::optional<uint32_t> projector_number) : m_projector_number(projector_number) {
    glfwSetMonitorCallback(monitors_changed);
    g_monitors_changed = true;
}

namespace {

bool same_area(const MonitorArea& a, const MonitorArea& b) {
    return a.name == b.name && a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height;
}

}  // namespace

std::string SecondScreen::follow(bool presenter, float text_scale, Window& app_window) {
    const std::vector<MonitorArea> monitors = current_monitors();  // a copy: windows opened below may change it
    const std::string seen = monitors_text(monitors);
    const bool monitors_changed = seen != m_seen_monitors;
    const bool presenter_changed = presenter != m_presenter;
    m_seen_monitors = seen;
    m_presenter = presenter;
    if (monitors_changed || presenter_changed) m_dismissed = false;
    if (text_scale != m_text_scale) {
        m_text_scale = text_scale;
        if (m_window) m_window->text_scale_changed(text_scale);
    }
    if (m_window && m_window->closed()) {
        m_window.reset();
        m_dismissed = true;
        return "the teacher's window was closed: the slide's note is back on the class's window (P twice opens it again)";
    }
    if (!presenter) {
        if (!m_window) return "";
        m_window.reset();
        return "presenter mode off: the teacher's window closed";
    }
    std::optional<PresenterScreens> screens = pick_presenter_screens(monitors, m_projector_number);
    if (m_swap && screens) {
        m_projector_number = static_cast<uint32_t>(screens->laptop + 1);
        screens = pick_presenter_screens(monitors, m_projector_number);
    }
    m_swap = false;
    if (!screens) {
        if (!m_window) return "";
        m_window.reset();
        // The class's window may have been on the monitor that went: it comes onto the one left.
        if (monitors.empty()) return "no monitor left: the teacher's window closed";
        const MonitorArea& left = monitors.front();
        app_window.place(left.x, left.y, left.width, left.height);
        return "one screen left (" + monitor_text(left) + "): the teacher's window closed, the class's window moved onto it";
    }
    const MonitorArea& projector = monitors[screens->projector];
    const MonitorArea& laptop = monitors[screens->laptop];
    if (m_window && same_area(m_window->area(), laptop)) return "";
    if (m_dismissed) return "";
    m_window.reset();
    try {
        m_window = std::make_unique<TeacherWindow>(app_window, laptop, true);
        m_window->text_scale_changed(m_text_scale);
    } catch (const gpu::GpuError& failed) {
        m_dismissed = true;
        return std::string(failed.what()) + ": the notes stay hidden";
    }
    app_window.place(projector.x, projector.y, projector.width, projector.height);
    m_where = "the class's window on " + monitor_text(projector);
    return "monitors " + seen + ": the class's window on " + monitor_text(projector) + ", the teacher's window on " + monitor_text(laptop) +
           (screens->note.empty() ? "" : " (" + screens->note + ")");
}

std::string SecondScreen::state_text() const { return m_window ? " \u00b7 teacher's window on " + m_window->area().name : ""; }

}  // namespace sortscope::ui
