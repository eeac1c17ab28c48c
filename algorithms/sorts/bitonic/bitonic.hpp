// Bitonic sort in global memory, one network stage per dispatch (seed 000, Zucchi 2013).
//
// Mapping to dispatches: for n' = 2^m (n rounded up to a power of two) the network has m passes
// (pass_bit = 0 .. m-1, merging blocks of 2^(pass_bit+1) keys), and pass p has p+1 stages with partner
// distances 2^p, 2^(p-1), ..., 1. Each stage is one dispatch of n'/2 invocations per array. Step count:
// m(m+1)/2 dispatches, n'/2 * m(m+1)/2 comparators (seed 002: N/2 * log N (log N + 1) / 2).
//
// Index formula (seed 000): invocation `lid` of a stage with distance bit b compares
//     p0 = insert a 0 bit at position b of lid,   p1 = p0 | (1 << b),
// and sorts the pair descending when flip = bit `pass_bit` of lid is 1.
//
// Sizes that are not a power of two (our extension, checked by the 0-1 principle in the tests): the
// positions >= n act as +infinity (seed 001) and are never touched, so comparators with p1 >= n are
// skipped. That is only sound when every block that straddles position n sorts ascending, so each pass
// XORs flip with `flip_parity` = the parity of the block that holds position n. Sibling blocks still
// sort in opposite directions, which is all a bitonic merge needs. For n = 2^m, flip_parity is 0 and
// the network is exactly seed 000's.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/kernel_args.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"

namespace sortscope::algo {

// Kernel arguments of a bitonic_step dispatch (shaders/bitonic/bitonic_step.comp reads them as arg_NAME()).
struct BitonicArgs {
    uint32_t pass_bit;      // blocks of 2^(pass_bit+1) keys are being merged
    uint32_t distance_bit;  // partners are 2^distance_bit apart: the bit inserted into the id
    uint32_t flip_parity;   // XORed into the flip bit so the block holding position n sorts ascending

    static constexpr auto fields() {
        return std::array{param<&BitonicArgs::pass_bit>("pass_bit"), param<&BitonicArgs::distance_bit>("distance_bit"),
                          param<&BitonicArgs::flip_parity>("flip_parity")};
    }
};

BitonicArgs bitonic_args(const Step& step);

// One comparator of seed 000's formula for invocation `lid`.
struct BitonicPair {
    uint32_t p0;    // lower index: lid with a 0 bit inserted at distance_bit
    uint32_t p1;    // upper index: p0 | (1 << distance_bit)
    bool flip;      // true: this pair sorts descending (the larger key goes to p0)
};

BitonicPair bitonic_pair(uint32_t lid, const BitonicArgs& args);

// The parity that makes the block of 2^(pass_bit+1) keys holding position n sort ascending. Zero when
// n is a multiple of the block size: then no block straddles n and seed 000's flips are kept.
uint32_t bitonic_flip_parity(uint32_t n, uint32_t pass_bit);

// Passes of the network: m = log2(next_power_of_two(n)).
uint32_t bitonic_pass_count(uint32_t n);

Plan build_bitonic_plan(const Options& options);

// The catalogue entry's hooks for bitonic_step: its description, its classroom narration (seed 000's
// terms: stage k, distance j), its bytes moved (16 per comparator: 2 keys read, 2 written; 32 with
// values) and its comparators.
std::string describe_bitonic_step(const Step& step);
// The region markers of its kernel that a dispatch runs, for the kernel view to light
// (teaching/region_markers.hpp; *_regions.cpp).
std::vector<std::string_view> bitonic_step_regions(const Step& step);
std::string narrate_bitonic_step(const Plan& plan, const Step& step, const StepEffect& effect);
uint64_t bitonic_step_bytes(const Plan& plan, const Step& step);
void bitonic_step_comparators(const Step& step, ComparatorVisitor visit);
// Those of bitonic_step_comparators with an end in `wires`, without visiting the others.
void bitonic_step_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit);
// The comparators of one bitonic_step dispatch per array, in closed form: equal to comparator_count(step)
// without visiting them.
uint64_t bitonic_step_comparator_count(const Step& step);
// The comparators of one bitonic stage over n keys (those with p1 < n), numbered `stage`: the one
// enumeration that every bitonic kernel's comparators go through.
void visit_bitonic_stage(uint32_t n, const BitonicArgs& args, uint32_t stage, ComparatorVisitor visit);
// The same stage's comparators with an end in `wires`: each wire's partner is the wire with the distance
// bit flipped, so the cost is the window's width.
void visit_bitonic_stage_touching(uint32_t n, const BitonicArgs& args, uint32_t stage, WireRange wires,
                                  ComparatorVisitor visit);
// The stage's comparator count in closed form (the p0 < n - 2^distance_bit with the distance bit clear).
uint64_t bitonic_stage_comparator_count(uint32_t n, uint32_t distance_bit);

// Seed 000's table columns for one comparator: the pair "0-1", both indices in binary ("000 001"), the
// inserted bit and the flip bit. Shared by bitonic and bitonic-shared.
std::vector<std::string> bitonic_comparator_columns(const Step& step);
void bitonic_comparator_cells(const Step& step, const Comparator& comparator, std::vector<std::string>& cells);
// `width` low bits of `value`, most significant first.
std::string binary_digits(uint32_t value, uint32_t width);

}  // namespace sortscope::algo
