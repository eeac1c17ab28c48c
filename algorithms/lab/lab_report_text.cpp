// Lab reports as text and as JSON (see lab_report_text.hpp; the JSON schema is in docs/lab.md).
#include "algorithms/lab/lab_report_text.hpp"

#include <cstdio>
#include <string_view>

#include "algorithms/text/counts.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/text/steps.hpp"

namespace sortscope::algo {

namespace {

constexpr size_t kShownPathBytes = 400;

std::string padded(const std::string& text, size_t width) {
    return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
}

std::string comparator_text(const Comparator& comparator) {
    return "stage " + std::to_string(comparator.stage) + ": (" + std::to_string(comparator.i) + ", " +
           std::to_string(comparator.j) + ") " + (comparator.ascending ? "ascending" : "descending");
}

// One line saying what went wrong, for the summary and JSON's "summary".
std::string summary_line(const Exercise& exercise, const LabReport& report) {
    const std::vector<LabCase> cases = exercise_cases(exercise);
    switch (report.verdict) {
        case LabVerdict::Pass:
            return "every case equals the reference after every step (" +
                   count_of(cases.size(), "case", "cases") + ")";
        case LabVerdict::CompileError: return "the kernel does not compile";
        default: break;
    }
    if (!report.failure) return std::string(verdict_name(report.verdict));
    const LabFailure& failure = *report.failure;
    if (!failure.message.empty()) return printable_text(failure.message);
    std::string line = step_name(failure.dispatch) + " of " + case_label(cases[failure.case_index]) +
                       " left " + count_of(failure.differing, "word", "words") + " of the " + failure.buffer +
                       " different from the reference";
    if (!failure.differences.empty()) line += ", the first at position " + std::to_string(failure.differences.front().position);
    return line;
}

void append_failure_text(const std::vector<LabCase>& cases, const LabFailure& failure, std::string& text) {
    text += "\nThe first step that differs: " + step_of(failure.dispatch, failure.dispatches) + ", " + case_label(cases[failure.case_index]) + "\n";
    text += "  " + failure.kernel + ": " + failure.description + "\n";
    if (!failure.narration.empty()) text += "  what it should do: " + failure.narration + "\n";
    if (!failure.message.empty()) text += "  " + printable_text(failure.message) + "\n";
    if (!failure.differences.empty()) {
        if (failure.message.empty()) {
            text += "  " + failure.buffer + (failure.array != 0 ? " of array " + std::to_string(failure.array) : "") +
                    ": " + count_of(failure.differing, "position differs", "positions differ") + "; the first:\n";
        } else {
            text += "  the guard zone of the " + failure.buffer + " (expected: the zone's own word, which no kernel "
                    "should write):\n";
        }
        text += "    position  expected    actual\n";
        for (const WordDifference& difference : failure.differences) {
            text += "    " + padded(std::to_string(difference.position), 8) + padded(std::to_string(difference.expected), 10) +
                    padded(std::to_string(difference.actual), 10) + "\n";
        }
    }
    if (!failure.comparators.empty()) {
        text += "  the comparators of this step at those positions:\n";
        for (const Comparator& comparator : failure.comparators) text += "    " + comparator_text(comparator) + "\n";
    }
}

std::string json_case(const LabCase& lab_case, CaseStatus status) {
    return "{\"n\": " + std::to_string(lab_case.n) + ", \"distribution\": " +
           json_string(distribution_name(lab_case.distribution)) + ", \"seed\": " + std::to_string(lab_case.seed) +
           ", \"status\": " + json_string(case_status_name(status)) + "}";
}

std::string json_failure(const LabFailure& failure) {
    std::string json = "{\"case\": " + std::to_string(failure.case_index) + ", \"dispatch\": " +
                       std::to_string(failure.dispatch) + ", \"step\": " + std::to_string(step_number(failure.dispatch)) +
                       ", \"dispatches\": " + std::to_string(failure.dispatches) +
                       ", \"kernel\": " + json_string(failure.kernel) + ", \"description\": " +
                       json_string(failure.description) + ", \"narration\": " + json_string(failure.narration) +
                       ", \"message\": " + json_string(failure.message) + ", \"buffer\": " + json_string(failure.buffer) +
                       ", \"array\": " + std::to_string(failure.array) + ", \"differing\": " +
                       std::to_string(failure.differing) + ", \"differences\": [";
    for (size_t d = 0; d < failure.differences.size(); ++d) {
        const WordDifference& difference = failure.differences[d];
        json += std::string(d == 0 ? "" : ", ") + "{\"position\": " + std::to_string(difference.position) +
                ", \"expected\": " + std::to_string(difference.expected) + ", \"actual\": " +
                std::to_string(difference.actual) + "}";
    }
    json += "], \"comparators\": [";
    for (size_t c = 0; c < failure.comparators.size(); ++c) {
        const Comparator& comparator = failure.comparators[c];
        json += std::string(c == 0 ? "" : ", ") + "{\"stage\": " + std::to_string(comparator.stage) + ", \"i\": " +
                std::to_string(comparator.i) + ", \"j\": " + std::to_string(comparator.j) + ", \"ascending\": " +
                (comparator.ascending ? "true" : "false") + "}";
    }
    return json + "]}";
}

}  // namespace

std::string case_label(const LabCase& lab_case) {
    return "n = " + std::to_string(lab_case.n) + ", " + std::string(distribution_name(lab_case.distribution)) +
           " keys (random seed " + std::to_string(lab_case.seed) + ")";
}

std::string report_text(const Exercise& exercise, const LabReport& report) {
    const std::vector<LabCase> cases = exercise_cases(exercise);
    // The path and the compiler's log repeat the student's bytes (a `#error \e[2J` line): shown escaped.
    std::string text = "lab check " + std::string(exercise.name) + ": " + printable(report.kernel_path, kShownPathBytes) + "\n";
    if (!report.device.empty()) text += "on " + report.device + "\n";
    if (report.verdict == LabVerdict::CompileError) {
        text += "\nThe kernel does not compile:\n" + printable_text(report.compile_log);
        if (!report.compile_log.empty() && report.compile_log.back() != '\n') text += "\n";
        return text + "\nverdict: compile-error\n";
    }
    size_t not_run = 0;
    for (size_t c = 0; c < cases.size() && c < report.cases.size(); ++c) {
        if (report.cases[c] == CaseStatus::NotRun) {
            ++not_run;
            continue;
        }
        text += "  " + case_label(cases[c]) + ": " +
                (report.cases[c] == CaseStatus::Pass ? "equals the reference after every step" : "FAILS") + "\n";
    }
    if (not_run > 0) text += "  (" + count_of(not_run, "more case was", "more cases were") + " not run)\n";
    if (report.failure) append_failure_text(cases, *report.failure, text);
    return text + "\nverdict: " + std::string(verdict_name(report.verdict)) + ": " + summary_line(exercise, report) + "\n";
}

std::string report_json(const Exercise& exercise, const LabReport& report) {
    const std::vector<LabCase> cases = exercise_cases(exercise);
    std::string json = "{\n  \"exercise\": " + json_string(exercise.name) + ",\n  \"kernel\": " +
                       json_string(report.kernel_path) + ",\n  \"device\": " + json_string(report.device) +
                       ",\n  \"verdict\": " + json_string(verdict_name(report.verdict)) +
                       ",\n  \"passed\": " + (report.verdict == LabVerdict::Pass ? "true" : "false") +
                       ",\n  \"summary\": " + json_string(summary_line(exercise, report)) + ",\n  \"cases\": [";
    for (size_t c = 0; c < cases.size(); ++c) {
        const CaseStatus status = c < report.cases.size() ? report.cases[c] : CaseStatus::NotRun;
        json += std::string(c == 0 ? "\n    " : ",\n    ") + json_case(cases[c], status);
    }
    json += "\n  ],\n  \"failure\": " + (report.failure ? json_failure(*report.failure) : std::string("null")) +
            ",\n  \"compile_log\": " + json_string(report.compile_log) + "\n}\n";
    return json;
}

}  // namespace sortscope::algo
