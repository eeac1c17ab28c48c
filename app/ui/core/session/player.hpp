// Play/pause: advances the session at a chosen number of steps per second and stops at the end of the
// plan (or at the step a lesson's slide plays to). Time comes in from the frame loop, so playing never
// blocks drawing.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>

namespace sortscope::ui {

class SortSession;

class Player {
public:
    static constexpr float kMinSpeed = 0.25f;  // steps per second
    static constexpr float kMaxSpeed = 120.0f;

    bool playing() const { return m_playing; }
    void toggle(SortSession& session);  // playing from the end starts over from the input
    void pause() {
        m_playing = false;
        m_stop_at.reset();
    }
    // Plays from where the session is and pauses once `target` steps have run (a slide's "play_to").
    void play_to(size_t target);

    float speed() const { return m_speed; }
    void set_speed(float speed);  // clamped to kMinSpeed .. kMaxSpeed

    // Runs the steps that `seconds` of playing earn; pauses at the end of the plan, and before a step
    // for which `stop_before` says so (Predict mode's questions).
    void advance(SortSession& session, double seconds, const std::function<bool(size_t step)>& stop_before = nullptr);

private:
    bool m_playing = false;
    std::optional<size_t> m_stop_at;  // play_to's target, forgotten by a pause or a toggle
    float m_speed = 2.0f;
    double m_budget = 0.0;  // steps earned but not yet run
};

}  // namespace sortscope::ui
