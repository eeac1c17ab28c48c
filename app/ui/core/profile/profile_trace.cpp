// The profile as a trace file (see profile_trace.hpp).
#include "core/profile/profile_trace.hpp"

#include "algorithms/text/counts.hpp"

namespace sortscope::ui {

std::vector<measure::TraceLane> profile_trace_lanes(const ProfileEngine& engine) {
    std::vector<measure::TraceLane> lanes;
    for (const ProfileLane& lane : engine.lanes()) {
        if (!lane.measured()) continue;
        lanes.push_back({lane.plan.name() + ", n = " + algo::with_separators(lane.plan.options.n), &lane.plan, lane.times});
    }
    return lanes;
}

std::string profile_trace(const ProfileEngine& engine) {
    return measure::trace_json({"sortscope profile view", engine.renderer(), engine.timer()}, profile_trace_lanes(engine));
}

}  // namespace sortscope::ui
