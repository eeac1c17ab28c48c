// Bitonic sort with shared-memory fusion: the comparators its shared and fused dispatches run (exactly
// bitonic's network), and the bytes they move: each reads and writes every key once.
#include "algorithms/sorts/bitonic/bitonic_shared.hpp"

#include <algorithm>

#include "algorithms/sorts/bitonic/bitonic.hpp"

namespace sortscope::algo {

uint64_t bitonic_one_pass_bytes(const Plan& plan, const Step&) {
    return plan.options.batch * uint64_t{plan.options.n} * 2 * moved_key_bytes(plan.options);
}

void bitonic_fused_comparators(const Step& step, ComparatorVisitor visit) {
    const BitonicFusedArgs args = bitonic_fused_args(step);
    for (uint32_t k = 0; k < step.stage_count; ++k) {
        visit_bitonic_stage(step.params.n, {args.pass_bit, args.high_bit - k, args.flip_parity}, step.first_stage + k, visit);
    }
}

void bitonic_shared_comparators(const Step& step, ComparatorVisitor visit) {
    const BitonicSharedArgs args = bitonic_shared_args(step);
    uint32_t stage = step.first_stage;
    for (uint32_t pass = args.first_pass; pass <= args.last_pass; ++pass) {
        const uint32_t flip_parity = bitonic_flip_parity(step.params.n, pass);
        for (uint32_t distance_bit = std::min(pass, args.tile_bit - 1) + 1; distance_bit-- > 0; ++stage) {
            visit_bitonic_stage(step.params.n, {pass, distance_bit, flip_parity}, stage, visit);
        }
    }
}

}  // namespace sortscope::algo
