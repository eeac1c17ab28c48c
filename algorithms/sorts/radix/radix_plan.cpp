// LSD radix sort (seed 004): the plan builder, and the scan steps that onesweep's portable path shares.
// See radix.hpp for the mapping to dispatches and the step-count formula.
#include "algorithms/sorts/radix/radix.hpp"

namespace sortscope::algo {

void append_scan_steps(Plan& plan, const std::vector<ScanLevel>& levels, uint32_t local_size, uint32_t digit,
                       uint32_t bits, Pair source) {
    const auto level_count = static_cast<uint32_t>(levels.size());
    // The scan covers the table of the whole batch at once: one grid, z_groups = 1.
    auto scan_step = [&](KernelId kernel, uint32_t l, uint32_t sums) {
        const ScanLevel& level = levels[l];
        Step step;
        step.kernel = kernel;
        step.params.n = plan.options.n;
        step.params.work_items = level.blocks * local_size;
        set_args(step, ScanArgs{level.offset, level.length, sums, l, digit, bits});
        step.local_size = local_size;
        step.items = kScanItems;
        step.groups = level.blocks;
        step.z_groups = 1;
        step.source = source;
        return step;
    };
    for (uint32_t l = 0; l < level_count; ++l) {
        const uint32_t sums = l + 1 < level_count ? levels[l + 1].offset : kNoSums;
        plan.steps.push_back(scan_step(KernelId::ScanBlocks, l, sums));
    }
    for (uint32_t l = level_count - 1; l-- > 0;) {
        plan.steps.push_back(scan_step(KernelId::ScanAdd, l, levels[l + 1].offset));
    }
}

RadixArgs radix_args(const Step& step) { return step_args<RadixArgs>(step); }

ScanArgs scan_args(const Step& step) { return step_args<ScanArgs>(step); }

DigitStep radix_count_digit(const Step& step) {
    const RadixArgs args = radix_args(step);
    return {DigitPart::Count, args.digit, args.bits, args.shift};
}

DigitStep radix_scatter_digit(const Step& step) {
    const RadixArgs args = radix_args(step);
    return {DigitPart::Scatter, args.digit, args.bits, args.shift};
}

DigitStep scan_digit(const Step& step) {
    const ScanArgs args = scan_args(step);
    return {DigitPart::PrefixSum, args.digit, args.bits, args.digit * args.bits};
}

Plan build_radix_plan(const Options& options) {
    Plan plan;
    plan.options = options;
    const RadixLayout layout = radix_layout(options);
    if (layout.levels.empty()) {
        size_in_place_buffers(plan);
        return plan;
    }
    size_ping_pong_buffers(plan, layout.counts_words);

    Pair source = Pair::Primary;
    for (uint32_t digit = 0; digit < layout.digits; ++digit) {
        Step tile_step;  // radix_count, and radix_scatter below: one work group per tile, batch in z
        tile_step.params.n = options.n;
        tile_step.params.work_items = layout.groups * layout.local_size;
        tile_step.local_size = layout.local_size;
        tile_step.items = layout.items;
        tile_step.groups = layout.groups;
        tile_step.source = source;

        Step count = tile_step;
        count.kernel = KernelId::RadixCount;
        set_args(count, RadixArgs{digit * layout.bits, layout.groups, digit, layout.bits, false});
        plan.steps.push_back(count);

        append_scan_steps(plan, layout.levels, layout.local_size, digit, layout.bits, source);

        Step scatter = tile_step;
        scatter.kernel = KernelId::RadixScatter;
        scatter.moves = true;
        set_args(scatter, RadixArgs{digit * layout.bits, layout.groups, digit, layout.bits, layout.counters});
        plan.steps.push_back(scatter);
        source = other(source);
    }
    return plan;
}

}  // namespace sortscope::algo
