// A loaded network fused into one dispatch for batches of small arrays (n <= kMaxFusedKeys): the
// workload of median filters and of small sorts inside larger kernels, many arrays of a few keys.
//
// Mapping to dispatches: one network_fused dispatch (shaders/network/network_fused.comp) for the whole
// batch; one invocation per array holds its n keys in registers and runs every comparator of the
// network, compiled into the program as constants (NETWORK_COMPARATORS, this plan's program variant);
// the work group stages its arrays through shared memory so that global memory is read and written in
// order. The arrays are counted in the grid (2-D past 65,535 groups), not in z, so a batch may hold any
// number of arrays up to the key limit. Step count: 1, holding the network's depth in stages.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/kernel_args.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"

namespace sortscope::algo {

constexpr uint32_t kMaxFusedKeys = 64;

// Kernel arguments of a network_fused dispatch.
// How the fused kernel moves the keys (network_fused.comp's FUSED_LOADS, chosen by the plan from the
// speeds measured on an H200, docs/networks.md).
enum class FusedLoads : uint32_t {
    StagedWords = 0,  // word by word through shared memory: any n, and with values
    DirectQuads = 1,  // each invocation its own array as uvec4s: keys alone, n a multiple of 4 above 16
    StagedQuads = 2,  // uvec4s through shared memory: keys alone, n a multiple of 4 up to 16
};

struct NetworkFusedArgs {
    uint32_t network;  // the kept network's number (networks/kept_networks.hpp): for the CPU side
    uint32_t loads;    // a FusedLoads

    static constexpr auto fields() {
        return std::array{param<&NetworkFusedArgs::network>("network"), define<&NetworkFusedArgs::loads>("FUSED_LOADS")};
    }
};

// The way the keys of `options` travel (FusedLoads).
FusedLoads fused_loads(const Options& options);
// The fused kernel's work group when the user gave none (Options::local_size_given false): 64 arrays,
// the fastest of 32 to 256 for staged loads on the H200 (16 keys: 340 G keys/s at 64, 252 at 256).
inline constexpr uint32_t kFusedDefaultLocalSize = 64;

Plan build_network_fused_plan(const Options& options);

std::string describe_network_fused_step(const Step& step);
std::string narrate_network_fused_step(const Plan& plan, const Step& step, const StepEffect& effect);
std::vector<std::string_view> network_fused_step_regions(const Step& step);
// Every key read and written once (values too, when carried).
uint64_t network_fused_step_bytes(const Plan& plan, const Step& step);
void network_fused_step_comparators(const Step& step, ComparatorVisitor visit);
uint64_t network_fused_step_comparator_count(const Step& step);
void network_fused_comparator_cells(const Step& step, const Comparator& comparator, std::vector<std::string>& cells);
// NETWORK_COMPARATORS: "CE(0u, 2u) CE(1u, 3u) ..." in execution order.
std::vector<ProgramDefine> network_fused_defines(const Plan& plan, const Step& step);

}  // namespace sortscope::algo
