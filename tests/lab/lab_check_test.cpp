// `lab check` on the GPU, in this process (the child-process watchdog is tested through sortscope-cli:
// lab_cli.cmake): the project's own kernels pass every exercise, and the typical wrong answers (made at
// build time from the project's kernels by the edits in tests/lab/wrong_answers/) fail with a report
// that names the right case, dispatch, positions and comparators; a kernel that does not compile is
// reported with its own line numbers.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/lab/lab_report_text.hpp"
#include "gpu_device.hpp"
#include "plan_build_log.hpp"
#include "lab_check.hpp"
#include "programs/shader_source.hpp"

using namespace sortscope;

namespace {

lab::StudentKernel data_kernel(const std::string& relative) {
    const std::string path = std::string(SORTSCOPE_LAB_DATA) + "/" + relative;
    std::ifstream file(path, std::ios::binary);
    REQUIRE(file.good());
    std::ostringstream text;
    text << file.rdbuf();
    return {text.str(), relative};
}

algo::LabReport check(gpu::HeadlessDevice& device, const algo::Exercise& exercise, const lab::StudentKernel& kernel) {
    return lab::run_lab_check(device.limits, exercise, kernel, lab::LabLimits{}, [](size_t, size_t, bool) {});
}

// A typical wrong answer and what its report must say.
struct WrongAnswer {
    std::string_view exercise;
    std::string_view file;          // made from tests/lab/wrong_answers/EXERCISE/NAME.wrong
    algo::LabVerdict verdict;
    size_t case_index;              // the first case that fails
    size_t dispatch;                // its first dispatch that differs
    std::string_view buffer;        // the buffer that differs
    int64_t position;               // the first position that differs
    uint32_t expected;              // the key the reference holds there (wrong: the keys; out of bounds: the guard)
    uint32_t actual;                // the key the student's kernel left there
    int64_t comparator_i;           // a comparator at the position (networks), or -1 for none expected
    int64_t comparator_j;
};

}  // namespace

TEST_CASE("the project's own kernel passes its exercise at every size and distribution", "[lab][gpu]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const algo::Exercise& exercise : algo::all_exercises()) {
        INFO(exercise.name);
        const lab::StudentKernel solution{gpu::load_shader_text(std::string(algo::kernel_file(exercise.kernel))), "solution.comp"};
        const algo::LabReport report = check(*device, exercise, solution);
        INFO(algo::report_text(exercise, report));
        CHECK(report.verdict == algo::LabVerdict::Pass);
        CHECK(report.cases == std::vector<algo::CaseStatus>(algo::exercise_cases(exercise).size(), algo::CaseStatus::Pass));
        CHECK_FALSE(report.failure.has_value());
    }
}

TEST_CASE("a lab check builds each case's plan once, for the compile and the run (resolve_run.hpp)", "[lab][gpu]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    for (const algo::Exercise& exercise : algo::all_exercises()) {
        INFO(exercise.name);
        const lab::StudentKernel solution{gpu::load_shader_text(std::string(algo::kernel_file(exercise.kernel))), "solution.comp"};
        const test::PlanBuildLog builds;
        const algo::LabReport report = check(*device, exercise, solution);
        CHECK(report.verdict == algo::LabVerdict::Pass);
        const std::vector<algo::LabCase> cases = algo::exercise_cases(exercise);
        CHECK(builds.of(exercise.algorithm) == cases.size());
        for (const algo::LabCase& lab_case : cases) {
            uint64_t cases_at_n = 0;
            for (const algo::LabCase& other : cases) cases_at_n += other.n == lab_case.n ? 1 : 0;
            CHECK(builds.at(exercise.algorithm, lab_case.n) == cases_at_n);
        }
    }
}

TEST_CASE("typical wrong answers fail at the dispatch and positions where they go wrong", "[lab][gpu][wrong]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const std::vector<WrongAnswer> answers = {
#include "wrong_answers.inc"
    };
    for (const WrongAnswer& answer : answers) {
        const algo::Exercise& exercise = *algo::find_exercise(answer.exercise);
        const algo::LabReport report = check(*device, exercise, data_kernel(std::string(answer.exercise) + "/" + std::string(answer.file)));
        INFO(answer.exercise << "/" << answer.file);
        INFO(algo::report_text(exercise, report));
        CHECK(report.verdict == answer.verdict);
        REQUIRE(report.failure.has_value());
        const algo::LabFailure& failure = *report.failure;
        CHECK(failure.case_index == answer.case_index);
        CHECK(failure.dispatch == answer.dispatch);
        CHECK(failure.buffer == answer.buffer);
        REQUIRE_FALSE(failure.differences.empty());
        CHECK(failure.differences[0].position == answer.position);
        CHECK(failure.differences[0].expected == answer.expected);
        CHECK(failure.differences[0].actual == answer.actual);
        if (answer.comparator_i >= 0) {
            REQUIRE_FALSE(failure.comparators.empty());
            CHECK(int64_t{failure.comparators[0].i} == answer.comparator_i);
            CHECK(int64_t{failure.comparators[0].j} == answer.comparator_j);
        }
        CHECK(failure.description == algo::describe(algo::case_plan(exercise, algo::exercise_cases(exercise)[answer.case_index]).steps[answer.dispatch]));
        CHECK_FALSE(failure.narration.empty());
        // Every case before the failing one passed; none after it ran.
        for (size_t c = 0; c < report.cases.size(); ++c) {
            CHECK(report.cases[c] == (c < answer.case_index    ? algo::CaseStatus::Pass
                                      : c == answer.case_index ? algo::CaseStatus::Fail
                                                               : algo::CaseStatus::NotRun));
        }
    }
}

TEST_CASE("a kernel that does not compile is reported with the student's file and line", "[lab][gpu][compile]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::Exercise& exercise = *algo::find_exercise("odd-even-transposition");
    const lab::StudentKernel broken = data_kernel("odd-even-transposition/does_not_compile.comp");
    const algo::LabReport report = check(*device, exercise, broken);
    INFO(report.compile_log);
    CHECK(report.verdict == algo::LabVerdict::CompileError);
    CHECK(report.cases == std::vector<algo::CaseStatus>(algo::exercise_cases(exercise).size(), algo::CaseStatus::NotRun));
    // Line 26 of the file uses an undeclared name; the message must point there, in the student's file.
    CHECK(report.compile_log.find("odd-even-transposition/does_not_compile.comp:26") != std::string::npos);
    CHECK(algo::report_text(exercise, report).find("does not compile") != std::string::npos);
}

TEST_CASE("a loop that would never end on a GPU fails as an endless loop at its line, on every renderer", "[lab][gpu][hostile]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::Exercise& exercise = *algo::find_exercise("bitonic");
    // Each ends on llvmpipe only because it cuts every loop after 65,535 rounds; the lab counts the rounds.
    for (const std::string file : {"bitonic/hostile_endless_after_return.comp", "bitonic/hostile_atomic_spin.comp",
                                   "bitonic/hostile_do_while_spin.comp"}) {
        const lab::StudentKernel kernel = data_kernel(file);
        const algo::LabReport report = check(*device, exercise, kernel);
        INFO(file << "\n" << algo::report_text(exercise, report));
        CHECK(report.verdict == algo::LabVerdict::Timeout);
        REQUIRE(report.failure.has_value());
        CHECK(report.failure->case_index == 0);
        CHECK(report.failure->dispatch == 0);
        // The loop stands on line 34, after the bound check.
        CHECK(report.failure->message.rfind("step 1: endless loop at line 34 of " + kernel.path + " ", 0) == 0);
    }
}

TEST_CASE("a write outside the array fails however far it aims, with its position and line", "[lab][gpu][hostile]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const algo::Exercise& exercise = *algo::find_exercise("bitonic");
    struct Hostile {
        std::string file;
        int64_t position;  // in the first case (n = 16)
        uint32_t written;
        std::string where;
    };
    for (const Hostile& hostile : {Hostile{"bitonic/hostile_write_far_past_end.comp", 16 + 64, 7u, "past the end"},
                                   Hostile{"bitonic/hostile_write_before_start.comp", -1, 7u, "before the start"},
                                   Hostile{"bitonic/hostile_write_wrapped.comp", -256, 9u, "before the start"}}) {
        const lab::StudentKernel kernel = data_kernel(hostile.file);
        const algo::LabReport report = check(*device, exercise, kernel);
        INFO(hostile.file << "\n" << algo::report_text(exercise, report));
        CHECK(report.verdict == algo::LabVerdict::OutOfBounds);
        REQUIRE(report.failure.has_value());
        const algo::LabFailure& failure = *report.failure;
        CHECK(failure.case_index == 0);
        CHECK(failure.dispatch == 0);
        CHECK(failure.buffer == "keys");
        REQUIRE(failure.differences.size() == 1);
        CHECK(failure.differences[0].position == hostile.position);
        CHECK(failure.differences[0].actual == hostile.written);  // caught in the guard zone, not elsewhere
        CHECK(failure.message == "step 1 wrote " + hostile.where + " of the keys at position " + std::to_string(hostile.position) +
                                     ", at line 39 of " + kernel.path + " (the array holds positions 0 to 15)");
    }
}
