// The kernel catalogue: one entry per KernelId, in enum order. Each entry names what the kernel's sort
// folder defines; a field left out is null (no narration of its own, no comparators, ...).
#include "algorithms/catalogue/kernels.hpp"

#include <array>

#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"
#include "algorithms/sorts/copy/copy.hpp"
#include "algorithms/sorts/network/network_fused.hpp"
#include "algorithms/sorts/network/network_layer.hpp"
#include "algorithms/sorts/odd_even_merge/odd_even_merge.hpp"
#include "algorithms/sorts/odd_even_transposition/odd_even_transposition.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/sorts/rank/rank.hpp"

namespace sortscope::algo {

namespace {

const std::array kKernels = {
    KernelInfo{.id = KernelId::BitonicStep, .file = "bitonic_step.comp", .args = kernel_args<BitonicArgs>(),
               .describe = &describe_bitonic_step, .narrate = &narrate_bitonic_step, .bytes = &bitonic_step_bytes,
               .comparators = &bitonic_step_comparators,
               .comparators_touching = &bitonic_step_comparators_touching,
               .comparator_count = &bitonic_step_comparator_count, .comparator_columns = &bitonic_comparator_columns,
               .comparator_cells = &bitonic_comparator_cells,
               .lit_regions = &bitonic_step_regions},
    KernelInfo{.id = KernelId::BitonicShared, .file = "bitonic_shared.comp", .args = kernel_args<BitonicSharedArgs>(),
               .describe = &describe_bitonic_shared_step, .narrate = &narrate_bitonic_shared_step,
               .bytes = &bitonic_one_pass_bytes, .comparators = &bitonic_shared_comparators,
               .comparators_touching = &bitonic_shared_comparators_touching,
               .comparator_count = &bitonic_shared_comparator_count,
               .comparator_columns = &bitonic_comparator_columns, .comparator_cells = &bitonic_comparator_cells,
               .extensions = &bitonic_shared_extensions,
               .lit_regions = &bitonic_shared_regions},
    KernelInfo{.id = KernelId::Rank, .file = "rank.comp", .args = kernel_args<RankArgs>(), .describe = &describe_rank_step,
               .narrate = &narrate_rank_step, .bytes = &rank_bytes, .comparisons = &rank_comparisons,
               .places_by_rank = true, .reference = &rank_reference, .tables = &rank_tables,
               .lit_regions = &rank_regions},
    KernelInfo{.id = KernelId::RankShared, .file = "rank_shared.comp", .args = kernel_args<RankArgs>(),
               .describe = &describe_rank_shared_step, .narrate = &narrate_rank_shared_step, .bytes = &rank_shared_bytes,
               .comparisons = &rank_comparisons, .places_by_rank = true, .reference = &rank_reference,
               .tables = &rank_tables, .lit_regions = &rank_shared_regions},
    KernelInfo{.id = KernelId::OddEvenMergeStep, .file = "odd_even_merge_step.comp", .args = kernel_args<OddEvenMergeLayer>(),
               .describe = &describe_odd_even_merge_step, .narrate = &narrate_odd_even_merge_step,
               .bytes = &odd_even_merge_step_bytes, .comparators = &odd_even_merge_step_comparators,
               .comparators_touching = &odd_even_merge_step_comparators_touching,
               .comparator_count = &odd_even_merge_step_comparator_count,
               .comparator_columns = &odd_even_merge_comparator_columns,
               .comparator_cells = &odd_even_merge_comparator_cells,
               .lit_regions = &odd_even_merge_step_regions},
    KernelInfo{.id = KernelId::OddEvenMergeShared, .file = "odd_even_merge_shared.comp",
               .args = kernel_args<OddEvenMergeSharedArgs>(), .describe = &describe_odd_even_merge_shared,
               .narrate = &narrate_odd_even_merge_shared, .bytes = &odd_even_merge_shared_bytes,
               .comparators = &odd_even_merge_shared_comparators,
               .comparators_touching = &odd_even_merge_shared_comparators_touching,
               .comparator_count = &odd_even_merge_shared_comparator_count, .comparator_columns = &odd_even_merge_comparator_columns,
               .comparator_cells = &odd_even_merge_comparator_cells,
               .lit_regions = &odd_even_merge_shared_regions},
    KernelInfo{.id = KernelId::OddEvenTranspositionStep, .file = "odd_even_transposition_step.comp",
               .args = kernel_args<OddEvenTranspositionArgs>(), .describe = &describe_odd_even_transposition_step,
               .narrate = &narrate_odd_even_transposition_step, .bytes = &odd_even_transposition_step_bytes,
               .comparators = &odd_even_transposition_step_comparators,
               .comparators_touching = &odd_even_transposition_step_comparators_touching,
               .comparator_count = &odd_even_transposition_step_comparator_count,
               .comparator_columns = &odd_even_transposition_comparator_columns,
               .comparator_cells = &odd_even_transposition_comparator_cells,
               .lit_regions = &odd_even_transposition_step_regions},
    KernelInfo{.id = KernelId::RadixCount, .file = "radix_count.comp", .args = kernel_args<RadixArgs>(),
               .describe = &describe_radix_count, .narrate = &narrate_radix_count, .bytes = &radix_count_bytes,
               .reference = &radix_count_reference, .tables = &radix_tables,
               .lit_regions = &radix_count_regions, .digit_step = &radix_count_digit},
    KernelInfo{.id = KernelId::ScanBlocks, .file = "scan_blocks.comp", .args = kernel_args<ScanArgs>(),
               .describe = &describe_scan_blocks, .narrate = &narrate_scan_blocks, .bytes = &scan_blocks_bytes,
               .reference = &scan_blocks_reference, .tables = &radix_tables,
               .lit_regions = &scan_blocks_regions, .digit_step = &scan_digit},
    KernelInfo{.id = KernelId::ScanAdd, .file = "scan_add.comp", .args = kernel_args<ScanArgs>(), .describe = &describe_scan_add,
               .narrate = &narrate_scan_add, .bytes = &scan_add_bytes, .reference = &scan_add_reference,
               .tables = &radix_tables,
               .lit_regions = &scan_add_regions, .digit_step = &scan_digit},
    KernelInfo{.id = KernelId::RadixScatter, .file = "radix_scatter.comp", .args = kernel_args<RadixArgs>(),
               .describe = &describe_radix_scatter, .narrate = &narrate_radix_scatter, .bytes = &radix_scatter_bytes,
               .reference = &radix_scatter_reference, .tables = &radix_tables,
               .lit_regions = &radix_scatter_regions, .digit_step = &radix_scatter_digit},
    KernelInfo{.id = KernelId::Copy, .file = "copy.comp", .args = kernel_args<CopyArgs>(), .describe = &describe_copy,
               .bytes = &copy_bytes, .reference = &copy_reference,
               .lit_regions = &copy_regions},
    KernelInfo{.id = KernelId::OnesweepHistogram, .file = "onesweep_histogram.comp", .args = kernel_args<OnesweepHistogramArgs>(),
               .describe = &describe_onesweep_histogram, .narrate = &narrate_onesweep_histogram,
               .bytes = &onesweep_histogram_bytes, .reference = &onesweep_histogram_reference, .tables = &onesweep_tables,
               .lit_regions = &onesweep_histogram_regions, .digit_step = &onesweep_histogram_digit},
    KernelInfo{.id = KernelId::OnesweepScan, .file = "onesweep_scan.comp", .args = kernel_args<OnesweepScanArgs>(),
               .describe = &describe_onesweep_scan, .narrate = &narrate_onesweep_scan, .bytes = &onesweep_scan_bytes,
               .reference = &onesweep_scan_reference, .tables = &onesweep_tables,
               .lit_regions = &onesweep_scan_regions, .digit_step = &onesweep_scan_digit},
    KernelInfo{.id = KernelId::OnesweepCount, .file = "radix_count.comp", .args = kernel_args<RadixArgs>(),
               .describe = &describe_onesweep_count, .narrate = &narrate_onesweep_count, .bytes = &radix_count_bytes,
               .reference = &onesweep_count_reference, .tables = &onesweep_tables,
               .lit_regions = &radix_count_regions, .digit_step = &onesweep_count_digit},
    KernelInfo{.id = KernelId::OnesweepPass, .file = "onesweep_pass.comp", .args = kernel_args<OnesweepPassArgs>(),
               .describe = &describe_onesweep_pass, .narrate = &narrate_onesweep_pass, .bytes = &onesweep_pass_bytes,
               .reference = &onesweep_pass_reference, .tables = &onesweep_tables, .extensions = &onesweep_pass_extensions,
               .lit_regions = &onesweep_pass_regions, .digit_step = &onesweep_pass_digit},
    KernelInfo{.id = KernelId::BitonicFused, .file = "bitonic_fused.comp", .args = kernel_args<BitonicFusedArgs>(),
               .describe = &describe_bitonic_fused_step, .narrate = &narrate_bitonic_fused_step,
               .bytes = &bitonic_one_pass_bytes, .comparators = &bitonic_fused_comparators,
               .comparators_touching = &bitonic_fused_comparators_touching,
               .comparator_count = &bitonic_fused_comparator_count,
               .comparator_columns = &bitonic_comparator_columns, .comparator_cells = &bitonic_comparator_cells,
               .lit_regions = &bitonic_fused_regions},
    KernelInfo{.id = KernelId::OddEvenMergeWindow, .file = "odd_even_merge_window.comp",
               .args = kernel_args<OddEvenMergeWindowArgs>(), .describe = &describe_odd_even_merge_window,
               .narrate = &narrate_odd_even_merge_window, .bytes = &odd_even_merge_window_bytes,
               .comparators = &odd_even_merge_window_comparators,
               .comparators_touching = &odd_even_merge_window_comparators_touching,
               .comparator_count = &odd_even_merge_window_comparator_count, .comparator_columns = &odd_even_merge_comparator_columns,
               .comparator_cells = &odd_even_merge_comparator_cells,
               .lit_regions = &odd_even_merge_window_regions},
    KernelInfo{.id = KernelId::NetworkLayer, .file = "network_layer.comp", .args = kernel_args<NetworkLayerArgs>(),
               .describe = &describe_network_layer_step, .narrate = &narrate_network_layer_step,
               .bytes = &network_layer_step_bytes, .comparators = &network_layer_step_comparators,
               .comparator_count = &network_layer_step_comparator_count,
               .comparator_columns = &network_layer_comparator_columns,
               .comparator_cells = &network_layer_comparator_cells, .lit_regions = &network_layer_step_regions},
    KernelInfo{.id = KernelId::NetworkFused, .file = "network_fused.comp", .args = kernel_args<NetworkFusedArgs>(),
               .describe = &describe_network_fused_step, .narrate = &narrate_network_fused_step,
               .bytes = &network_fused_step_bytes, .comparators = &network_fused_step_comparators,
               .comparator_count = &network_fused_step_comparator_count,
               .comparator_columns = &network_layer_comparator_columns,
               .comparator_cells = &network_fused_comparator_cells, .extra_defines = &network_fused_defines,
               .lit_regions = &network_fused_step_regions},
};

std::string define_value(ArgFormat format, uint32_t value) {
    switch (format) {
        case ArgFormat::Bool: return value != 0 ? "1" : "0";
        case ArgFormat::Int: return std::to_string(value);
        case ArgFormat::Uint: break;
    }
    return std::to_string(value) + "u";
}

}  // namespace

const KernelInfo& kernel_info(KernelId kernel) {
    const auto index = static_cast<size_t>(kernel);
    // The table is in enum order; a missing row is a programming error caught by the first test.
    return kKernels.at(index);
}

std::string_view kernel_file(KernelId kernel) { return kernel_info(kernel).file; }

std::span<const KernelInfo> all_kernels() { return kKernels; }

std::string describe(const Step& step) { return kernel_info(step.kernel).describe(step); }

ProgramVariant program_variant(const Plan& plan, const Step& step) {
    const KernelInfo& info = kernel_info(step.kernel);
    const Options& options = plan.options;
    ProgramVariant variant;
    variant.defines = {
        {"LOCAL_SIZE", define_value(ArgFormat::Uint, step.local_size)},
        {"ITEMS", define_value(ArgFormat::Uint, step.items)},
        {"KEY_TYPE", define_value(ArgFormat::Int, static_cast<uint32_t>(options.key_type))},
        {"DESCENDING", define_value(ArgFormat::Bool, options.descending ? 1 : 0)},
        {"HAS_VALUES", define_value(ArgFormat::Bool, options.values ? 1 : 0)},
    };
    for (const ArgInfo& arg : info.args.fields) {
        if (arg.place == ArgPlace::Define) {
            variant.defines.push_back({std::string(arg.name), define_value(arg.format, step.variant[arg.slot])});
        }
    }
    if (info.extra_defines != nullptr) {
        for (ProgramDefine& define : info.extra_defines(plan, step)) variant.defines.push_back(std::move(define));
    }
    if (info.extensions != nullptr) {
        for (const std::string_view extension : info.extensions(step)) variant.extensions.emplace_back(extension);
    }
    return variant;
}

}  // namespace sortscope::algo
