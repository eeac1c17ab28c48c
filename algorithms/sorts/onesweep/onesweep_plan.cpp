// Onesweep's plan builder for both paths, and the kernel arguments of its dispatches. See onesweep.hpp
// for the mapping to dispatches and the step-count formula.
#include "algorithms/sorts/onesweep/onesweep.hpp"

#include <algorithm>

#include "algorithms/sorts/radix/radix_options.hpp"

namespace sortscope::algo {

OnesweepPassArgs onesweep_pass_args(const Step& step) { return step_args<OnesweepPassArgs>(step); }

OnesweepHistogramArgs onesweep_histogram_args(const Step& step) { return step_args<OnesweepHistogramArgs>(step); }

OnesweepScanArgs onesweep_scan_args(const Step& step) { return step_args<OnesweepScanArgs>(step); }

DigitStep onesweep_histogram_digit(const Step&) { return {DigitPart::Histogram, kOnesweepDigits, kOnesweepBits, 0}; }

DigitStep onesweep_scan_digit(const Step&) { return {DigitPart::Scan, kOnesweepDigits, kOnesweepBits, 0}; }

DigitStep onesweep_count_digit(const Step& step) {
    const RadixArgs args = radix_args(step);
    return {DigitPart::Count, args.digit, kOnesweepBits, args.shift};
}

DigitStep onesweep_pass_digit(const Step& step) {
    const OnesweepPassArgs args = onesweep_pass_args(step);
    return {DigitPart::Scatter, args.digit, kOnesweepBits, args.shift};
}

uint32_t onesweep_digit(const Options& options, uint32_t key, uint32_t shift) {
    return (sort_key(options.key_type, options.descending, key) >> shift) & (kOnesweepBins - 1u);
}

uint32_t onesweep_step_digit(const Step& step) {
    switch (step.kernel) {
        case KernelId::OnesweepHistogram:
        case KernelId::OnesweepScan: return kOnesweepDigits;
        case KernelId::ScanBlocks:
        case KernelId::ScanAdd: return scan_args(step).digit;
        case KernelId::OnesweepCount: return radix_args(step).digit;
        default: return onesweep_pass_args(step).digit;
    }
}

Plan build_onesweep_plan(const Options& requested) {
    Plan plan;
    plan.options = onesweep_device_defaults(requested);  // the work group every reader of the plan sees
    set_radix_bits(plan.options, kOnesweepBits);  // its digits, for readers of the options (radix_digit)
    const Options& options = plan.options;
    const OnesweepLayout layout = onesweep_layout(options);
    if (layout.tiles == 0) {
        size_in_place_buffers(plan);
        return plan;
    }
    size_ping_pong_buffers(plan, layout.counts_words);

    Step tile_step;  // one work group per tile, the batch in z
    tile_step.params.n = options.n;
    tile_step.params.work_items = layout.tiles * layout.local_size;
    tile_step.local_size = layout.local_size;
    tile_step.items = layout.items;
    tile_step.groups = layout.tiles;

    if (layout.lookback) {
        Step histogram;
        histogram.kernel = KernelId::OnesweepHistogram;
        histogram.params.n = options.n;
        histogram.params.work_items = layout.hist_groups * layout.local_size;
        set_args(histogram, OnesweepHistogramArgs{layout.hist_offset, layout.hist_groups});
        histogram.local_size = layout.local_size;
        histogram.items = kHistogramItems;
        histogram.groups = layout.hist_groups;
        plan.steps.push_back(histogram);

        Step scan;
        scan.kernel = KernelId::OnesweepScan;
        scan.params.n = options.n;
        scan.params.work_items = kOnesweepDigits * kScanLocalSize;
        set_args(scan, OnesweepScanArgs{layout.hist_offset, layout.starts_offset});
        scan.local_size = kScanLocalSize;
        scan.groups = kOnesweepDigits;
        plan.steps.push_back(scan);
    }

    Pair source = Pair::Primary;
    for (uint32_t digit = 0; digit < kOnesweepDigits; ++digit) {
        Step pass = tile_step;
        pass.kernel = KernelId::OnesweepPass;
        pass.source = source;
        pass.moves = true;
        // The program variant is decided here, once: the path, the ranking and its subgroup size (1 for
        // Split, which has none), the spin limit, the staging in parts.
        OnesweepPassArgs args{digit * kOnesweepBits, layout.tiles, digit, 0, kNoSums, 0, layout.counter_offset,
                              layout.lookback, layout.ranking, std::max(1u, layout.subgroup_size),
                              onesweep_spin_limit(options), layout.stage_parts, false};
        if (layout.lookback) {
            args.status = layout.status_offset[digit % 2];
            args.clear = layout.status_offset[(digit + 1) % 2];
            args.starts = layout.starts_offset + digit * kOnesweepBins;
        } else {
            Step count = tile_step;
            count.kernel = KernelId::OnesweepCount;
            count.source = source;
            set_args(count, RadixArgs{digit * kOnesweepBits, layout.tiles, digit, kOnesweepBits, false});
            plan.steps.push_back(count);
            append_scan_steps(plan, layout.levels, layout.local_size, digit, kOnesweepBits, source);
        }
        set_args(pass, args);
        plan.steps.push_back(pass);
        source = other(source);
    }
    return plan;
}

}  // namespace sortscope::algo
