// A task on a worker thread whose result the GL thread polls each frame without ever waiting: the
// measuring engine's inputs and CPU baselines in the app, the export dialog's files. Cancelling asks the
// task to stop at its next check; a task still running when its Background goes away finishes on its
// own (its state is shared), so neither a stop nor closing the app waits for a long CPU sort.
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace sortscope::measure {

template <class Result>
class Background {
public:
    using Cancelled = std::atomic<bool>;

    Background() = default;
    // Starts `work(cancelled)` on its own thread; `work` returns the Result (or nullopt when cancelled).
    template <class Work>
    explicit Background(Work work) : m_state(std::make_shared<State>()) {
        std::thread([state = m_state, work = std::move(work)]() mutable {
            std::optional<Result> result = work(state->cancelled);
            std::lock_guard<std::mutex> lock(state->mutex);
            state->result = std::move(result);
            state->done = true;
        }).detach();
    }
    Background(Background&&) noexcept = default;
    Background& operator=(Background&& other) noexcept {
        cancel();
        m_state = std::move(other.m_state);
        return *this;
    }
    Background(const Background&) = delete;
    Background& operator=(const Background&) = delete;
    ~Background() { cancel(); }

    bool active() const { return m_state != nullptr; }
    bool ready() const {
        if (!m_state) return false;
        std::lock_guard<std::mutex> lock(m_state->mutex);
        return m_state->done;
    }
    // The result once ready (nullopt if the task was cancelled); the Background is then empty.
    std::optional<Result> take() {
        std::optional<Result> result;
        {
            std::lock_guard<std::mutex> lock(m_state->mutex);
            result = std::move(m_state->result);
        }
        m_state.reset();
        return result;
    }
    void cancel() {
        if (m_state) m_state->cancelled = true;
        m_state.reset();
    }

private:
    struct State {
        std::mutex mutex;
        bool done = false;
        std::optional<Result> result;
        Cancelled cancelled{false};
    };
    std::shared_ptr<State> m_state;
};

}  // namespace sortscope::measure
