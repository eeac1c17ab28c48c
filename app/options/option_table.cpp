// Looking options up in the table (see option_table.hpp).
#include "option_table.hpp"

#include <deque>
#include <vector>

namespace sortscope::options {

namespace {

// An own option's entry, made from its algorithm's declaration (algo::OwnOption).
OptionSpec own_option_spec(const algo::AlgorithmInfo& owner, const algo::OwnOption& own) {
    OptionSpec spec;
    spec.name = own.name;
    spec.value = own.value;
    spec.text = own.text;
    spec.app = own.app;
    spec.app_text = own.app_text;
    spec.session_key = own.session_key;
    if (own.number.is_number()) {
        // A whole number, taken as far as 32 bits hold in both programs (the algorithm's rule refuses the rest).
        if (own.app) spec.app_range = WholeRange{0, UINT32_MAX};
        spec.default_number = own.number.value->fallback;
        if (own.number.app_default_differs) spec.app_default_number = own.number.app_default;
    } else {
        spec.named_value = &own.named;
    }
    spec.owner = &owner;
    spec.own = &own;
    return spec;
}

struct Table {
    std::deque<OptionSpec> own;  // a deque: its entries stay where they are as it grows
    std::vector<const OptionSpec*> all;
};

Table make_table() {
    Table table;
    for (const OptionSpec* option : kFixedOptions) {
        if (option == kFirstAfterOwnOptions) {
            for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
                for (const algo::OwnOption* own : info.own_options) {
                    table.own.push_back(own_option_spec(info, *own));
                    table.all.push_back(&table.own.back());
                }
            }
        }
        table.all.push_back(option);
    }
    return table;
}

const Table& table() {
    static const Table made = make_table();
    return made;
}

}  // namespace

std::span<const OptionSpec* const> all_options() { return table().all; }

const OptionSpec* find_app_option(std::string_view name) {
    for (const OptionSpec* option : table().all) {
        if (option->app && option->name == name) return option;
    }
    return nullptr;
}

bool is_help_word(std::string_view word) { return word == "--help" || word == "-h"; }

}  // namespace sortscope::options
