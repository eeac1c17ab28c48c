// The kernel lab's check in a child process with a watchdog (see guarded_check.hpp). The child writes
// lines to a pipe: "start C D" and "end C D" around dispatch D of case C, then "report" and the encoded
// report (algorithms/lab/report_wire.hpp), or "error MESSAGE" when it could not run the check.
#include "guarded_check.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <optional>
#include <sstream>
#include <string>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/lab/report_wire.hpp"
#include "device/gpu_error.hpp"
#include "device/headless_device.hpp"

namespace sortscope::lab {

namespace {

using Clock = std::chrono::steady_clock;

void write_all(int fd, const std::string& text) {
    size_t done = 0;
    while (done < text.size()) {
        const ssize_t wrote = ::write(fd, text.data() + done, text.size() - done);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) return;  // the parent is gone: nothing left to tell
        done += static_cast<size_t>(wrote);
    }
}

[[noreturn]] void run_child(int fd, const algo::Exercise& exercise, const StudentKernel& kernel, const LabLimits& limits) {
    int code = 0;
    try {
        gpu::HeadlessDevice device(true);  // robust buffer access where the driver gives it
        algo::LabReport report = run_lab_check(device.limits, exercise, kernel, limits,
                                                     [&](size_t c, size_t d, bool started) {
                                                         write_all(fd, std::string(started ? "start " : "end ") +
                                                                           std::to_string(c) + " " + std::to_string(d) + "\n");
                                                     });
        report.device = device.limits.renderer + (device.context.robust_access() ? ", robust buffer access"
                                                                                  : ", without robust buffer access");
        write_all(fd, "report\n" + algo::encode_report(report));
    } catch (const std::exception& error) {
        std::string message = error.what();
        for (char& c : message) {
            if (c == '\n') c = ' ';
        }
        write_all(fd, "error " + message + "\n");
        code = 1;
    }
    ::close(fd);
    ::_exit(code);  // no atexit handlers, no stdio flush: those belong to the parent
}

// Where the child got to: the dispatch it started last and had not ended.
struct Heartbeat {
    std::optional<std::pair<size_t, size_t>> running;  // (case, dispatch)
    std::optional<std::pair<size_t, size_t>> last;     // the last one started, ended or not
};

// Reads the complete lines of `buffer` up to "report" or "error"; returns true when one of those came.
bool take_lines(std::string& buffer, Heartbeat& beat, std::string& tail) {
    size_t newline;
    while ((newline = buffer.find('\n')) != std::string::npos) {
        const std::string line = buffer.substr(0, newline);
        if (line == "report" || line.rfind("error ", 0) == 0) {
            tail = line == "report" ? buffer.substr(newline + 1) : line;
            buffer.clear();
            return true;
        }
        buffer.erase(0, newline + 1);
        std::istringstream words(line);
        std::string kind;
        size_t c = 0;
        size_t d = 0;
        if (!(words >> kind >> c >> d)) continue;
        if (kind == "start") {
            beat.running = std::make_pair(c, d);
            beat.last = beat.running;
        } else {
            beat.running.reset();
        }
    }
    return false;
}

// The report of a child killed or lost while it ran dispatch d of case c.
algo::LabReport lost_child_report(const algo::Exercise& exercise, const StudentKernel& kernel, size_t c, size_t d,
                                  algo::LabVerdict verdict, const std::string& message) {
    algo::LabReport report;
    report.exercise = std::string(exercise.name);
    report.kernel_path = kernel.path;
    report.verdict = verdict;
    const std::vector<algo::LabCase> cases = algo::exercise_cases(exercise);
    report.cases.assign(cases.size(), algo::CaseStatus::NotRun);
    for (size_t before = 0; before < c; ++before) report.cases[before] = algo::CaseStatus::Pass;
    report.cases[c] = algo::CaseStatus::Fail;
    // What the dispatch should have done: the reference's run up to it.
    const algo::Plan plan = algo::case_plan(exercise, cases[c]);
    const std::vector<uint32_t> keys = algo::case_keys(cases[c]);
    algo::State state = algo::make_state(plan, keys, algo::case_values(cases[c]));
    algo::StepEffect effect;
    for (size_t step = 0; step <= d && step < plan.steps.size(); ++step) effect = algo::reference_step(plan, plan.steps[step], state);
    algo::LabFailure failure;
    failure.case_index = c;
    algo::describe_dispatch(plan, d, effect, failure);
    failure.message = message;
    report.failure = std::move(failure);
    return report;
}

}  // namespace

algo::LabReport guarded_lab_check(const algo::Exercise& exercise, const StudentKernel& kernel, const LabLimits& limits,
                                  std::chrono::seconds setup_time) {
    int fds[2];
    if (::pipe(fds) != 0) throw gpu::GpuError(std::string("cannot make a pipe for the check: ") + std::strerror(errno));
    const pid_t child = ::fork();
    if (child < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        throw gpu::GpuError(std::string("cannot start the check's process: ") + std::strerror(errno));
    }
    if (child == 0) {
        ::close(fds[0]);
        run_child(fds[1], exercise, kernel, limits);
    }
    ::close(fds[1]);

    // The watchdog: a running dispatch gets the dispatch limit (and half a second more, so that a driver
    // that can time it out itself reports first); anything else, the setup time.
    std::string buffer;
    std::string tail;
    Heartbeat beat;
    bool finished = false;
    bool timed_out = false;
    Clock::time_point since = Clock::now();
    std::optional<std::pair<size_t, size_t>> watched;
    while (!finished) {
        if (beat.running != watched) {
            watched = beat.running;
            since = Clock::now();
        }
        const auto limit = beat.running ? std::chrono::duration_cast<std::chrono::milliseconds>(limits.dispatch_time) +
                                              std::chrono::milliseconds(500)
                                        : std::chrono::duration_cast<std::chrono::milliseconds>(setup_time);
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(since + limit - Clock::now());
        if (left.count() <= 0) {
            timed_out = true;
            break;
        }
        pollfd poll_fd{fds[0], POLLIN, 0};
        const int ready = ::poll(&poll_fd, 1, static_cast<int>(std::min<long long>(left.count(), 100)));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) continue;
        char chunk[4096];
        ssize_t got = ::read(fds[0], chunk, sizeof chunk);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;  // the child closed the pipe: it ended
        buffer.append(chunk, static_cast<size_t>(got));
        if (take_lines(buffer, beat, tail)) {
            // The rest of the report: read to the end of the pipe.
            while ((got = ::read(fds[0], chunk, sizeof chunk)) > 0 || (got < 0 && errno == EINTR)) {
                if (got > 0) tail.append(chunk, static_cast<size_t>(got));
            }
            finished = true;
        }
    }
    ::close(fds[0]);
    if (!finished) ::kill(child, SIGKILL);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {}

    if (finished && tail.rfind("error ", 0) == 0) throw gpu::GpuError(tail.substr(6));
    if (finished) {
        if (auto report = algo::decode_report(tail)) return *report;
    }
    const auto [c, d] = beat.last.value_or(std::make_pair(size_t{0}, size_t{0}));
    if (timed_out && beat.running) {
        return lost_child_report(exercise, kernel, c, d, algo::LabVerdict::Timeout, timeout_message(d, limits));
    }
    if (timed_out) {
        throw gpu::GpuError("the check made no progress for " + std::to_string(setup_time.count()) +
                            " s before its first dispatch (making the GL context and compiling)");
    }
    const std::string how = WIFSIGNALED(status) ? "was killed by signal " + std::to_string(WTERMSIG(status))
                                                : "ended with exit code " + std::to_string(WEXITSTATUS(status));
    return lost_child_report(exercise, kernel, c, d, algo::LabVerdict::Crashed,
                             "the process running dispatch " + std::to_string(d) + " " + how +
                                 " without a report: the kernel crashed the driver?");
}

}  // namespace sortscope::lab
