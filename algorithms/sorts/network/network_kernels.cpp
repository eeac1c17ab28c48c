// The kernel catalogue's entries for the kernels of a loaded comparator network (network_kernel_list.hpp
// names them): each names what this folder defines for its kernel; a field left out is null (no narration
// of its own, no comparators, ...). The catalogue (catalogue/kernels.cpp) gathers them by name.
#include "algorithms/catalogue/kernels.hpp"

#include "algorithms/sorts/network/network_layer.hpp"
#include "algorithms/sorts/network/network_fused.hpp"

namespace sortscope::algo {

const KernelInfo kNetworkLayerEntry{.id = KernelId::NetworkLayer, .file = "network_layer.comp", .args = kernel_args<NetworkLayerArgs>(),
    .describe = &describe_network_layer_step, .narrate = &narrate_network_layer_step,
    .bytes = &network_layer_step_bytes, .comparators = &network_layer_step_comparators,
    .comparator_count = &network_layer_step_comparator_count,
    .comparator_columns = &network_layer_comparator_columns,
    .comparator_cells = &network_layer_comparator_cells, .lit_regions = &network_layer_step_regions};

const KernelInfo kNetworkFusedEntry{.id = KernelId::NetworkFused, .file = "network_fused.comp", .args = kernel_args<NetworkFusedArgs>(),
    .describe = &describe_network_fused_step, .narrate = &narrate_network_fused_step,
    .bytes = &network_fused_step_bytes, .comparators = &network_fused_step_comparators,
    .comparator_count = &network_fused_step_comparator_count,
    .comparator_columns = &network_layer_comparator_columns,
    .comparator_cells = &network_fused_comparator_cells, .extra_defines = &network_fused_defines,
    .lit_regions = &network_fused_step_regions};

}  // namespace sortscope::algo
