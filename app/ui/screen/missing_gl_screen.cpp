// The window that explains a missing OpenGL 4.3 (see missing_gl_screen.hpp).
#include "screen/missing_gl_screen.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cfloat>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>

#include "algorithms/text/quoted.hpp"
#include "device/gl.hpp"  // before GLFW (window.cpp says why)

#include <imgui.h>

#include "core/missing_gl/missing_gl_advice.hpp"
#include "screen/export/screenshot.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

namespace {

// The 3.x contexts tried, newest first: 3.3 and 3.2 core (a Mac's), then 3.0 (old drivers).
constexpr int kFallbackVersions[][2] = {{3, 3}, {3, 2}, {3, 0}};

std::unique_ptr<Window> open_fallback_window(const AppOptions& options, const NoContextError& missing) {
    for (const auto& version : kFallbackVersions) {
        try {
            return std::make_unique<Window>(WindowSpec{"Sortscope: OpenGL 4.3 is missing", options.width, options.height,
                                                       version[0], version[1]});
        } catch (const NoContextError&) {
            // the next older version
        }
    }
    throw missing;
}

std::string gl_string(GLenum name) {
    const GLubyte* text = glGetString(name);
    return text != nullptr ? reinterpret_cast<const char*>(text) : std::string();
}

enum class Choice { None, Quit, Restart };

// A rule across the column (ImGui's separator would cross the whole window).
void rule(float column) {
    ImGui::Dummy(ImVec2(0.0f, ImGui::GetFontSize() * 0.5f));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::GetWindowDrawList()->AddLine(at, ImVec2(at.x + column, at.y), ImGui::GetColorU32(ImGuiCol_Separator));
    ImGui::Dummy(ImVec2(column, ImGui::GetFontSize() * 0.5f));
}

Choice draw_advice(const MissingGlAdvice& advice, const Fonts& fonts, const Palette& colours) {
    Choice choice = Choice::None;
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    ImGui::SetNextWindowPos(ImVec2(0.0f, 0.0f));
    ImGui::SetNextWindowSize(display);
    ImGui::Begin("##missing-gl", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    const float column = std::min(display.x - 2.0f * ImGui::GetStyle().WindowPadding.x, ImGui::GetFontSize() * 42.0f);
    ImGui::SetCursorPosX(std::max(ImGui::GetStyle().WindowPadding.x, (display.x - column) / 2.0f));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + column);
    ImGui::Dummy(ImVec2(0.0f, ImGui::GetFontSize()));
    if (fonts.heading != nullptr) ImGui::PushFont(fonts.heading);
    ImGui::PushStyleColor(ImGuiCol_Text, colours.bad);
    ImGui::TextUnformatted(advice.title.c_str());
    ImGui::PopStyleColor();
    if (fonts.heading != nullptr) ImGui::PopFont();
    ImGui::Spacing();
    ImGui::TextUnformatted(advice.found.c_str());
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, colours.dim_text);
    ImGui::TextUnformatted(advice.why.c_str());
    ImGui::PopStyleColor();

    rule(column);
    ImGui::TextUnformatted("Run it on this computer");
    ImGui::BeginDisabled(!advice.offer_software_restart);
    if (ImGui::Button(advice.restart_label.c_str())) choice = Choice::Restart;
    ImGui::EndDisabled();
    ImGui::PushStyleColor(ImGuiCol_Text, colours.dim_text);
    ImGui::TextUnformatted(advice.restart_note.c_str());
    ImGui::PopStyleColor();

    rule(column);
    ImGui::TextUnformatted("Study elsewhere: the web lesson");
    ImGui::TextUnformatted(advice.web_lesson.c_str());
    ImGui::Spacing();
    if (fonts.code != nullptr) ImGui::PushFont(fonts.code);
    ImGui::PushStyleColor(ImGuiCol_Text, colours.accent);
    ImGui::TextUnformatted(advice.web_command.c_str());
    ImGui::PopStyleColor();
    if (fonts.code != nullptr) ImGui::PopFont();
    if (ImGui::Button("Copy the command")) ImGui::SetClipboardText(advice.web_command.c_str());

    rule(column);
    if (ImGui::Button("Quit")) choice = Choice::Quit;
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    ImGui::End();
    return choice;
}

// Runs this program again with the software renderer's environment. Returns only when exec failed.
int restart_with_software_renderer(char** argv) {
    const RestartEnvironment environment = software_restart_environment();
    for (const auto& [name, value] : environment.set) ::setenv(name.c_str(), value.c_str(), 1);
    for (const std::string& name : environment.unset) ::unsetenv(name.c_str());
    std::fflush(nullptr);
    ::execv("/proc/self/exe", argv);
    const int error = errno;
    std::fprintf(stderr, "sortscope: could not restart with Mesa's software renderer: %s\n", std::strerror(error));
    return 1;
}

}  // namespace

int run_missing_gl_screen(const AppOptions& options, const NoContextError& missing, char** argv) {
    // Standard error still says it, for scripts and terminals.
    std::fprintf(stderr, "sortscope: %s\n", missing.what());
    Choice choice = Choice::None;
    {
        const std::unique_ptr<Window> window = open_fallback_window(options, missing);
        const MissingGlAdvice advice = missing_gl_advice(gl_string(GL_RENDERER), gl_string(GL_VERSION), missing.reason(),
                                                         software_renderer_state());
        std::fprintf(stderr, "sortscope: showing why in a window on OpenGL %s (%s)\n", gl_string(GL_VERSION).c_str(),
                     gl_string(GL_RENDERER).c_str());
        const bool presenter = options.views.presenter;
        const Fonts fonts = apply_theme(ui_scale_for(window->content_scale(), window->framebuffer_size().height), presenter);
        if (!options.screenshot_path.empty()) ImGui::GetIO().ConfigFlags |= ImGuiConfigFlags_NoMouse;
        for (uint32_t frame = 1; !window->should_close() && choice == Choice::None; ++frame) {
            window->begin_frame();
            choice = draw_advice(advice, fonts, palette(presenter, options.theme));
            window->render();
            if (!options.screenshot_path.empty() && frame >= std::max<uint32_t>(options.frames, 2)) {
                const FramebufferSize size = window->framebuffer_size();
                write_screenshot(options.screenshot_path, size.width, size.height);
                std::printf("wrote %s (%dx%d)\n", algo::printable_path(options.screenshot_path).c_str(), size.width, size.height);
                return kExitNoGl43;
            }
            window->present();
        }
    }  // the window and its context are gone before the restart
    if (choice == Choice::Restart) return restart_with_software_renderer(argv);
    return kExitNoGl43;
}

}  // namespace sortscope::ui
