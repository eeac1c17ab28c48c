// The one place GL is included. Entry points come from libepoxy, which resolves them for whichever
// context is current: EGL (headless tools and tests) or GLX (the GLFW window of the desktop app).
#pragma once

#include <epoxy/gl.h>
