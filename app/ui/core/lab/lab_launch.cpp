// The kernel lab in the app (see lab_launch.hpp).
#include "core/lab/lab_launch.hpp"

#include <algorithm>

#include "algorithms/catalogue/network.hpp"
#include "algorithms/inputs/user_input.hpp"
#include "algorithms/lab/kernel_file.hpp"
#include "algorithms/lab/lab_report_text.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/text/steps.hpp"
#include "core/app_options.hpp"
#include "core/lab/bounded_lab_check.hpp"
#include "device/gpu_error.hpp"

namespace sortscope::ui {

std::optional<std::string> read_kernel_file(const std::string& path, std::string* error) {
    try {
        return algo::read_kernel_file(path);
    } catch (const algo::InputError& refused) {
        if (error != nullptr) *error = refused.what();
        return std::nullopt;
    }
}

LabLaunch launch_lab(const std::string& exercise, const std::string& kernel_path) {
    LabLaunch lab;
    lab.exercise = algo::find_exercise(exercise);
    if (lab.exercise == nullptr) throw UsageError("--lab: no exercise " + algo::quoted(exercise));
    std::string error;
    auto text = read_kernel_file(kernel_path, &error);
    if (!text) throw UsageError("--kernel: " + error);
    lab.kernel_path = kernel_path;
    lab.kernel_text = std::move(*text);
    // The same bounded check as the panel's (bounded_lab_check.hpp): the app's one way to run a
    // student's kernel where it cannot hang or crash the window.
    const std::atomic<bool> never_cancelled{false};
    LabCheckOutcome outcome = run_bounded_lab_check(LabChecker{own_program()}, *lab.exercise, kernel_path, lab.kernel_text, never_cancelled);
    if (!outcome.report) throw gpu::GpuError("--lab: the check could not run: " + outcome.error);
    lab.report = std::move(*outcome.report);
    if (lab.report.failure) lab.case_index = lab.report.failure->case_index;
    return lab;
}

InputSpec lab_input(const LabLaunch& lab) {
    const algo::LabCase lab_case = algo::exercise_cases(*lab.exercise)[lab.case_index];
    InputSpec input;
    input.algorithm = std::string(lab.exercise->algorithm);
    input.n = lab_case.n;
    input.distribution = lab_case.distribution;
    input.seed = lab_case.seed;
    input.values = lab_case.options.values;
    input.local_size = lab_case.options.local_size;
    input.own = lab_case.options.own;  // the exercise's own options (radix's digit width)
    return input;
}

std::optional<size_t> lab_last_step(const LabLaunch& lab) {
    if (!lab.report.failure) return std::nullopt;
    const size_t dispatch = lab.report.failure->dispatch;
    return lab.report.verdict == algo::LabVerdict::Timeout || lab.report.verdict == algo::LabVerdict::Crashed ? dispatch
                                                                                                            : dispatch + 1;
}

std::string lab_status(const LabLaunch& lab) {
    // The file's name: the student knows where it is, and a long path would push the views down.
    const std::string head = "lab " + std::string(lab.exercise->name) + ", " +
                             std::filesystem::path(lab.kernel_path).filename().string() + ": ";
    if (lab.report.verdict == algo::LabVerdict::Pass) return head + "every case equals the reference after every step";
    if (!lab.report.failure) return head + std::string(algo::verdict_name(lab.report.verdict));
    const algo::LabFailure& failure = *lab.report.failure;
    const algo::LabCase lab_case = algo::exercise_cases(*lab.exercise)[failure.case_index];
    std::string line = head + algo::case_label(lab_case) + ": ";
    if (!failure.message.empty()) return line + failure.message;
    line += algo::step_name(failure.dispatch) + " differs from the reference in " + failure.buffer;
    if (!failure.differences.empty()) {
        const algo::WordDifference& first = failure.differences.front();
        line += " at position " + std::to_string(first.position) + " (expected " + std::to_string(first.expected) +
                ", got " + std::to_string(first.actual) + ")";
    }
    return line;
}

std::vector<std::string> lab_difference_lines(const SortSession& session) {
    const algo::Step* step = session.last_step();
    if (step == nullptr || session.check().ok) return {};
    const std::vector<uint32_t>& expected = session.state_now()[algo::keys_buffer(step->keys_after())];
    const std::span<const uint32_t> actual = session.keys();
    constexpr size_t kShown = 64;  // keys a line can hold (the small inputs of the exercises hold fewer)
    std::string want = "expected (CPU reference):";
    std::string got = "the GPU's keys:          ";
    for (size_t i = 0; i < expected.size() && i < kShown; ++i) {
        want += " " + algo::format_key(session.input().key_type, expected[i]);
        got += " " + (i < actual.size() ? algo::format_key(session.input().key_type, actual[i]) : std::string("?"));
    }
    std::vector<uint32_t> wrong;
    for (size_t i = 0; i < expected.size() && i < actual.size(); ++i) {
        if (expected[i] != actual[i]) wrong.push_back(static_cast<uint32_t>(i));
    }
    std::string positions = wrong.empty() ? "the keys agree; their values (the payload) differ at position " +
                                                std::to_string(session.check().first_difference)
                                          : "differs at position" + std::string(wrong.size() == 1 ? "" : "s");
    for (size_t w = 0; w < wrong.size() && w < algo::kShownDifferences; ++w) positions += (w == 0 ? " " : ", ") + std::to_string(wrong[w]);
    if (wrong.size() > algo::kShownDifferences) positions += ", ...";
    // The header names the first position where keys or values differ; where that is a value before the
    // first wrong key, say so here, so the two positions a student reads agree.
    const GpuCheck& check = session.check();
    if (!wrong.empty() && check.keys_agree_there && check.first_difference < wrong.front()) {
        positions += "; the values differ first, at position " + std::to_string(check.first_difference) + " (the keys there agree)";
    }
    std::vector<std::string> lines = {want, got, positions};
    std::string comparators;
    size_t listed = 0;
    algo::for_each_comparator(*step, [&](const algo::Comparator& c) {
        const bool involved = std::find(wrong.begin(), wrong.end(), c.i) != wrong.end() ||
                              std::find(wrong.begin(), wrong.end(), c.j) != wrong.end();
        if (!involved || listed++ >= algo::kShownDifferences) return;
        comparators += (comparators.empty() ? "" : ", ") + std::string("(") + std::to_string(c.i) + ", " + std::to_string(c.j) +
                       (c.ascending ? ") ascending" : ") descending");
    });
    if (!comparators.empty()) lines.push_back("the comparators of this step there: " + comparators);
    return lines;
}

LabKernelFile::LabKernelFile(std::string path) : m_path(std::move(path)) {
    std::error_code error;
    m_seen = std::filesystem::last_write_time(m_path, error);
}

std::optional<std::string> LabKernelFile::changed(double now_seconds) {
    if (now_seconds < m_next_poll) return std::nullopt;
    m_next_poll = now_seconds + 0.5;
    std::error_code error;
    const auto written = std::filesystem::last_write_time(m_path, error);
    if (error || written == m_seen) return std::nullopt;
    auto text = read_kernel_file(m_path);
    if (!text) return std::nullopt;  // mid-save: the next poll reads it
    m_seen = written;
    return text;
}

}  // namespace sortscope::ui
