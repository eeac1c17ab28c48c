// The kernel lab's check on the GPU (see lab_check.hpp).
#include "lab_check.hpp"

#include <optional>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/lab/kernel_guards.hpp"
#include "algorithms/plan/buffer_name.hpp"
#include "algorithms/plan/shader_interface.hpp"
#include "algorithms/text/steps.hpp"
#include "device/gpu_error.hpp"
#include "memory/buffer.hpp"
#include "programs/program.hpp"
#include "runner.hpp"

namespace sortscope::lab {

namespace {

std::string seconds_text(std::chrono::milliseconds time) {
    const auto ms = time.count();
    return ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
}

// "wrote past the end of the keys at position 13": a guard zone's word that a kernel changed.
std::string breach_message(size_t dispatch, const gpu::GuardBreach& breach, const algo::Plan& plan) {
    const bool before = breach.position < 0;
    std::string message = algo::step_name(dispatch) + (before ? " wrote before the start of the " : " wrote past the end of the ") +
                          std::string(algo::buffer_name(breach.buffer)) + " at position " + std::to_string(breach.position);
    if (breach.buffer != algo::BufferId::Counts) message += " (the array holds positions 0 to " + std::to_string(plan.total_keys() - 1) + ")";
    return message;
}

algo::State read_state(const gpu::Runner& runner, const algo::Plan& plan) {
    algo::State state;
    for (size_t b = 0; b < algo::kBufferCount; ++b) {
        if (plan.buffer_words[b] != 0) state.buffers[b] = runner.read_buffer(static_cast<algo::BufferId>(b));
    }
    return state;
}

// The report of a run stopped at case `c`: the cases before it passed, the rest were not run.
algo::LabReport stopped_at(algo::LabReport report, size_t c, size_t case_count) {
    report.cases.assign(case_count, algo::CaseStatus::NotRun);
    for (size_t before = 0; before < c; ++before) report.cases[before] = algo::CaseStatus::Pass;
    report.cases[c] = algo::CaseStatus::Fail;
    return report;
}

// Builds every program the student's kernel gets in every case, so that a compile error is reported
// before anything runs. Returns the compiler's messages, or nothing.
std::optional<std::string> compile_student_kernel(gpu::ProgramCache& programs, const algo::Exercise& exercise,
                                                  const std::vector<algo::Plan>& plans, const std::string& path) {
    try {
        for (const algo::Plan& plan : plans) {
            for (const algo::Step& step : plan.steps) {
                if (step.kernel == exercise.kernel) programs.get(gpu::program_key(plan, step));
            }
        }
    } catch (const gpu::GpuError& error) {
        // "kernel FILE failed to compile:\n" then the compiler's log, whose lines name the student's file.
        const std::string what = error.what();
        const size_t newline = what.find('\n');
        return newline == std::string::npos ? what : what.substr(newline + 1);
    } catch (const algo::LabGuardError& error) {
        return path + ":" + error.what() + "\n";
    }
    return std::nullopt;
}

// The lab's guard block (algorithms/lab/kernel_guards.hpp) for one dispatch: nothing noted yet, and the
// own words of the array at each binding, as the runner binds them for `step`.
std::vector<uint32_t> guard_block(const algo::Plan& plan, const algo::Step& step) {
    std::vector<uint32_t> words(algo::kLabGuardWords, 0);
    words[algo::WriteIndex] = ~0u;
    const auto own = [&](algo::Binding binding, algo::BufferId id) {
        words[algo::kLabGuardHeaderWords + algo::binding_slot(binding)] =
            static_cast<uint32_t>(plan.buffer_words[static_cast<size_t>(id)]);
    };
    own(algo::Binding::Keys, algo::keys_buffer(step.source));
    own(algo::Binding::KeysOut, algo::keys_buffer(algo::other(step.source)));
    own(algo::Binding::Values, algo::values_buffer(step.source));
    own(algo::Binding::ValuesOut, algo::values_buffer(algo::other(step.source)));
    own(algo::Binding::Counts, algo::BufferId::Counts);
    return words;
}

// The buffer bound at `slot` for `step`.
algo::BufferId bound_buffer(const algo::Step& step, uint32_t slot) {
    switch (static_cast<algo::Binding>(slot)) {
    case algo::Binding::KeysOut: return algo::keys_buffer(algo::other(step.source));
    case algo::Binding::Values: return algo::values_buffer(step.source);
    case algo::Binding::ValuesOut: return algo::values_buffer(algo::other(step.source));
    case algo::Binding::Counts: return algo::BufferId::Counts;
    default: return algo::keys_buffer(step.source);
    }
}

// "line 27 of rank.comp": a line of the kernel (with its modules) as the guards noted it; `kernel` is
// the student's kernel as it was compiled for `step`.
std::string guard_line_text(uint32_t line, const algo::Plan& plan, const algo::Step& step, const gpu::KernelText& kernel) {
    const gpu::ProgramKey key = gpu::program_key(plan, step);
    const gpu::ShaderSources sources = gpu::assemble_compute_shader(std::string(algo::kernel_file(step.kernel)),
                                                                    gpu::program_defines(key), key.extensions, &kernel);
    const std::string name = gpu::numbered_line_name(line, sources);  // "FILE:LINE"
    const size_t colon = name.rfind(':');
    return "line " + name.substr(colon + 1) + " of " + name.substr(0, colon);
}

}  // namespace

std::string timeout_message(size_t dispatch, const LabLimits& limits) {
    return algo::step_name(dispatch) + " did not finish within " + seconds_text(limits.dispatch_time) +
           ": an endless loop?";
}

algo::LabReport run_lab_check(const gpu::DeviceLimits& device, const algo::Exercise& exercise,
                              const StudentKernel& kernel, const LabLimits& limits, LabProgress progress) {
    algo::LabReport report;
    report.exercise = std::string(exercise.name);
    report.kernel_path = kernel.path;
    const std::vector<algo::LabCase> cases = algo::exercise_cases(exercise);
    report.cases.assign(cases.size(), algo::CaseStatus::NotRun);

    // The run's own programs: the student's kernel in place of the project's, the others as they are.
    gpu::ProgramCache programs;
    // With the lab's guards put in: loops that count their rounds, writes that check their index.
    const gpu::KernelText guarded{kernel.text, kernel.path, algo::lab_guard_prelude(), &algo::add_lab_guards};
    programs.replace_kernel(exercise.kernel, guarded);
    // Each case's plan, built once for the compile and the run.
    const std::vector<algo::Plan> plans = algo::case_plans(exercise, cases);
    if (auto log = compile_student_kernel(programs, exercise, plans, kernel.path)) {
        report.verdict = algo::LabVerdict::CompileError;
        report.compile_log = std::move(*log);
        return report;
    }

    gpu::StorageBuffer guards;
    guards.allocate(uint64_t{algo::kLabGuardWords} * 4, "the kernel lab's guard block");
    for (size_t c = 0; c < cases.size(); ++c) {
        const algo::Plan& plan = plans[c];
        const std::vector<uint32_t> keys = algo::case_keys(cases[c]);
        const std::vector<uint32_t> values = algo::case_values(cases[c]);
        // Each case gets buffers of its own, with guard zones: whatever the kernel writes stays in them.
        gpu::Runner runner(programs, device);
        // The zones hold the key that sorts first: a kernel that reads past the end without a bound check
        // pulls it into the array (a larger pattern would act as +infinity there and hide the mistake).
        const uint32_t guard = algo::decode_key(plan.options.key_type, plan.options.descending ? ~0u : 0u);
        runner.set_guard_words(limits.guard_words, guard);
        runner.load(plan, keys, values);
        algo::State expected = algo::make_state(plan, keys, values);
        for (size_t d = 0; d < plan.steps.size(); ++d) {
            progress(c, d, true);
            guards.upload(guard_block(plan, plan.steps[d]));
            guards.bind(algo::kLabGuardBinding);
            runner.step();
            const algo::StepEffect effect = algo::reference_step(plan, plan.steps[d], expected);
            if (!runner.wait_for_gpu(limits.dispatch_time)) {
                algo::LabFailure failure;
                failure.case_index = c;
                algo::describe_dispatch(plan, d, effect, failure);
                failure.message = timeout_message(d, limits);
                report = stopped_at(std::move(report), c, cases.size());
                report.verdict = algo::LabVerdict::Timeout;
                report.failure = std::move(failure);
                return report;
            }
            std::vector<uint32_t> noted(algo::kLabGuardHeaderWords);
            guards.download(noted);
            if (noted[algo::LoopLine] != 0) {
                algo::LabFailure failure;
                failure.case_index = c;
                algo::describe_dispatch(plan, d, effect, failure);
                failure.message = algo::step_name(d) + ": endless loop at " + guard_line_text(noted[algo::LoopLine], plan, plan.steps[d], guarded) +
                                  " (its invocation went round its loops more than " + std::to_string(algo::kLoopRoundLimit) +
                                  " times; on a GPU it would never end)";
                report = stopped_at(std::move(report), c, cases.size());
                report.verdict = algo::LabVerdict::Timeout;
                report.failure = std::move(failure);
                return report;
            }
            if (noted[algo::WriteLine] != 0) {
                const algo::BufferId buffer = bound_buffer(plan.steps[d], noted[algo::WriteSlot]);
                const uint64_t own = plan.buffer_words[static_cast<size_t>(buffer)];
                // Indices from 2^31 on are taken as below 0 (an index computed as p - 1 from p = 0).
                const uint32_t index = noted[algo::WriteIndex];
                const int64_t position = index >= 0x80000000u ? int64_t{index} - (int64_t{1} << 32) : int64_t{index};
                const auto breach = runner.check_guards();
                algo::LabFailure failure;
                failure.case_index = c;
                algo::describe_dispatch(plan, d, effect, failure);
                failure.buffer = std::string(algo::buffer_name(buffer));
                failure.message = algo::step_name(d) + (position < 0 ? " wrote before the start of the " : " wrote past the end of the ") +
                                  failure.buffer + " at position " + std::to_string(position) + ", at " +
                                  guard_line_text(noted[algo::WriteLine], plan, plan.steps[d], guarded) + " (the array holds positions 0 to " +
                                  std::to_string(static_cast<int64_t>(own) - 1) + ")";
                failure.differing = 1;
                failure.differences.push_back({position, guard, breach ? breach->word : guard});
                report = stopped_at(std::move(report), c, cases.size());
                report.verdict = algo::LabVerdict::OutOfBounds;
                report.failure = std::move(failure);
                return report;
            }
            if (const auto breach = runner.check_guards()) {
                algo::LabFailure failure;
                failure.case_index = c;
                algo::describe_dispatch(plan, d, effect, failure);
                failure.buffer = std::string(algo::buffer_name(breach->buffer));
                failure.message = breach_message(d, *breach, plan);
                failure.differing = 1;
                failure.differences.push_back({breach->position, guard, breach->word});
                report = stopped_at(std::move(report), c, cases.size());
                report.verdict = algo::LabVerdict::OutOfBounds;
                report.failure = std::move(failure);
                return report;
            }
            if (auto failure = algo::compare_step(plan, d, effect, expected, read_state(runner, plan))) {
                failure->case_index = c;
                report = stopped_at(std::move(report), c, cases.size());
                report.verdict = algo::LabVerdict::Wrong;
                report.failure = std::move(*failure);
                return report;
            }
            progress(c, d, false);
        }
        gpu::check_gl("running " + plan.name());
        report.cases[c] = algo::CaseStatus::Pass;
    }
    report.verdict = algo::LabVerdict::Pass;
    return report;
}

}  // namespace sortscope::lab
