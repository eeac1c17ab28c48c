// What a machine without OpenGL 4.3 is told (core/missing_gl/missing_gl_advice.hpp): the renderer and
// version found, the restart with Mesa's software renderer offered only on Linux and only when it is not
// already that renderer, and the web lesson's command.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "core/missing_gl/missing_gl_advice.hpp"

using namespace sortscope::ui;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("a display without OpenGL 4.3 is told what it has and why 4.3 is needed", "[gui][core][missing-gl]") {
    const MissingGlAdvice advice = missing_gl_advice("llvmpipe (LLVM 15.0.6, 256 bits)", "4.1 (Core Profile) Mesa 22.3.6",
                                                     "GLXBadFBConfig (GLFW error 65543)", {true, false, false});
    CHECK(advice.title == "Sortscope needs OpenGL 4.3");
    CHECK(advice.found == "This display offers OpenGL 4.1 (Core Profile) Mesa 22.3.6, on llvmpipe (LLVM 15.0.6, 256 bits).");
    CHECK(contains(advice.why, "compute shaders"));
    CHECK(contains(advice.why, "(GLXBadFBConfig (GLFW error 65543))"));
    CHECK(contains(advice.web_command, "sortscope-cli export --format html"));
    CHECK(contains(advice.web_lesson, "any browser"));
}

TEST_CASE("the software renderer is offered on Linux, once", "[gui][core][missing-gl]") {
    const MissingGlAdvice linux_gpu = missing_gl_advice("Apple M1", "4.1", "", {true, false, false});
    CHECK(linux_gpu.offer_software_restart);
    CHECK(linux_gpu.restart_label == "Restart with Mesa's software renderer");
    CHECK(contains(linux_gpu.restart_note, "LIBGL_ALWAYS_SOFTWARE=1"));
    CHECK_FALSE(contains(linux_gpu.restart_note, "MESA_GL_VERSION_OVERRIDE"));

    const MissingGlAdvice capped = missing_gl_advice("llvmpipe", "4.1", "", {true, false, true});
    CHECK(capped.offer_software_restart);
    CHECK(contains(capped.restart_note, "without MESA_GL_VERSION_OVERRIDE"));

    // Already the software renderer, still no 4.3: a restart would only loop.
    const MissingGlAdvice already = missing_gl_advice("llvmpipe", "3.3", "", {true, true, false});
    CHECK_FALSE(already.offer_software_restart);
    CHECK(contains(already.restart_note, "libgl1-mesa-dri"));

    const MissingGlAdvice elsewhere = missing_gl_advice("Apple M1", "4.1", "", {false, false, false});
    CHECK_FALSE(elsewhere.offer_software_restart);
    CHECK(contains(elsewhere.restart_note, "Linux"));

    const MissingGlAdvice unknown = missing_gl_advice("", "", "", {true, false, false});
    CHECK(unknown.found == "This display offers an unknown version, on an unknown renderer.");
}

TEST_CASE("the restart sets the software renderer's variables and lifts a version cap", "[gui][core][missing-gl]") {
    const RestartEnvironment environment = software_restart_environment();
    const auto set = [&](const std::string& name) {
        const auto found = std::find_if(environment.set.begin(), environment.set.end(), [&](const auto& pair) { return pair.first == name; });
        return found == environment.set.end() ? std::string("(unset)") : found->second;
    };
    CHECK(set("LIBGL_ALWAYS_SOFTWARE") == "1");
    CHECK(set("GALLIUM_DRIVER") == "llvmpipe");
    CHECK(std::find(environment.unset.begin(), environment.unset.end(), "MESA_GL_VERSION_OVERRIDE") != environment.unset.end());
}
