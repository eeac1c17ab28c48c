// The shared headless device of the GPU tests, and the skip-or-fail rule when there is none.
#include "gpu_device.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <memory>
#include <string>

#include "gpu_error.hpp"

namespace sortscope::test {

gpu::HeadlessDevice* test_device() {
    static std::unique_ptr<gpu::HeadlessDevice> device;
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
