// A headless EGL context with its limits and program cache.
#include "device/headless_device.hpp"

namespace sortscope::gpu {

HeadlessDevice::HeadlessDevice(bool robust_access) : context(robust_access), limits(query_device_limits()) {}

std::string HeadlessDevice::summary() const {
    return limits.renderer + ", OpenGL " + limits.version + ", via " + context.path();
}

}  // namespace sortscope::gpu
