// The race's runs chart scale (see runs_scale.hpp).
#include "core/race/runs_scale.hpp"

#include <algorithm>
#include <cstdio>

#include "core/look/axis_step.hpp"

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

double runs_tick_step(double top_ms, float plot_height, float label_height) {
    const int fit = label_height > 0.0f ? static_cast<int>(plot_height / (label_height * 1.5f)) : 4;
    return tick_step(top_ms, std::clamp(fit, 2, 4));
}

std::vector<std::string> runs_captions(size_t warm_ups, size_t timed, bool warm_ups_hidden, bool bar_past_top) {
    char text[192];
    std::vector<std::string> forms;
    std::snprintf(text, sizeof text, "every run in order: %zu warm-up (grey%s%s), %zu timed \u00b7 dashed: their median", warm_ups,
                  warm_ups_hidden ? "; the last ones shown" : "", bar_past_top ? "; a broken bar goes past the top" : "", timed);
    forms.emplace_back(text);
    std::snprintf(text, sizeof text, "runs in order: %zu warm-up (grey%s%s), %zu timed \u00b7 dashed: median", warm_ups,
                  warm_ups_hidden ? "; the last shown" : "", bar_past_top ? "; broken: past the top" : "", timed);
    forms.emplace_back(text);
    std::snprintf(text, sizeof text, "%zu warm-up (grey), %zu timed \u00b7 dashed: median", warm_ups, timed);
    forms.emplace_back(text);
    return forms;
}

}  // namespace sortscope::ui
