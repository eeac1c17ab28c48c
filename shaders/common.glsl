// common.glsl: the declarations every kernel shares. The program builder places it after `#version 430`
// and the injected #defines (LOCAL_SIZE, ...), and before the kernel's own `#line 1`.
//
// StepParams mirrors sortscope::algo::StepParams (algorithms/include/sortscope/algo/plan.hpp) exactly:
// eight uints, std430. The runner uploads the blocks of all steps of a plan once; the uniform u_step
// selects this dispatch's block, so a timed run times dispatches, not uploads.

#define BINDING_KEYS 0
#define BINDING_STEPS 7

struct StepParams {
    uint n;           // keys in the array; positions >= n act as +infinity
    uint work_items;  // invocations that do work; the rest of the grid returns at once
    uint arg[6];      // kernel-specific: each kernel's banner names them
};

layout(std430, binding = BINDING_STEPS) readonly buffer StepBlock {
    StepParams b_steps[];
};

layout(location = 0) uniform uint u_step;

// Grids of more than 65535 groups are launched as 2-D (x * y) by the runner, because the GL minimum for
// GL_MAX_COMPUTE_WORK_GROUP_COUNT is 65535 per dimension. This folds the grid back into one index.
uint linear_invocation_index() {
    uint group = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
    return group * LOCAL_SIZE + gl_LocalInvocationID.x;
}
