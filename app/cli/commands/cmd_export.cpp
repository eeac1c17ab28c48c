// `sortscope-cli export`: a network algorithm's comparator network as a figure (svg, pdf, png, tikz) or
// a list (json), or with --frames DIR the bars view after every step of any algorithm as numbered PNGs.
// Everything is drawn from the plan and the CPU reference (which the GPU matches dispatch for dispatch),
// so no GL context is needed. The option checks all happen before anything is written, and every file is
// written atomically: a failed export leaves no file and never half of one.
#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>

#include "algorithms/costs/command_costs.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/plan_network.hpp"
#include "algorithms/networks/zero_one_network.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/quoted.hpp"
#include "atomic_file.hpp"
#include "cairo_renderer.hpp"
#include "commands.hpp"
#include "export.hpp"
#include "export_error.hpp"
#include "inputs.hpp"
#include "run_limit.hpp"
#include "sortscope/diagram/network_layout.hpp"

namespace sortscope::cli {

namespace {

// "3..7", or "3" for one step: step numbers (1 is the first dispatch), as indices into plan.steps.
exports::StepRange parse_steps(const std::string& text) {
    auto index = [](const std::string& number) {
        return step_index_option(parse_whole_number(number, UINT32_MAX, "--steps"), "--steps");
    };
    const size_t dots = text.find("..");
    if (dots == std::string::npos) {
        const size_t step = index(text);
        return {step, step};
    }
    if (dots == 0 || dots + 2 >= text.size()) {
        throw UsageError("--steps: " + algo::quoted(text) + " is not a range A..B of steps (for example 1..3)");
    }
    return {index(text.substr(0, dots)), index(text.substr(dots + 2))};
}

// The CLI's name for what an ExportOptionError is about, with the value given.
std::string option_text(const Arguments& args, exports::ExportOptionError::Field field) {
    using Field = exports::ExportOptionError::Field;
    auto given = [&](const char* name) {
        const auto value = args.value(name);
        return std::string("--") + name + (value ? " " + algo::printable(*value) : std::string());
    };
    switch (field) {
        case Field::Algorithm: return given("algo");
        case Field::Size: return given("n");
        case Field::Steps: return given("steps");
        case Field::Highlight: return given("highlight");
        case Field::Width: return given("width");
    }
    return "export";
}

// Options that only some outputs use are refused elsewhere, so that nothing is silently ignored.
void refuse(const Arguments& args, std::initializer_list<const char*> names, const std::string& why) {
    for (const char* name : names) {
        if (args.value(name) || args.flag(name)) throw UsageError(std::string("--") + name + " " + why);
    }
}

// --style: the figure's colours, diagram::Theme (the app's Export dialog calls it the theme; the app's own
// --theme picks its colours on screen, so the CLI's name differs).
std::optional<diagram::Theme> style_option(const Arguments& args) {
    const auto name = args.value("style");
    if (!name) return std::nullopt;
    const auto theme = exports::parse_theme(*name);
    if (!theme) throw UsageError("--style: unknown style " + algo::quoted(*name) + " (known: light, dark, mono)");
    return theme;
}

int width_option(const Arguments& args) {
    const auto width = args.number("width", exports::kMaxImageSide);
    if (width && *width == 0) throw UsageError("--width: a PNG is at least 1 pixel wide, got 0");
    return static_cast<int>(width.value_or(0));
}

int run_frames(const Arguments& args, const algo::AlgorithmInfo& info, const std::string& folder) {
    if (auto format = args.value("format"); format && *format != "png") {
        throw UsageError("--frames writes PNG files; --format " + *format + " cannot be combined with it");
    }
    refuse(args, {"output"}, "is not used with --frames (the frames are DIR/step-0000.png, ...)");
    refuse(args, {"labels", "no-labels", "no-caption", "shade", "highlight"}, "applies to network diagrams, not to --frames");
    exports::FramesOptions options;
    options.folder = folder;
    options.theme = style_option(args).value_or(diagram::Theme::Light);
    options.width_px = width_option(args);
    if (auto steps = args.value("steps")) options.steps = parse_steps(*steps);
    const algo::Budget budget = budget_option(args);
    algo::Options plan_opts = parse_plan_options(args, n_option(args), info);
    // A key file gives n, so it is read now; keys from --n are made only once the command fits its budget.
    std::optional<SortInput> input = file_input(args, plan_opts, budget);
    auto build = plan_builder(info, plan_opts);
    auto cost = [&](const algo::Plan& sized) {
        const uint64_t frames = options.steps ? options.steps->last - std::min(options.steps->first, options.steps->last) + 2
                                              : sized.steps.size() + 1;
        return algo::frames_cost(sized, frames);
    };
    const algo::Plan plan = plan_within_budget("export --frames of " + std::string(info.id), plan_opts.n, build, cost, budget);
    if (!input) input = read_input(args, plan_opts);
    note_missing_features(args, plan_opts, false);
    const std::vector<std::string> written = exports::write_frames(plan, input->keys, input->label, options);
    std::printf("wrote %s to %s: %s", algo::count_of(written.size(), "frame", "frames").c_str(), folder.c_str(),
                written.empty() ? "" : written.front().c_str());
    if (written.size() > 1) std::printf(" .. %s", written.back().c_str());
    std::printf("\n");
    return 0;
}

// The (stage, i) of every comparator of the plan that never swaps on any input, by the exhaustive 0-1
// check (verify's), sorted: the figure draws them marked, as Parberry's Sorting Network Viewer does.
std::vector<std::pair<uint32_t, uint32_t>> redundant_comparators(const algo::Plan& plan, const algo::Budget& budget) {
    if (plan.options.n > algo::kMaxCheckedWires) {
        throw UsageError("--mark-redundant runs all 2^n inputs, so n must be at most " + std::to_string(algo::kMaxCheckedWires));
    }
    std::vector<std::pair<uint32_t, uint32_t>> stages;
    const algo::ComparatorNetwork network = algo::network_of_plan(plan, &stages);
    const double seconds = algo::estimate_cpu_check_seconds(network);
    if (seconds * 1e3 > budget.max_ms) {
        throw UsageError("--mark-redundant: the check of all 2^" + std::to_string(plan.options.n) + " inputs is estimated at " +
                         std::to_string(static_cast<uint64_t>(seconds + 0.5)) + " s, over " + budget.time_limit);
    }
    const algo::NetworkCheck check = algo::check_network(network);
    std::vector<std::pair<uint32_t, uint32_t>> marked;
    for (size_t c = 0; c < stages.size(); ++c) {
        if (check.redundant[c] != 0) marked.push_back(stages[c]);
    }
    std::sort(marked.begin(), marked.end());
    return marked;
}

// The network in one of the field's text formats (algorithms/networks/network_formats.hpp), so that
// Sortscope converts between them: any network plan (each stage a layer) or a loaded network.
int run_network_text(const Arguments& args, const algo::AlgorithmInfo& info, algo::NetworkFormat format) {
    refuse(args, {"labels", "no-labels", "no-caption", "shade", "style", "highlight", "width", "steps", "mark-redundant"},
           "applies to the figures, not to the text format " + std::string(algo::network_format_name(format)));
    const auto output = args.value("output");
    if (!output) throw UsageError("-o FILE is required: the file to write ('-' for standard output)");
    const algo::Budget budget = budget_option(args);
    const uint32_t n = required_n_option(args);
    if (n > algo::kMaxNetworkWires) {
        throw UsageError("--n " + std::to_string(n) + ": the text formats take networks of at most " +
                         std::to_string(algo::kMaxNetworkWires) + " wires");
    }
    const algo::Options plan_options = parse_plan_options(args, n, info);
    auto build = plan_builder(info, plan_options);
    auto cost = [](const algo::Plan& sized) { return algo::listing_cost(sized); };
    const algo::Plan plan = plan_within_budget("export of " + std::string(info.id), n, build, cost, budget);
    const algo::ComparatorNetwork network = algo::network_of_plan(plan);
    const std::string text = algo::write_network(network, format, plan.algorithm);
    if (*output == "-") {
        std::fputs(text.c_str(), stdout);
        return 0;
    }
    exports::write_file_atomically(*output, text);
    std::printf("wrote %s: %s network of %u wires, %s, %s\n", output->c_str(), std::string(algo::network_format_name(format)).c_str(),
                network.wires, algo::count_of(network.size(), "comparator", "comparators").c_str(),
                algo::count_of(network.depth(), "layer", "layers").c_str());
    return 0;
}

int run_network_export(const Arguments& args, const algo::AlgorithmInfo& info) {
    if (!info.network) {
        throw UsageError("--algo " + std::string(info.id) + " is not a comparator network, so it has no network " +
                         "diagram (--frames DIR draws its bars at every step)");
    }
    refuse(args, {"dist", "seed", "input"}, "applies to --frames only (a network does not depend on the keys)");
    exports::ExportOptions options;
    const std::string format_text = args.required("format");
    if (const auto text_format = algo::parse_network_format(format_text)) return run_network_text(args, info, *text_format);
    const auto format = exports::parse_format(format_text);
    if (!format) {
        throw UsageError("--format: unknown export format " + algo::quoted(format_text) + " (known: " + exports::known_formats() +
                         ") or a network text format (" + algo::network_format_names() + ")");
    }
    options.format = *format;
    const auto output = args.value("output");
    if (!output) throw UsageError("-o FILE is required: the file to write ('-' for standard output)");
    options.path = *output;
    if (options.format == exports::Format::Json) {
        refuse(args, {"labels", "no-labels", "no-caption", "shade", "style", "highlight", "mark-redundant"}, "does not apply to json");
    }
    if (options.format != exports::Format::Png) refuse(args, {"width"}, "applies to png only");
    if (args.flag("labels") && args.flag("no-labels")) throw UsageError("--labels and --no-labels contradict each other");
    options.labels = !args.flag("no-labels");
    options.caption = !args.flag("no-caption");
    options.shade = args.flag("shade");
    options.theme = style_option(args).value_or(diagram::Theme::Light);
    if (auto highlight = args.number("highlight", UINT32_MAX)) options.highlight = step_index_option(*highlight, "--highlight");
    options.width_px = width_option(args);
    if (auto steps = args.value("steps")) options.steps = parse_steps(*steps);
    algo::Budget budget = budget_option(args);
    const auto n = required_n_option(args);
    const algo::Options plan_options = parse_plan_options(args, n, info);
    exports::check_export_size(options.format, n);
    // The streamed formats are bounded by the disk the file goes to, estimated before anything is written.
    exports::limit_to_free_space(budget, options.path);
    auto build = plan_builder(info, plan_options);
    auto cost = [&](const algo::Plan& sized) { return exports::export_cost(sized, options); };
    const algo::Plan plan = plan_within_budget("export of " + std::string(info.id), n, build, cost, budget);
    note_missing_features(args, plan_options, false);
    if (args.flag("mark-redundant")) options.marked = redundant_comparators(plan, budget);
    exports::export_network(plan, options);
    if (options.path != "-") {
        std::printf("wrote %s: %s\n", options.path.c_str(), diagram::network_caption(plan).c_str());
    }
    return 0;
}

}  // namespace

int run_export(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("export"));
    const algo::AlgorithmInfo& info = algorithm_option(parsed);
    try {
        if (auto folder = parsed.value("frames")) return run_frames(parsed, info, *folder);
        return run_network_export(parsed, info);
    } catch (const exports::ExportOptionError& error) {
        throw UsageError(option_text(parsed, error.field()) + ": " + error.what());
    } catch (const exports::ExportError& error) {
        throw RuntimeFailure(error.what());
    }
}

}  // namespace sortscope::cli
