// What one option of Sortscope's command lines declares, once for both front ends (sortscope-cli and the
// app): its name and value, its help, where it is taken, its range and default in the app, which
// algorithms read it, and its key in the app's session files. option_table.hpp holds the options.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/option_model.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::options {

// A whole number's range.
struct WholeRange {
    uint64_t min = 0;
    uint64_t max = UINT64_MAX;
};

struct OptionSpec {
    std::string_view name;        // "wg": written --wg on the command line
    std::string_view value;       // what follows it ("W"); empty for a flag
    std::string_view text;        // what it does: sortscope-cli's help (one paragraph; the help wraps it)
    std::string_view short_name;  // "-o", where the option has one
    bool cli = true;              // sortscope-cli takes it (command_table.cpp says which commands)
    bool app = false;             // the app's command line takes it (and its --help lists it)
    std::string_view app_value;   // what follows it in the app's help, where that differs from `value`
    std::string_view app_text;    // the app's help, where it differs from `text` (its front end's words)
    std::optional<WholeRange> app_range;        // a whole number in the app: the values it takes there
    std::optional<algo::PlanOption> read_by;    // read only by the algorithms whose catalogue entry reads this
    std::optional<uint64_t> default_number;     // a whole number's default (sortscope-cli's, and the app's unless...)
    std::optional<uint64_t> app_default_number; // ...the app's differs (the work group: 64 to teach, 256 for speed)
    std::string_view session_key;               // its field in the app's session files ("" : not stored)
    uint32_t algo::Options::* plan_field = nullptr;  // a whole number sortscope-cli reads into this field of the plan's Options
    const algo::NamedOptionValue* named_value = nullptr;  // a name sortscope-cli reads through its algorithm's definition
    // An algorithm's own option (AlgorithmInfo::own_options): the option table makes this entry from the
    // algorithm's declaration, and only that algorithm reads it.
    const algo::AlgorithmInfo* owner = nullptr;
    const algo::OwnOption* own = nullptr;

    constexpr bool takes_value() const { return !value.empty(); }
    // A value in brackets ("[A..B]") may be left out: the option then stands alone.
    constexpr bool value_is_optional() const { return value.starts_with('['); }
    std::string_view shown_value(bool in_app) const { return in_app && !app_value.empty() ? app_value : value; }
    std::string_view shown_text(bool in_app) const { return in_app && !app_text.empty() ? app_text : text; }
    constexpr uint64_t app_default() const { return app_default_number ? *app_default_number : default_number.value_or(0); }
    // Read only by some algorithms: those whose entry lists read_by, or the owner of an own option.
    constexpr bool read_by_some() const { return read_by.has_value() || owner != nullptr; }
    bool read_by_algorithm(const algo::AlgorithmInfo& info) const {
        return read_by ? info.reads.has(*read_by) : owner == nullptr || owner == &info;
    }
};

}  // namespace sortscope::options
