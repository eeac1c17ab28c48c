// The size of the file an export writes, estimated from the plan's shape before anything is laid out,
// so that the disk joins the export's budget (algorithms/costs/budget.hpp) and a refusal can name the
// largest n whose file fits. An upper bound: every stage is counted with n/2 comparators and every
// comparator with an arrowhead, and every coordinate is given as many digits as the widest the layout
// can reach: it errs large, by up to 2.5 times (odd-even merge, whose stages hold fewer comparators).
#pragma once

#include <cstdint>

#include "algorithms/plan/plan.hpp"
#include "export.hpp"

namespace sortscope::exports {

// The bytes of `format`'s file for `plan` with the default options (labels and caption on; the options
// only remove shapes). 0 for pdf and png: cairo holds them in memory first, so memory bounds them.
uint64_t estimated_file_bytes(const algo::Plan& plan, Format format);

}  // namespace sortscope::exports
