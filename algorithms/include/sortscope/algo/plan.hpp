// The Plan/Step model: an algorithm is a pure function from Options to a Plan, the ordered list of
// compute dispatches (Steps) that will run. The GPU runner, the CPU reference, the diagrams and the
// tables all read the same Plan, so what is shown is what runs.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sortscope::algo {

// One compute kernel; its name is the file stem in shaders/ (bitonic_step -> shaders/bitonic_step.comp).
enum class KernelId : uint32_t {
    BitonicStep,
};

std::string_view kernel_name(KernelId kernel);

// The per-dispatch parameter block. Mirrored exactly by `struct StepParams` in shaders/common.glsl
// (std430 layout: eight uints, 32 bytes). The runner uploads every step's block once per plan.
struct StepParams {
    uint32_t n = 0;           // keys in the array; positions >= n act as +infinity
    uint32_t work_items = 0;  // invocations that do work; the rest of the grid returns at once
    uint32_t arg[6] = {};     // kernel-specific; each kernel's banner names them
};
static_assert(sizeof(StepParams) == 32, "StepParams must match the std430 block in common.glsl");

struct Step {
    KernelId kernel = KernelId::BitonicStep;
    StepParams params;
    uint32_t local_size = 256;  // invocations per work group (the shader's LOCAL_SIZE)
    uint32_t groups = 0;        // work groups: ceil(work_items / local_size)
    uint32_t first_stage = 0;   // index of the first network stage this dispatch executes
    uint32_t stage_count = 1;   // network stages this dispatch executes (1 for a global-memory step)
};

struct Options {
    uint32_t n = 0;
    uint32_t local_size = 256;  // work-group size; a power of two from 1 to 1024
};

struct Plan {
    std::string algorithm;  // the registry id, e.g. "bitonic"
    Options options;
    std::vector<Step> steps;

    uint32_t stage_count() const;
};

// A one-line, human-readable account of what a dispatch does, used by the CLI, the GUI status line
// and test failure messages.
std::string describe(const Step& step);

// Work groups needed for `work_items` invocations of `local_size` each.
uint32_t groups_for(uint32_t work_items, uint32_t local_size);

}  // namespace sortscope::algo
