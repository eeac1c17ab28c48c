// Bitonic sort in global memory, one stage per dispatch: the plan builder, the index formula, the
// comparators, and what a dispatch says and moves. See bitonic.hpp for the mapping, the step-count
// formula and the source (seed 000).
#include "algorithms/sorts/bitonic/bitonic.hpp"
#include "algorithms/text/counts.hpp"

#include <algorithm>
#include <sstream>

#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

namespace {

// Numbers x in [0, m) with bit b clear: whole blocks of 2^(b+1) hold 2^b each, the partial block
// min(its length, 2^b).
uint64_t count_bit_clear(uint64_t m, uint32_t b) {
    const uint64_t half = uint64_t{1} << b;
    return (m >> (b + 1)) * half + std::min(m & (2 * half - 1), half);
}

}  // namespace

uint32_t bitonic_pass_count(uint32_t n) { return ceil_log2(n); }

BitonicArgs bitonic_args(const Step& step) { return step_args<BitonicArgs>(step); }

BitonicPair bitonic_pair(uint32_t lid, const BitonicArgs& args) {
    const uint32_t b = args.distance_bit;
    const uint32_t lower = (1u << b) - 1u;
    const uint32_t p0 = ((lid & ~lower) << 1) | (lid & lower);
    const uint32_t p1 = p0 | (1u << b);
    const bool flip = (((lid >> args.pass_bit) & 1u) ^ args.flip_parity) != 0;
    return {p0, p1, flip};
}

uint32_t bitonic_flip_parity(uint32_t n, uint32_t pass_bit) {
    const uint64_t block = uint64_t{1} << (pass_bit + 1);
    if (n % block == 0) return 0;
    return static_cast<uint32_t>((n / block) & 1u);
}

Plan build_bitonic_plan(const Options& options) {
    Plan plan;
    plan.options = options;
    size_in_place_buffers(plan);
    const uint32_t n = options.n;
    const uint32_t passes = bitonic_pass_count(n);
    const uint64_t comparators = next_power_of_two(n) / 2;
    uint32_t stage = 0;
    for (uint32_t pass_bit = 0; pass_bit < passes; ++pass_bit) {
        for (uint32_t distance_bit = pass_bit + 1; distance_bit-- > 0;) {
            Step step;
            step.kernel = KernelId::BitonicStep;
            step.params.n = n;
            step.params.work_items = static_cast<uint32_t>(comparators);
            set_args(step, BitonicArgs{pass_bit, distance_bit, bitonic_flip_parity(n, pass_bit)});
            step.local_size = options.local_size;
            step.groups = groups_for(comparators, options.local_size);
            step.first_stage = stage++;
            step.stage_count = 1;
            plan.steps.push_back(step);
        }
    }
    return plan;
}

std::string describe_bitonic_step(const Step& step) {
    const BitonicArgs args = bitonic_args(step);
    std::ostringstream out;
    out << "bitonic pass " << args.pass_bit << " (blocks of " << (uint64_t{1} << (args.pass_bit + 1))
        << "), distance " << (1u << args.distance_bit) << ": i <-> i+" << (1u << args.distance_bit)
        << " with bit " << args.distance_bit << " of i clear; flip = bit " << args.pass_bit << " of id";
    if (args.flip_parity != 0) out << " xor 1";
    out << "; " << count_of(step.params.work_items, "comparator", "comparators") << ", " << groups_text(step.groups, step.local_size);
    return out.str();
}

// Zucchi's terms: k = the size of the blocks being merged, j = the partner distance.
std::string narrate_bitonic_step(const Plan&, const Step& step, const StepEffect& effect) {
    const BitonicArgs args = bitonic_args(step);
    const uint64_t block = uint64_t{1} << (args.pass_bit + 1);
    const uint64_t distance = uint64_t{1} << args.distance_bit;
    std::string text = "Merging blocks of k = " + std::to_string(block) + ", distance j = " + std::to_string(distance) +
                       ": each pair is i and i XOR " + std::to_string(distance) + " (bit " +
                       std::to_string(args.distance_bit) + " of i clear); ";
    if (args.pass_bit + 1 < ceil_log2(step.params.n)) {
        text += std::string("pairs with bit ") + std::to_string(args.pass_bit + 1) + " of i " +
                (args.flip_parity != 0 ? "clear" : "set") + " sort descending, so the next pass can merge blocks of " +
                std::to_string(2 * block) + ". ";
    } else {
        text += "every pair sorts ascending: this last pass finishes the sort. ";
    }
    return text + swaps_sentence(effect.comparisons, effect.swaps);
}

// A kernel stores only the pairs that swap, but a 32-byte DRAM sector holds 8 keys, so on random input
// nearly every sector is written back: every key of a comparator counts as written (the upper bound).
uint64_t bitonic_step_bytes(const Plan& plan, const Step& step) {
    return plan.options.batch * bitonic_step_comparator_count(step) * 4 * moved_key_bytes(plan.options);
}

// A stage with distance d = 2^b: p0 runs over the numbers with bit b clear, p1 = p0 + d, and the
// comparator exists when p1 < n, i.e. p0 < n - d.
uint64_t bitonic_stage_comparator_count(uint32_t n, uint32_t distance_bit) {
    const uint64_t distance = uint64_t{1} << distance_bit;
    return n > distance ? count_bit_clear(n - distance, distance_bit) : 0;
}

uint64_t bitonic_step_comparator_count(const Step& step) {
    return bitonic_stage_comparator_count(step.params.n, bitonic_args(step).distance_bit);
}

void visit_bitonic_stage(uint32_t n, const BitonicArgs& args, uint32_t stage, ComparatorVisitor visit) {
    const uint64_t comparators = next_power_of_two(n) / 2;
    for (uint64_t lid = 0; lid < comparators; ++lid) {
        const BitonicPair pair = bitonic_pair(static_cast<uint32_t>(lid), args);
        if (pair.p1 < n) visit({pair.p0, pair.p1, !pair.flip, stage});
    }
}

// The pair holding `wire` has p0 = wire with the distance bit clear; the invocation that runs it is p0
// with that bit taken out again, so bitonic_pair gives its direction exactly as the full walk does.
void visit_bitonic_stage_touching(uint32_t n, const BitonicArgs& args, uint32_t stage, WireRange wires,
                                  ComparatorVisitor visit) {
    const uint32_t b = args.distance_bit;
    const uint32_t lower = (1u << b) - 1u;
    visit_stage_touching(n, wires, [&](uint32_t wire) -> std::optional<Comparator> {
        const uint32_t p0 = wire & ~(1u << b);
        const uint32_t lid = ((p0 >> (b + 1)) << b) | (p0 & lower);
        const BitonicPair pair = bitonic_pair(lid, args);
        if (pair.p1 >= n) return std::nullopt;
        return Comparator{pair.p0, pair.p1, !pair.flip, stage};
    }, visit);
}

void bitonic_step_comparators(const Step& step, ComparatorVisitor visit) {
    visit_bitonic_stage(step.params.n, bitonic_args(step), step.first_stage, visit);
}

void bitonic_step_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit) {
    visit_bitonic_stage_touching(step.params.n, bitonic_args(step), step.first_stage, wires, visit);
}

std::string binary_digits(uint32_t value, uint32_t width) {
    std::string digits;
    for (uint32_t bit = width; bit-- > 0;) digits += ((value >> bit) & 1u) != 0 ? '1' : '0';
    return digits;
}

std::vector<std::string> bitonic_comparator_columns(const Step&) {
    return {"pair", "i_binary", "j_binary", "inserted_bit", "flip"};
}

void bitonic_comparator_cells(const Step& step, const Comparator& comparator, std::vector<std::string>& cells) {
    const uint32_t width = std::max(1u, ceil_log2(step.params.n));
    // The inserted bit is the one where i and j differ (j = i | 1 << b).
    const auto inserted = static_cast<uint32_t>(__builtin_ctz(comparator.i ^ comparator.j));
    cells.push_back(std::to_string(comparator.i) + "-" + std::to_string(comparator.j));
    cells.push_back(binary_digits(comparator.i, width));
    cells.push_back(binary_digits(comparator.j, width));
    cells.push_back(std::to_string(inserted));
    cells.push_back(comparator.ascending ? "0" : "1");
}

}  // namespace sortscope::algo
