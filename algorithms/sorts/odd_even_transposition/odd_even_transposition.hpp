// Odd-even transposition sort, one phase per dispatch (seed 002, Lefebvre, "Introduction to
// data-parallelism and OpenCL", INRIA: "Odd-even sort", the first sorting network of the slides).
//
// Mapping to dispatches: n phases; phase p compares the neighbours (i, i+1) for every i with
// i % 2 == p % 2 and i+1 < n, ascending. Each phase is one dispatch of (n - p % 2) / 2 invocations per
// array, one per comparator: invocation c compares i = 2c + p % 2. Step count: n dispatches and
// n(n-1)/2 comparators (each pair of phases, even then odd, has n - 1 comparators), so it is a
// quadratic sort: fine to watch, slow to run.
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

// Kernel arguments of an odd_even_transposition_step dispatch (shaders/odd_even_transposition/odd_even_transposition_step.comp).
struct OddEvenTranspositionArgs {
    uint32_t phase;   // 0 .. n-1
    uint32_t parity;  // phase % 2: the left index of every pair has this parity

    static constexpr auto fields() {
        return std::array{param<&OddEvenTranspositionArgs::phase>("phase"),
                          param<&OddEvenTranspositionArgs::parity>("parity")};
    }
};

OddEvenTranspositionArgs odd_even_transposition_args(const Step& step);

// Comparators of one phase: the i < n-1 with i % 2 == parity.
uint32_t odd_even_transposition_phase_comparators(uint32_t n, uint32_t parity);

Plan build_odd_even_transposition_plan(const Options& options);

// The catalogue entry's hooks: description, narration, comparators, and bytes moved: the plan launches
// exactly the phase's comparators, each reading 2 keys and writing 2 (16 bytes; 32 with values).
std::string describe_odd_even_transposition_step(const Step& step);
// The region markers of its kernel that a dispatch runs, for the kernel view to light
// (teaching/region_markers.hpp; *_regions.cpp).
std::vector<std::string_view> odd_even_transposition_step_regions(const Step& step);
std::string narrate_odd_even_transposition_step(const Plan& plan, const Step& step, const StepEffect& effect);
uint64_t odd_even_transposition_step_bytes(const Plan& plan, const Step& step);
void odd_even_transposition_step_comparators(const Step& step, ComparatorVisitor visit);
// Those with an end in `wires`, and their count in closed form.
void odd_even_transposition_step_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit);
uint64_t odd_even_transposition_step_comparator_count(const Step& step);

// Table columns for one comparator: the phase and its parity ("even"/"odd").
std::vector<std::string> odd_even_transposition_comparator_columns(const Step& step);
void odd_even_transposition_comparator_cells(const Step& step, const Comparator& comparator,
                                             std::vector<std::string>& cells);

}  // namespace sortscope::algo
