// The one wording of each logical buffer's name ("keys", "keys (second buffer)", "count tables"): the
// GPU runner's messages (a buffer too large for the device) and the kernel lab's reports (the buffer
// that differs from the reference) both say it this way.
#pragma once

#include <string_view>

#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

std::string_view buffer_name(BufferId id);

}  // namespace sortscope::algo
