// The lab check in a child process, bounded in time and memory (see check_process.hpp): the parent's side.
#include "check_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>  // wait4
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <vector>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/lab/report_wire.hpp"
#include "algorithms/text/steps.hpp"
#include "algorithms/text/quoted.hpp"

namespace sortscope::lab {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// The child's exit code when it ran out of memory where it could tell (a std::bad_alloc of its own).
constexpr int kChildOutOfMemory = 3;

// A pipe whose ends are closed in the program the child runs, but for those handed over by dup2.
struct Pipe {
    int read = -1;
    int write = -1;
    Pipe() {
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) == 0) {
            read = fds[0];
            write = fds[1];
        }
    }
    ~Pipe() {
        close_read();
        close_write();
    }
    Pipe(const Pipe&) = delete;
    Pipe& operator=(const Pipe&) = delete;
    bool ok() const { return read >= 0; }
    void close_read() {
        if (read >= 0) ::close(read);
        read = -1;
    }
    void close_write() {
        if (write >= 0) ::close(write);
        write = -1;
    }
};

std::string duration_text(milliseconds time) {
    const auto ms = time.count();
    return ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
}

// The report of a check that stopped in case c, dispatch d (or before any dispatch: CompileError), with
// `message` as its failure's line; for a dispatch, what it should have done (the reference's run up to it).
algo::LabReport stopped_report(const algo::Exercise& exercise, const StudentKernel& kernel, algo::LabVerdict verdict,
                               std::optional<std::pair<size_t, size_t>> where, const std::string& message) {
    algo::LabReport report;
    report.exercise = std::string(exercise.name);
    report.kernel_path = kernel.path;
    report.verdict = verdict;
    const std::vector<algo::LabCase> cases = algo::exercise_cases(exercise);
    report.cases.assign(cases.size(), algo::CaseStatus::NotRun);
    if (!where) {
        report.compile_log = message;
        return report;
    }
    const auto [c, d] = *where;
    for (size_t before = 0; before < c; ++before) report.cases[before] = algo::CaseStatus::Pass;
    report.cases[c] = algo::CaseStatus::Fail;
    const algo::Plan plan = algo::case_plan(exercise, cases[c]);
    algo::State state = algo::make_state(plan, algo::case_keys(cases[c]), algo::case_values(cases[c]));
    algo::StepEffect effect;
    for (size_t step = 0; step <= d && step < plan.steps.size(); ++step) effect = algo::reference_step(plan, plan.steps[step], state);
    algo::LabFailure failure;
    failure.case_index = c;
    algo::describe_dispatch(plan, d, effect, failure);
    failure.message = message;
    report.failure = std::move(failure);
    return report;
}

// The child's side of the fork, up to the program it runs: only async-signal-safe calls (the app forks
// from a thread while others run). Its own process group, so that a kill reaches anything it starts.
[[noreturn]] void become_check(const char* program, char* const argv[], int input, int output, int exec_status,
                               pid_t parent) {
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);   // the check ends with the process (thread) that started it
    if (::getppid() != parent) ::_exit(127);  // ... which may have gone before the line above
    ::dup2(input, STDIN_FILENO);
    ::dup2(output, STDOUT_FILENO);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);  // the app's thread blocks SIGPIPE: not the check
    ::execv(program, argv);
    const int error = errno;
    [[maybe_unused]] const ssize_t told = ::write(exec_status, &error, sizeof error);
    ::_exit(127);
}

}  // namespace

std::string own_program() {
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? std::string() : self.string();
}

void read_check_stream(std::string& buffer, CheckStream& stream) {
    if (stream.report_text) {
        *stream.report_text += buffer;
        buffer.clear();
        return;
    }
    size_t newline;
    while (!stream.finished() && (newline = buffer.find('\n')) != std::string::npos) {
        const std::string line = buffer.substr(0, newline);
        buffer.erase(0, newline + 1);
        if (line == "report") {
            stream.report_text = std::move(buffer);
            buffer.clear();
        } else if (line.rfind("error ", 0) == 0) {
            stream.error = line.substr(6);
        } else if (line == "compile") {
            stream.compiling = true;
        } else {
            std::istringstream words(line);
            std::string kind;
            size_t c = 0;
            size_t d = 0;
            if (!(words >> kind >> c >> d)) continue;
            stream.compiling = false;
            if (kind == "start") {
                stream.running = std::make_pair(c, d);
                stream.last = stream.running;
            } else {
                stream.running.reset();
            }
        }
    }
}

CheckOutcome run_check_process(const CheckProgram& checker, const algo::Exercise& exercise, const StudentKernel& kernel,
                               const LabLimits& limits, const std::atomic<bool>* cancelled) {
    CheckOutcome outcome;
    if (checker.program.empty()) {
        outcome.error = "cannot check: this program cannot find its own file (/proc/self/exe) to run the check";
        return outcome;
    }
    // A child that dies before reading its input must not take this process with it (SIGPIPE): the write
    // fails with EPIPE instead. Only this thread's mask changes.
    sigset_t pipe_signal;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, nullptr);

    Pipe input;
    Pipe output;
    Pipe exec_status;
    if (!input.ok() || !output.ok() || !exec_status.ok()) {
        outcome.error = std::string("cannot make a pipe for the check: ") + std::strerror(errno);
        return outcome;
    }
    // Everything the child needs is made before the fork: after it, the child may not allocate.
    std::string program = checker.program;
    std::string option(kCheckChildOption);
    std::string name(exercise.name);
    std::string path = kernel.path;
    char* argv[] = {program.data(), option.data(), name.data(), path.data(), nullptr};
    const pid_t parent = ::getpid();
    const pid_t child = ::fork();
    if (child < 0) {
        outcome.error = std::string("cannot start the check's process: ") + std::strerror(errno);
        return outcome;
    }
    if (child == 0) become_check(program.c_str(), argv, input.read, output.write, exec_status.write, parent);
    ::setpgid(child, child);  // as the child does: a kill of the group must not find it missing
    input.close_read();
    output.close_write();
    exec_status.close_write();
    int exec_error = 0;
    if (::read(exec_status.read, &exec_error, sizeof exec_error) == static_cast<ssize_t>(sizeof exec_error)) {
        while (::waitpid(child, nullptr, 0) < 0 && errno == EINTR) {}
        outcome.error = "cannot start the check (" + algo::quoted(checker.program) + "): " + std::strerror(exec_error);
        return outcome;
    }
    ::fcntl(input.write, F_SETFL, O_NONBLOCK);

    // The watchdog: a running dispatch gets the dispatch limit (and half a second more, so that a driver
    // that can time it out itself reports first); the context and the compile, `setup_time` without
    // progress; the whole check, the checker's limit.
    enum class Stop { None, Ended, Cancelled, WholeLimit, StepLimit };
    Stop stop = Stop::None;
    const Clock::time_point deadline = Clock::now() + checker.limit;
    Clock::time_point since = Clock::now();
    CheckStream stream;
    std::optional<std::pair<size_t, size_t>> watched;
    bool watched_compiling = false;
    std::string buffer;
    size_t written = 0;
    while (stop == Stop::None) {
        if (stream.running != watched || stream.compiling != watched_compiling) {
            watched = stream.running;
            watched_compiling = stream.compiling;
            since = Clock::now();
        }
        const milliseconds step_limit = stream.running ? limits.dispatch_time + milliseconds(500)
                                                       : std::chrono::duration_cast<milliseconds>(limits.setup_time);
        const Clock::time_point now = Clock::now();
        if (cancelled != nullptr && *cancelled) {
            stop = Stop::Cancelled;
        } else if (now >= deadline) {
            stop = Stop::WholeLimit;
        } else if (!stream.finished() && now >= since + step_limit) {
            stop = Stop::StepLimit;
        }
        if (stop != Stop::None) break;
        pollfd fds[2] = {{output.read, POLLIN, 0}, {input.write, POLLOUT, 0}};
        const nfds_t count = input.write >= 0 ? 2 : 1;
        const int ready = ::poll(fds, count, 100);  // wakes to see a cancel or a deadline
        if (ready <= 0) continue;
        if (count == 2 && (fds[1].revents & (POLLOUT | POLLERR | POLLHUP)) != 0) {
            const ssize_t wrote = ::write(input.write, kernel.text.data() + written, kernel.text.size() - written);
            if (wrote > 0) written += static_cast<size_t>(wrote);
            if (written == kernel.text.size() || (wrote < 0 && errno != EAGAIN && errno != EINTR)) input.close_write();
        }
        if ((fds[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0) {
            char chunk[4096];
            const ssize_t got = ::read(output.read, chunk, sizeof chunk);
            if (got > 0) {
                buffer.append(chunk, static_cast<size_t>(got));
                read_check_stream(buffer, stream);
            } else if (got == 0 || (errno != EINTR && errno != EAGAIN)) {
                stop = Stop::Ended;
            }
        }
    }
    if (stop != Stop::Ended) {
        ::kill(-child, SIGKILL);  // the group: the check and anything it started
        ::kill(child, SIGKILL);
    }
    int status = 0;
    rusage usage{};
    while (::wait4(child, &status, 0, &usage) < 0 && errno == EINTR) {}

    switch (stop) {
    case Stop::Cancelled: outcome.error = "the check was stopped"; return outcome;
    case Stop::WholeLimit:
        outcome.error = "the check did not finish within " + duration_text(checker.limit) + " and was stopped";
        return outcome;
    case Stop::StepLimit:
        if (stream.running) {
            outcome.report = stopped_report(exercise, kernel, algo::LabVerdict::Timeout, stream.running,
                                            timeout_message(stream.running->second, limits));
        } else if (stream.compiling) {
            outcome.report = stopped_report(exercise, kernel, algo::LabVerdict::CompileError, std::nullopt,
                                            "the compile did not finish within " +
                                                duration_text(std::chrono::duration_cast<milliseconds>(limits.setup_time)) +
                                                " and was stopped");
        } else {
            outcome.error = "the check made no progress for " + std::to_string(limits.setup_time.count()) +
                            " s before its first dispatch (making the GL context)";
        }
        return outcome;
    case Stop::None:
    case Stop::Ended: break;
    }
    if (stream.error) {
        outcome.error = *stream.error;
        return outcome;
    }
    if (stream.report_text) {
        if (auto report = algo::decode_report(*stream.report_text)) {
            outcome.report = std::move(*report);
            return outcome;
        }
    }
    // Ended without a report: by what it was doing, and how much memory it had taken.
    const bool out_of_memory = (WIFEXITED(status) && WEXITSTATUS(status) == kChildOutOfMemory) ||
                               static_cast<uint64_t>(usage.ru_maxrss) * 1024 >= (limits.memory_mb << 20) / 2;
    const std::string memory = "more than " + std::to_string(limits.memory_mb) + " MB";
    const std::string how = WIFSIGNALED(status) ? "was killed by signal " + std::to_string(WTERMSIG(status))
                                                : "ended with exit code " + std::to_string(WEXITSTATUS(status));
    if (stream.compiling) {
        outcome.report = stopped_report(exercise, kernel, algo::LabVerdict::CompileError, std::nullopt,
                                        out_of_memory ? "the compile used " + memory + " of memory (the lab's limit) and was stopped"
                                                      : "the process compiling the kernel " + how + ": the compiler crashed?");
    } else if (stream.last) {
        const size_t d = stream.last->second;
        outcome.report = stopped_report(exercise, kernel, algo::LabVerdict::Crashed, stream.last,
                                        out_of_memory ? algo::step_name(d) + " used " + memory + " of memory (the lab's limit) and was stopped"
                                                      : "the process running dispatch " + std::to_string(d) + " " + how +
                                                            " without a report: the kernel crashed the driver?");
    } else {
        outcome.error = "the check's process " + how + " without a report";
    }
    return outcome;
}

}  // namespace sortscope::lab
