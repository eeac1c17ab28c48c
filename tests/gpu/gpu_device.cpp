// The shared headless device of the GPU tests, and the skip-or-fail rule when there is none.
#include "gpu_device.hpp"

// Listeners outside the main translation unit need Catch's external interfaces.
#define CATCH_CONFIG_EXTERNAL_INTERFACES
#include <catch2/catch.hpp>

#include <cstdlib>
#include <memory>
#include <string>

#include "device/gpu_error.hpp"

namespace sortscope::test {

namespace {

std::unique_ptr<gpu::HeadlessDevice> g_device;

// The device goes when the test run ends, not at static destruction: by then NVIDIA's EGL library may
// have torn itself down, and destroying a context then crashed the process after every test had passed.
struct ReleaseDevice : Catch::TestEventListenerBase {
    using TestEventListenerBase::TestEventListenerBase;
    void testRunEnded(const Catch::TestRunStats&) override { g_device.reset(); }
};
CATCH_REGISTER_LISTENER(ReleaseDevice)

}  // namespace

gpu::HeadlessDevice* test_device() {
    auto& device = g_device;
    static std::string failure;
    static bool tried = false;
    if (!tried) {
        tried = true;
        try {
            device = std::make_unique<gpu::HeadlessDevice>();
        } catch (const gpu::GpuError& error) {
            failure = error.what();
        }
    }
    if (!device) {
        const char* require = std::getenv("SORTSCOPE_REQUIRE_GL");
        if (require != nullptr && std::string(require) == "1") FAIL("SORTSCOPE_REQUIRE_GL=1 but " << failure);
        WARN("skipped: no OpenGL 4.3 context (" << failure << ")");
    }
    return device.get();
}

long long first_difference(std::span<const uint32_t> a, std::span<const uint32_t> b) {
    for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
        if (a[i] != b[i]) return static_cast<long long>(i);
    }
    return a.size() == b.size() ? -1 : static_cast<long long>(std::min(a.size(), b.size()));
}

}  // namespace sortscope::test
