// common.glsl: the functions every kernel shares. The shader assembler (app/gpu/shader_source.cpp) puts
// it after `#version 430`, the injected #defines and the generated interface, and before the kernel's
// own arguments and text.
//
// Injected #defines (the kernel catalogue's program_variant; each kernel's Define arguments add its own):
//   LOCAL_SIZE   invocations per work group
//   ITEMS        keys or comparators per invocation (tiles, blocks), kernel-specific
//   KEY_TYPE     0 u32, 1 i32, 2 f32: how key_order() reads the raw bits
//   DESCENDING   1: key_order() inverts the order
//   HAS_VALUES   1: a uint32 payload moves with every key
//
// Generated from the C++ definitions before this file (generated/interface.glsl): the BINDING_* slots,
// `struct StepParams` (n, work_items and the kernel's argument words) and the buffer b_steps[] of every
// step's parameters, of which the uniform u_step selects this dispatch's; and before the kernel, its
// arguments as accessors arg_NAME() (generated/KERNEL.args.glsl). The runner uploads the blocks of all
// steps of a plan once, so a timed run times dispatches, not uploads.
//
// Buffers: each kernel declares the ones it uses at those bindings (the modules keys_in_place.glsl,
// keys_moved.glsl and counts.glsl declare the usual ones). A step reads its input pair (BINDING_KEYS,
// BINDING_VALUES) and, if it moves the array, writes the other pair (*_OUT). The arrays of a batch lie
// one after another, n keys each; work group z handles array batch_array() (u_z_first + z).
//
// Modules: a kernel or module line `#pragma sortscope include "NAME.glsl"` puts shaders/NAME.glsl there
// (once per program, even when included twice); compile errors name the module's own file and line.

// Grids of more than 65535 groups are launched as 2-D (x * y) by the runner, because the GL minimum for
// GL_MAX_COMPUTE_WORK_GROUP_COUNT is 65535 per dimension. This folds the grid back into one index.
uint linear_group_index() {
    return gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
}

uint linear_invocation_index() {
    return linear_group_index() * LOCAL_SIZE + gl_LocalInvocationID.x;
}

// This work group's array of the batch: past the most work groups one dispatch has in z, the runner
// splits the batch over dispatches, each starting at u_z_first.
uint batch_array() {
    return u_z_first + gl_WorkGroupID.z;
}

// The first key of this work group's array.
uint array_base() {
    return batch_array() * b_steps[u_step].n;
}

// The order-preserving bijection from raw key bits to uint32 of the key type, ascending: u32 as is; i32
// with the sign bit flipped; f32 as -inf .. -0.0 < +0.0 .. +inf < NaN.
uint ascending_key_order(uint bits) {
#if KEY_TYPE == 1
    return bits ^ 0x80000000u;
#elif KEY_TYPE == 2
    // The usual flip (a negative's bits all inverted, a positive's sign bit set), then minus the negative
    // NaNs' 0x007FFFFF patterns, which wrap to the top: four operations and no comparison, as
    // key_encoding::encode_float (algorithms/plan/keys.hpp) on the CPU.
    return (bits ^ (uint(int(bits) >> 31) | 0x80000000u)) - 0x007FFFFFu;
#else
    return bits;
#endif
}

// The order every comparison goes through (algorithms/plan/keys.hpp, sort_key): the type's ascending
// order, all bits inverted where DESCENDING.
uint key_order(uint bits) {
#if DESCENDING
    return ~ascending_key_order(bits);
#else
    return ascending_key_order(bits);
#endif
}

// The inverse of key_order(): the raw key bits whose order is `order`. Kernels that keep keys in
// registers as their order (the fused network kernels) convert once on load and back once on store.
uint key_from_order(uint order) {
#if DESCENDING
    order = ~order;
#endif
#if KEY_TYPE == 1
    return order ^ 0x80000000u;
#elif KEY_TYPE == 2
    // Add the negative NaNs' patterns back, then undo the flip, whose top bit is clear for a negative.
    const uint flipped = order + 0x007FFFFFu;
    return flipped ^ (uint(int(~flipped) >> 31) | 0x80000000u);
#else
    return order;
#endif
}
