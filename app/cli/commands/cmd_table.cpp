// `sortscope-cli table --algo ID --n N [--step K] [--format text|csv|md|latex] [input and plan options]`:
// the table the source document drew for step K (all steps without --step; step 1 is the first dispatch,
// as `plan` numbers them), filled in as the step leaves it, computed by the CPU reference from the same
// input the GPU would sort. No GL context is needed; plans are sized for the GL minimum of shared
// memory, as `plan` prints them.
#include <cstdio>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "algorithms/costs/command_costs.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/teaching/table.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/verify/check.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "run_limit.hpp"

namespace sortscope::cli {

namespace {

algo::TableFormat table_format(const Arguments& args) {
    const std::string name = args.value("format").value_or("text");
    if (name == "text") return algo::TableFormat::Text;
    if (name == "csv") return algo::TableFormat::Csv;
    if (name == "md") return algo::TableFormat::Markdown;
    if (name == "latex") return algo::TableFormat::Latex;
    throw UsageError("--format: unknown table format " + algo::quoted(name) + " (known: text, csv, md, latex)");
}

}  // namespace

int run_table(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("table"));
    const algo::AlgorithmInfo& info = algorithm_option(parsed);
    const algo::TableFormat format = table_format(parsed);
    const algo::Budget budget = budget_option(parsed);
    const std::optional<uint64_t> only_step = parsed.number("step", UINT32_MAX);
    algo::Options options = parse_plan_options(parsed, n_option(parsed), info);
    // A key file gives n, so it is read now; keys from --n are made only once the command fits its budget.
    std::optional<SortInput> input = file_input(parsed, options, budget);
    auto build = plan_builder(info, options);
    auto cost = [&](const algo::Plan& sized) {
        // LaTeX and CSV hold every shown step's tables until the end (one tabular, one header).
        return algo::table_cost(sized, only_step ? 1 : sized.steps.size(),
                                format == algo::TableFormat::Latex || format == algo::TableFormat::Csv);
    };
    const algo::Plan plan = plan_within_budget("table of " + std::string(info.id), options.n, build, cost, budget);
    if (!input) input = read_input(parsed, options);
    note_missing_features(parsed, options, false);
    if (plan.steps.empty()) throw UsageError("the " + plan.name() + " plan for n = " + std::to_string(options.n) + " has no steps");
    size_t first = 0;
    size_t last = plan.steps.size() - 1;
    if (const auto step = step_option(parsed, plan)) first = last = *step;
    const std::vector<uint32_t> values = options.values ? algo::index_values(input->keys.size()) : std::vector<uint32_t>{};
    algo::State state = algo::make_state(plan, input->keys, values);
    for (size_t s = 0; s < first; ++s) algo::reference_step(plan, plan.steps[s], state);
    if (format == algo::TableFormat::Latex || format == algo::TableFormat::Csv) {
        // One LaTeX tabular holding every step's tables, so the output compiles into one stacked figure;
        // one CSV file with one header, which spreadsheets and pandas read as one table.
        std::vector<algo::Table> tables;
        for (size_t s = first; s <= last; ++s) {
            for (algo::Table& table : algo::step_tables(plan, s, state, algo::TableMoment::AfterStep)) tables.push_back(std::move(table));
            algo::reference_step(plan, plan.steps[s], state);
        }
        std::fputs(algo::format_tables(tables, format).c_str(), stdout);
        return 0;
    }
    for (size_t s = first; s <= last; ++s) {
        const std::string text = algo::format_tables(algo::step_tables(plan, s, state, algo::TableMoment::AfterStep), format);
        std::fputs(text.c_str(), stdout);
        if (s != last) std::fputs("\n", stdout);
        algo::reference_step(plan, plan.steps[s], state);
    }
    return 0;
}

}  // namespace sortscope::cli
