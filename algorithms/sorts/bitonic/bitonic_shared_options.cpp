// bitonic-shared's own option --items and its rule, and how its --shuffles is read (see
// bitonic_shared_options.hpp).
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"

#include <iterator>
#include <string>

#include "algorithms/sorts/bitonic/bitonic_shared.hpp"

namespace sortscope::algo {

namespace {

const OwnValue kItemsValue{"items", 0};

// The keys per invocation the rule takes when given (0, the default, lets the plan choose).
constexpr uint32_t kItemsValues[] = {2, 4, 8, 16, 32};
static_assert(kItemsValues[std::size(kItemsValues) - 1] == kMaxNetworkItems);

}  // namespace

uint32_t items_option_of(const Options& options) { return options.own.get(kItemsValue); }
void set_items_option(Options& options, uint32_t items) { options.own.set(kItemsValue, items); }

const OwnOption kItemsOption{
    .name = "items",
    .value = "I",
    .text = "bitonic-shared's shared-memory kernel: keys each invocation holds in registers, 2, 4, 8, 16 or 32 (default 8); "
            "a window of log2(I) stages runs between barriers",
    .app = false,
    .app_text = {},
    .session_key = {},
    .named = {},
    .number = {.value = &kItemsValue,
               .app_default = 0,
               .app_default_differs = false,
               .values = kItemsValues,
               .value_label = nullptr,
               .heading = nullptr},
    .choices = {},
    .control_label = {},
    .refused_on_device = nullptr,
};

const OwnOption* const kBitonicSharedOwnOptions[1] = {&kItemsOption};

std::optional<OptionProblem> validate_bitonic_shared_options(const Options& options) {
    const uint32_t items = items_option_of(options);
    if (items != 0 && (items < 2 || items > kMaxNetworkItems || !is_power_of_two(items))) {
        return OptionProblem{"items", "--items: keys per invocation of the fused network kernels must be 2, 4, 8, 16 or 32, got " +
                                          std::to_string(items)};
    }
    return std::nullopt;
}

const NamedOptionValue kShufflesValue{"off, on or emulated", [](Options& options, std::string_view name) {
    const auto shuffles = parse_network_shuffles(name);
    if (shuffles) options.shuffles = *shuffles;
    return shuffles.has_value();
}, nullptr};

}  // namespace sortscope::algo
