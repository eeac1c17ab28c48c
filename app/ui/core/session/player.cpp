// Step timing for Play (see player.hpp).
#include "core/session/player.hpp"

#include <algorithm>

#include "core/session/sort_session.hpp"

namespace sortscope::ui {

namespace {

// A slow frame (a window drag, a big readback) must not turn into a burst of steps the class cannot
// follow, so the steps earned but not yet run are capped at a tenth of a second's worth (at least one).
constexpr double kMaxBacklogSeconds = 0.1;

}  // namespace

void Player::toggle(SortSession& session) {
    m_stop_at.reset();
    if (m_playing) {
        m_playing = false;
        return;
    }
    if (session.done()) session.reset();
    m_playing = true;
    m_budget = 1.0;  // the first step runs at once, so pressing Play visibly does something
}

void Player::play_to(size_t target) {
    m_stop_at = target;
    m_playing = true;
    m_budget = 0.0;  // unlike Play, a step's time first: the class sees where the slide starts
}

void Player::set_speed(float speed) { m_speed = std::clamp(speed, kMinSpeed, kMaxSpeed); }

void Player::advance(SortSession& session, double seconds, const std::function<bool(size_t step)>& stop_before) {
    if (!m_playing) return;
    m_budget = std::min(m_budget + seconds * m_speed, std::max(1.0, m_speed * kMaxBacklogSeconds));
    while (m_budget >= 1.0 && !session.done()) {
        if ((stop_before && stop_before(session.cursor())) || (m_stop_at && session.cursor() >= *m_stop_at)) {
            pause();
            return;
        }
        session.step();
        m_budget -= 1.0;
    }
    if (session.done() || (m_stop_at && session.cursor() >= *m_stop_at)) pause();
}

}  // namespace sortscope::ui
