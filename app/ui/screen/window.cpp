// GLFW window + OpenGL core context + Dear ImGui backends (see window.hpp).
#include "window.hpp"

#include <cstdlib>

#include "device/gl.hpp"  // before GLFW: epoxy must be the GL header, GLFW is told not to include its own

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include "device/gpu_error.hpp"

namespace sortscope::ui {

namespace {

// GLFW reports why a call failed only through this callback; keep the last reason for our messages.
std::string g_last_glfw_error;

void remember_glfw_error(int code, const char* description) {
    g_last_glfw_error = std::string(description ? description : "unknown error") + " (GLFW error " +
                        std::to_string(code) + ")";
}

bool has_display_variable() {
    const char* x11 = std::getenv("DISPLAY");
    const char* wayland = std::getenv("WAYLAND_DISPLAY");
    return (x11 && *x11) || (wayland && *wayland);
}

}  // namespace

Window::Window(const WindowSpec& spec) {
    glfwSetErrorCallback(remember_glfw_error);
    if (!has_display_variable()) throw NoDisplayError("neither DISPLAY nor WAYLAND_DISPLAY is set");
    if (!glfwInit()) throw NoDisplayError("the window system could not be opened: " + g_last_glfw_error);

    glfwDefaultWindowHints();
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, spec.gl_major);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, spec.gl_minor);
    // Core profiles begin at 3.2; a 3.0 or 3.1 context is asked for without a profile.
    const bool core = spec.gl_major > 3 || (spec.gl_major == 3 && spec.gl_minor >= 2);
    if (core) {
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    }
    m_window = glfwCreateWindow(spec.width, spec.height, spec.title.c_str(), nullptr, nullptr);
    if (m_window == nullptr) {
        const std::string reason = g_last_glfw_error;
        glfwTerminate();
        const std::string version = std::to_string(spec.gl_major) + "." + std::to_string(spec.gl_minor);
        throw NoContextError("no OpenGL " + version + (core ? " core" : "") + " context on this display: " + reason, reason);
    }
    glfwMakeContextCurrent(m_window);
    // Before ImGui's backend installs its own callbacks: it keeps this one and calls it first for every
    // key, so the queue sees each event however short the press.
    glfwSetWindowUserPointer(m_window, this);
    glfwSetKeyCallback(m_window, queue_key);
    // Key events carry Num Lock's state (GLFW_MOD_NUM_LOCK): with it off the keypad's 1 is End (keyboard.hpp).
    glfwSetInputMode(m_window, GLFW_LOCK_KEY_MODS, GLFW_TRUE);
    glfwSwapInterval(1);  // vsync: a teaching tool has no reason to spin the GPU at 1000 fps

    IMGUI_CHECKVERSION();
    m_imgui = ImGui::CreateContext();
    // No imgui.ini: the layout is computed from the window size every frame, and a stray file in the
    // working directory (or the test's build folder) would only confuse.
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplGlfw_InitForOpenGL(m_window, true);
    // The shading language of the context: 4.3's, 3.2's (the first core profile), or 3.0's.
    ImGui_ImplOpenGL3_Init(spec.gl_major >= 4 ? "#version 430 core" : core ? "#version 150" : "#version 130");
}

Window::~Window() {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext(m_imgui);
    glfwDestroyWindow(m_window);
    glfwTerminate();
}

bool Window::should_close() const { return glfwWindowShouldClose(m_window) != 0; }

void Window::queue_key(GLFWwindow* window, int key, int /*scancode*/, int action, int mods) {
    auto* self = static_cast<Window*>(glfwGetWindowUserPointer(window));
    if (self != nullptr && key != GLFW_KEY_UNKNOWN) self->m_keys.push_back({key, action, mods});
}

std::vector<KeyEvent> Window::take_key_events() {
    std::vector<KeyEvent> keys;
    keys.swap(m_keys);
    return keys;
}

void Window::begin_frame(const std::vector<KeyEvent>& injected, const ScriptedPointer& pointer) {
    ImGuiIO& io = ImGui::GetIO();
    if (!m_held_over.empty()) {
        // Last frame's quick presses are let go before this frame's events come in.
        for (const int key : m_held_over) io.KeysDown[key] = false;
        m_held_over.clear();
        io.KeyCtrl = io.KeysDown[GLFW_KEY_LEFT_CONTROL] || io.KeysDown[GLFW_KEY_RIGHT_CONTROL];
        io.KeyShift = io.KeysDown[GLFW_KEY_LEFT_SHIFT] || io.KeysDown[GLFW_KEY_RIGHT_SHIFT];
        io.KeyAlt = io.KeysDown[GLFW_KEY_LEFT_ALT] || io.KeysDown[GLFW_KEY_RIGHT_ALT];
        io.KeySuper = io.KeysDown[GLFW_KEY_LEFT_SUPER] || io.KeysDown[GLFW_KEY_RIGHT_SUPER];
    }
    glfwPollEvents();
    if (!injected.empty()) {
        // The callback GLFW calls now (ImGui's, which chains to queue_key): the path a real key takes.
        const GLFWkeyfun installed = glfwSetKeyCallback(m_window, nullptr);
        glfwSetKeyCallback(m_window, installed);
        for (const KeyEvent& event : injected) {
            if (installed != nullptr) installed(m_window, event.key, glfwGetKeyScancode(event.key), event.action, event.mods);
        }
    }
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    // Keys pressed and released since the last frame read as down for this one, so that ImGui's text
    // fields see a quick Enter or Ctrl+A (the app's own shortcuts read m_keys, every press).
    const QuickPresses quick = quick_presses(m_keys);
    for (const int key : quick.keys) {
        if (key < 0 || key >= static_cast<int>(IM_ARRAYSIZE(io.KeysDown)) || io.KeysDown[key]) continue;
        io.KeysDown[key] = true;
        m_held_over.push_back(key);
    }
    if (pointer.button != ScriptedPointer::Button::None) {
        m_scripted_pointer = true;
        m_pointer_x = pointer.x;
        m_pointer_y = pointer.y;
    }
    if (m_scripted_pointer) {
        io.MousePos = ImVec2(m_pointer_x, m_pointer_y);
        io.MouseDown[0] = pointer.button == ScriptedPointer::Button::Press;
    }
    if (!pointer.text.empty()) io.AddInputCharactersUTF8(pointer.text.c_str());
    if (!m_held_over.empty()) {
        io.KeyCtrl = io.KeyCtrl || (quick.mods & GLFW_MOD_CONTROL) != 0;
        io.KeyShift = io.KeyShift || (quick.mods & GLFW_MOD_SHIFT) != 0;
        io.KeyAlt = io.KeyAlt || (quick.mods & GLFW_MOD_ALT) != 0;
        io.KeySuper = io.KeySuper || (quick.mods & GLFW_MOD_SUPER) != 0;
    }
    ImGui::NewFrame();
}

void Window::render() {
    ImGui::Render();
    const FramebufferSize size = framebuffer_size();
    glViewport(0, 0, size.width, size.height);
    glClearColor(0.0f, 0.0f, 0.0f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

void Window::present() { glfwSwapBuffers(m_window); }

float Window::content_scale() const {
    float x = 1.0f;
    float y = 1.0f;
    glfwGetWindowContentScale(m_window, &x, &y);
    return y > 0.0f ? y : 1.0f;
}

void Window::toggle_fullscreen() {
    if (fullscreen()) {
        glfwSetWindowMonitor(m_window, nullptr, m_windowed_x, m_windowed_y, m_windowed_width, m_windowed_height, 0);
        m_windowed_width = 0;
        return;
    }
    // The monitor under the window's centre (the projector in presenter mode with two screens), else the primary.
    int x = 0, y = 0, width = 0, height = 0;
    glfwGetWindowPos(m_window, &x, &y);
    glfwGetWindowSize(m_window, &width, &height);
    GLFWmonitor* monitor = glfwGetPrimaryMonitor();
    int count = 0;
    GLFWmonitor** monitors = glfwGetMonitors(&count);
    for (int i = 0; i < count; ++i) {
        int mx = 0, my = 0;
        glfwGetMonitorPos(monitors[i], &mx, &my);
        const GLFWvidmode* area = glfwGetVideoMode(monitors[i]);
        if (area != nullptr && x + width / 2 >= mx && x + width / 2 < mx + area->width && y + height / 2 >= my && y + height / 2 < my + area->height) {
            monitor = monitors[i];
            break;
        }
    }
    const GLFWvidmode* mode = monitor != nullptr ? glfwGetVideoMode(monitor) : nullptr;
    if (mode == nullptr) return;  // no monitor to fill (a virtual display without modes)
    glfwGetWindowPos(m_window, &m_windowed_x, &m_windowed_y);
    glfwGetWindowSize(m_window, &m_windowed_width, &m_windowed_height);
    glfwSetWindowMonitor(m_window, monitor, 0, 0, mode->width, mode->height, mode->refreshRate);
}

void Window::place(int x, int y, int width, int height) {
    if (fullscreen()) toggle_fullscreen();
    glfwSetWindowPos(m_window, x, y);
    glfwSetWindowSize(m_window, width, height);
}

void Window::rebuild_font_texture() {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
}

FramebufferSize Window::framebuffer_size() const {
    FramebufferSize size;
    glfwGetFramebufferSize(m_window, &size.width, &size.height);
    return size;
}

}  // namespace sortscope::ui
