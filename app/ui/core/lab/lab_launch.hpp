// The kernel lab in the app (`sortscope --lab NAME --kernel FILE`): before the window opens, the
// student's kernel is checked as the Kernel lab section checks it (bounded_lab_check.hpp: the app's own
// program in a check-only mode, which a kernel that never ends cannot block); the app then opens the exercise's first case that
// failed, with the student's kernel in place of the project's (SortSession::replace_kernel), and stops
// at the first step that differs from the CPU reference. Saving the file checks it again and reloads it
// (lab_panel.hpp, which watches it with LabKernelFile and runs that check from the live window).
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/lab/exercises.hpp"
#include "algorithms/lab/lab_report.hpp"
#include "core/session/input_spec.hpp"
#include "core/session/sort_session.hpp"

namespace sortscope::ui {

struct LabLaunch {
    const algo::Exercise* exercise = nullptr;
    std::string kernel_path;
    std::string kernel_text;
    algo::LabReport report;  // the check made before the window opened
    size_t case_index = 0;   // the case the app shows: the first that failed, else the first
};

// Reads the kernel and checks it (waiting for the check). Throws UsageError for an unknown exercise or
// an unreadable file, gpu::GpuError when the check cannot run.
LabLaunch launch_lab(const std::string& exercise, const std::string& kernel_path);

// The input the app sorts: the case's algorithm, size, distribution, seed, work-group size, payload.
InputSpec lab_input(const LabLaunch& lab);
// How many steps to run at most before stopping at the first that differs: past the dispatch the check
// found wrong, or up to (not into) one that never ended; every step when the kernel passed.
std::optional<size_t> lab_last_step(const LabLaunch& lab);
// One line for the status bar: the exercise, the file and the check's verdict.
std::string lab_status(const LabLaunch& lab);

// What the step on screen did wrong, for the lines under the header: the keys the CPU reference holds
// after it (the expected state, beside the bars of the GPU's), the positions where the GPU's differ, and
// for a network the comparators of the step at those positions. Empty when the step equals the reference.
std::vector<std::string> lab_difference_lines(const SortSession& session);

// The student's file, watched for saves (polled at most every half second).
class LabKernelFile {
public:
    explicit LabKernelFile(std::string path);
    // The file's new text, once after it was written; nothing otherwise (or while it cannot be read).
    std::optional<std::string> changed(double now_seconds);
    const std::string& path() const { return m_path; }

private:
    std::string m_path;
    std::filesystem::file_time_type m_seen{};
    double m_next_poll = 0.0;
};

// The text of `path` (algo::read_kernel_file: a regular text file of at most 1 MiB), or nothing when it
// cannot be read or is refused; then `error`, when given, says why, naming the file.
std::optional<std::string> read_kernel_file(const std::string& path, std::string* error = nullptr);

}  // namespace sortscope::ui
