// `sortscope-cli export`: a network algorithm's comparator network as a figure (svg, pdf, png, tikz) or
// a list (json); any other algorithm's picture of one step (radix's bins, rank's counts, a tile's
// look-back) as a figure; or with --frames DIR the bars view after every step of any algorithm as numbered PNGs,
// or with --format gif the run as an animated GIF (gif_export.hpp), or with --format html a run or a
// lesson as one web page (export_web.cpp).
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
#include "gif_export.hpp"
#include "export_web.hpp"
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
        case Field::Steps: return args.value("step") ? given("step") : given("steps");
        case Field::Highlight: return given("highlight");
        case Field::Width: return given("width");
        case Field::Format: return given("format");
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

// The options only an animation takes.
void refuse_animation_options(const Arguments& args) {
    refuse(args, {"height", "frame-ms", "last-frame-ms"}, "applies to --format gif only");
}

int frame_ms_option(const Arguments& args, const char* name, int fallback) {
    const auto ms = args.number(name, static_cast<uint64_t>(exports::kMaxFrameMs) + 1);
    if (!ms) return fallback;
    if (*ms < static_cast<uint64_t>(exports::kMinFrameMs) || *ms > static_cast<uint64_t>(exports::kMaxFrameMs)) {
        throw UsageError(std::string("--") + name + ": a frame is shown " + std::to_string(exports::kMinFrameMs) + " to " +
                         std::to_string(exports::kMaxFrameMs) + " ms, got " + std::to_string(*ms));
    }
    return static_cast<int>(*ms);
}

int side_option(const Arguments& args, const char* name) {
    const auto pixels = args.number(name, static_cast<uint64_t>(exports::kMaxAnimationSide));
    if (pixels && *pixels == 0) throw UsageError(std::string("--") + name + ": an animation is at least 1 pixel, got 0");
    return static_cast<int>(pixels.value_or(0));
}

int run_gif(const Arguments& args, const algo::AlgorithmInfo& info) {
    refuse(args, {"labels", "no-labels", "no-caption", "shade", "highlight", "steps"},
           "does not apply to --format gif (it shows every step, each with its caption)");
    exports::GifOptions options;
    const auto output = args.value("output");
    if (!output) throw UsageError("-o FILE is required: the GIF to write");
    if (*output == "-") throw UsageError("-o: a GIF is written to a file, not to standard output");
    options.path = *output;
    options.theme = style_option(args).value_or(diagram::Theme::Light);
    options.width_px = side_option(args, "width");
    options.height_px = side_option(args, "height");
    options.frame_ms = frame_ms_option(args, "frame-ms", exports::kDefaultFrameMs);
    options.last_frame_ms = frame_ms_option(args, "last-frame-ms", 0);
    algo::Budget budget = budget_option(args);
    exports::limit_to_free_space(budget, options.path);
    algo::Options plan_opts = parse_plan_options(args, n_option(args), info);
    std::optional<SortInput> input = file_input(args, plan_opts, budget);
    auto build = plan_builder(info, plan_opts);
    auto cost = [&](const algo::Plan& sized) { return exports::gif_cost(sized, options); };
    const algo::Plan plan = plan_within_budget("export --format gif of " + std::string(info.id), plan_opts.n, build, cost, budget);
    if (!input) input = read_input(args, plan_opts);
    note_missing_features(args, plan_opts, false);
    const uint64_t frames = exports::write_gif(plan, input->keys, input->label, options);
    const exports::AnimationPage page = exports::animation_page(plan, options);
    std::printf("wrote %s: %s of %s at n = %u (the input and %s), %d x %d pixels\n", algo::printable_path(options.path).c_str(),
                algo::count_of(frames, "frame", "frames").c_str(), std::string(info.id).c_str(), plan.options.n,
                algo::count_of(plan.steps.size(), "step", "steps").c_str(), page.width, page.height);
    return 0;
}

int run_frames(const Arguments& args, const algo::AlgorithmInfo& info, const std::string& folder) {
    if (auto format = args.value("format"); format && *format != "png") {
        throw UsageError("--frames writes PNG files; --format " + *format + " cannot be combined with it");
    }
    refuse(args, {"output"}, "is not used with --frames (the frames are DIR/step-0000.png, ...)");
    refuse_animation_options(args);
    refuse(args, {"step"}, "draws one step's picture; --steps A..B picks the frames");
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
    std::printf("wrote %s to %s: %s", algo::count_of(written.size(), "frame", "frames").c_str(), algo::printable_path(folder).c_str(),
                written.empty() ? "" : algo::printable_path(written.front()).c_str());
    if (written.size() > 1) std::printf(" .. %s", algo::printable_path(written.back()).c_str());
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
    const std::string text = algo::write_network(network, format, plan.name());
    if (*output == "-") {
        std::fputs(text.c_str(), stdout);
        return 0;
    }
    exports::write_file_atomically(*output, text);
    std::printf("wrote %s: %s network of %u wires, %s, %s\n", algo::printable_path(*output).c_str(), std::string(algo::network_format_name(format)).c_str(),
                network.wires, algo::count_of(network.size(), "comparator", "comparators").c_str(),
                algo::count_of(network.depth(), "layer", "layers").c_str());
    return 0;
}

exports::Format format_option(const Arguments& args) {
    const std::string format_text = args.required("format");
    const auto format = exports::parse_format(format_text);
    if (!format) {
        throw UsageError("--format: unknown export format " + algo::quoted(format_text) + " (known: " + exports::known_formats() +
                         ", gif, html) or a network text format (" + algo::network_format_names() + ")");
    }
    return *format;
}

std::string output_option(const Arguments& args) {
    const auto output = args.value("output");
    if (!output) throw UsageError("-o FILE is required: the file to write ('-' for standard output)");
    return *output;
}

// The picture of one step of an algorithm that is not a network, drawn from the CPU reference's states
// around the step (the keys matter: --dist, --seed and --input apply).
int run_picture(const Arguments& args, const algo::AlgorithmInfo& info) {
    refuse_animation_options(args);
    refuse(args, {"labels", "no-labels", "no-caption", "shade", "highlight", "steps", "mark-redundant"},
           "applies to network diagrams; " + std::string(info.id) + " draws the picture of one step (--step K)");
    exports::PictureExportOptions options;
    options.format = format_option(args);
    if (options.format == exports::Format::Json) {
        throw UsageError("--format json lists a network's comparators; " + std::string(info.id) +
                         "'s step pictures are svg, pdf, png or tikz");
    }
    options.path = output_option(args);
    if (options.format != exports::Format::Png) refuse(args, {"width"}, "applies to png only");
    options.theme = style_option(args).value_or(diagram::Theme::Light);
    options.width_px = width_option(args);
    if (auto step = args.number("step", UINT32_MAX)) options.step = step_index_option(*step, "--step");
    const algo::Budget budget = budget_option(args);
    algo::Options plan_opts = parse_plan_options(args, n_option(args), info);
    std::optional<SortInput> input = file_input(args, plan_opts, budget);
    auto build = plan_builder(info, plan_opts);
    // The reference runs the steps up to the one drawn: about one frame's work.
    auto cost = [&](const algo::Plan& sized) { return algo::frames_cost(sized, 1); };
    const algo::Plan plan = plan_within_budget("export of " + std::string(info.id) + "'s picture", plan_opts.n, build, cost, budget);
    if (!input) input = read_input(args, plan_opts);
    note_missing_features(args, plan_opts, false);
    exports::export_step_picture(plan, input->keys, options);
    if (options.path != "-") {
        const size_t step = options.step.value_or(plan.steps.empty() ? 0 : plan.steps.size() - 1);
        std::printf("wrote %s: the picture of step %zu of %zu of %s, n = %u\n", algo::printable_path(options.path).c_str(), step + 1, plan.steps.size(),
                    std::string(info.id).c_str(), plan.options.n);
    }
    return 0;
}

int run_network(const Arguments& args, const algo::AlgorithmInfo& info) {
    refuse(args, {"dist", "seed", "input"}, "applies to --frames only (a network does not depend on the keys)");
    refuse_animation_options(args);
    if (const auto text_format = algo::parse_network_format(args.required("format"))) return run_network_text(args, info, *text_format);
    exports::ExportOptions options;
    options.format = format_option(args);
    options.path = output_option(args);
    if (options.format == exports::Format::Json) {
        refuse(args, {"labels", "no-labels", "no-caption", "shade", "style", "highlight", "mark-redundant"}, "does not apply to json");
    }
    if (options.format != exports::Format::Png) refuse(args, {"width"}, "applies to png only");
    // A network's picture is its comparators, the same for any key type and with or without values.
    refuse(args, {"keys", "values"}, "changes nothing in a network's picture (it applies to --frames, which draw keys)");
    if (args.flag("labels") && args.flag("no-labels")) throw UsageError("--labels and --no-labels contradict each other");
    options.labels = !args.flag("no-labels");
    options.caption = !args.flag("no-caption");
    options.shade = args.flag("shade");
    options.theme = style_option(args).value_or(diagram::Theme::Light);
    if (auto highlight = args.number("highlight", UINT32_MAX)) options.highlight = step_index_option(*highlight, "--highlight");
    // A network's picture of one step is the network with that step lit, as the app's network view draws it.
    if (auto step = args.number("step", UINT32_MAX)) {
        if (options.highlight) throw UsageError("--step and --highlight both light a step: give one of them");
        options.highlight = step_index_option(*step, "--step");
    }
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
        std::printf("wrote %s: %s\n", algo::printable_path(options.path).c_str(), diagram::network_caption(plan).c_str());
    }
    return 0;
}

}  // namespace

int run_export(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("export"));
    try {
        if (parsed.value("format") == "html") return run_web_page(parsed);
        refuse(parsed, {"session", "student"}, "applies to --format html only");
        const algo::AlgorithmInfo& info = algorithm_option(parsed);
        if (auto folder = parsed.value("frames")) return run_frames(parsed, info, *folder);
        if (parsed.value("format") == "gif") return run_gif(parsed, info);
        if (!info.network) return run_picture(parsed, info);
        return run_network(parsed, info);
    } catch (const exports::ExportOptionError& error) {
        throw UsageError(option_text(parsed, error.field()) + ": " + error.what());
    } catch (const exports::ExportError& error) {
        throw RuntimeFailure(error.what());
    }
}

}  // namespace sortscope::cli
