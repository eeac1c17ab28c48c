// A headless OpenGL 4.3 core context through EGL, for sortscope-cli and the GPU tests. It tries, in
// order: Mesa's surfaceless platform, the EGL device platform (NVIDIA without a display), then the
// default display, and records which path worked.
#pragma once

#include <memory>
#include <string>

namespace sortscope::gpu {

class HeadlessContext {
public:
    // Creates the context and makes it current on this thread. Throws GpuError when no path gives an
    // OpenGL 4.3 context, with what each path said. With `robust_access`, asks for robust buffer access
    // (EGL 1.5's EGL_CONTEXT_OPENGL_ROBUST_ACCESS: out-of-bounds reads give zeros or values from the
    // buffer, writes outside it are dropped) and falls back to a plain context where the driver
    // refuses; robust_access() says which it got. The kernel lab runs students' kernels this way.
    explicit HeadlessContext(bool robust_access = false);
    ~HeadlessContext();
    HeadlessContext(const HeadlessContext&) = delete;
    HeadlessContext& operator=(const HeadlessContext&) = delete;

    const std::string& path() const { return m_path; }  // e.g. "EGL surfaceless (Mesa)"
    bool robust_access() const;  // the context has GL_CONTEXT_FLAG_ROBUST_ACCESS_BIT

private:
    struct State;
    std::unique_ptr<State> m_state;
    std::string m_path;
};

}  // namespace sortscope::gpu
