// The Export dialog's jobs (see export_jobs.hpp).
#include "core/export/export_jobs.hpp"

#include <algorithm>
#include <filesystem>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/budget.hpp"
#include "algorithms/costs/command_costs.hpp"
#include "algorithms/costs/cost.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/verify/check.hpp"
#include "atomic_file.hpp"
#include "core/look/web_colours.hpp"
#include "device/headless_device.hpp"
#include "export_error.hpp"
#include "page_size.hpp"
#include "web_page.hpp"
#include "sortscope/diagram/network_layout.hpp"

namespace sortscope::ui {

namespace {

template <class Write>
ExportOutcome outcome_of(Write write) {
    try {
        return {true, write()};
    } catch (const exports::ExportOptionError& error) {
        return {false, error.what()};
    } catch (const exports::ExportError& error) {
        return {false, error.what()};
    } catch (const std::exception& error) {
        return {false, std::string("the export failed: ") + error.what()};
    }
}

// The app's exports run under the same budget as sortscope-cli's (algorithms/costs/budget.hpp): a
// minute, the memory this machine has available now, and for a file written as it is made the free
// space of its disk (`path`; empty for frames, bounded by memory). An export past any of them is refused
// before it starts, naming the estimate, the limit and the largest n that fits, as the CLI's export is.
// `web_page`: a web page's own limit on its size too (page_size.hpp).
void check_export_budget(const std::string& what, const algo::Plan& plan, algo::FunctionRef<algo::Cost(const algo::Plan&)> cost,
                         const std::string& path = {}, bool web_page = false) {
    const algo::AlgorithmInfo* info = plan.algorithm;
    if (info == nullptr || plan.options.n == 0) return;
    algo::Budget budget;
    budget.max_ms = 60e3;
    budget.time_limit = "the app's limit of a minute";
    if (const auto limit = algo::process_memory_limit()) {
        budget.max_bytes = limit->bytes;
        budget.memory_limit = limit->text;
    }
    if (!path.empty()) exports::limit_to_free_space(budget, path);
    if (web_page) exports::web::limit_to_page_size(budget);
    // The session's plan is the one exported (resolved once, resolve_run.hpp): the check builds no plan
    // at its n, and others only when it refuses, to find the largest n that fits.
    auto build = [&](uint32_t n) {
        if (n == plan.options.n) return plan;
        algo::Options options = plan.options;
        options.n = n;
        return info->build(options);
    };
    const algo::BudgetCheck check = algo::check_budget(what, plan.options.n, build, cost, budget,
                                                       "the CLI's conservative rates", algo::plan_growth(*info, plan.options));
    if (!check.plan) throw exports::ExportOptionError(exports::ExportOptionError::Field::Size, check.refusal);
}

}  // namespace

std::string export_stem(const InputSpec& input) {
    const size_t n = input.typed_keys.empty() ? input.n : input.typed_keys.size();
    return input.algorithm + "-" + std::to_string(n);
}

std::string default_export_folder(const char* home) {
    std::filesystem::path base = home != nullptr && *home == '/' ? std::filesystem::path(home) : std::filesystem::temp_directory_path();
    return (base / "sortscope-exports").lexically_normal().string();
}

std::string in_folder(const std::string& folder, const std::string& name) {
    const std::filesystem::path path(name);
    if (path.is_absolute() || folder.empty()) return name;
    return (std::filesystem::path(folder) / path).lexically_normal().string();
}

std::string with_extension(const std::string& path, std::string_view extension) {
    std::filesystem::path result(path);
    result.replace_extension(std::string(".") + std::string(extension));
    return result.string();
}

std::string_view table_format_extension(algo::TableFormat format) {
    switch (format) {
        case algo::TableFormat::Csv: return "csv";
        case algo::TableFormat::Markdown: return "md";
        case algo::TableFormat::Latex: return "tex";
        case algo::TableFormat::Text: return "txt";
    }
    return "txt";
}

std::string_view table_format_label(algo::TableFormat format) {
    switch (format) {
        case algo::TableFormat::Csv: return "CSV";
        case algo::TableFormat::Markdown: return "Markdown";
        case algo::TableFormat::Latex: return "LaTeX tabular";
        case algo::TableFormat::Text: return "text";
    }
    return "text";
}

ExportOutcome NetworkExportJob::run() const {
    return outcome_of([&] {
        exports::export_network(plan, options);
        return "wrote " + algo::printable_path(options.path) + ": " + diagram::network_caption(plan);
    });
}

ExportOutcome FramesExportJob::run() const {
    return outcome_of([&] {
        const std::vector<std::string> written = exports::write_frames(plan, keys, input_label, options);
        return "wrote " + std::to_string(written.size()) + " frames to " + algo::printable_path(options.folder) +
               (written.empty() ? "" : " (" + algo::printable_path(std::filesystem::path(written.front()).filename().string()) + " to " +
                                           algo::printable_path(std::filesystem::path(written.back()).filename().string()) + ")");
    });
}

ExportOutcome GifExportJob::run() const {
    return outcome_of([&] {
        const uint64_t frames = exports::write_gif(plan, keys, input_label, options);
        const exports::AnimationPage page = exports::animation_page(plan, options);
        return "wrote " + options.path + ": " + std::to_string(frames) + " frames, " + std::to_string(page.width) + " x " +
               std::to_string(page.height) + " pixels";
    });
}

ExportOutcome TableExportJob::run() const {
    return outcome_of([&] {
        if (tables.empty()) throw exports::ExportError("there is no table to export: the plan has no steps");
        exports::write_file_atomically(path, algo::format_tables(tables, format));
        uint64_t rows = 0;
        for (const algo::Table& table : tables) rows += table.rows.size();
        return "wrote " + algo::printable_path(path) + ": " + std::to_string(rows) + " rows";
    });
}

ExportOutcome WebPageExportJob::run() const {
    return outcome_of([&] {
        gpu::HeadlessDevice device;  // this worker's own context: the app's is the window's thread's
        const std::vector<uint32_t> values = plan.options.values ? algo::index_values(keys.size()) : std::vector<uint32_t>{};
        exports::web::PageContent content{{}, std::nullopt, student, web_page_colours(), device.summary()};
        content.runs.push_back({plan, keys, values, input_label, network});
        const uint64_t bytes = exports::web::export_web_page(content, device, path);
        return "wrote " + path + ": " + algo::count_of(plan.steps.size(), "step", "steps") + " as the GPU ran them (" +
               algo::bytes_text(bytes) + ")";
    });
}

NetworkExportJob network_export_job(const SortSession& session, exports::ExportOptions options) {
    exports::check_export(session.plan(), options);
    check_export_budget(
        "export of " + session.plan().name(), session.plan(),
        [&](const algo::Plan& sized) { return exports::export_cost(sized, options); }, options.path);
    return {session.plan(), std::move(options)};
}

FramesExportJob frames_export_job(const SortSession& session, exports::FramesOptions options) {
    check_export_budget("frames of " + session.plan().name(), session.plan(), [&](const algo::Plan& sized) {
        const uint64_t frames = options.steps ? options.steps->last - std::min(options.steps->first, options.steps->last) + 2
                                              : sized.steps.size() + 1;
        return algo::frames_cost(sized, frames);
    });
    return {session.plan(), std::vector<uint32_t>(session.keys_before_first_step().begin(), session.keys_before_first_step().end()),
            input_label(session.input()), std::move(options)};
}

GifExportJob gif_export_job(const SortSession& session, exports::GifOptions options) {
    exports::check_gif(session.plan(), options);
    check_export_budget(
        "animation of " + session.plan().name(), session.plan(),
        [&](const algo::Plan& sized) { return exports::gif_cost(sized, options); }, options.path);
    return {session.plan(), std::vector<uint32_t>(session.keys_before_first_step().begin(), session.keys_before_first_step().end()),
            input_label(session.input()), std::move(options)};
}

TableExportJob table_export_job(const SortSession& session, algo::TableFormat format, std::string path) {
    TableExportJob job;
    job.tables = session.focus_tables();
    job.format = format;
    job.path = std::move(path);
    return job;
}

WebPageExportJob web_page_export_job(const SortSession& session, bool student, std::string path) {
    const algo::AlgorithmInfo* info = session.plan().algorithm;
    const bool network = info != nullptr && info->network;
    if (path.empty()) throw exports::ExportOptionError(exports::ExportOptionError::Field::Size, "a file name is needed");
    check_export_budget(
        "web page of " + session.plan().name(), session.plan(),
        [&](const algo::Plan& sized) { return exports::web::page_cost(sized, network); }, path, true);
    return {session.plan(), std::vector<uint32_t>(session.keys_before_first_step().begin(), session.keys_before_first_step().end()),
            input_label(session.input()), network, student, std::move(path)};
}

}  // namespace sortscope::ui
