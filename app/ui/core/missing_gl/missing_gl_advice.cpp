// The words for a machine without OpenGL 4.3 (see missing_gl_advice.hpp).
#include "core/missing_gl/missing_gl_advice.hpp"

#include <cstdlib>
#include <cstring>

namespace sortscope::ui {

namespace {

bool variable_is(const char* name, const char* value) {
    const char* set = std::getenv(name);
    return set != nullptr && std::strcmp(set, value) == 0;
}

}  // namespace

SoftwareRendererState software_renderer_state() {
    SoftwareRendererState state;
#ifdef __linux__
    state.linux_build = true;
#endif
    state.already_software = variable_is("LIBGL_ALWAYS_SOFTWARE", "1") && variable_is("GALLIUM_DRIVER", "llvmpipe");
    const char* override_version = std::getenv("MESA_GL_VERSION_OVERRIDE");
    state.version_override = override_version != nullptr && *override_version != '\0';
    return state;
}

MissingGlAdvice missing_gl_advice(const std::string& renderer, const std::string& version, const std::string& reason,
                                  const SoftwareRendererState& state) {
    MissingGlAdvice advice;
    advice.title = "Sortscope needs OpenGL 4.3";
    const std::string shown_version = version.empty() ? "an unknown version" : "OpenGL " + version;
    const std::string shown_renderer = renderer.empty() ? "an unknown renderer" : renderer;
    advice.found = "This display offers " + shown_version + ", on " + shown_renderer + ".";
    advice.why = "Sortscope runs every sort as OpenGL 4.3 compute shaders (the steps you watch are what the GPU "
                 "ran), so it needs an OpenGL 4.3 core context, which this display could not make" +
                 (reason.empty() ? std::string(".") : " (" + reason + ").");
    advice.restart_label = "Restart with Mesa's software renderer";
    if (!state.linux_build) {
        advice.restart_note = "Mesa's software renderer is a Linux driver; this system has none to offer.";
    } else if (state.already_software) {
        advice.restart_note = "This is Mesa's software renderer already (LIBGL_ALWAYS_SOFTWARE=1, GALLIUM_DRIVER=llvmpipe), "
                              "and it offers no 4.3 here: Mesa may be older than 20.1, or its llvmpipe driver "
                              "(Debian package libgl1-mesa-dri) may be missing.";
    } else {
        advice.offer_software_restart = true;
        advice.restart_note = "Mesa's llvmpipe runs OpenGL 4.5 on the CPU: slower than a GPU, but every view, the race "
                              "and the profile work. The app starts again with LIBGL_ALWAYS_SOFTWARE=1 and "
                              "GALLIUM_DRIVER=llvmpipe" +
                              std::string(state.version_override ? ", without MESA_GL_VERSION_OVERRIDE (which caps the "
                                                                   "version Mesa offers)."
                                                                 : ".");
    }
    advice.web_lesson = "To study elsewhere (a Mac, a tablet, a phone): make the lesson a web page where sortscope-cli "
                        "runs, and open it in any browser. It needs no OpenGL, no network and no install.";
    advice.web_command = "sortscope-cli export --format html --algo bitonic --n 16 -o lesson.html";
    return advice;
}

RestartEnvironment software_restart_environment() {
    return {{{"LIBGL_ALWAYS_SOFTWARE", "1"}, {"GALLIUM_DRIVER", "llvmpipe"}}, {"MESA_GL_VERSION_OVERRIDE"}};
}

}  // namespace sortscope::ui
