// The kernel lab in the app, headless through an EGL context: the session runs a student's kernel in
// place of the project's and its check fails at the step the lab check named; a broken edit keeps the
// last kernel that compiled; the project's kernel again agrees everywhere; the case the app opens and
// where it stops; a saved file is noticed once.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "algorithms/catalogue/kernels.hpp"
#include "core/lab/lab_launch.hpp"
#include "core/session/sort_session.hpp"
#include "gpu_device.hpp"
#include "programs/shader_source.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

std::string lab_data(const std::string& relative) {
    return *read_kernel_file(std::string(SORTSCOPE_LAB_DATA) + "/" + relative);
}

// The first step whose GPU state differs from the CPU reference's (from 1), or 0 when none does.
size_t first_wrong_step(SortSession& session) {
    session.reset();
    while (!session.done()) {
        session.step();
        if (!session.check().ok) return session.cursor();
    }
    return 0;
}

LabLaunch synthetic_launch(const std::string& exercise, algo::LabVerdict verdict, size_t case_index, size_t dispatch) {
    LabLaunch lab;
    lab.exercise = algo::find_exercise(exercise);
    lab.kernel_path = "work/" + exercise + ".comp";
    lab.report.verdict = verdict;
    algo::LabFailure failure;
    failure.case_index = case_index;
    failure.dispatch = dispatch;
    failure.buffer = "keys";
    failure.differences = {{2, 74, 97}};
    lab.report.failure = failure;
    lab.case_index = case_index;
    return lab;
}

}  // namespace

TEST_CASE("the session runs a student's kernel and stops agreeing at the step the lab check names", "[gui][lab]") {
    if (test::test_device() == nullptr) return;
    const LabLaunch launch = synthetic_launch("bitonic", algo::LabVerdict::Wrong, 0, 2);
    SortSession session(lab_input(launch));
    CHECK(first_wrong_step(session) == 0);  // the project's kernel
    CHECK(session.replace_kernel(algo::KernelId::BitonicStep, {lab_data("bitonic/wrong_direction_bit.comp"), "student.comp"}).empty());
    CHECK(first_wrong_step(session) == 3);  // dispatch 2, as lab check reports it (wrong_answers.inc)
    CHECK_FALSE(lab_difference_lines(session).empty());
    // The kernel view shows the student's text, by the student's file name; other kernels stay the project's.
    CHECK(session.kernel_source(algo::KernelId::BitonicStep).shown_name == "student.comp");
    CHECK(session.kernel_source(algo::KernelId::BitonicStep).text == lab_data("bitonic/wrong_direction_bit.comp"));
    CHECK(session.kernel_source(algo::KernelId::Copy).shown_name == algo::kernel_file(algo::KernelId::Copy));

    // A broken edit: its compile log names the student's file; the kernel before it stays in use.
    const std::string log = session.replace_kernel(algo::KernelId::BitonicStep, {"void main() { oops }", "student.comp"});
    CHECK(log.find("student.comp") != std::string::npos);
    CHECK(first_wrong_step(session) == 3);

    // The reference solution, saved over it: the session agrees again.
    const std::string solution = gpu::load_shader_text(std::string(algo::kernel_file(algo::KernelId::BitonicStep)));
    CHECK(session.replace_kernel(algo::KernelId::BitonicStep, {solution, "student.comp"}).empty());
    CHECK(first_wrong_step(session) == 0);
    CHECK(lab_difference_lines(session).empty());
}

TEST_CASE("where only the values differ, the check says so: a rank kernel that does not break ties", "[gui][lab]") {
    if (test::test_device() == nullptr) return;
    const LabLaunch launch = synthetic_launch("rank", algo::LabVerdict::Wrong, 0, 0);
    SortSession session(lab_input(launch));
    REQUIRE(session.input().values);  // the rank exercise moves a payload with its keys
    CHECK(session.replace_kernel(algo::KernelId::Rank, {lab_data("rank/ties_not_broken.comp"), "student.comp"}).empty());
    CHECK(first_wrong_step(session) == 1);
    // Equal keys 44 at input positions 3 and 4 both land on place 4: the keys there agree, their values
    // (input positions) do not; the key at place 5 is never written.
    CHECK(session.check().first_difference == 4);
    CHECK(session.check().keys_agree_there);
    CHECK(session.keys()[5] != session.keys()[4]);
    // The difference lines name both: the keys' first difference and the values' earlier one, as the
    // header's position is the values'.
    const std::vector<std::string> lines = lab_difference_lines(session);
    REQUIRE(lines.size() >= 3);
    INFO(lines[2]);
    CHECK(lines[2].find("differs at position 5") == 0);
    CHECK(lines[2].find("the values differ first, at position 4 (the keys there agree)") != std::string::npos);
}

TEST_CASE("the app opens the failing case and stops after the wrong dispatch, before one that hangs", "[gui][lab]") {
    const LabLaunch wrong = synthetic_launch("rank", algo::LabVerdict::Wrong, 4, 0);
    const algo::LabCase lab_case = algo::exercise_cases(*wrong.exercise)[4];
    const InputSpec input = lab_input(wrong);
    CHECK(input.algorithm == "rank");
    CHECK(input.n == lab_case.n);
    CHECK(input.distribution == lab_case.distribution);
    CHECK(input.values);
    CHECK(input.local_size == wrong.exercise->local_size);
    CHECK(lab_last_step(wrong) == 1u);
    CHECK(lab_last_step(synthetic_launch("rank", algo::LabVerdict::Timeout, 0, 0)) == 0u);
    LabLaunch passed = wrong;
    passed.report.verdict = algo::LabVerdict::Pass;
    passed.report.failure.reset();
    CHECK_FALSE(lab_last_step(passed).has_value());
    CHECK(lab_status(wrong).find("step 1 differs from the reference in keys at position 2 (expected 74, got 97)") !=
          std::string::npos);
    CHECK(lab_status(wrong).find("rank.comp") != std::string::npos);
}

TEST_CASE("a saved kernel file is noticed once, with its new text", "[gui][lab]") {
    const std::filesystem::path path = std::filesystem::temp_directory_path() / "sortscope-lab-watch.comp";
    std::ofstream(path) << "first\n";
    LabKernelFile file(path.string());
    CHECK_FALSE(file.changed(0.0).has_value());
    std::ofstream(path) << "second\n";
    std::filesystem::last_write_time(path, std::filesystem::file_time_type::clock::now() + std::chrono::seconds(5));
    CHECK_FALSE(file.changed(0.1).has_value());  // polled at most every half second
    const auto text = file.changed(1.0);
    REQUIRE(text.has_value());
    CHECK(*text == "second\n");
    CHECK_FALSE(file.changed(2.0).has_value());
    std::filesystem::remove(path);
}
