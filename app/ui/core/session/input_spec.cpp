// Input specs: options, keys, captions, typed keys, key files and checks (see input_spec.hpp).
#include "core/session/input_spec.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/key_file.hpp"
#include "algorithms/inputs/small_keys.hpp"
#include "algorithms/text/quoted.hpp"

namespace sortscope::ui {

namespace {

std::string ordinal(size_t k) {
    const char* suffix = (k % 100 >= 11 && k % 100 <= 13) ? "th"
                         : k % 10 == 1                      ? "st"
                         : k % 10 == 2                      ? "nd"
                         : k % 10 == 3                      ? "rd"
                                                            : "th";
    return std::to_string(k) + suffix;
}

const char* type_words(algo::KeyType type) {
    switch (type) {
        case algo::KeyType::U32: return "an unsigned 32-bit key";
        case algo::KeyType::I32: return "a signed 32-bit key";
        case algo::KeyType::F32: return "a 32-bit float key";
    }
    return "a key";
}

// The last part of a path: captions name a key file without its folders.
std::string file_name(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    return algo::printable(slash == std::string::npos ? path : path.substr(slash + 1));
}

}  // namespace

bool PlanNumbers::keeps(const options::OptionSpec& option) {
    // The work group is InputSpec::local_size: none chosen is a choice of its own (kTeachingWorkGroup).
    return option.plan_field != nullptr && (option.app || !option.session_key.empty()) && &option != &options::kWorkGroupOption;
}

std::span<const options::OptionSpec* const> PlanNumbers::kept() {
    static const std::vector<const options::OptionSpec*> kept = [] {
        std::vector<const options::OptionSpec*> list;
        for (const options::OptionSpec* option : options::all_options()) {
            if (keeps(*option)) list.push_back(option);
        }
        return list;
    }();
    return kept;
}

uint32_t PlanNumbers::get(const options::OptionSpec& option) const {
    const auto found = m_set.find(&option);
    return found != m_set.end() ? found->second : static_cast<uint32_t>(option.app_default());
}

void PlanNumbers::set(const options::OptionSpec& option, uint32_t value) {
    if (!keeps(option)) throw std::logic_error("InputSpec keeps no whole number --" + std::string(option.name));
    if (value == static_cast<uint32_t>(option.app_default())) {
        m_set.erase(&option);
    } else {
        m_set[&option] = value;
    }
}

void PlanNumbers::write_to(algo::Options& options) const {
    for (const options::OptionSpec* option : kept()) options.*(option->plan_field) = get(*option);
}

void PlanNumbers::read_from(const algo::Options& options) {
    for (const options::OptionSpec* option : kept()) set(*option, options.*(option->plan_field));
}

algo::OwnValues app_own_defaults() {
    algo::OwnValues own;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        for (const algo::OwnOption* option : info.own_options) {
            const algo::OwnNumber& number = option->number;
            if (number.is_number() && number.app_default_differs) own.set(*number.value, number.app_default);
        }
    }
    return own;
}

std::optional<uint32_t> input_number(const InputSpec& input, const options::OptionSpec& option) {
    if (PlanNumbers::keeps(option)) return input.numbers.get(option);
    if (option.own != nullptr && option.own->number.is_number()) return input.own.get(*option.own->number.value);
    return std::nullopt;
}

bool set_input_number(InputSpec& input, const options::OptionSpec& option, uint32_t value) {
    if (PlanNumbers::keeps(option)) {
        input.numbers.set(option, value);
        return true;
    }
    if (option.own != nullptr && option.own->number.is_number()) {
        input.own.set(*option.own->number.value, value);
        return true;
    }
    return false;
}

algo::Options plan_options(const InputSpec& input, const algo::DeviceCaps& device) {
    algo::Options options;
    options.n = input.typed_keys.empty() ? input.n : static_cast<uint32_t>(input.typed_keys.size());
    // No work group chosen: the teaching group for the sizes a class reads, else sortscope-cli's default
    // with each algorithm free to choose its own for the device (its own per-device defaults).
    const bool teaching_size = options.n <= kTeachingKeys;
    options.local_size = input.local_size.value_or(teaching_size ? kTeachingWorkGroup : algo::Options{}.local_size);
    options.local_size_given = input.local_size.has_value() || teaching_size;
    options.key_type = input.key_type;
    options.descending = input.descending;
    options.values = input.values;
    input.numbers.write_to(options);
    options.own = input.own;
    options.network = input.network;
    options.device = device;
    return options;
}

std::vector<uint32_t> input_keys(const InputSpec& input) {
    if (!input.typed_keys.empty()) return input.typed_keys;
    return algo::default_input(input.distribution, input.n, 1, input.key_type, input.seed);
}

std::string input_label(const InputSpec& input) {
    if (!input.typed_keys.empty()) return input.key_file.empty() ? "typed keys" : "keys from " + file_name(input.key_file);
    return std::string(algo::distribution_name(input.distribution)) + ", random seed " + std::to_string(input.seed);
}

std::string wrap_key_list(const std::string& text, size_t max_chars) {
    std::string wrapped;
    size_t line = 0;  // characters on the current line
    size_t k = 0;
    while (k < text.size()) {
        while (k < text.size() && std::isspace(static_cast<unsigned char>(text[k])) != 0) ++k;
        const size_t start = k;
        while (k < text.size() && std::isspace(static_cast<unsigned char>(text[k])) == 0) ++k;
        if (k == start) break;
        const std::string key = text.substr(start, k - start);
        if (line > 0 && line + 1 + key.size() > max_chars) {
            wrapped += '\n';
            line = 0;
        } else if (line > 0) {
            wrapped += ' ';
            ++line;
        }
        wrapped += key;
        line += key.size();
    }
    return wrapped;
}

std::string typed_keys_note(const InputSpec& shown) {
    if (shown.typed_keys.empty()) return {};
    const std::string count = std::to_string(shown.typed_keys.size());
    const std::string rule = "the " + count + (shown.key_file.empty() ? " typed keys" : " keys from " + file_name(shown.key_file)) + " set n";
    if (shown.n == shown.typed_keys.size()) return rule;
    return "n = " + std::to_string(shown.n) + " is not used: " + rule;
}

std::string input_caption(const InputSpec& input) {
    // U+00B7 MIDDLE DOT is in the Latin-1 range that every ImGui font atlas includes.
    const std::string dot = " \u00b7 ";
    const std::string algorithm = input.network_name.empty() ? input.algorithm : input.algorithm + " " + input.network_name;
    std::string caption = algorithm + dot + "n = " +
                          std::to_string(input.typed_keys.empty() ? input.n : input.typed_keys.size()) + dot;
    // "random seed 4" says the distribution too; the others name theirs ("few-unique · random seed 4").
    if (!input.typed_keys.empty()) {
        caption += input_label(input);
    } else {
        if (input.distribution != algo::Distribution::Random) caption += std::string(algo::distribution_name(input.distribution)) + dot;
        caption += "random seed " + std::to_string(input.seed);
    }
    if (input.key_type != algo::KeyType::U32) caption += dot + std::string(algo::key_type_name(input.key_type));
    if (input.descending) caption += dot + "descending";
    if (input.values) caption += dot + "+ values";
    const algo::AlgorithmInfo* info = algo::find_algorithm(input.algorithm);
    if (info != nullptr && info->own_notes != nullptr && info->own_notes->caption != nullptr) {
        if (const std::string own = info->own_notes->caption(plan_options(input, algo::DeviceCaps{})); !own.empty()) caption += dot + own;
    }
    return caption;
}

std::string_view own_value_name(const InputSpec& input, const algo::OwnOption& option) {
    algo::Options options;
    options.own = input.own;
    return option.named.written(options);
}

bool set_own_value(InputSpec& input, const algo::OwnOption& option, std::string_view name) {
    algo::Options options;
    options.own = input.own;
    if (!option.named.read(options, name)) return false;
    input.own = options.own;
    return true;
}

TypedKeys parse_typed_keys(const std::string& text, algo::KeyType type) {
    TypedKeys result;
    size_t position = 0;
    while (position < text.size()) {
        while (position < text.size() && (std::isspace(static_cast<unsigned char>(text[position])) || text[position] == ',')) {
            ++position;
        }
        if (position >= text.size()) break;
        size_t end = position;
        while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) && text[end] != ',') ++end;
        const std::string word = text.substr(position, end - position);
        const auto key = algo::parse_key(type, word);
        if (!key) {
            result.error = algo::quoted(word) + " (the " + ordinal(result.keys.size() + 1) + " key) is not " + type_words(type);
            result.keys.clear();
            return result;
        }
        result.keys.push_back(*key);
        if (result.keys.size() > kMaxGuiKeys) {
            result.keys.clear();
            result.error = "more than " + std::to_string(kMaxGuiKeys) + " keys";
            return result;
        }
        position = end;
    }
    return result;
}

TypedKeys read_typed_key_file(const std::string& path, algo::KeyType type) {
    TypedKeys result;
    // The app takes at most kMaxGuiKeys: a pipe (--input /dev/stdin) is read up to that many and a few
    // bytes a key, and refused past them, never held whole.
    algo::KeyFileBounds bounds;
    bounds.max_keys = kMaxGuiKeys;
    bounds.keys_bound = "the most the app shows (sortscope-cli sorts more)";
    bounds.max_bytes = uint64_t{kMaxGuiKeys} * 64;
    bounds.bytes_bound = std::to_string(bounds.max_bytes >> 20) + " MiB, 64 bytes for each of the app's " +
                         std::to_string(kMaxGuiKeys) + " keys";
    try {
        result.keys = algo::read_key_file(path, type, bounds);
    } catch (const algo::KeyFileError& error) {
        result.error = error.what();
        return result;
    }
    if (result.keys.empty()) {
        result.error = algo::printable(path) + " holds no keys";
    } else if (result.keys.size() > kMaxGuiKeys) {
        result.error = algo::printable(path) + " holds " + std::to_string(result.keys.size()) + " keys, more than the app's " +
                       std::to_string(kMaxGuiKeys) + " (sortscope-cli sorts more)";
        result.keys.clear();
    }
    return result;
}

std::string with_way_out(const InputSpec& input, const std::string& reason, const algo::DeviceCaps& device, bool command_line) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(input.algorithm);
    if (info == nullptr || info->own_notes == nullptr || info->own_notes->way_out == nullptr) return reason;
    return reason + info->own_notes->way_out(plan_options(input, device), command_line);
}

InputSpec input_for_picked(const InputSpec& current, const algo::AlgorithmInfo& algorithm, const algo::DeviceCaps& device) {
    InputSpec picked = current;
    picked.algorithm = std::string(algorithm.id);
    picked.network = 0;  // a loaded network stays loaded (kept) but is no longer run
    picked.network_name.clear();
    picked.n = std::min(picked.n, algorithm.quick_n);  // quadratic sorts keep n where a step stays quick
    if (algorithm.own_notes == nullptr || algorithm.own_notes->picked == nullptr) return picked;
    algo::Options options = plan_options(picked, device);
    algorithm.own_notes->picked(options, !picked.typed_keys.empty());
    if (picked.typed_keys.empty()) picked.n = options.n;
    picked.numbers.read_from(options);
    picked.local_size = options.local_size;
    picked.own = options.own;
    return picked;
}

std::string algorithm_header_note(const InputSpec& input, const algo::DeviceCaps& device) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(input.algorithm);
    if (info == nullptr || info->own_notes == nullptr || info->own_notes->header == nullptr) return {};
    return info->own_notes->header(plan_options(input, device));
}

std::optional<std::string> input_problem(const InputSpec& input) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(input.algorithm);
    if (info == nullptr) return algo::unknown_algorithm(input.algorithm);
    if (info == &algo::loaded_network_algorithm() && input.network == 0) {
        return "no network is loaded: load one with Network... or --network FILE|NAME";
    }
    const uint64_t n = input.typed_keys.empty() ? input.n : input.typed_keys.size();
    if (n < 1 || n > kMaxGuiKeys) return "n must be from 1 to " + std::to_string(kMaxGuiKeys) + ", not " + std::to_string(n);
    if (n > info->quick_n) {
        return input.algorithm + " is quadratic: n up to " + std::to_string(info->quick_n) +
               " keeps a step under a second; use sortscope-cli for more";
    }
    // The option rules are the catalogue's, the same that sortscope-cli applies (whatever the device).
    if (const auto problem = algo::check_options(plan_options(input, algo::DeviceCaps{}))) return problem->message;
    return std::nullopt;
}

}  // namespace sortscope::ui
