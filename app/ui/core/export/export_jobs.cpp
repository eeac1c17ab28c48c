// The Export dialog's jobs (see export_jobs.hpp).
#include "core/export/export_jobs.hpp"

#include <algorithm>
#include <filesystem>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/budget.hpp"
#include "algorithms/costs/command_costs.hpp"
#include "atomic_file.hpp"
#include "export_error.hpp"
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
void check_export_budget(const std::string& what, const algo::Plan& plan, algo::FunctionRef<algo::Cost(const algo::Plan&)> cost,
                         const std::string& path = {}) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(plan.algorithm);
    if (info == nullptr || plan.options.n == 0) return;
    algo::Budget budget;
    budget.max_ms = 60e3;
    budget.time_limit = "the app's limit of a minute";
    if (const auto available = algo::available_memory()) {
        budget.max_bytes = *available;
        budget.memory_limit = "the " + algo::bytes_text(*available) + " of memory available on this machine (MemAvailable)";
    }
    if (!path.empty()) exports::limit_to_free_space(budget, path);
    auto build = [&](uint32_t n) {
        algo::Options options = plan.options;
        options.n = n;
        return info->build(options);
    };
    const algo::BudgetCheck check = algo::check_budget(what, plan.options.n, build, cost, budget,
                                                       "the CLI's conservative rates");
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
        return "wrote " + options.path + ": " + diagram::network_caption(plan);
    });
}

ExportOutcome FramesExportJob::run() const {
    return outcome_of([&] {
        const std::vector<std::string> written = exports::write_frames(plan, keys, input_label, options);
        return "wrote " + std::to_string(written.size()) + " frames to " + options.folder +
               (written.empty() ? "" : " (" + std::filesystem::path(written.front()).filename().string() + " to " +
                                           std::filesystem::path(written.back()).filename().string() + ")");
    });
}

ExportOutcome TableExportJob::run() const {
    return outcome_of([&] {
        if (tables.empty()) throw exports::ExportError("there is no table to export: the plan has no steps");
        exports::write_file_atomically(path, algo::format_tables(tables, format));
        uint64_t rows = 0;
        for (const algo::Table& table : tables) rows += table.rows.size();
        return "wrote " + path + ": " + std::to_string(rows) + " rows";
    });
}

NetworkExportJob network_export_job(const SortSession& session, exports::ExportOptions options) {
    exports::check_export(session.plan(), options);
    check_export_budget(
        "export of " + session.plan().algorithm, session.plan(),
        [&](const algo::Plan& sized) { return exports::export_cost(sized, options); }, options.path);
    return {session.plan(), std::move(options)};
}

FramesExportJob frames_export_job(const SortSession& session, exports::FramesOptions options) {
    check_export_budget("frames of " + session.plan().algorithm, session.plan(), [&](const algo::Plan& sized) {
        const uint64_t frames = options.steps ? options.steps->last - std::min(options.steps->first, options.steps->last) + 2
                                              : sized.steps.size() + 1;
        return algo::frames_cost(sized, frames);
    });
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

}  // namespace sortscope::ui
