// The GPU's shader clock through NVML, opened at run time (see gpu_clock.hpp). The few NVML entry points
// used are declared here from NVIDIA's published API (nvml.h): every call returns 0 (NVML_SUCCESS) on
// success, a device is an opaque handle, and NVML_CLOCK_SM is clock type 1.
#include "timing/gpu_clock.hpp"

#include <dlfcn.h>

#include <array>

namespace sortscope::gpu {

namespace {

constexpr int kNvmlSuccess = 0;
constexpr int kNvmlClockSm = 1;
constexpr unsigned kNameLength = 96;  // NVML_DEVICE_NAME_V2_BUFFER_SIZE

using InitFn = int (*)();
using ShutdownFn = int (*)();
using CountFn = int (*)(unsigned*);
using HandleFn = int (*)(unsigned, void**);
using NameFn = int (*)(void*, char*, unsigned);
using ClockFn = int (*)(void*, int, unsigned*);

bool starts_with(const std::string& text, const std::string& prefix) { return text.compare(0, prefix.size(), prefix) == 0; }

}  // namespace

struct GpuClock::Library {
    void* handle = nullptr;
    ShutdownFn shutdown = nullptr;
    ClockFn clock = nullptr;
    ~Library() {
        if (shutdown != nullptr) shutdown();
        if (handle != nullptr) dlclose(handle);
    }
};

std::unique_ptr<GpuClock> GpuClock::open(const std::string& gl_vendor, const std::string& gl_renderer) {
    if (!starts_with(gl_vendor, "NVIDIA")) return nullptr;
    auto library = std::make_unique<Library>();
    library->handle = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library->handle == nullptr) return nullptr;
    const auto symbol = [&](const char* name) { return dlsym(library->handle, name); };
    const auto init = reinterpret_cast<InitFn>(symbol("nvmlInit_v2"));
    const auto count_of = reinterpret_cast<CountFn>(symbol("nvmlDeviceGetCount_v2"));
    const auto handle_of = reinterpret_cast<HandleFn>(symbol("nvmlDeviceGetHandleByIndex_v2"));
    const auto name_of = reinterpret_cast<NameFn>(symbol("nvmlDeviceGetName"));
    const auto max_clock = reinterpret_cast<ClockFn>(symbol("nvmlDeviceGetMaxClockInfo"));
    const auto shutdown = reinterpret_cast<ShutdownFn>(symbol("nvmlShutdown"));
    library->clock = reinterpret_cast<ClockFn>(symbol("nvmlDeviceGetClockInfo"));
    if (init == nullptr || count_of == nullptr || handle_of == nullptr || name_of == nullptr || max_clock == nullptr ||
        shutdown == nullptr || library->clock == nullptr || init() != kNvmlSuccess) {
        return nullptr;
    }
    library->shutdown = shutdown;
    unsigned count = 0;
    if (count_of(&count) != kNvmlSuccess || count == 0) return nullptr;
    // GL_RENDERER reads "NVIDIA H200/PCIe/SSE2" where NVML names the GPU "NVIDIA H200": the GPU whose name
    // begins the renderer's, or the only GPU there is.
    void* chosen = nullptr;
    std::string chosen_name;
    for (unsigned index = 0; index < count; ++index) {
        void* device = nullptr;
        std::array<char, kNameLength> name{};
        if (handle_of(index, &device) != kNvmlSuccess || name_of(device, name.data(), kNameLength) != kNvmlSuccess) continue;
        const std::string text(name.data());
        if ((count == 1 || starts_with(gl_renderer, text + "/")) && chosen == nullptr) {
            chosen = device;
            chosen_name = text;
        }
    }
    unsigned highest = 0;
    if (chosen == nullptr || max_clock(chosen, kNvmlClockSm, &highest) != kNvmlSuccess || highest == 0) return nullptr;
    return std::unique_ptr<GpuClock>(new GpuClock(std::move(library), chosen, highest, chosen_name));
}

GpuClock::GpuClock(std::unique_ptr<Library> library, void* device, uint32_t max_sm_mhz, std::string name)
    : m_library(std::move(library)), m_device(device), m_max_sm_mhz(max_sm_mhz), m_name(std::move(name)) {}

GpuClock::~GpuClock() = default;

std::optional<uint32_t> GpuClock::sm_mhz() const {
    unsigned mhz = 0;
    if (m_library->clock(m_device, kNvmlClockSm, &mhz) != kNvmlSuccess) return std::nullopt;
    return mhz;
}

bool GpuClock::at_full_speed() const {
    const std::optional<uint32_t> mhz = sm_mhz();
    return !mhz || *mhz >= kFullClockShare * m_max_sm_mhz;
}

}  // namespace sortscope::gpu
