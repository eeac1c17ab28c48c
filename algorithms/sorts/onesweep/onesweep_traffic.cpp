// Onesweep: the global-memory bytes each of its dispatches moves (the model of costs/traffic.hpp). The
// portable path's count moves what radix_count does.
#include "algorithms/sorts/onesweep/onesweep.hpp"

namespace sortscope::algo {

// The histogram reads every key once (its atomics go to a table of 1024 words per array).
uint64_t onesweep_histogram_bytes(const Plan& plan, const Step&) {
    return plan.options.batch * uint64_t{plan.options.n} * kWordBytes;
}

// The scan reads the histograms, writes the starts and clears the histograms: 3 tables of 1024 words.
uint64_t onesweep_scan_bytes(const Plan& plan, const Step&) {
    return plan.options.batch * 3 * kOnesweepDigits * kOnesweepBins * kWordBytes;
}

// A pass reads and writes every key (and value) once; its status words or table row, 256 per tile (the
// look-back also clears the other region's), are small beside them.
uint64_t onesweep_pass_bytes(const Plan& plan, const Step& step) {
    const bool lookback = onesweep_pass_args(step).lookback;
    return plan.options.batch * (2 * uint64_t{plan.options.n} * moved_key_bytes(plan.options) +
                                 uint64_t{kOnesweepBins} * step.groups * kWordBytes * (lookback ? 2 : 1));
}

}  // namespace sortscope::algo
