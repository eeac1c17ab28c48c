// `sortscope-cli export --format html`: a run (--algo, the input and the plan options, as every command
// takes them) or a lesson (--session FILE, the app's session files) as one web page (app/export/web/).
// Everything is checked, and the page's size estimated from the plan's shape, before the GPU is opened;
// then the plan runs on the GPU in lock-step with the CPU reference while the page is made.
#include "export_web.hpp"

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/verify/check.hpp"
#include "commands.hpp"
#include "core/lessons/session_file.hpp"
#include "core/look/web_colours.hpp"
#include "core/session/input_spec.hpp"
#include "device/gpu_error.hpp"
#include "device/headless_device.hpp"
#include "export.hpp"
#include "inputs.hpp"
#include "option_table.hpp"
#include "page_size.hpp"
#include "run_limit.hpp"
#include "web_page.hpp"

namespace sortscope::cli {

namespace {

// The options a lesson file decides (its input and kernel options): given with --session they would be
// ignored, so they are refused; the algorithms' own options too (the option table's entries with `own`).
constexpr const char* kLessonDecides[] = {"algo", "n",  "dist",  "seed",  "input", "wg",    "keys",  "desc",
                                          "values", "batch", "tile"};

// One run of the page before the device is open: its algorithm, options and keys (made later for --n).
struct RunRequest {
    const algo::AlgorithmInfo* info = nullptr;
    algo::Options options;
    std::optional<SortInput> input;
};

struct PageRequest {
    std::vector<RunRequest> runs;
    std::optional<exports::web::PageLesson> lesson;
};

// A lesson's runs: one per input its slides sort, in the order the slides first show them.
PageRequest lesson_request(const Arguments& args, const std::string& path) {
    for (const char* name : kLessonDecides) {
        if (args.value(name) || args.flag(name)) {
            throw UsageError(std::string("--") + name + " comes from the lesson file (--session " + algo::printable(path) + ")");
        }
    }
    for (const options::OptionSpec* option : options::all_options()) {
        if (option->own != nullptr && args.value(*option)) {
            throw UsageError("--" + std::string(option->name) + " comes from the lesson file (--session " + algo::printable(path) + ")");
        }
    }
    const ui::SessionRead read = ui::read_session_file(path);
    if (!read.session) throw UsageError("--session: " + read.error);
    const ui::SessionFile& session = *read.session;
    PageRequest request;
    std::vector<ui::InputSpec> inputs;
    exports::web::PageLesson lesson;
    lesson.title = session.title;
    for (const ui::Slide& slide : session.slides) {
        size_t run = 0;
        while (run < inputs.size() && !(inputs[run] == slide.input)) ++run;
        if (run == inputs.size()) {
            const ui::InputSpec& input = slide.input;
            if (const auto problem = ui::input_problem(input)) throw UsageError("--session " + algo::printable(path) + ": " + *problem);
            RunRequest made;
            made.info = algo::find_algorithm(input.algorithm);
            if (made.info == nullptr) {
                throw UsageError("--session " + algo::printable(path) + ": unknown algorithm " + algo::quoted(input.algorithm));
            }
            made.options = ui::plan_options(input, made.options.device);
            made.input = SortInput{ui::input_keys(input), made.options.n, ui::input_label(input)};
            request.runs.push_back(std::move(made));
            inputs.push_back(input);
        }
        lesson.slides.push_back({run, slide.title, slide.note, slide.question, slide.step, slide.play_to});
    }
    const ui::Slide& first = session.slides.front();
    lesson.predict = first.predict;
    if (first.predict && !first.predict_steps.empty()) lesson.predict_steps = first.predict_steps;
    request.lesson = std::move(lesson);
    return request;
}

PageRequest command_line_request(const Arguments& args, const algo::Budget& budget) {
    RunRequest run;
    run.info = &algorithm_option(args);
    run.options = parse_plan_options(args, n_option(args), *run.info);
    // A key file gives n, so it is read now; keys from --n are made once the page fits its budget.
    run.input = file_input(args, run.options, budget);
    // A loaded network gives n too (its wires), as it does for sort.
    if (!run.input && !args.value("n") && run.options.network == 0) {
        throw UsageError("--n N or --input FILE is required: the keys of the run");
    }
    PageRequest request;
    request.runs.push_back(std::move(run));
    return request;
}

}  // namespace

int run_web_page(const Arguments& args) {
    for (const char* name : {"frames", "steps", "labels", "no-labels", "no-caption", "shade", "style", "highlight", "width"}) {
        if (args.value(name) || args.flag(name)) throw UsageError(std::string("--") + name + " does not apply to html");
    }
    const auto output = args.value("output");
    if (!output) throw UsageError("-o FILE is required: the web page to write ('-' for standard output)");
    algo::Budget budget = budget_option(args);
    exports::limit_to_free_space(budget, *output);
    exports::web::limit_to_page_size(budget);
    const auto session = args.value("session");
    PageRequest request = session ? lesson_request(args, *session) : command_line_request(args, budget);
    try {
        // The device is opened first, so that each run's budget check builds the plan it runs (as `sort`
        // does): each run is checked against the budget, then the page as a whole against the page's limit.
        gpu::HeadlessDevice device;
        std::vector<algo::Options> run_options;
        std::vector<algo::Plan> checked;
        uint64_t page_bytes = 0;
        for (const RunRequest& run : request.runs) {
            const bool network = run.info->network;
            algo::Options options = run.options;
            options.device = gpu::device_caps(device.limits);
            algo::Options unsplit = options;
            unsplit.device.max_dispatch_comparisons = 0;
            auto cost = [&](const algo::Plan& sized) { return exports::web::page_cost(sized, network); };
            checked.push_back(plan_within_budget("web page of " + std::string(run.info->id), run.options.n,
                                                 PlanBuilder{run.info, unsplit}, cost, budget));
            page_bytes += exports::web::estimated_page_bytes(checked.back(), network);
            run_options.push_back(options);
        }
        if (page_bytes > budget.max_disk_bytes) {
            throw UsageError("the page of the lesson's " + std::to_string(request.runs.size()) + " runs would be about " +
                             algo::bytes_text(page_bytes) + ", past " + budget.disk_limit);
        }
        std::vector<algo::Plan> plans;
        std::vector<std::vector<uint32_t>> values;
        for (size_t r = 0; r < request.runs.size(); ++r) {
            RunRequest& run = request.runs[r];
            const algo::Options& options = run_options[r];
            if (!session) note_missing_features(args, options, true);
            plans.push_back(plan_run(budget, *run.info, options, device.programs, device.limits, std::move(checked[r])).plan);
            if (!run.input) run.input = read_input(args, options);
            values.push_back(options.values ? algo::index_values(run.input->keys.size()) : std::vector<uint32_t>{});
        }
        exports::web::PageContent content{{}, request.lesson, args.flag("student"), ui::web_page_colours(), device.summary()};
        for (size_t r = 0; r < request.runs.size(); ++r) {
            const RunRequest& run = request.runs[r];
            content.runs.push_back({plans[r], run.input->keys, values[r], run.input->label, run.info->network});
        }
        const uint64_t bytes = exports::web::export_web_page(content, device, *output);
        if (*output != "-") {
            const algo::Plan& plan = plans.front();
            std::printf("wrote %s: %s, n = %u, %s as the GPU ran them%s (%s)%s\n", algo::printable_path(*output).c_str(), plan.name().c_str(),
                        plan.options.n, algo::count_of(plan.steps.size(), "step", "steps").c_str(),
                        plans.size() > 1 ? (", and " + algo::count_of(plans.size() - 1, "other input", "other inputs")).c_str() : "",
                        algo::bytes_text(bytes).c_str(), args.flag("student") ? ", the students' copy" : "");
        }
    } catch (const gpu::GpuError& error) {
        throw RuntimeFailure(error.what());
    }
    return 0;
}

}  // namespace sortscope::cli
