// Bounded replays: a jump in the app (a step back, End, a click on the step slider) runs its dispatches
// a slice per frame instead of all in one. Each step goes through SortSession::step(), which waits for
// that one dispatch (the app's plans keep every dispatch within a few milliseconds: rank splits its
// counting), so a frame waits on the GPU for at most its budget plus one dispatch, and the picture moves
// through the intermediate steps on its way. A step back resets first: a network sorts in place, so the
// state of an earlier step is only had by running up to it (DESIGN.md 2).
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>

#include "frame_slice.hpp"
#include "core/session/sort_session.hpp"

namespace sortscope::ui {

class Replay {
public:
    // Aims at `target` steps (clamped to the plan); a target behind the cursor resets the session first.
    void start(SortSession& session, size_t target);
    void cancel() { m_target.reset(); }
    bool active() const { return m_target.has_value(); }
    std::optional<size_t> target() const { return m_target; }
    // Steps toward the target until `budget` has passed (at least one step); true while steps remain.
    bool advance(SortSession& session, std::chrono::microseconds budget);

private:
    std::optional<size_t> m_target;
};

// A frame's share of a replay (frame_slice.hpp).
constexpr std::chrono::microseconds kReplayBudget{std::chrono::milliseconds(measure::kFrameSliceMs)};

}  // namespace sortscope::ui
