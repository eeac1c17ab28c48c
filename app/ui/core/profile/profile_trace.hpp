// The profile view's dispatches as a Chrome/Perfetto trace (measure/trace_file.hpp): each measured lane
// a thread, each dispatch an event as long as its median; what the view's Save trace button writes, in
// the format `sortscope-cli bench --trace` writes too.
#pragma once

#include <string>
#include <vector>

#include "core/profile/profile_engine.hpp"
#include "trace_file.hpp"

namespace sortscope::ui {

// The measured lanes, named "ALGORITHM, n = N"; they refer to the engine's plans.
std::vector<measure::TraceLane> profile_trace_lanes(const ProfileEngine& engine);

// The trace of every measured lane (no dispatch events when none is measured yet).
std::string profile_trace(const ProfileEngine& engine);

}  // namespace sortscope::ui
