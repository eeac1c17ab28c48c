// What the app tells a machine without OpenGL 4.3 (a Mac stops at 4.1; old drivers, virtual machines):
// what is missing (the renderer and version the display offers), the way out on Linux (Mesa's software
// renderer, llvmpipe, which has 4.5: the app restarts itself with LIBGL_ALWAYS_SOFTWARE=1 and
// GALLIUM_DRIVER=llvmpipe), and the way to study elsewhere (the lesson as a web page, made by
// sortscope-cli where it runs, opened in any browser). Window-free, so the words are tested without a
// display; screen/missing_gl_screen.hpp shows them in an ImGui window on the GL 3.x context such a
// machine has.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace sortscope::ui {

// The exit code of a run that showed the explaining window instead of the app (also after writing its
// --screenshot): distinct from 1 (no window at all) so that scripts can tell the two apart.
constexpr int kExitNoGl43 = 3;

struct MissingGlAdvice {
    std::string title;                  // "Sortscope needs OpenGL 4.3"
    std::string found;                  // "This display offers OpenGL 4.1 (Core Profile) Mesa ... on llvmpipe ..."
    std::string why;                    // what 4.3 is for, and GLFW's reason
    bool offer_software_restart = false;
    std::string restart_label;          // the button: "Restart with Mesa's software renderer"
    std::string restart_note;           // what it does, or why it is not offered
    std::string web_lesson;             // how to study elsewhere
    std::string web_command;            // "sortscope-cli export --format html --algo bitonic --n 16 -o lesson.html"
};

// What the environment says about the software renderer (the variables the restart sets).
struct SoftwareRendererState {
    bool linux_build = false;
    bool already_software = false;   // LIBGL_ALWAYS_SOFTWARE=1 and GALLIUM_DRIVER=llvmpipe are set
    bool version_override = false;   // MESA_GL_VERSION_OVERRIDE is set (it caps what Mesa offers)
};

SoftwareRendererState software_renderer_state();

MissingGlAdvice missing_gl_advice(const std::string& renderer, const std::string& version, const std::string& reason,
                                  const SoftwareRendererState& state);

// The environment the restart runs with: the variables to set (name, value) and those to remove.
struct RestartEnvironment {
    std::vector<std::pair<std::string, std::string>> set;
    std::vector<std::string> unset;
};
RestartEnvironment software_restart_environment();

}  // namespace sortscope::ui
