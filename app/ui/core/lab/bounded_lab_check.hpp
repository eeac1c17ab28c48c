// The kernel lab's check started from the running app: the one bounded check of the CLI and the app
// (app/lab/check_process.hpp), the app's own program started afresh in its check-only mode, limited in
// memory, killed past its limits and when the app goes. The app waits for it on a background thread
// (LabPanel runs it in a measure::Background, with `cancelled`): the window never waits on a student's
// kernel. These are its names on the app's side.
#pragma once

#include <atomic>
#include <string>

#include "check_process.hpp"

namespace sortscope::ui {

using LabChecker = lab::CheckProgram;
using LabCheckOutcome = lab::CheckOutcome;
using lab::own_program;
constexpr std::string_view kLabCheckChildOption = lab::kCheckChildOption;

inline LabCheckOutcome run_bounded_lab_check(const LabChecker& checker, const algo::Exercise& exercise, const std::string& path,
                                             const std::string& text, const std::atomic<bool>& cancelled) {
    return lab::run_check_process(checker, exercise, {text, path}, lab::LabLimits{}, &cancelled);
}

}  // namespace sortscope::ui
