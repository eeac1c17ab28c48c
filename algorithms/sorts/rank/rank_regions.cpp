// The regions of the rank kernels that a dispatch runs (region markers in shaders/rank/; the kernel view
// lights them). A chunk that is not the last keeps its counts instead of writing the keys.
#include "algorithms/sorts/rank/rank.hpp"

namespace sortscope::algo {

std::vector<std::string_view> rank_regions(const Step& step) {
    if (!step_args<RankArgs>(step).last_chunk) return {"count"};
    return {"count", "write"};
}

std::vector<std::string_view> rank_shared_regions(const Step& step) {
    if (!step_args<RankArgs>(step).last_chunk) return {"load_block", "count"};
    return {"load_block", "count", "write"};
}

}  // namespace sortscope::algo
