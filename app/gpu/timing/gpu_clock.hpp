// The GPU's shader clock, read through NVIDIA's management library (NVML, libnvidia-ml.so.1, which ships
// with NVIDIA's driver) where the GL renderer is an NVIDIA GPU: the warm-up before timed runs waits for it
// (after an idle second an H200 falls from 1,980 MHz to 345 and, under a benchmark's load, took from 0.15 s
// to more than a second to come back: docs/performance.md), and `bench` reports the lowest clock read
// during a size's timed runs. Elsewhere (llvmpipe, other vendors, no NVML) there is no clock and nothing
// waits for one. The library is opened at run time, so nothing links against it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace sortscope::gpu {

class GpuClock {
public:
    // The clock of the GPU that `gl_renderer` (GL_RENDERER) names, when its vendor (GL_VENDOR) is NVIDIA
    // and NVML finds that GPU (by name, or the only one); nullptr otherwise.
    static std::unique_ptr<GpuClock> open(const std::string& gl_vendor, const std::string& gl_renderer);
    ~GpuClock();
    GpuClock(const GpuClock&) = delete;
    GpuClock& operator=(const GpuClock&) = delete;

    // The shader (SM) clock now, in MHz; nullopt when NVML could not read it.
    std::optional<uint32_t> sm_mhz() const;
    // The highest shader clock this GPU runs at, in MHz.
    uint32_t max_sm_mhz() const { return m_max_sm_mhz; }
    // Whether the clock is at least kFullClockShare of the highest (or cannot be read: then nothing waits).
    bool at_full_speed() const;
    const std::string& name() const { return m_name; }

private:
    struct Library;
    GpuClock(std::unique_ptr<Library> library, void* device, uint32_t max_sm_mhz, std::string name);
    std::unique_ptr<Library> m_library;
    void* m_device;
    uint32_t m_max_sm_mhz;
    std::string m_name;
};

// A clock at or above this share of the GPU's highest counts as full speed: under a sort's load the H200
// ran at 1,980 MHz, its highest; a power or thermal limit may hold a card a little below it.
constexpr double kFullClockShare = 0.85;

}  // namespace sortscope::gpu
