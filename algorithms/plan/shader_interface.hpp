// What every kernel and the GPU runner agree on, defined once here: the storage-buffer binding slots,
// the fields of the step parameter block, and the uniform that selects a step's block. The runner binds
// by these numbers, and the GLSL the kernels see (`#define BINDING_KEYS 0`, `struct StepParams`,
// `u_step`) is generated from them at build time (catalogue/glsl_interface.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// Binding slots. A step reads its input pair (Keys, Values) and, if it moves the array, writes the other
// pair (KeysOut, ValuesOut); Counts holds the tables; Steps the parameter blocks of the whole plan.
enum class Binding : uint32_t {
    Keys = 0,
    KeysOut = 1,
    Values = 2,
    ValuesOut = 3,
    Counts = 4,
    Steps = 7,
};

struct BindingName {
    Binding binding;
    std::string_view macro;  // the GLSL #define naming the slot
};
inline constexpr std::array kBindings = {
    BindingName{Binding::Keys, "BINDING_KEYS"},     BindingName{Binding::KeysOut, "BINDING_KEYS_OUT"},
    BindingName{Binding::Values, "BINDING_VALUES"}, BindingName{Binding::ValuesOut, "BINDING_VALUES_OUT"},
    BindingName{Binding::Counts, "BINDING_COUNTS"}, BindingName{Binding::Steps, "BINDING_STEPS"},
};

constexpr uint32_t binding_slot(Binding binding) { return static_cast<uint32_t>(binding); }

// `layout(location = 0) uniform uint u_step`: the index of the running step's block.
constexpr uint32_t kStepUniformLocation = 0;
// `layout(location = 1) uniform uint u_z_first`: the batch's first array in this dispatch. A batch of
// more arrays than a dispatch has work groups in z goes out in several dispatches, each with its first
// array here; kernels number their array batch_array() = u_z_first + gl_WorkGroupID.z (common.glsl).
constexpr uint32_t kZFirstUniformLocation = 1;

// The fields of StepParams in memory order, as the GLSL struct declares them (uint words; `words` > 1:
// an array). The static_asserts keep the list and the C++ struct the same.
struct ParamsField {
    std::string_view name;
    size_t offset;
    uint32_t words;
};
inline constexpr std::array kStepParamsFields = {
    ParamsField{"n", offsetof(StepParams, n), 1},
    ParamsField{"work_items", offsetof(StepParams, work_items), 1},
    ParamsField{"arg", offsetof(StepParams, arg), kStepArgs},
};

constexpr bool step_params_fields_match() {
    size_t offset = 0;
    for (const ParamsField& field : kStepParamsFields) {
        if (field.offset != offset) return false;
        offset += field.words * sizeof(uint32_t);
    }
    return offset == sizeof(StepParams);
}
static_assert(step_params_fields_match(), "kStepParamsFields must list every word of StepParams in order");

}  // namespace sortscope::algo
