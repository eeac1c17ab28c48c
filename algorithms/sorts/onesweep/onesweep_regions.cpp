// The regions of the onesweep kernels that a dispatch runs (region markers in shaders/onesweep/; the
// kernel view lights them). A pass draws its tile number (look-back), ranks its tile, finds its bins'
// offsets (by look-back, or from the scanned table on the portable path) and scatters.
#include "algorithms/sorts/onesweep/onesweep.hpp"

namespace sortscope::algo {

std::vector<std::string_view> onesweep_histogram_regions(const Step&) { return {"count", "publish"}; }

std::vector<std::string_view> onesweep_scan_regions(const Step&) { return {"starts"}; }

std::vector<std::string_view> onesweep_pass_regions(const Step& step) {
    if (step_args<OnesweepPassArgs>(step).lookback) return {"tile_number", "rank", "look_back", "offsets", "scatter"};
    return {"rank", "offsets", "scatter"};
}

}  // namespace sortscope::algo
