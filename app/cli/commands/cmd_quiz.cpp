// `sortscope-cli quiz --algo ID --n N [--seed S] [--step K] [--format text|md|latex]`: Predict mode's
// questions and answers as a worksheet. The questions are the app's (algo/quiz.hpp) and the answers come
// from the CPU reference, so no GL context is needed; plans are sized for the GL minimum of shared memory,
// as `plan` and `table` size them.
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/costs/resolve_run.hpp"
#include "algorithms/teaching/quiz.hpp"
#include "algorithms/text/steps.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/verify/check.hpp"
#include "commands.hpp"
#include "inputs.hpp"
#include "run_limit.hpp"

namespace sortscope::cli {

namespace {

// Every key is listed on the worksheet, so a quiz stays a page or two.
constexpr uint64_t kMaxQuizKeys = 64;

algo::QuizFormat quiz_format(const Arguments& args) {
    const std::string name = args.value("format").value_or("text");
    if (name == "text") return algo::QuizFormat::Text;
    if (name == "md") return algo::QuizFormat::Markdown;
    if (name == "latex") return algo::QuizFormat::Latex;
    throw UsageError("--format: unknown quiz format " + algo::quoted(name) + " (known: text, md, latex)");
}

std::string step_list(const std::vector<size_t>& steps) {
    std::string text;
    for (size_t s : steps) text += (text.empty() ? "" : ", ") + std::to_string(algo::step_number(s));
    return text;
}

}  // namespace

int run_quiz(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("quiz"));
    const algo::AlgorithmInfo& info = algorithm_option(parsed);
    const algo::QuizFormat format = quiz_format(parsed);
    // Checked like every command's; a quiz of at most 64 keys is far within it, but its key file is not.
    const algo::Budget budget = budget_option(parsed);
    algo::Options options = parse_plan_options(parsed, n_option(parsed), info);
    if (options.batch != 1) throw UsageError("--batch: a quiz asks about one array, got " + std::to_string(options.batch));
    // n is checked before any keys are made: --n 2000000000 must not make them first.
    std::optional<SortInput> input = file_input(parsed, options, budget, kMaxQuizKeys,
                                                "a quiz takes at most " + std::to_string(kMaxQuizKeys));
    if (options.n < 2 || options.n > kMaxQuizKeys) {
        throw UsageError((input ? algo::printable(input->label) + " holds " + algo::count_of(options.n, "key", "keys")
                                : "--n " + std::to_string(options.n)) +
                         ": a quiz lists every key, so it takes 2 to " + std::to_string(kMaxQuizKeys) + " keys");
    }
    if (!input) input = read_input(parsed, options);
    note_missing_features(parsed, options, false);
    const algo::Plan plan = algo::resolve_plan(info, options);
    const std::vector<size_t> asking = algo::question_steps(plan);
    std::optional<size_t> only;
    if (const auto step = step_option(parsed, plan)) {
        if (algo::question_kind(plan, *step) == algo::QuestionKind::None) {
            throw UsageError("--step " + std::to_string(algo::step_number(*step)) + " (" + algo::describe(plan.steps[*step]) +
                             ") moves no keys and asks nothing; the steps that ask are " + step_list(asking));
        }
        only = *step;
    }
    const std::vector<uint32_t> values = options.values ? algo::index_values(input->keys.size()) : std::vector<uint32_t>{};
    const std::vector<algo::QuizItem> items = algo::make_quiz(plan, input->keys, values, only);
    std::fputs(algo::format_quiz(plan, input->label, items, format).c_str(), stdout);
    return 0;
}

}  // namespace sortscope::cli
