// The kernel lab's check from the running app, in a process of its own (see bounded_lab_check.hpp).
#include "core/lab/bounded_lab_check.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <iterator>

#include "algorithms/lab/report_wire.hpp"
#include "algorithms/text/quoted.hpp"
#include "device/gpu_error.hpp"
#include "guarded_check.hpp"

extern char** environ;

namespace sortscope::ui {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::string_view kReportLine = "report\n";
constexpr std::string_view kErrorLine = "error ";

// A pipe whose ends are closed in any program this process starts, but for those handed over by dup2.
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

std::string seconds_text(std::chrono::milliseconds limit) {
    const auto seconds = limit.count() / 1000;
    return seconds > 0 ? std::to_string(seconds) + " s" : std::to_string(limit.count()) + " ms";
}

// What the check's process wrote, read back: a report, an error line, or why neither came.
LabCheckOutcome read_outcome(const std::string& output, int status) {
    LabCheckOutcome outcome;
    if (output.rfind(kReportLine, 0) == 0) {
        outcome.report = algo::decode_report(output.substr(kReportLine.size()));
        if (outcome.report) return outcome;
    }
    if (output.rfind(kErrorLine, 0) == 0) {
        outcome.error = output.substr(kErrorLine.size());
        while (!outcome.error.empty() && outcome.error.back() == '\n') outcome.error.pop_back();
        return outcome;
    }
    outcome.error = "the check's process " +
                    (WIFSIGNALED(status) ? "was killed by signal " + std::to_string(WTERMSIG(status))
                                         : "ended with exit code " + std::to_string(WEXITSTATUS(status))) +
                    " without a report";
    return outcome;
}

}  // namespace

std::string own_program() {
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? std::string() : self.string();
}

LabCheckOutcome run_bounded_lab_check(const LabChecker& checker, const algo::Exercise& exercise, const std::string& path,
                                      const std::string& text, const std::atomic<bool>& cancelled) {
    LabCheckOutcome outcome;
    if (checker.program.empty()) {
        outcome.error = "cannot check: this program cannot find its own file (/proc/self/exe) to run the check";
        return outcome;
    }
    // A child that dies before reading its input must not take this process with it (SIGPIPE): the
    // write fails with EPIPE instead. Only this thread's mask changes; the child gets an empty one.
    sigset_t pipe_signal;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, nullptr);

    Pipe input;
    Pipe output;
    if (!input.ok() || !output.ok()) {
        outcome.error = std::string("cannot make a pipe for the check: ") + std::strerror(errno);
        return outcome;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, input.read, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, output.write, STDOUT_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // A process group of its own: a kill reaches the check's own child (the one running the kernel) too.
    posix_spawnattr_setpgroup(&attributes, 0);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK);
    std::string option(kLabCheckChildOption);
    std::string name(exercise.name);
    std::string program = checker.program;
    std::string kernel_path = path;
    char* argv[] = {program.data(), option.data(), name.data(), kernel_path.data(), nullptr};
    pid_t child = -1;
    const int spawned = ::posix_spawn(&child, program.c_str(), &actions, &attributes, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (spawned != 0) {
        outcome.error = "cannot start the check (" + algo::quoted(checker.program) + "): " + std::strerror(spawned);
        return outcome;
    }
    input.close_read();
    output.close_write();
    ::fcntl(input.write, F_SETFL, O_NONBLOCK);

    const Clock::time_point deadline = Clock::now() + checker.limit;
    size_t written = 0;
    std::string got;
    bool ended = false;
    while (!ended && !cancelled && Clock::now() < deadline) {
        pollfd fds[2] = {{output.read, POLLIN, 0}, {input.write, POLLOUT, 0}};
        const nfds_t count = input.write >= 0 ? 2 : 1;
        const int ready = ::poll(fds, count, 100);  // wakes to see a cancel or the deadline
        if (ready <= 0) continue;
        if (count == 2 && (fds[1].revents & (POLLOUT | POLLERR | POLLHUP)) != 0) {
            const ssize_t wrote = ::write(input.write, text.data() + written, text.size() - written);
            if (wrote > 0) written += static_cast<size_t>(wrote);
            if (written == text.size() || (wrote < 0 && errno != EAGAIN && errno != EINTR)) input.close_write();
        }
        if ((fds[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0) {
            char chunk[4096];
            const ssize_t read = ::read(output.read, chunk, sizeof chunk);
            if (read > 0) got.append(chunk, static_cast<size_t>(read));
            if (read == 0 || (read < 0 && errno != EINTR && errno != EAGAIN)) ended = true;
        }
    }
    if (!ended) ::kill(-child, SIGKILL);  // the group: the check and the child running the kernel
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    if (!ended) {
        outcome.error = cancelled ? "the check was stopped" : "the check did not finish within " + seconds_text(checker.limit) + " and was stopped";
        return outcome;
    }
    return read_outcome(got, status);
}

namespace {

// The check ends with the app that started it: closed mid-check, the app's thread waiting on this process
// goes, the kernel signals this process (PR_SET_PDEATHSIG), and the handler kills its process group: this
// check and the child running the student's kernel (their group of their own, from the spawn). Only as a
// group leader, as the spawn makes it: run by hand from a shell, the group would be the shell's.
void end_with_parent() {
    if (::getpgrp() != ::getpid()) return;
    struct sigaction kill_group {};
    kill_group.sa_handler = [](int) { ::kill(0, SIGKILL); };  // async-signal-safe
    ::sigaction(SIGTERM, &kill_group, nullptr);
    // No test of getppid() == 1 for an app gone before this line: an app running as a container's
    // process 1 would see every check end at once. That narrow race is left to the check's own limits
    // (its watchdog per dispatch, and a closed output pipe ending it at its first write).
    ::prctl(PR_SET_PDEATHSIG, SIGTERM);
}

}  // namespace

int run_lab_check_child(const std::string& exercise, const std::string& path) {
    end_with_parent();
    const algo::Exercise* found = algo::find_exercise(exercise);
    if (found == nullptr) {
        std::printf("%sno exercise %s\n", kErrorLine.data(), algo::quoted(exercise).c_str());
        return 2;
    }
    const std::string text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
    try {
        const algo::LabReport report = lab::guarded_lab_check(*found, {text, path}, lab::LabLimits{});
        std::fputs((std::string(kReportLine) + algo::encode_report(report)).c_str(), stdout);
    } catch (const gpu::GpuError& error) {
        std::string message = error.what();
        for (char& c : message) {
            if (c == '\n') c = ' ';
        }
        std::printf("%s%s\n", kErrorLine.data(), message.c_str());
        return 1;
    }
    return 0;
}

}  // namespace sortscope::ui
