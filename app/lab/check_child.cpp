// The lab check's child process (see check_process.hpp): the kernel from standard input, the check on a
// GL context of its own, the progress and the report on standard output, written as they happen.
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <fstream>
#include <iostream>
#include <iterator>
#include <new>

#include "algorithms/lab/report_wire.hpp"
#include "algorithms/text/quoted.hpp"
#include "check_process.hpp"
#include "device/headless_device.hpp"

namespace sortscope::lab {

namespace {

void write_all(const std::string& text) {
    size_t done = 0;
    while (done < text.size()) {
        const ssize_t wrote = ::write(STDOUT_FILENO, text.data() + done, text.size() - done);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) ::_exit(1);  // the parent is gone: nothing left to tell
        done += static_cast<size_t>(wrote);
    }
}

std::string one_line(std::string message) {
    for (char& c : message) {
        if (c == '\n') c = ' ';
    }
    return message;
}

// Ends with the process that started it (run_check_process sets it before it starts this process; set
// again for a check-only mode started some other way).
void end_with_parent() { ::prctl(PR_SET_PDEATHSIG, SIGKILL); }

// The private writable memory this process holds now (VmData, what RLIMIT_DATA counts), in bytes.
uint64_t data_bytes() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmData:", 0) == 0) return std::stoull(line.substr(7)) * 1024;  // "VmData:   1234 kB"
    }
    return 0;
}

// From here on, at most `memory_mb` more (the compile and the run; the context is made).
void limit_memory(const LabLimits& limits) {
    const uint64_t bytes = data_bytes() + (limits.memory_mb << 20);
    rlimit memory{};
    if (::getrlimit(RLIMIT_DATA, &memory) != 0) return;
    if (memory.rlim_cur != RLIM_INFINITY && memory.rlim_cur <= bytes) return;  // already bounded more tightly
    if (memory.rlim_max != RLIM_INFINITY && memory.rlim_max < bytes) return;
    memory.rlim_cur = static_cast<rlim_t>(bytes);
    ::setrlimit(RLIMIT_DATA, &memory);
}

}  // namespace

int run_check_child(const std::string& exercise_name, const std::string& path) {
    end_with_parent();
    const algo::Exercise* exercise = algo::find_exercise(exercise_name);
    if (exercise == nullptr) {
        write_all("error no exercise " + algo::quoted(exercise_name) + "\n");
        return 2;
    }
    try {
        const std::string text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
        gpu::HeadlessDevice device(true);  // robust buffer access where the driver gives it
        limit_memory(LabLimits{});
        write_all("compile\n");
        algo::LabReport report = run_lab_check(device.limits, *exercise, {text, path}, LabLimits{},
                                               [](size_t c, size_t d, bool started) {
                                                   write_all(std::string(started ? "start " : "end ") + std::to_string(c) +
                                                             " " + std::to_string(d) + "\n");
                                               });
        report.device = device.limits.renderer + (device.context.robust_access() ? ", robust buffer access"
                                                                                  : ", without robust buffer access");
        write_all("report\n" + algo::encode_report(report));
    } catch (const std::bad_alloc&) {
        ::_exit(3);  // check_process.cpp's kChildOutOfMemory: the parent words it with the limit
    } catch (const std::exception& error) {
        write_all("error " + one_line(error.what()) + "\n");
        return 1;
    }
    return 0;
}

}  // namespace sortscope::lab
