// Bounded replays, a slice per frame (see replay.hpp).
#include "core/session/replay.hpp"

#include <algorithm>

namespace sortscope::ui {

void Replay::start(SortSession& session, size_t target) {
    target = std::min(target, session.step_count());
    if (target < session.cursor()) session.reset();
    m_target = target;
    if (session.cursor() == target) m_target.reset();
}

bool Replay::advance(SortSession& session, std::chrono::microseconds budget) {
    if (!m_target) return false;
    measure::run_until_deadline(
        [&] {
            if (session.cursor() >= *m_target) return false;
            session.step();
            return true;
        },
        std::chrono::steady_clock::now() + budget);
    if (session.cursor() >= *m_target) m_target.reset();
    return m_target.has_value();
}

}  // namespace sortscope::ui
