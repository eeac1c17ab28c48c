// The kernel lab's check started from the running app. The app cannot fork once its GL context exists
// (the child would inherit a context it must not touch), so it starts its own program afresh in a
// check-only mode (`sortscope --lab-check-child NAME PATH`, the kernel's text on its standard input),
// which runs the check as `sortscope-cli lab check` does (app/lab/guarded_check.hpp: a child of its own
// with a watchdog per dispatch) and writes the report (algorithms/lab/report_wire.hpp) to its standard
// output. The app waits for it on a background thread (LabPanel runs it in a measure::Background), with
// a limit on the whole check past which the process and everything it started are killed: the window
// never waits on a student's kernel. Closing the app mid-check ends the check too (its process asks to be
// signalled when the app goes, and then kills its group).
#pragma once

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "algorithms/lab/exercises.hpp"
#include "algorithms/lab/lab_report.hpp"

namespace sortscope::ui {

// What runs a check: the program started with --lab-check-child (the app's own, own_program()), and the
// longest the whole check may take (every case of a correct kernel takes well under a second; a dispatch
// that never ends is stopped after 2.5 s inside the check; this limit is the backstop for the rest).
struct LabChecker {
    std::string program;
    std::chrono::milliseconds limit{90000};
};

// The program this process runs (/proc/self/exe): the app re-runs itself to check a kernel, so the
// check cannot be missing while the app is there, installed or in the build tree alike.
std::string own_program();

// A check's outcome: the report, or why there is none (the program could not be started, the limit ran
// out, no GL 4.3 context in the check): one line for the panel.
struct LabCheckOutcome {
    std::optional<algo::LabReport> report;
    std::string error;
};

// Runs the check of `text` (read from `path`) for `exercise` in a process of its own and waits for it,
// at most `checker.limit`, or until `cancelled` is set (then it kills the process and returns an error
// saying so). Blocking: call it on a background thread.
LabCheckOutcome run_bounded_lab_check(const LabChecker& checker, const algo::Exercise& exercise, const std::string& path,
                                      const std::string& text, const std::atomic<bool>& cancelled);

// The check-only mode's option, and its body: reads the kernel from standard input, checks it and
// writes "report" and the encoded report, or "error MESSAGE", to standard output. Returns the exit code.
constexpr std::string_view kLabCheckChildOption = "--lab-check-child";
int run_lab_check_child(const std::string& exercise, const std::string& path);

}  // namespace sortscope::ui
