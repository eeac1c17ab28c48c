// Bounded replays, a slice per frame (see replay.hpp).
#include "session/replay.hpp"

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
    const auto deadline = std::chrono::steady_clock::now() + budget;
    do {
        if (session.cursor() >= *m_target) break;
        session.step();
    } while (std::chrono::steady_clock::now() < deadline);
    if (session.cursor() >= *m_target) m_target.reset();
    return m_target.has_value();
}

}  // namespace sortscope::ui
