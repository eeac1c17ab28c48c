// Bitonic sort with shared-memory fusion: the comparators its shared and fused dispatches run (exactly
// bitonic's network; all of them, those touching a window of wires, or just their count), and the bytes
// they move: each reads and writes every key once.
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"

#include <algorithm>

#include "algorithms/sorts/bitonic/bitonic.hpp"

namespace sortscope::algo {

uint64_t bitonic_one_pass_bytes(const Plan& plan, const Step&) {
    return plan.options.batch * uint64_t{plan.options.n} * 2 * moved_key_bytes(plan.options);
}

namespace {

// Every stage a dispatch runs, with its bitonic arguments, in execution order: the one description of
// each kernel's stages that its comparators, its windowed comparators and its count all read.
using BitonicStageVisitor = FunctionRef<void(const BitonicArgs& args, uint32_t stage)>;

void for_each_fused_stage(const Step& step, BitonicStageVisitor visit) {
    const BitonicFusedArgs args = bitonic_fused_args(step);
    for (uint32_t k = 0; k < step.stage_count; ++k) visit({args.pass_bit, args.high_bit - k, args.flip_parity}, step.first_stage + k);
}

void for_each_shared_stage(const Step& step, BitonicStageVisitor visit) {
    const BitonicSharedArgs args = bitonic_shared_args(step);
    uint32_t stage = step.first_stage;
    for (uint32_t pass = args.first_pass; pass <= args.last_pass; ++pass) {
        const uint32_t flip_parity = bitonic_flip_parity(step.params.n, pass);
        for (uint32_t distance_bit = std::min(pass, args.tile_bit - 1) + 1; distance_bit-- > 0; ++stage) {
            visit({pass, distance_bit, flip_parity}, stage);
        }
    }
}

void visit_stages(void (*stages)(const Step&, BitonicStageVisitor), const Step& step, ComparatorVisitor visit) {
    stages(step, [&](const BitonicArgs& args, uint32_t stage) { visit_bitonic_stage(step.params.n, args, stage, visit); });
}

void visit_stages_touching(void (*stages)(const Step&, BitonicStageVisitor), const Step& step, WireRange wires,
                           ComparatorVisitor visit) {
    stages(step, [&](const BitonicArgs& args, uint32_t stage) {
        visit_bitonic_stage_touching(step.params.n, args, stage, wires, visit);
    });
}

uint64_t count_stages(void (*stages)(const Step&, BitonicStageVisitor), const Step& step) {
    uint64_t count = 0;
    stages(step, [&](const BitonicArgs& args, uint32_t) { count += bitonic_stage_comparator_count(step.params.n, args.distance_bit); });
    return count;
}

}  // namespace

void bitonic_fused_comparators(const Step& step, ComparatorVisitor visit) { visit_stages(&for_each_fused_stage, step, visit); }

void bitonic_fused_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit) {
    visit_stages_touching(&for_each_fused_stage, step, wires, visit);
}

uint64_t bitonic_fused_comparator_count(const Step& step) { return count_stages(&for_each_fused_stage, step); }

void bitonic_shared_comparators(const Step& step, ComparatorVisitor visit) { visit_stages(&for_each_shared_stage, step, visit); }

void bitonic_shared_comparators_touching(const Step& step, WireRange wires, ComparatorVisitor visit) {
    visit_stages_touching(&for_each_shared_stage, step, wires, visit);
}

uint64_t bitonic_shared_comparator_count(const Step& step) { return count_stages(&for_each_shared_stage, step); }

}  // namespace sortscope::algo
