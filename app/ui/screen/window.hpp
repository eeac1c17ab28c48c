// The desktop window: GLFW with an OpenGL 4.3 core context (or 3.x, missing_gl_screen.hpp) made current (so the GPU layer's compute
// work and ImGui's drawing share one context and one thread), plus Dear ImGui's setup, per-frame
// begin/render, and shutdown. It also keeps every key event GLFW reports, in order, until the frame
// takes them: Dear ImGui 1.86 only samples each key's state once a frame, so a press and release
// between two frames (what a presentation clicker sends) would otherwise be lost.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "device/gpu_error.hpp"
#include "core/keys/key_event.hpp"

struct GLFWwindow;
struct ImGuiContext;

namespace sortscope::ui {

// There is no display to open a window on; main prints how to run under Xvfb instead.
class NoDisplayError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The display offers no OpenGL context of the version asked for (a Mac's 4.1, an old driver): what GLFW
// said, for the window that explains it (missing_gl_screen.hpp).
class NoContextError : public gpu::GpuError {
public:
    NoContextError(const std::string& message, std::string reason) : gpu::GpuError(message), m_reason(std::move(reason)) {}
    const std::string& reason() const { return m_reason; }

private:
    std::string m_reason;
};

struct WindowSpec {
    std::string title = "Sortscope";
    int width = 1280;
    int height = 720;
    // The OpenGL core context asked for: 4.3 for the app (compute shaders); the window that explains a
    // missing 4.3 asks for 3.x, which ImGui's OpenGL 3 backend draws with.
    int gl_major = 4;
    int gl_minor = 3;
};


// The --test-keys hook's pointer and typing for one frame (test_keys.hpp).
struct ScriptedPointer {
    enum class Button { None, Press, Release };
    Button button = Button::None;
    float x = 0.0f, y = 0.0f;  // window points
    std::string text;          // characters typed
};

struct FramebufferSize {
    int width = 0;
    int height = 0;
};

class Window {
public:
    // Throws NoDisplayError when no display can be opened, NoContextError when the display offers no
    // OpenGL core context of spec's version.
    explicit Window(const WindowSpec& spec);
    ~Window();
    Window(const Window&) = delete;
    Window& operator=(const Window&) = delete;

    bool should_close() const;
    // Polls events, feeds `injected` (the --test-keys hook) through GLFW's key callback as if the window
    // system had sent them in this poll, and starts an ImGui frame.
    // `pointer` (the hook's too): a scripted click or release, after which the pointer stays where
    // the script put it, whatever the window system's pointer does; and text typed.
    void begin_frame(const std::vector<KeyEvent>& injected = {}, const ScriptedPointer& pointer = {});
    // The key events since the last call, oldest first.
    std::vector<KeyEvent> take_key_events();
    void render();       // clears the back buffer and draws the ImGui frame into it
    void present();      // swaps buffers: after it the back buffer's content is undefined
    FramebufferSize framebuffer_size() const;
    float content_scale() const;  // the monitor's scale (2 on a HiDPI screen), 1 where it is unknown
    void toggle_fullscreen();     // F11: the whole monitor the window is on, and back to the old size
    bool fullscreen() const { return m_windowed_width != 0; }
    // After ImGui's font atlas changed (theme.hpp apply_theme), uploads it again.
    void rebuild_font_texture();
    // Moves the window onto a screen area (in screen coordinates), filling it; leaves fullscreen first.
    void place(int x, int y, int width, int height);
    // A key pressed in another of the app's windows (the teacher's: screen/presenter/teacher_window.hpp),
    // queued as if pressed here.
    void queue_key_event(const KeyEvent& event) { m_keys.push_back(event); }
    GLFWwindow* handle() const { return m_window; }
    ImGuiContext* imgui_context() const { return m_imgui; }

private:
    static void queue_key(GLFWwindow* window, int key, int scancode, int action, int mods);

    GLFWwindow* m_window = nullptr;
    ImGuiContext* m_imgui = nullptr;  // this window's own: the teacher's window has another
    std::vector<KeyEvent> m_keys;
    std::vector<int> m_held_over;
    bool m_scripted_pointer = false;  // a script clicked: the pointer stays at m_pointer_x, m_pointer_y
    float m_pointer_x = 0.0f, m_pointer_y = 0.0f;  // keys pressed and released inside the last frame, held down for it (key_event.hpp)
    int m_windowed_x = 0, m_windowed_y = 0, m_windowed_width = 0, m_windowed_height = 0;
};

}  // namespace sortscope::ui
