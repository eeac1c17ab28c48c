// The regions of the bitonic kernels that a dispatch runs (region markers in shaders/bitonic/; the kernel
// view lights them).
#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"

namespace sortscope::algo {

std::vector<std::string_view> bitonic_step_regions(const Step&) { return {"pair", "exchange"}; }

// The first dispatch starts at pass 0, whose stages all fit the bottom window; every pass after the
// bottom window's runs its stages window by window, top down.
std::vector<std::string_view> bitonic_shared_regions(const Step& step) {
    const auto args = step_args<BitonicSharedArgs>(step);
    std::vector<std::string_view> regions = {"load"};
    if (args.first_pass == 0) regions.push_back("bottom_window");
    if (args.last_pass > 0) regions.push_back("upper_windows");
    regions.push_back("pair");
    regions.push_back("store");
    return regions;
}

std::vector<std::string_view> bitonic_fused_regions(const Step&) { return {"window", "stages", "pair"}; }

}  // namespace sortscope::algo
