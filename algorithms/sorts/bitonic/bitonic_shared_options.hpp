// bitonic-shared's own options, declared here once (its catalogue entry lists kBitonicSharedOwnOptions in
// own_options) and kept in Options::own: --shuffles, a name (off, on, emulated; network_shuffles_of in
// bitonic_shared.hpp) that parsing keeps in range, and --items, the keys each invocation of its fused
// kernels holds in registers (items_option_of), with a rule. The rule lives here, and the registry points
// at validate_bitonic_shared_options; the generic rules (the tile among them) are the catalogue's
// (catalogue/option_rules.hpp).
#pragma once

#include <optional>

#include "algorithms/plan/option_model.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// Keys per invocation, when given: a power of two from 2 to this (0 lets the plan choose).
constexpr uint32_t kMaxNetworkItems = 32;

// The keys per invocation asked for (0: the plan's choice, network_items), and setting them.
inline constexpr OwnValue kItemsValue{"items", 0};
uint32_t items_option_of(const OwnValueHolder auto& holder) { return own_value(holder, kItemsValue); }
void set_items_option(OwnValueHolder auto& holder, uint32_t items) { set_own_value(holder, kItemsValue, items); }

// --shuffles and --items (sortscope-cli only: not in the app, nor in session files), in the helps' order.
extern const OwnOption kShufflesOption;
extern const OwnOption kItemsOption;
extern const OwnOption* const kBitonicSharedOwnOptions[2];

// Refuses items other than 0 or a power of two from 2 to kMaxNetworkItems.
std::optional<OptionProblem> validate_bitonic_shared_options(const Options& options);

}  // namespace sortscope::algo
