// Options shared by the commands that build a plan: their text parsed into algo::Options. Every rule on
// the values is the catalogue's (algo::check_options, which the app calls too); this file only reads
// text, so a number is taken as far as its field holds and names are looked up.
#include <string>

#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/text/quoted.hpp"
#include "algorithms/text/steps.hpp"
#include "commands.hpp"

namespace sortscope::cli {

namespace {

// A whole-number option of a uint32_t field, or `fallback` (the field's default) when not given.
uint32_t field_number(const Arguments& args, const std::string& name, uint32_t fallback) {
    return static_cast<uint32_t>(args.number(name, UINT32_MAX).value_or(fallback));
}

}  // namespace

const algo::AlgorithmInfo& algorithm_option(const Arguments& args) {
    const std::string id = args.required("algo");
    if (const algo::AlgorithmInfo* info = algo::find_algorithm(id)) return *info;
    throw UsageError("--algo: " + algo::unknown_algorithm(id));
}

uint32_t n_option(const Arguments& args) { return static_cast<uint32_t>(args.number("n", kMaxKeys).value_or(0)); }

size_t step_index_option(uint64_t number, const std::string& option) {
    if (number == 0) {
        throw UsageError(option + " 0: step 0 is the input, before anything runs; steps are numbered from 1, the first dispatch");
    }
    return static_cast<size_t>(number - 1);
}

std::optional<size_t> step_option(const Arguments& args, const algo::Plan& plan, const std::string& option) {
    const auto number = args.number(option, UINT32_MAX);
    if (!number) return std::nullopt;
    const auto index = algo::step_index(*number, plan.steps.size());
    if (!index) {
        throw UsageError("--" + option + " " + std::to_string(*number) + ": the " + plan.algorithm + " plan for n = " +
                         std::to_string(plan.options.n) + " has " + algo::plan_steps_text(plan.steps.size()) +
                         (*number == 0 ? " (step 0 is the input, before anything runs)" : ""));
    }
    return index;
}

algo::Options parse_plan_options(const Arguments& args, uint32_t n) {
    algo::Options options;
    options.n = n;
    options.local_size = field_number(args, "wg", options.local_size);
    if (auto name = args.value("keys")) {
        const auto type = algo::parse_key_type(*name);
        if (!type) throw UsageError("--keys: unknown key type " + algo::quoted(*name) + " (known: u32, i32, f32)");
        options.key_type = *type;
    }
    options.descending = args.flag("desc");
    options.values = args.flag("values");
    options.batch = field_number(args, "batch", options.batch);
    options.radix_bits = field_number(args, "radix-bits", options.radix_bits);
    options.block_factor = field_number(args, "block-factor", options.block_factor);
    options.tile = field_number(args, "tile", options.tile);
    options.items = field_number(args, "items", options.items);
    if (auto name = args.value("shuffles")) {
        const auto shuffles = algo::parse_network_shuffles(*name);
        if (!shuffles) throw UsageError("--shuffles: must be off, on or emulated, got '" + *name + "'");
        options.shuffles = *shuffles;
    }
    if (auto name = args.value("onesweep-path")) {
        const auto path = algo::parse_onesweep_path(*name);
        if (!path) throw UsageError("--onesweep-path: must be lookback, portable or auto, got " + algo::quoted(*name));
        options.onesweep_path = *path;
    }
    if (auto name = args.value("onesweep-ranking")) {
        const auto ranking = algo::parse_onesweep_ranking(*name);
        if (!ranking) throw UsageError("--onesweep-ranking: must be split, ballot, match or auto, got " + algo::quoted(*name));
        options.onesweep_ranking = *ranking;
    }
    if (const auto problem = algo::check_options(options)) throw UsageError(problem->message);
    return options;
}

}  // namespace sortscope::cli
