// The teacher's own window, its contexts and its input (see teacher_window.hpp).
#include "screen/presenter/teacher_window.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "device/gl.hpp"  // before GLFW: epoxy must be the GL header, GLFW is told not to include its own

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include "algorithms/text/quoted.hpp"
#include "device/gpu_error.hpp"
#include "screen/export/screenshot.hpp"
#include "screen/look/cut_text.hpp"
#include "screen/window.hpp"

namespace sortscope::ui {

// This window's GL and ImGui contexts for a scope; the ones current before come back at its end.
class TeacherWindow::Current {
public:
    explicit Current(const TeacherWindow& window)
        : m_gl(glfwGetCurrentContext()), m_imgui(ImGui::GetCurrentContext()), m_switch_gl(m_gl != window.m_window) {
        if (m_switch_gl) glfwMakeContextCurrent(window.m_window);
        ImGui::SetCurrentContext(window.m_imgui);
    }
    ~Current() {
        ImGui::SetCurrentContext(m_imgui);
        if (m_switch_gl) glfwMakeContextCurrent(m_gl);
    }
    Current(const Current&) = delete;
    Current& operator=(const Current&) = delete;

private:
    GLFWwindow* m_gl;
    ImGuiContext* m_imgui;
    bool m_switch_gl;
};

namespace {

TeacherWindow* owner(GLFWwindow* window) { return static_cast<TeacherWindow*>(glfwGetWindowUserPointer(window)); }

// Only this window's ImGui context, not its GL one: enough for an input handler.
class InputContext {
public:
    explicit InputContext(ImGuiContext* context) : m_before(ImGui::GetCurrentContext()) { ImGui::SetCurrentContext(context); }
    ~InputContext() { ImGui::SetCurrentContext(m_before); }
    InputContext(const InputContext&) = delete;
    InputContext& operator=(const InputContext&) = delete;

private:
    ImGuiContext* m_before;
};

}  // namespace

TeacherWindow::TeacherWindow(Window& app_window, const MonitorArea& area, bool presenter_look)
    : m_app_window(app_window), m_area(area), m_presenter_look(presenter_look) {
    GLFWwindow* const app_gl = glfwGetCurrentContext();
    ImGuiContext* const app_imgui = ImGui::GetCurrentContext();
    glfwDefaultWindowHints();
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 2);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    // Placed before it is shown, and it leaves the keyboard's focus with the class's window.
    glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
    glfwWindowHint(GLFW_FOCUSED, GLFW_FALSE);
    glfwWindowHint(GLFW_FOCUS_ON_SHOW, GLFW_FALSE);
    // Its own GL context, not shared: it draws only ImGui's text, with its own font texture.
    m_window = glfwCreateWindow(std::max(area.width, 320), std::max(area.height, 240), "Sortscope \u00b7 teacher's screen", nullptr, nullptr);
    if (m_window == nullptr) throw gpu::GpuError("the teacher's window could not be opened on " + algo::printable(area.name));
    glfwSetWindowPos(m_window, area.x, area.y);
    glfwShowWindow(m_window);
    glfwSetWindowUserPointer(m_window, this);
    glfwMakeContextCurrent(m_window);
    glfwSwapInterval(0);  // the class's window waits for the display; this one must not halve its rate

    m_imgui = ImGui::CreateContext();
    ImGui::SetCurrentContext(m_imgui);
    ImGui::GetIO().IniFilename = nullptr;
    // No callbacks installed by the backend: they would write to whichever context is current.
    ImGui_ImplGlfw_InitForOpenGL(m_window, false);
    ImGui_ImplOpenGL3_Init("#version 150");
    glfwSetKeyCallback(m_window, on_key);
    glfwSetInputMode(m_window, GLFW_LOCK_KEY_MODS, GLFW_TRUE);  // Num Lock's state, as the class's window has it
    glfwSetCharCallback(m_window, on_char);
    glfwSetMouseButtonCallback(m_window, on_mouse_button);
    glfwSetScrollCallback(m_window, on_scroll);
    glfwSetCursorEnterCallback(m_window, on_cursor_enter);
    glfwSetWindowFocusCallback(m_window, on_focus);
    ImGui::SetCurrentContext(app_imgui);
    glfwMakeContextCurrent(app_gl);
}

TeacherWindow::~TeacherWindow() {
    {
        const Current current(*this);
        ImGui_ImplOpenGL3_Shutdown();
        ImGui_ImplGlfw_Shutdown();
    }
    ImGui::DestroyContext(m_imgui);  // not current: the app's stays current
    glfwDestroyWindow(m_window);
}

bool TeacherWindow::closed() const { return glfwWindowShouldClose(m_window) != 0; }

void TeacherWindow::on_key(GLFWwindow* window, int key, int scancode, int action, int mods) {
    TeacherWindow* self = owner(window);
    if (self == nullptr) return;
    // The app's shortcuts, as on the class's window: a clicker plugged into the laptop moves the lesson.
    if (key != GLFW_KEY_UNKNOWN) self->m_app_window.queue_key_event({key, action, mods});
    const InputContext input(self->m_imgui);
    ImGui_ImplGlfw_KeyCallback(window, key, scancode, action, mods);
}

void TeacherWindow::on_char(GLFWwindow* window, unsigned int c) {
    if (TeacherWindow* self = owner(window)) {
        const InputContext input(self->m_imgui);
        ImGui_ImplGlfw_CharCallback(window, c);
    }
}

void TeacherWindow::on_mouse_button(GLFWwindow* window, int button, int action, int mods) {
    if (TeacherWindow* self = owner(window)) {
        const InputContext input(self->m_imgui);
        ImGui_ImplGlfw_MouseButtonCallback(window, button, action, mods);
    }
}

void TeacherWindow::on_scroll(GLFWwindow* window, double x, double y) {
    if (TeacherWindow* self = owner(window)) {
        const InputContext input(self->m_imgui);
        ImGui_ImplGlfw_ScrollCallback(window, x, y);
    }
}

void TeacherWindow::on_cursor_enter(GLFWwindow* window, int entered) {
    if (TeacherWindow* self = owner(window)) {
        const InputContext input(self->m_imgui);
        ImGui_ImplGlfw_CursorEnterCallback(window, entered);
    }
}

void TeacherWindow::on_focus(GLFWwindow* window, int focused) {
    if (TeacherWindow* self = owner(window)) {
        const InputContext input(self->m_imgui);
        ImGui_ImplGlfw_WindowFocusCallback(window, focused);
    }
}

std::string TeacherWindow::frame(const std::function<void(const Fonts&, float width, float height)>& draw, const std::string& shot_path) {
    const Current current(*this);
    int fb_width = 0, fb_height = 0;
    glfwGetFramebufferSize(m_window, &fb_width, &fb_height);
    float scale_x = 1.0f, scale_y = 1.0f;
    glfwGetWindowContentScale(m_window, &scale_x, &scale_y);
    const float ui_scale = ui_scale_for(scale_y > 0.0f ? scale_y : 1.0f, fb_height);
    if (m_fonts_dirty || std::abs(ui_scale - m_ui_scale) > 0.05f) {
        const bool first = m_ui_scale == 0.0f;  // the first frame's NewFrame uploads the atlas itself
        m_ui_scale = ui_scale;
        m_fonts = apply_theme(m_ui_scale * m_text_scale, m_presenter_look);
        if (!first) {
            ImGui_ImplOpenGL3_DestroyFontsTexture();
            ImGui_ImplOpenGL3_CreateFontsTexture();
        }
        m_fonts_dirty = false;
    }
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    const ImVec2 size = ImGui::GetIO().DisplaySize;
    draw(m_fonts, size.x, size.y);
    ImGui::Render();
    glViewport(0, 0, fb_width, fb_height);
    glClearColor(0.0f, 0.0f, 0.0f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    std::string wrote;
    if (!shot_path.empty()) {
        write_screenshot(shot_path, fb_width, fb_height);
        wrote = "wrote " + algo::printable_path(shot_path) + " (" + std::to_string(fb_width) + "x" + std::to_string(fb_height) + ")";
        // For the tests, as for the class's window: every line of text cut at the edge of its panel.
        if (const char* report = std::getenv("SORTSCOPE_REPORT_CUT_TEXT"); report != nullptr && *report != '\0') {
            for (const CutText& cut : find_cut_text(*ImGui::GetDrawData())) {
                // This window's own (the class's window's recorded cuts may share the frame's number).
                if (cut.window.rfind("Teacher", 0) == 0 || cut.window.rfind("Screens", 0) == 0) {
                    wrote += "\ncut text: teacher's window: " + cut.window + ": \"" + cut.text + "\"";
                }
            }
        }
    }
    glfwSwapBuffers(m_window);
    return wrote;
}

}  // namespace sortscope::ui
