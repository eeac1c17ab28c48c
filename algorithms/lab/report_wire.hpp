// A lab report as lines of text and back, so that the child process that runs a student's kernel on the
// GPU (app/lab/check_process.hpp) can hand its report to the parent, which outlives a kernel that never
// ends. One field per line, `NAME VALUE`, with backslashes and newlines in texts escaped.
#pragma once

#include <optional>
#include <string>

#include "algorithms/lab/lab_report.hpp"

namespace sortscope::algo {

std::string encode_report(const LabReport& report);
// The report encode_report wrote, or nothing when `text` is not one (a child cut off mid-write).
std::optional<LabReport> decode_report(const std::string& text);

}  // namespace sortscope::algo
