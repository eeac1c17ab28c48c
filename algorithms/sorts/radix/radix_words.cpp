// LSD radix sort: what each of its dispatches does, in one line for the plan (describe) and in seed
// 004's words for a classroom (narration).
#include "algorithms/sorts/radix/radix.hpp"

#include <sstream>

#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

// "radix digit 2 of 8"
std::string radix_digit_name(uint32_t digit, uint32_t bits) {
    return "radix digit " + std::to_string(digit) + " of " + std::to_string(32 / bits);
}

// "(bits 8..11)"
std::string radix_digit_bits(uint32_t shift, uint32_t bits) {
    return "(bits " + std::to_string(shift) + ".." + std::to_string(shift + bits - 1) + ")";
}

std::string describe_radix_count(const Step& step) {
    const RadixArgs args = radix_args(step);
    std::ostringstream out;
    out << radix_digit_name(args.digit, args.bits) << " " << radix_digit_bits(args.shift, args.bits) << ": count "
        << (1u << args.bits) << " bins in each of " << args.groups << (args.groups == 1 ? " tile of " : " tiles of ") << step.local_size * step.items
        << " keys (" << step.local_size << (step.local_size == 1 ? " invocation x " : " invocations x ")
        << step.items << " keys)";
    return out.str();
}

std::string describe_scan_blocks(const Step& step) {
    const ScanArgs args = scan_args(step);
    const uint32_t block = step.local_size * step.items;
    std::ostringstream out;
    out << radix_digit_name(args.digit, args.bits) << ": ";
    if (args.level == 0) {
        out << "prefix sum of the " << args.length << "-entry count table, level 0: scan " << step.groups
            << (step.groups == 1 ? " block" : " blocks") << " of " << block;
    } else {
        out << "prefix sum, level " << args.level << ": scan the " << args.length << " block totals of level "
            << args.level - 1 << " (entries " << args.offset << "..) in " << step.groups
            << (step.groups == 1 ? " block" : " blocks") << " of " << block;
    }
    if (args.sums != kNoSums) {
        out << ", block totals to level " << args.level + 1 << " (entries " << args.sums << "..)";
    }
    return out.str();
}

std::string describe_scan_add(const Step& step) {
    const ScanArgs args = scan_args(step);
    std::ostringstream out;
    out << radix_digit_name(args.digit, args.bits) << ": prefix sum, level " << args.level << ": add the scanned totals of level "
        << args.level + 1 << " (entries " << args.sums << "..) to the " << step.groups << " blocks of "
        << step.local_size * step.items << " of level " << args.level;
    return out.str();
}

std::string describe_radix_scatter(const Step& step) {
    const RadixArgs args = radix_args(step);
    std::ostringstream out;
    out << radix_digit_name(args.digit, args.bits) << " " << radix_digit_bits(args.shift, args.bits) << ": stable scatter of digit "
        << args.digit << " into " << (1u << args.bits) << " bins, " << args.groups << (args.groups == 1 ? " tile of " : " tiles of ")
        << step.local_size * step.items << " keys (ranked "
        << (args.counters ? "with per-bin counters, one scan each)" : "by " + std::to_string(args.bits) + " one-bit split passes each)");
    return out.str();
}

std::string narrate_radix_count(const Plan&, const Step& step, const StepEffect&) {
    const RadixArgs args = radix_args(step);
    return "Digit " + std::to_string(args.digit) + " is bits " + std::to_string(args.shift) + " to " +
           std::to_string(args.shift + args.bits - 1) + " of each key. Every work group counts how many keys of its tile fall in "
           "each of the " + std::to_string(1u << args.bits) + " bins, and writes its row of the count table: a row per work "
           "group, a column per bin.";
}

std::string narrate_scan_blocks(const Plan&, const Step& step, const StepEffect&) {
    const ScanArgs args = scan_args(step);
    return "Prefix sum of the count table, on the GPU: each work group sums a block of the table in place, running total by "
           "running total" + std::string(args.sums != kNoSums ? ", and passes its block's total up a level. " : ". ") +
           "Afterwards every entry says where one work group starts writing one bin.";
}

std::string narrate_scan_add(const Plan&, const Step&, const StepEffect&) {
    return "Prefix sum of the count table, on the GPU: each block adds the scanned total of the blocks before it. "
           "Afterwards every entry says where one work group starts writing one bin.";
}

std::string narrate_radix_scatter(const Plan& plan, const Step& step, const StepEffect& effect) {
    const RadixArgs args = radix_args(step);
    return "Each work group sorts its tile by digit " + std::to_string(args.digit) + " in shared memory, keeping equal digits in "
           "order, and writes each key to its bin's start plus the keys of that bin before it. " +
           with_separators(effect.swaps) + " of " + count_of(plan.options.n, "key", "keys") + " changed position.";
}

}  // namespace sortscope::algo
