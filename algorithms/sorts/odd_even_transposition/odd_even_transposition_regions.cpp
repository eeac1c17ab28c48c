// The regions of odd_even_transposition_step.comp that a dispatch runs (its region markers; the kernel
// view lights them).
#include "algorithms/sorts/odd_even_transposition/odd_even_transposition.hpp"

namespace sortscope::algo {

std::vector<std::string_view> odd_even_transposition_step_regions(const Step&) { return {"pair", "exchange"}; }

}  // namespace sortscope::algo
