// The regions of the odd-even merge kernels that a dispatch runs (region markers in
// shaders/odd_even_merge/; the kernel view lights them).
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"

namespace sortscope::algo {

std::vector<std::string_view> odd_even_merge_step_regions(const Step&) { return {"pair", "exchange"}; }

std::vector<std::string_view> odd_even_merge_shared_regions(const Step&) { return {"layers", "pair", "exchange"}; }

// Dispatch 0 may run its first merges in registers, a top window the first layers of its merge: the
// plan says which through register_layers.
std::vector<std::string_view> odd_even_merge_window_regions(const Step& step) {
    const auto args = step_args<OddEvenMergeWindowArgs>(step);
    std::vector<std::string_view> regions = {"load"};
    if (args.register_layers != 0) regions.push_back(args.first_layer == 0 ? "tile_registers" : "top_registers");
    regions.push_back("layers");
    regions.push_back("pair");
    regions.push_back("store");
    return regions;
}

}  // namespace sortscope::algo
