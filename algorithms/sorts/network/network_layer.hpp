// A loaded network as a plan (DESIGN.md, "Any network is a plan"): any comparator network (read from a
// file, taken from the library or generated: algorithms/networks/) runs as one dispatch per layer, so the
// runner, the CPU reference, the pictures, Predict, the tables and the exports read it as they read
// bitonic's plan.
//
// Mapping to dispatches: one network_layer dispatch per layer of the network, one invocation per
// comparator of the layer. The plan packs every layer's comparators, one word each (low | high << 16,
// low receiving the smaller key), into the Counts buffer before the first step (Plan::counts_input); a
// layer's dispatch reads its words from `first_pair` on. Step count: the network's depth; comparators:
// its size. Arrays of n keys with n below the network's wire count run the network as if positions >= n
// held +infinity: the comparators that reach past n are left out (a sorting network on N wires sorts
// any n <= N keys so).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/catalogue/option_rules.hpp"
#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/kernel_args.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"

namespace sortscope::algo {

// Kernel arguments of a network_layer dispatch (shaders/network/network_layer.comp).
struct NetworkLayerArgs {
    uint32_t network;     // the kept network's number (networks/kept_networks.hpp): for the CPU side
    uint32_t layer;       // the layer this dispatch runs, from 0
    uint32_t first_pair;  // the word of the Counts buffer holding the layer's first comparator

    static constexpr auto fields() {
        return std::array{param<&NetworkLayerArgs::network>("network"), param<&NetworkLayerArgs::layer>("layer"),
                          param<&NetworkLayerArgs::first_pair>("first_pair")};
    }
    static constexpr auto constants() {
        return std::array{ArgConstant{"PAIR_WIRE_BITS", 16u}, ArgConstant{"PAIR_WIRE_MASK", 0xFFFFu}};
    }
};

NetworkLayerArgs network_layer_args(const Step& step);

// The comparators of layer `layer` of kept network `network` with both wires below n, in increasing
// lower wire, numbered as stage `stage`.
std::vector<Comparator> loaded_layer_comparators(uint32_t network, uint32_t layer, uint32_t n, uint32_t stage);

// Requires options.network to name a kept network with at least options.n wires (validate_network_options).
// With options.network_fused, the fused plan of network_fused.hpp instead.
Plan build_network_plan(const Options& options);
// The loaded network's rules: n is at most its wire count; fused, n is at most kMaxFusedKeys.
std::optional<OptionProblem> validate_network_options(const Options& options);

// The catalogue entry's hooks.
std::string describe_network_layer_step(const Step& step);
std::string narrate_network_layer_step(const Plan& plan, const Step& step, const StepEffect& effect);
std::vector<std::string_view> network_layer_step_regions(const Step& step);
// Each comparator reads its pair word, reads 2 keys and writes 2 (values too, when carried).
uint64_t network_layer_step_bytes(const Plan& plan, const Step& step);
void network_layer_step_comparators(const Step& step, ComparatorVisitor visit);
uint64_t network_layer_step_comparator_count(const Step& step);
std::vector<std::string> network_layer_comparator_columns(const Step& step);
void network_layer_comparator_cells(const Step& step, const Comparator& comparator, std::vector<std::string>& cells);

}  // namespace sortscope::algo
