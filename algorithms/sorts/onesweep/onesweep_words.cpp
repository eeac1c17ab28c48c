// Onesweep: what each of its dispatches does, in one line for the plan (describe) and in plain words
// for a classroom (narration).
#include "algorithms/sorts/onesweep/onesweep.hpp"

#include <sstream>

#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

namespace {

std::string tiles_text(uint32_t tiles, uint32_t tile) {
    return std::to_string(tiles) + (tiles == 1 ? " tile of " : " tiles of ") + std::to_string(tile) + " keys";
}

}  // namespace

// "digit 2 of 4 (bits 16..23)"
std::string onesweep_digit_text(uint32_t digit) {
    return "digit " + std::to_string(digit) + " of 4 (bits " + std::to_string(digit * kOnesweepBits) + ".." +
           std::to_string(digit * kOnesweepBits + kOnesweepBits - 1) + ")";
}

std::string describe_onesweep_histogram(const Step& step) {
    std::ostringstream out;
    out << "onesweep histogram: read every key once and count all 4 digits' 256 bins, " << step.groups
        << (step.groups == 1 ? " work group of " : " work groups of ") << step.local_size << " reading "
        << step.local_size * step.items << " keys a round";
    return out.str();
}

std::string describe_onesweep_scan(const Step&) {
    return "onesweep scan: each digit's 256 bin counts become the bins' global starts (exclusive prefix sum), "
           "one work group per digit";
}

std::string describe_onesweep_count(const Step& step) {
    const RadixArgs args = radix_args(step);
    return "onesweep " + onesweep_digit_text(args.digit) + ", portable path: count 256 bins in each of " +
           tiles_text(args.groups, step.local_size * step.items);
}

std::string describe_onesweep_pass(const Step& step) {
    const OnesweepPassArgs args = onesweep_pass_args(step);
    const bool lookback = args.lookback;
    return "onesweep " + onesweep_digit_text(args.digit) + ": " + tiles_text(args.tiles, step.local_size * step.items) + " (" +
           std::to_string(step.local_size) + " invocations x " + std::to_string(step.items) + (step.items == 1 ? " key) rank by digit, " : " keys) rank by digit, ") +
           (lookback ? "publish their counts and look back over earlier tiles for their offsets"
                     : "read their offsets from the scanned count table") +
           (args.stage_parts > 1 ? ", and scatter through shared memory in two halves" : ", and scatter");
}

std::string narrate_onesweep_histogram(const Plan& plan, const Step&, const StepEffect&) {
    return "One read of all " + count_of(plan.options.n, "key", "keys") + " counts the bins of all four 8-bit digits at once. "
           "From these four histograms every bin's start is known before the first pass moves a key.";
}

std::string narrate_onesweep_scan(const Plan&, const Step&, const StepEffect&) {
    return "A small prefix sum per digit: bin b starts after all the keys of bins 0 .. b-1. Four scans of 256 "
           "counts, one work group each.";
}

std::string narrate_onesweep_count(const Plan&, const Step&, const StepEffect&) {
    return "Portable path: every tile counts its keys per bin into a table, which the prefix sum then scans. "
           "It reads every key once here and once more in the scatter: the look-back path saves this read.";
}

std::string narrate_onesweep_prefix_sum(const Plan&, const Step&, const StepEffect&) {
    return "Prefix sum of the tiles' count table, as in radix: afterwards each entry says where one tile "
           "starts writing one bin.";
}

std::string narrate_onesweep_pass(const Plan& plan, const Step& step, const StepEffect& effect) {
    const OnesweepPassArgs args = onesweep_pass_args(step);
    std::string text = "Digit " + std::to_string(args.digit) + ": each tile ranks its keys by the digit, ";
    text += args.lookback ? "publishes its bin counts, and looks back: it adds the counts of the tiles before it "
                            "until it meets one that already knows its total (an inclusive prefix). So it learns where "
                            "its keys go without a separate count dispatch, and each key is read once and written once, "
                            "where radix reads it twice per digit. "
                          : "takes its bins' places from the scanned table, and writes its keys there. ";
    return text + with_separators(effect.swaps) + " of " + count_of(uint64_t{plan.options.n} * plan.options.batch, "key", "keys") +
           " changed position.";
}

}  // namespace sortscope::algo
