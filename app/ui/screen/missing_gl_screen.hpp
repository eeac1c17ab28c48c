// The window a machine without OpenGL 4.3 gets instead of the app: on the OpenGL 3.x context such a
// machine has (ImGui's OpenGL 3 backend draws there), it says what is missing and what to do
// (core/missing_gl/missing_gl_advice.hpp), offers on Linux to restart with Mesa's software renderer,
// and names the web lesson as the way to study elsewhere. --screenshot writes its picture and exits.
#pragma once

#include "core/app_options.hpp"
#include "window.hpp"

namespace sortscope::ui {

// Shows the window until it is closed (or its --screenshot is written) and returns kExitNoGl43; on
// "Restart with Mesa's software renderer" runs the program again in this process (execv) with the
// software renderer's environment, returning 1 only when that fails. Rethrows `missing` when not even
// an OpenGL 3.0 context can be made. Throws ScreenshotError when the screenshot cannot be written.
int run_missing_gl_screen(const AppOptions& options, const NoContextError& missing, char** argv);

}  // namespace sortscope::ui
