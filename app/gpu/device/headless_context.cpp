// EGL headless context: three platforms tried in order, each with a pbuffer-capable config or, where
// the driver offers EGL_KHR_no_config_context, no config at all; no surface when
// EGL_KHR_surfaceless_context is there, else a 1x1 pbuffer.
#include "device/headless_context.hpp"

#include <epoxy/egl.h>

#include <cstring>
#include <map>
#include <mutex>
#include <vector>

#include "device/gl.hpp"
#include "device/gpu_error.hpp"

namespace sortscope::gpu {

namespace {

struct EglHandles {
    EGLDisplay display = EGL_NO_DISPLAY;
    EGLContext context = EGL_NO_CONTEXT;
    EGLSurface surface = EGL_NO_SURFACE;
};

// EGL keeps one display per platform and native display for the whole process, and eglTerminate ends
// every context on it, those current on other threads too (the app's export dialog makes a web page with
// a context of its own on a worker thread while the session's stays current on the main thread). So the
// contexts made here count their display's users, and the last one terminates it.
std::mutex g_display_lock;
std::map<EGLDisplay, int> g_display_users;

void use_display(EGLDisplay display) {
    const std::lock_guard lock(g_display_lock);
    ++g_display_users[display];
}

// Terminates `display` unless another context made here still uses it; `used` says whether the caller
// counted itself as a user.
void release_display(EGLDisplay display, bool used) {
    const std::lock_guard lock(g_display_lock);
    int& users = g_display_users[display];
    if (used && users > 0) --users;
    if (users == 0) {
        g_display_users.erase(display);
        eglTerminate(display);
    }
}

bool has_extension(const char* list, const char* name) {
    if (list == nullptr) return false;
    const size_t length = std::strlen(name);
    for (const char* p = list; (p = std::strstr(p, name)) != nullptr; p += length) {
        const bool starts = p == list || p[-1] == ' ';
        const bool ends = p[length] == ' ' || p[length] == '\0';
        if (starts && ends) return true;
    }
    return false;
}

// Initialises `display` and makes a 4.3 core context current on it. Returns an empty string on success,
// or why it failed.
std::string try_display(EGLDisplay display, bool robust_access, EglHandles& state) {
    if (display == EGL_NO_DISPLAY) return "no display";
    EGLint major = 0;
    EGLint minor = 0;
    if (eglInitialize(display, &major, &minor) != EGL_TRUE) return "eglInitialize failed";
    if (eglBindAPI(EGL_OPENGL_API) != EGL_TRUE) {
        release_display(display, false);
        return "no desktop OpenGL API";
    }
    const char* extensions = eglQueryString(display, EGL_EXTENSIONS);

    const EGLint config_attributes[] = {EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
                                        EGL_NONE};
    EGLConfig config = nullptr;
    EGLint config_count = 0;
    eglChooseConfig(display, config_attributes, &config, 1, &config_count);
    if (config_count < 1) {
        if (!has_extension(extensions, "EGL_KHR_no_config_context")) {
            release_display(display, false);
            return "no pbuffer OpenGL config";
        }
        config = EGL_NO_CONFIG_KHR;
    }

    const EGLint context_attributes[] = {EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 3,
                                         EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
                                         EGL_NONE};
    const EGLint robust_attributes[] = {EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 3,
                                        EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
                                        EGL_CONTEXT_OPENGL_ROBUST_ACCESS, EGL_TRUE, EGL_NONE};
    EGLContext context = robust_access ? eglCreateContext(display, config, EGL_NO_CONTEXT, robust_attributes) : EGL_NO_CONTEXT;
    if (context == EGL_NO_CONTEXT) context = eglCreateContext(display, config, EGL_NO_CONTEXT, context_attributes);
    if (context == EGL_NO_CONTEXT) {
        release_display(display, false);
        return "no OpenGL 4.3 core context";
    }

    EGLSurface surface = EGL_NO_SURFACE;
    if (!has_extension(extensions, "EGL_KHR_surfaceless_context") && config != EGL_NO_CONFIG_KHR) {
        const EGLint pbuffer_attributes[] = {EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE};
        surface = eglCreatePbufferSurface(display, config, pbuffer_attributes);
    }
    if (eglMakeCurrent(display, surface, surface, context) != EGL_TRUE) {
        if (surface != EGL_NO_SURFACE) eglDestroySurface(display, surface);
        eglDestroyContext(display, context);
        release_display(display, false);
        return "eglMakeCurrent failed";
    }
    use_display(display);
    state.display = display;
    state.context = context;
    state.surface = surface;
    return {};
}

}  // namespace

struct HeadlessContext::State : EglHandles {};

HeadlessContext::HeadlessContext(bool robust_access) : m_state(std::make_unique<State>()) {
    const char* client_extensions = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
    std::string failures;
    auto attempt = [&](const std::string& name, auto&& get_display) {
        if (!m_path.empty()) return;
        const std::string why = try_display(get_display(), robust_access, *m_state);
        if (why.empty()) {
            m_path = name;
        } else {
            failures += "\n  " + name + ": " + why;
        }
    };

    if (has_extension(client_extensions, "EGL_MESA_platform_surfaceless")) {
        attempt("EGL surfaceless (Mesa)", [] {
            return eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
        });
    }
    if (has_extension(client_extensions, "EGL_EXT_platform_device") &&
        has_extension(client_extensions, "EGL_EXT_device_enumeration")) {
        EGLint device_count = 0;
        eglQueryDevicesEXT(0, nullptr, &device_count);
        std::vector<EGLDeviceEXT> devices(static_cast<size_t>(device_count > 0 ? device_count : 0));
        if (!devices.empty()) eglQueryDevicesEXT(device_count, devices.data(), &device_count);
        for (size_t i = 0; i < devices.size(); ++i) {
            attempt("EGL device " + std::to_string(i), [&] {
                return eglGetPlatformDisplayEXT(EGL_PLATFORM_DEVICE_EXT, devices[i], nullptr);
            });
        }
    }
    attempt("EGL default display", [] { return eglGetDisplay(EGL_DEFAULT_DISPLAY); });

    if (m_path.empty()) {
        throw GpuError("no OpenGL 4.3 context could be created through EGL; tried:" +
                       (failures.empty() ? std::string("\n  (no EGL platform available)") : failures));
    }
}

bool HeadlessContext::robust_access() const {
    GLint flags = 0;
    glGetIntegerv(GL_CONTEXT_FLAGS, &flags);
    return (flags & GL_CONTEXT_FLAG_ROBUST_ACCESS_BIT) != 0;
}

HeadlessContext::~HeadlessContext() {
    if (m_state->display == EGL_NO_DISPLAY) return;
    eglMakeCurrent(m_state->display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    if (m_state->surface != EGL_NO_SURFACE) eglDestroySurface(m_state->display, m_state->surface);
    eglDestroyContext(m_state->display, m_state->context);
    release_display(m_state->display, true);
}

}  // namespace sortscope::gpu
