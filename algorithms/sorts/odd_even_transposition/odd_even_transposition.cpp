// Odd-even transposition sort, one phase per dispatch (seed 002, Lefebvre): the plan builder, the
// comparators, and what a dispatch says and moves. See odd_even_transposition.hpp for the mapping, the
// step-count formula and the source.
#include "algorithms/sorts/odd_even_transposition/odd_even_transposition.hpp"
#include "algorithms/text/counts.hpp"

#include <sstream>

#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

OddEvenTranspositionArgs odd_even_transposition_args(const Step& step) {
    return step_args<OddEvenTranspositionArgs>(step);
}

uint32_t odd_even_transposition_phase_comparators(uint32_t n, uint32_t parity) {
    // i = parity + 2c <= n - 2  <=>  c < (n - parity) / 2.
    return n > parity ? (n - parity) / 2 : 0;
}

Plan build_odd_even_transposition_plan(const Options& options) {
    Plan plan;
    plan.options = options;
    size_in_place_buffers(plan);
    const uint32_t n = options.n;
    for (uint32_t phase = 0; phase < n; ++phase) {
        const uint32_t parity = phase & 1u;
        const uint32_t comparators = odd_even_transposition_phase_comparators(n, parity);
        Step step;
        step.kernel = KernelId::OddEvenTranspositionStep;
        step.params.n = n;
        step.params.work_items = comparators;
        set_args(step, OddEvenTranspositionArgs{phase, parity});
        step.local_size = options.local_size;
        step.groups = groups_for(comparators, options.local_size);
        step.first_stage = phase;
        step.stage_count = 1;
        plan.steps.push_back(step);
    }
    return plan;
}

std::string describe_odd_even_transposition_step(const Step& step) {
    const OddEvenTranspositionArgs args = odd_even_transposition_args(step);
    std::ostringstream out;
    out << "odd-even transposition phase " << args.phase << " (" << (args.parity == 0 ? "even" : "odd")
        << "): i <-> i+1 for " << (args.parity == 0 ? "even" : "odd") << " i; "
        << count_of(step.params.work_items, "comparator", "comparators") << ", " << groups_text(step.groups, step.local_size);
    return out.str();
}

std::string narrate_odd_even_transposition_step(const Plan&, const Step& step, const StepEffect& effect) {
    const OddEvenTranspositionArgs args = odd_even_transposition_args(step);
    return "Phase " + std::to_string(args.phase) + " (" + (args.parity == 0 ? "even" : "odd") + "): every key at an " +
           (args.parity == 0 ? "even" : "odd") + " position i meets its neighbour i + 1. After n phases even the key "
           "that had to travel the whole way has arrived. " + swaps_sentence(effect.comparisons, effect.swaps);
}

uint64_t odd_even_transposition_step_bytes(const Plan& plan, const Step& step) {
    return plan.options.batch * uint64_t{step.params.work_items} * 4 * moved_key_bytes(plan.options);
}

void odd_even_transposition_step_comparators(const Step& step, ComparatorVisitor visit) {
    const OddEvenTranspositionArgs args = odd_even_transposition_args(step);
    for (uint32_t c = 0; c < step.params.work_items; ++c) {
        const uint32_t i = 2 * c + args.parity;
        visit({i, i + 1, true, step.first_stage});
    }
}

// A phase pairs each wire of its parity with the next one (when that is below n), and each other wire
// with the one before.
void odd_even_transposition_step_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit) {
    const uint32_t n = step.params.n;
    const uint32_t parity = odd_even_transposition_args(step).parity;
    visit_stage_touching(n, wires, [&](uint32_t wire) -> std::optional<Comparator> {
        if ((wire & 1u) != parity && wire == 0) return std::nullopt;  // wire 0 of an odd phase
        const uint32_t i = (wire & 1u) == parity ? wire : wire - 1;
        if (uint64_t{i} + 1 >= n) return std::nullopt;
        return Comparator{i, i + 1, true, step.first_stage};
    }, visit);
}

uint64_t odd_even_transposition_step_comparator_count(const Step& step) {
    return odd_even_transposition_phase_comparators(step.params.n, odd_even_transposition_args(step).parity);
}

std::vector<std::string> odd_even_transposition_comparator_columns(const Step&) { return {"phase", "parity"}; }

void odd_even_transposition_comparator_cells(const Step& step, const Comparator&, std::vector<std::string>& cells) {
    const OddEvenTranspositionArgs args = odd_even_transposition_args(step);
    cells.push_back(std::to_string(args.phase));
    cells.push_back(args.parity == 0 ? "even" : "odd");
}

}  // namespace sortscope::algo
