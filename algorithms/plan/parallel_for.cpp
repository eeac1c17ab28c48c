// The pool of threads behind parallel_for (see parallel_for.hpp).
#include "algorithms/plan/parallel_for.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace sortscope::algo {

namespace {

// True on a thread while it runs a chunk: a parallel call from there runs on that thread alone (the pool
// is busy with the call it is part of).
thread_local bool t_in_chunk = false;

// One call's chunks, handed out one at a time to whichever thread asks next.
struct Job {
    Job(FunctionRef<void(size_t)> chunk_body, size_t chunk_total) : body(chunk_body), chunks(chunk_total) {}

    FunctionRef<void(size_t)> body;
    size_t chunks;
    std::atomic<size_t> next{0};
    std::mutex error_mutex;
    std::exception_ptr error;

    void run() {
        t_in_chunk = true;
        for (size_t chunk = next++; chunk < chunks; chunk = next++) {
            try {
                body(chunk);
            } catch (...) {
                const std::lock_guard lock(error_mutex);
                if (!error) error = std::current_exception();
            }
        }
        t_in_chunk = false;
    }
};

class Pool {
public:
    explicit Pool(unsigned workers) {
        m_threads.reserve(workers);
        for (unsigned t = 0; t < workers; ++t) m_threads.emplace_back([this] { work(); });
    }
    Pool(const Pool&) = delete;
    Pool& operator=(const Pool&) = delete;
    ~Pool() {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        // The jthreads join as they are destroyed.
    }

    void run(Job& job) {
        const std::lock_guard turn(m_turn);  // one call at a time
        {
            const std::lock_guard lock(m_mutex);
            m_job = &job;
            ++m_generation;
        }
        m_wake.notify_all();
        job.run();
        // Every chunk is taken; wait for the workers still running one, and let no other join.
        std::unique_lock lock(m_mutex);
        m_job = nullptr;
        m_idle.wait(lock, [&] { return m_active == 0; });
    }

private:
    void work() {
        uint64_t seen = 0;
        std::unique_lock lock(m_mutex);
        for (;;) {
            m_wake.wait(lock, [&] { return m_stop || (m_job != nullptr && m_generation != seen); });
            if (m_stop) return;
            seen = m_generation;
            Job* job = m_job;
            ++m_active;
            lock.unlock();
            job->run();
            lock.lock();
            if (--m_active == 0) m_idle.notify_all();
        }
    }

    std::mutex m_turn;
    std::mutex m_mutex;  // guards the fields below
    std::condition_variable m_wake;
    std::condition_variable m_idle;
    Job* m_job = nullptr;
    uint64_t m_generation = 0;
    unsigned m_active = 0;
    bool m_stop = false;
    std::vector<std::jthread> m_threads;  // last: they stop and join before the fields they read go
};

}  // namespace

unsigned parallel_threads() {
    static const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1u, kMaxThreads);
    return threads;
}

size_t chunk_count(size_t items) {
    return std::max<size_t>(1, std::min<size_t>(parallel_threads(), items / kMinChunkItems));
}

void parallel_chunks(size_t chunks, FunctionRef<void(size_t chunk)> body) {
    if (chunks <= 1 || t_in_chunk) {
        for (size_t chunk = 0; chunk < chunks; ++chunk) body(chunk);
        return;
    }
    static Pool pool(parallel_threads() - 1);
    Job job(body, chunks);
    pool.run(job);
    if (job.error) std::rethrow_exception(job.error);
}

}  // namespace sortscope::algo
