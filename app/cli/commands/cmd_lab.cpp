// `sortscope-cli lab list | start NAME [DIR] | check NAME FILE`: the kernel lab. `start` writes an
// exercise (a kernel with one region cut out, and its statement) for a student; `check` runs the
// student's kernel in place of the project's, in lock-step with the CPU reference, in a child process
// bounded in memory and time (app/lab/check_process.hpp, as the app does it), and reports the first
// dispatch that differs. Exit codes: 0 every case passes, 1 the kernel is wrong (or does not compile,
// or hangs), 2 usage.
#include <cstdio>
#include <filesystem>
#include <string>

#include "algorithms/inputs/user_input.hpp"
#include "algorithms/lab/kernel_file.hpp"
#include "algorithms/lab/lab_report_text.hpp"
#include "algorithms/text/quoted.hpp"
#include "check_process.hpp"
#include "commands.hpp"
#include "exercise_writer.hpp"

namespace sortscope::cli {

namespace {

const algo::Exercise& exercise_operand(const Arguments& parsed, size_t index) {
    if (parsed.operands().size() <= index) {
        throw UsageError("which exercise? (exercises: " + algo::exercise_names() + ")");
    }
    const std::string& name = parsed.operands()[index];
    const algo::Exercise* exercise = algo::find_exercise(name);
    if (exercise == nullptr) {
        throw UsageError("no exercise " + algo::quoted(name) + " (exercises: " + algo::exercise_names() + ")");
    }
    return *exercise;
}

void expect_operands(const Arguments& parsed, size_t most, const std::string& usage) {
    if (parsed.operands().size() > most) {
        throw UsageError("unexpected argument " + algo::quoted(parsed.operands()[most]) + " (usage: " + usage + ")");
    }
}

int run_lab_list(const Arguments& parsed) {
    expect_operands(parsed, 1, "lab list");
    size_t width = 0;
    for (const algo::Exercise& exercise : algo::all_exercises()) width = std::max(width, exercise.name.size());
    for (const algo::Exercise& exercise : algo::all_exercises()) {
        std::printf("%-*s  %s\n", static_cast<int>(width), std::string(exercise.name).c_str(), std::string(exercise.title).c_str());
    }
    return 0;
}

int run_lab_start(const Arguments& parsed) {
    expect_operands(parsed, 3, "lab start NAME [DIR]");
    const algo::Exercise& exercise = exercise_operand(parsed, 1);
    const std::filesystem::path dir = parsed.operands().size() > 2 ? parsed.operands()[2] : ".";
    if (const auto existing = lab::existing_exercise_files(exercise, dir); !existing.empty() && !parsed.flag("force")) {
        throw RuntimeFailure(existing.front().string() + " exists: lab start never overwrites a student's work (--force does)");
    }
    lab::ExercisePaths paths;
    try {
        paths = lab::write_exercise_files(exercise, dir, parsed.flag("solution"));
    } catch (const lab::ExerciseWriteError& error) {
        throw RuntimeFailure(error.what());
    }
    std::printf("%s: %s (%s)\n%s: the task, hints and how it is checked\n", algo::printable_path(paths.kernel.string()).c_str(),
                parsed.flag("solution") ? "the reference solution" : "the exercise",
                parsed.flag("solution") ? "nothing cut out" : "write the lines at its // TODO",
                algo::printable_path(paths.statement.string()).c_str());
    return 0;
}

// With --format json a refusal is JSON too (on standard output; the message also goes to standard
// error as every refusal's does): a grading script reads one format whatever happened.
std::string refusal_json(const std::string& exercise, const std::string& kernel, const std::string& error) {
    return "{\n  \"exercise\": " + algo::json_string(exercise) + ",\n  \"kernel\": " + algo::json_string(kernel) +
           ",\n  \"verdict\": \"refused\",\n  \"passed\": false,\n  \"error\": " + algo::json_string(error) + "\n}\n";
}

int check_kernel(const Arguments& parsed, const std::string& format) {
    expect_operands(parsed, 3, "lab check NAME FILE");
    const algo::Exercise& exercise = exercise_operand(parsed, 1);
    if (parsed.operands().size() < 3) throw UsageError("which kernel file? (usage: lab check NAME FILE)");
    lab::StudentKernel kernel;
    kernel.path = parsed.operands()[2];
    try {
        kernel.text = algo::read_kernel_file(kernel.path);
    } catch (const algo::InputError& error) {
        throw UsageError(error.what());
    }

    lab::CheckOutcome outcome = lab::run_check_process(lab::CheckProgram{lab::own_program()}, exercise, kernel, lab::LabLimits{});
    if (!outcome.report) throw RuntimeFailure(outcome.error);
    const algo::LabReport& report = *outcome.report;
    const std::string shown = format == "json" ? algo::report_json(exercise, report) : algo::report_text(exercise, report);
    std::fputs(shown.c_str(), stdout);
    return report.verdict == algo::LabVerdict::Pass ? 0 : 1;
}

int run_lab_check(const Arguments& parsed) {
    const std::string format = parsed.value("format").value_or("text");
    if (format != "text" && format != "json") {
        throw UsageError("--format: " + algo::quoted(format) + " is not one of text, json");
    }
    if (format == "text") return check_kernel(parsed, format);
    const std::string exercise = parsed.operands().size() > 1 ? parsed.operands()[1] : "";
    const std::string kernel = parsed.operands().size() > 2 ? parsed.operands()[2] : "";
    try {
        return check_kernel(parsed, format);
    } catch (const UsageError& error) {
        std::fputs(refusal_json(exercise, kernel, error.what()).c_str(), stdout);
        throw;
    } catch (const RuntimeFailure& error) {
        std::fputs(refusal_json(exercise, kernel, error.what()).c_str(), stdout);
        throw;
    }
}

}  // namespace

int run_lab(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("lab"));
    if (parsed.operands().empty()) throw UsageError("lab needs what to do: list, start or check (see lab --help)");
    const std::string& action = parsed.operands()[0];
    if (action != "start" && (parsed.flag("force") || parsed.flag("solution"))) {
        throw UsageError(std::string(parsed.flag("force") ? "--force" : "--solution") + " is for lab start");
    }
    if (action != "check" && parsed.value("format")) throw UsageError("--format is for lab check");
    if (action == "list") return run_lab_list(parsed);
    if (action == "start") return run_lab_start(parsed);
    if (action == "check") return run_lab_check(parsed);
    throw UsageError("lab " + algo::quoted(action) + ": not one of list, start, check");
}

}  // namespace sortscope::cli
