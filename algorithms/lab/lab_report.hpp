// What `lab check` found: a verdict, the status of each case of the exercise (exercises.hpp), and for the
// first case that failed, the first dispatch that differs from the CPU reference, what that dispatch was
// meant to do, the first positions that differ with the expected and actual keys, and for a network the
// comparators at those positions. compare_step finds that difference; lab_report_text.cpp prints it as
// text or JSON (the JSON schema is in docs/lab.md); report_wire.cpp carries it from the child process
// that ran the GPU part to the parent.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"

namespace sortscope::algo {

enum class LabVerdict {
    Pass,          // every case equals the reference after every dispatch
    Wrong,         // a dispatch left a buffer different from the reference's
    OutOfBounds,   // a dispatch wrote into a guard zone around a buffer
    CompileError,  // the student's kernel did not compile or link
    Timeout,       // a dispatch did not finish within the time limit (an endless loop?)
    Crashed,       // the process that ran the kernel ended without a report (the driver failed)
};
std::string_view verdict_name(LabVerdict verdict);  // "pass", "wrong", "out-of-bounds", ...

enum class CaseStatus { Pass, Fail, NotRun };
std::string_view case_status_name(CaseStatus status);  // "pass", "fail", "not-run"

// One word that differs: its position in its array (>= n: in the guard zone past the end), and the
// word the reference holds there and the word the GPU holds.
struct WordDifference {
    int64_t position = 0;
    uint32_t expected = 0;
    uint32_t actual = 0;
};

struct LabFailure {
    size_t case_index = 0;     // into exercise_cases(exercise)
    size_t dispatch = 0;       // the plan's step, from 0
    size_t dispatches = 0;     // steps in the plan
    std::string kernel;        // the step's kernel file
    std::string description;   // describe(step)
    std::string narration;     // what the dispatch should have done, from the reference's run of it
    std::string buffer;        // "keys", "count tables", ...: the buffer that differs
    uint32_t array = 0;        // the array of the batch the positions are in
    uint64_t differing = 0;    // words of that buffer that differ
    std::vector<WordDifference> differences;  // the first of them, in position order
    std::vector<Comparator> comparators;      // network steps: those at the first differing positions
    std::string message;       // one line: what went wrong, for the timeout and the guard zones
};

struct LabReport {
    std::string exercise;
    std::string kernel_path;  // the student's file, as given
    std::string device;       // the renderer it ran on, and whether with robust buffer access
    LabVerdict verdict = LabVerdict::Pass;
    std::vector<CaseStatus> cases;  // one per exercise case
    std::optional<LabFailure> failure;
    std::string compile_log;  // CompileError: the compiler's messages, with the student's line numbers
};

// How many differing words and comparators a failure lists.
inline constexpr size_t kShownDifferences = 8;

// The first buffer that differs after `step` (the buffer the step writes its keys to first, then every
// other buffer of the plan in BufferId order), or nothing. `expected` is the reference's state after the
// step, `actual` the GPU's (the same buffers, the same sizes); `effect` is the reference's account of
// the step (its narration).
std::optional<LabFailure> compare_step(const Plan& plan, size_t dispatch, const StepEffect& effect,
                                       const State& expected, const State& actual);

// The dispatch's context filled into a failure: its number, the plan's number of dispatches, its
// kernel, description, and narration (from `effect`, the reference's account of the dispatch).
void describe_dispatch(const Plan& plan, size_t dispatch, const StepEffect& effect, LabFailure& failure);

}  // namespace sortscope::algo
