// The race's runs chart scale (see runs_scale.hpp).
#include "core/race/runs_scale.hpp"

#include <algorithm>

namespace sortscope::ui {

RunsScale runs_scale(const RaceRuns& runs) {
    RunsScale scale;
    scale.hidden_warm_ups = runs.warm_up_ms.size() - std::min(runs.warm_up_ms.size(), kShownWarmUpRuns);
    const double timed_high = runs.timed_ms.empty() ? 0.0 : *std::max_element(runs.timed_ms.begin(), runs.timed_ms.end());
    double high = timed_high;
    for (size_t r = scale.hidden_warm_ups; r < runs.warm_up_ms.size(); ++r) {
        const double ms = runs.warm_up_ms[r];
        high = std::max(high, timed_high > 0.0 ? std::min(ms, timed_high * kWarmUpHeadroom) : ms);
    }
    scale.top_ms = high > 0.0 ? high * 1.1 : 1.0;  // a tenth of room above the tallest bar
    return scale;
}

}  // namespace sortscope::ui
