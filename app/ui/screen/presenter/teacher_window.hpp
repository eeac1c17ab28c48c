// The teacher's own window in presenter mode with two monitors: a second GLFW window on the laptop's
// screen, with its own OpenGL context and its own Dear ImGui context, while the app's window on the
// projector shows only what the class sees.
//
// Dear ImGui 1.86 keeps each backend's state in the ImGui context that is current, and its GLFW
// backend's callbacks write to whichever context is current when GLFW calls them, whatever window the
// event came from. So this window's backend is set up without installing callbacks; its own callbacks
// make its context current around the backend's handlers (the pointer, the wheel, focus, typed
// characters reach this window's ImGui, never the class's), and its keys go to the app's key queue
// (Window::queue_key_event): a clicker or a key pressed while the teacher's window has the focus moves
// the lesson as on the class's window. Every frame of this window makes its GL and ImGui contexts
// current and puts the app's back.
#pragma once

#include <functional>
#include <string>

#include "core/presenter/presenter_screens.hpp"
#include "screen/look/theme.hpp"

struct GLFWwindow;
struct ImGuiContext;

namespace sortscope::ui {

class Window;

class TeacherWindow {
public:
    // Opens the window over `area` (a monitor's work area), keys going to `app_window`'s queue. The app's
    // contexts are current again on return. Throws gpu::GpuError when the window cannot be made.
    TeacherWindow(Window& app_window, const MonitorArea& area, bool presenter_look);
    ~TeacherWindow();
    TeacherWindow(const TeacherWindow&) = delete;
    TeacherWindow& operator=(const TeacherWindow&) = delete;

    // Draws one frame: `draw` is called inside an ImGui frame of this window's context, with its fonts
    // and its size in points. `shot_path`: also writes the frame as a PNG there ("" for none) and
    // returns the line that says so. The app's contexts are current again on return.
    std::string frame(const std::function<void(const Fonts&, float width, float height)>& draw, const std::string& shot_path = "");
    // After the text size changed: the fonts are rebuilt before the next frame.
    void text_scale_changed(float text_scale) { m_text_scale = text_scale; m_fonts_dirty = true; }
    // The close button: the teacher closed it (presenter mode goes on with the notes hidden).
    bool closed() const;
    const MonitorArea& area() const { return m_area; }

private:
    class Current;  // makes this window's contexts current for a scope
    static void on_key(GLFWwindow* window, int key, int scancode, int action, int mods);
    static void on_char(GLFWwindow* window, unsigned int c);
    static void on_mouse_button(GLFWwindow* window, int button, int action, int mods);
    static void on_scroll(GLFWwindow* window, double x, double y);
    static void on_cursor_enter(GLFWwindow* window, int entered);
    static void on_focus(GLFWwindow* window, int focused);

    Window& m_app_window;
    MonitorArea m_area;
    bool m_presenter_look = true;
    GLFWwindow* m_window = nullptr;
    ImGuiContext* m_imgui = nullptr;
    Fonts m_fonts;
    float m_text_scale = 1.0f;
    float m_ui_scale = 0.0f;
    bool m_fonts_dirty = true;
};

}  // namespace sortscope::ui
