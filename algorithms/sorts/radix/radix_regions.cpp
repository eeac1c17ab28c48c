// The regions of the radix kernels that a dispatch runs (region markers in shaders/radix/; the kernel
// view lights them). The scatter's two rankings are two paths of one file (COUNTER_RANKING).
#include "algorithms/sorts/radix/radix.hpp"

namespace sortscope::algo {

std::vector<std::string_view> radix_count_regions(const Step&) { return {"count", "publish"}; }

std::vector<std::string_view> scan_blocks_regions(const Step&) { return {"scan"}; }

std::vector<std::string_view> scan_add_regions(const Step&) { return {"add"}; }

std::vector<std::string_view> radix_scatter_regions(const Step& step) {
    if (step_args<RadixArgs>(step).counters) return {"offsets_counters", "scatter_counters"};
    return {"scatter"};
}

}  // namespace sortscope::algo
