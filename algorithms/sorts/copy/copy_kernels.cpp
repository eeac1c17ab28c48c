// The kernel catalogue's entries for the kernels of copy, the bandwidth yardstick (not a sort),
// (copy_kernel_list.hpp names them): each names what this folder defines for its kernel; a field left out
// is null (no narration of its own, no comparators, ...). The catalogue (catalogue/kernels.cpp) gathers
// them by name.
#include "algorithms/catalogue/kernels.hpp"

#include "algorithms/sorts/copy/copy.hpp"

namespace sortscope::algo {

const KernelInfo kCopyEntry{.id = KernelId::Copy, .file = "copy.comp", .args = kernel_args<CopyArgs>(), .describe = &describe_copy,
    .bytes = &copy_bytes, .reference = &copy_reference,
    .lit_regions = &copy_regions};

}  // namespace sortscope::algo
