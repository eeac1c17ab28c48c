// The kernel lab's exercises (see exercises.hpp): the one table of them.
#include "algorithms/lab/exercises.hpp"

#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/resolve_run.hpp"
#include "algorithms/inputs/small_keys.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"
#include "algorithms/verify/check.hpp"

namespace sortscope::algo {

namespace {

// Sizes every exercise is checked at: a power of two first (the textbook case), then sizes
// that are not, where a missing bound check shows (positions >= n act as +infinity).
const std::vector<uint32_t> kSizes = {16, 13, 37};
// Random keys with repeats, reversed keys (every comparator of the first stages swaps) and four
// distinct values (ties: a stable kernel must keep their order).
const std::vector<Distribution> kDistributions = {Distribution::Random, Distribution::Reversed,
                                                  Distribution::FewUnique};

std::vector<Exercise> make_exercises() {
    std::vector<Exercise> exercises;
    exercises.push_back({
        "bitonic",
        "bitonic sort: a comparator's pair of positions and its direction (Zucchi 2013)",
        "bitonic",
        KernelId::BitonicStep,
        "pair",
        "One invocation of bitonic_step.comp is one comparator of one stage of the bitonic network. Invocation lid "
        "must find the two positions it compares, p0 < p1, 2^DISTANCE_BIT apart, and whether it sorts them "
        "descending (flip). Write the lines that compute them from lid, distance_bit, pass_bit and flip_parity.",
        {"p0 is lid with a 0 bit inserted at position distance_bit: the bits of lid below distance_bit stay, the "
         "bits from distance_bit up move one place left.",
         "p1 is p0 with bit distance_bit set.",
         "The direction alternates between blocks of 2^(pass_bit+1) keys: it is bit pass_bit of lid, XOR "
         "flip_parity (which makes the block holding position n ascending when n is not a power of two).",
         "Positions >= n act as +infinity: a comparator whose p1 >= n must do nothing."},
        kSizes,
        kDistributions,
    });
    exercises.push_back({
        "odd-even-merge",
        "odd-even merge sort: which indices start a pair, and their partners (magnickolas)",
        "odd-even-merge",
        KernelId::OddEvenMergeStep,
        "pair",
        "One layer of Batcher's odd-even merge sort compares pairs (i, i + STRIDE). odd_even_merge_step.comp tests "
        "each index i once: write the test that says whether i is the left index of a pair, and its partner j.",
        {"Normalise the index: i_loc = i >> stride_trailing_zeros (the index in units of the stride).",
         "i is a left index when the parity of i_loc is inner_remainder and i_loc is not the last normalised "
         "index of its group: (i_loc & inner_last) < inner_last.",
         "The partner is j = i + stride; positions >= n act as +infinity, so a pair with j >= n does nothing."},
        kSizes,
        kDistributions,
    });
    exercises.push_back({
        "odd-even-transposition",
        "odd-even transposition sort: the neighbours one comparator of a phase compares",
        "odd-even-transposition",
        KernelId::OddEvenTranspositionStep,
        "pair",
        "Each phase of odd-even transposition sort compares neighbours (i, i + 1): in even phases the pairs start at "
        "even positions, in odd phases at odd ones. Invocation c of odd_even_transposition_step.comp is one "
        "comparator: write the lines that find its left position i.",
        {"Pairs of one phase are disjoint and start two apart: comparator c starts at 2c plus the phase's parity.",
         "Array z of a batch starts at base (array_base()): i is a position in the whole buffer, so add it.",
         "The host launches exactly the comparators whose right position is inside the array, (n - parity) / 2 of "
         "them."},
        kSizes,
        kDistributions,
    });
    exercises.push_back({
        "radix",
        "radix sort: the stable scatter of one digit from the scanned count table (Intel 2019)",
        "radix",
        KernelId::RadixScatter,
        "scatter",
        "radix_count.comp has counted each tile's keys per bin, and the scan has turned that table into the place "
        "where each tile's first key of each bin goes. In radix_scatter.comp (8-bit digits: the split ranking), a "
        "work group has sorted its tile by digit, stably, into s_order. Write the scatter: find where each bin "
        "starts in the sorted tile, and send each key (and its value) to its place in the output. The keys of one "
        "bin must keep their input order, or the next digit undoes this one's work.",
        {"s_order[p] = digit << kDigitShift | the key's position in the tile (s_keys, s_values), sorted stably by "
         "digit: the tile's keys of one bin follow each other in input order.",
         "A bin starts in the sorted tile where the digit changes (p == 0, or s_order[p - 1] has another digit). "
         "b_counts[(batch_array() * kBins + digit) * groups + group] is where that key goes in the output: keep "
         "s_offset[digit] = that minus p.",
         "Every invocation must see s_offset before any uses it: a barrier() between finding the offsets and "
         "writing.",
         "Sorted position p goes to s_offset[its digit] + p; with HAS_VALUES its value goes to the same place in "
         "b_values_out. Only positions p < tile_keys hold keys."},
        kSizes,
        kDistributions,
        4,
        8,
        true,
    });
    exercises.push_back({
        "rank",
        "rank sort: the number of keys that go before a key, ties by index (Bainville 2011)",
        "rank",
        KernelId::Rank,
        "count",
        "In rank sort, invocation i counts the keys that belong before its key k_i and writes k_i to that "
        "position. Write the count: add to pos every key j in [first, end) that is smaller, and every equal key "
        "with a smaller index, so that equal keys land on distinct positions in their input order.",
        {"Compare sort keys: key_order(k) gives the order of any key type and direction.",
         "pos = #{ j : key_order(k_j) < key_order(k_i), or equal and j < i }.",
         "Without the tie rule, equal keys get the same position: one overwrites the other and a position stays "
         "empty."},
        kSizes,
        kDistributions,
        4,
        4,
        true,
    });
    return exercises;
}

}  // namespace

std::span<const Exercise> all_exercises() {
    static const std::vector<Exercise> exercises = make_exercises();
    return exercises;
}

const Exercise* find_exercise(std::string_view name) {
    for (const Exercise& exercise : all_exercises()) {
        if (exercise.name == name) return &exercise;
    }
    return nullptr;
}

std::string exercise_names() {
    std::string names;
    for (const Exercise& exercise : all_exercises()) names += (names.empty() ? "" : ", ") + std::string(exercise.name);
    return names;
}

std::vector<LabCase> exercise_cases(const Exercise& exercise) {
    std::vector<LabCase> cases;
    for (const uint32_t n : exercise.sizes) {
        for (const Distribution distribution : exercise.distributions) {
            LabCase lab_case;
            lab_case.n = n;
            lab_case.distribution = distribution;
            lab_case.options = sized(n, exercise.local_size);
            set_radix_bits(lab_case.options, exercise.radix_bits);
            lab_case.options.values = exercise.values;
            cases.push_back(lab_case);
        }
    }
    return cases;
}

Plan case_plan(const Exercise& exercise, const LabCase& lab_case) {
    const AlgorithmInfo* info = find_algorithm(exercise.algorithm);
    return resolve_plan(*info, lab_case.options);
}

std::vector<Plan> case_plans(const Exercise& exercise, const std::vector<LabCase>& cases) {
    std::vector<Plan> plans;
    plans.reserve(cases.size());
    for (const LabCase& lab_case : cases) plans.push_back(case_plan(exercise, lab_case));
    return plans;
}

std::vector<uint32_t> case_keys(const LabCase& lab_case) {
    return generate_small_keys(lab_case.distribution, lab_case.n, lab_case.seed);
}

std::vector<uint32_t> case_values(const LabCase& lab_case) {
    return lab_case.options.values ? index_values(lab_case.n) : std::vector<uint32_t>{};
}

}  // namespace sortscope::algo
