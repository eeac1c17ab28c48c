// The one way a lab check is bounded, for `sortscope-cli lab check` and the app alike: the check runs in
// a child process, this program's own file started afresh in its check-only mode (`PROGRAM
// --lab-check-child NAME PATH`, the kernel's text on its standard input). A student's kernel may never
// end, and on some drivers (Mesa's llvmpipe runs a dispatch to its end inside glDispatchCompute) nothing
// in GL can interrupt it, and its compile may grow without end; a process can be bounded and killed.
// The child:
//   - dies with the process that started it (PR_SET_PDEATHSIG, set before it starts) and, once it has
//     made its GL context, is limited to `memory_mb` more memory (RLIMIT_DATA over what it holds then:
//     every heap and private writable mapping it makes, the GLSL compiler's included; relative, because
//     a sanitizer's shadow or a driver's own mappings are already counted by then);
//   - writes its progress to its standard output: "compile", then "start C D" and "end C D" around
//     dispatch D of case C, then "report" and the encoded report (algorithms/lab/report_wire.hpp), or
//     "error MESSAGE" when it could not run the check at all (no GL 4.3 context).
// The parent reads that stream (one reader, read_check_stream below) and kills the child when the compile
// makes no progress for `setup_time`, a dispatch runs past its limit, the whole check runs past its
// limit, or the caller cancels; a child that ends without a report is reported by what it was doing
// (compiling: "the compile used more than N MB" when its peak memory reached the limit).
#pragma once

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "lab_check.hpp"

namespace sortscope::lab {

// The program that runs the check and the bounds of the whole check.
struct CheckProgram {
    std::string program;  // own_program(): the check cannot be missing while this program is there
    // The longest the whole check may take (every case of a correct kernel takes well under a second; a
    // dispatch that never ends is stopped after its own limit; this is the backstop for the rest).
    std::chrono::milliseconds limit{90000};
};

// The program this process runs (/proc/self/exe), or "" when it cannot be found.
std::string own_program();

// A check's outcome: the report, or why there is none (one line).
struct CheckOutcome {
    std::optional<algo::LabReport> report;
    std::string error;
};

// Runs the check of `kernel` for `exercise` in a child process and waits for it (blocking: the app calls
// it on a background thread). `cancelled`, when given and set, kills the child ("the check was stopped").
CheckOutcome run_check_process(const CheckProgram& program, const algo::Exercise& exercise, const StudentKernel& kernel,
                               const LabLimits& limits, const std::atomic<bool>* cancelled = nullptr);

// The check-only mode: the option, and its body (app/lab/check_child.cpp): reads the kernel from standard
// input, checks it on a GL context of its own and writes the stream above. Returns the exit code.
constexpr std::string_view kCheckChildOption = "--lab-check-child";
int run_check_child(const std::string& exercise, const std::string& path);

// What a child's stream said so far (exposed for its tests).
struct CheckStream {
    bool compiling = false;                                  // "compile" came, no dispatch yet
    std::optional<std::pair<size_t, size_t>> running;        // (case, dispatch) started and not ended
    std::optional<std::pair<size_t, size_t>> last;           // the last one started, ended or not
    std::optional<std::string> report_text;                  // after "report": the encoded report
    std::optional<std::string> error;                        // "error MESSAGE"
    bool finished() const { return report_text.has_value() || error.has_value(); }
};
// Reads the complete lines of `buffer` into `stream` (a "report" takes the rest of the buffer); leaves an
// incomplete last line in `buffer`.
void read_check_stream(std::string& buffer, CheckStream& stream);

}  // namespace sortscope::lab
