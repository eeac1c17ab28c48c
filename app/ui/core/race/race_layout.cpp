// How the race view uses its room (see race_layout.hpp).
#include "core/race/race_layout.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::ui {

const RaceSettings& shown_race_settings(const RaceEngine& engine, const RaceSettings& chosen) {
    return engine.running() || !engine.records().empty() ? engine.settings() : chosen;
}

RaceChartSplit race_chart_split(float height, float needed, float runs_smallest, float note_line) {
    constexpr float kGap = 6.0f;
    RaceChartSplit split;
    split.chart = std::floor(std::max(height * kRaceChartShare, needed));
    if (height - split.chart - kGap >= runs_smallest) {
        split.runs = height - split.chart - kGap;
    } else {
        split.chart = std::max(0.0f, height - note_line);
    }
    return split;
}

}  // namespace sortscope::ui
