// The names of the compute kernels (KernelId), one per kernel of the kernel catalogue. Each sort folder
// names its own kernels in its *_kernel_list.hpp (algorithms/sorts/radix/radix_kernel_list.hpp: one
// SORTSCOPE_KERNEL(Name) line per kernel, with what it does); the build gathers every folder's list into
// sortscope/kernel_lists.inc (algorithms/CMakeLists.txt), so a new kernel or a new folder needs no line
// here. The catalogue owns what each name means (kernels.cpp gathers the entries the folders define);
// the plan model (plan/plan.hpp) includes this header to name the kernel of each step. A plain enum,
// with no other dependency, so the plan model can include it from the layer below.
#pragma once

#include <cstddef>
#include <cstdint>

namespace sortscope::algo {

// One compute kernel, in the order of its folder (alphabetical) and its line in the folder's list. Its
// entry in the kernel catalogue (kernel_info) names its file in shaders/, its arguments and everything
// else about it.
enum class KernelId : uint32_t {
#define SORTSCOPE_KERNEL(name) name,
#include "sortscope/kernel_lists.inc"
#undef SORTSCOPE_KERNEL
};

// How many kernels there are: one entry each in the catalogue.
inline constexpr size_t kKernelCount = 0
#define SORTSCOPE_KERNEL(name) +1
#include "sortscope/kernel_lists.inc"
#undef SORTSCOPE_KERNEL
    ;

}  // namespace sortscope::algo
