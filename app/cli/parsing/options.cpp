// Options shared by the commands that build a plan: their text parsed into algo::Options. Every rule on
// the values is the catalogue's (algo::check_options, which the app calls too); this file only reads
// text, so a number is taken as far as its field holds and names are looked up.
#include <cstdio>
#include <string>
#include <vector>

#include "algorithms/text/quoted.hpp"
#include "algorithms/text/steps.hpp"
#include "commands.hpp"
#include "network_option.hpp"
#include "option_table.hpp"

namespace sortscope::cli {

namespace {

// A whole-number option of a uint32_t field, or `fallback` (the field's default) when not given.
uint32_t field_number(const Arguments& args, const options::OptionSpec& option, uint32_t fallback) {
    return static_cast<uint32_t>(args.number(option, UINT32_MAX).value_or(fallback));
}

std::string ids_of(std::span<const algo::AlgorithmInfo* const> algorithms) {
    std::string ids;
    for (const algo::AlgorithmInfo* info : algorithms) ids += (ids.empty() ? "" : ", ") + std::string(info->id);
    return ids;
}

// One rule for every command: an option that none of the algorithms reads is refused, so that nothing
// given is silently ignored. The option table says which options only some algorithms read
// (OptionSpec::read_by, or an algorithm's own option), the catalogue entry's `reads` which an algorithm reads.
void refuse_unread_options(const Arguments& args, std::span<const algo::AlgorithmInfo* const> algorithms) {
    for (const options::OptionSpec* read : options::all_options()) {
        if (!read->cli || !read->read_by_some() || !args.value(*read)) continue;
        bool read_by_one = false;
        for (const algo::AlgorithmInfo* info : algorithms) read_by_one = read_by_one || read->read_by_algorithm(*info);
        if (read_by_one) continue;
        std::string readers;
        for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
            if (read->read_by_algorithm(info)) readers += (readers.empty() ? "" : ", ") + std::string(info.id);
        }
        throw UsageError("--" + std::string(read->name) + " does not apply to " + ids_of(algorithms) +
                         " (it applies to " + readers + ")");
    }
}

}  // namespace

const algo::AlgorithmInfo& algorithm_option(const Arguments& args) {
    if (network_option(args) != nullptr) {
        if (args.value(options::kAlgoOption)) throw UsageError("give --algo or --network, not both");
        return algo::loaded_network_algorithm();
    }
    if (!args.value(options::kAlgoOption)) throw UsageError("--algo (or --network) is required");
    const std::string id = args.required(options::kAlgoOption);
    if (const algo::AlgorithmInfo* info = algo::find_algorithm(id)) return *info;
    throw UsageError("--algo: " + algo::unknown_algorithm(id));
}

uint32_t n_option(const Arguments& args) {
    // A loaded network sorts arrays of its wire count unless told fewer (a key file gives n itself).
    const LoadedNetwork* network = args.value(options::kInputOption) ? nullptr : network_option(args);
    return static_cast<uint32_t>(args.number(options::kSizeOption, kMaxKeys).value_or(network != nullptr ? network->network.wires : 0));
}

uint32_t required_n_option(const Arguments& args) {
    if (!args.value(options::kSizeOption) && network_option(args) == nullptr) throw UsageError("--n is required");
    return n_option(args);
}

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
        throw UsageError("--" + option + " " + std::to_string(*number) + ": the " + plan.name() + " plan for n = " +
                         std::to_string(plan.options.n) + " has " + algo::plan_steps_text(plan.steps.size()) +
                         (*number == 0 ? " (step 0 is the input, before anything runs)" : ""));
    }
    return index;
}

algo::Options parse_plan_options(const Arguments& args, uint32_t n,
                                 std::span<const algo::AlgorithmInfo* const> algorithms) {
    refuse_unread_options(args, algorithms);
    algo::Options options;
    options.n = n;
    // The whole numbers of the plan's Options (the table's entries with a plan_field: --wg, --batch,
    // --tile, ...) and the algorithms' own whole numbers (kept in Options::own), each taken as far as its
    // field holds; check_options applies their rules.
    for (const options::OptionSpec* option : options::all_options()) {
        if (option->cli && option->plan_field != nullptr) {
            options.*(option->plan_field) = field_number(args, *option, options.*(option->plan_field));
        }
        if (option->cli && option->own != nullptr && option->own->number.is_number()) {
            const algo::OwnValue& value = *option->own->number.value;
            options.own.set(value, field_number(args, *option, options.own.get(value)));
        }
    }
    options.local_size_given = args.value(options::kWorkGroupOption).has_value();
    if (auto name = args.value(options::kKeyTypeOption)) {
        const auto type = algo::parse_key_type(*name);
        if (!type) throw UsageError("--keys: unknown key type " + algo::quoted(*name) + " (known: u32, i32, f32)");
        options.key_type = *type;
    }
    options.descending = args.flag(options::kDescendingOption);
    options.values = args.flag(options::kValuesOption);
    // The named values of the options some algorithms introduce (a path, a ranking), read as their sort
    // folders define them (the table's entries with a named_value).
    for (const options::OptionSpec* option : options::all_options()) {
        if (!option->cli || option->named_value == nullptr) continue;
        const auto name = args.value(*option);
        if (!name && option->named_value->not_given != nullptr) option->named_value->not_given(options);
        if (name && !option->named_value->read(options, *name)) {
            throw UsageError("--" + std::string(option->name) + ": must be " + std::string(option->named_value->known) + ", got " +
                             algo::quoted(*name));
        }
    }
    if (const LoadedNetwork* network = network_option(args)) options.network = network->kept_id;
    options.network_fused = args.flag(options::kFusedOption);
    if (const auto problem = algo::check_options(options)) throw UsageError(problem->message);
    return options;
}

algo::Options parse_plan_options(const Arguments& args, uint32_t n, const algo::AlgorithmInfo& info) {
    const algo::AlgorithmInfo* const algorithms[] = {&info};
    return parse_plan_options(args, n, algorithms);
}

void note_missing_features(const Arguments& args, const algo::Options& options, bool device_opened) {
    // Each algorithm's own option given: forced to a value the opened device cannot run, it would run
    // something else without a word, so it is refused, as every option that changes nothing is; a value
    // that runs something else here without being wrong is worth a note (the algorithm words both). The
    // notes wait for every refusal.
    std::vector<std::string> notes;
    for (const options::OptionSpec* option : options::all_options()) {
        if (option->own == nullptr) continue;
        const std::optional<std::string> given = args.value(*option);
        if (!given) continue;
        if (device_opened && option->own->refused_on_device != nullptr) {
            if (std::string refused = option->own->refused_on_device(options, *given); !refused.empty()) throw UsageError(refused);
        }
        if (option->own->note_on_device != nullptr) {
            if (std::string note = option->own->note_on_device(options, *given, device_opened); !note.empty()) notes.push_back(std::move(note));
        }
    }
    for (const std::string& note : notes) std::fprintf(stderr, "note: %s\n", note.c_str());
}

}  // namespace sortscope::cli
