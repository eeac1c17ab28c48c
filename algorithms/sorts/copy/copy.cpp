// The copy plan (see copy.hpp): one dispatch that copies the keys to the other key buffer, for the
// bandwidth measurement, its CPU reference and the bytes it moves.
#include "algorithms/sorts/copy/copy.hpp"

#include <sstream>
#include <stdexcept>

namespace sortscope::algo {

Plan build_copy_plan(uint64_t words, uint32_t local_size) {
    if (words > UINT32_MAX) throw std::invalid_argument("copy: at most 2^32 - 1 words, not " + std::to_string(words));
    if (local_size == 0) throw std::invalid_argument("copy: the work-group size must be at least 1");
    Plan plan;
    plan.options.n = static_cast<uint32_t>(words);
    plan.options.local_size = local_size;
    const uint64_t vectors = (words + 3) / 4;
    plan.buffer_words[static_cast<size_t>(BufferId::Keys)] = vectors * 4;
    plan.buffer_words[static_cast<size_t>(BufferId::KeysAlt)] = vectors * 4;
    if (words == 0) return plan;
    const uint64_t invocations = (vectors + kCopyItems - 1) / kCopyItems;
    Step step;
    step.kernel = KernelId::Copy;
    step.params.n = plan.options.n;
    step.params.work_items = static_cast<uint32_t>(invocations);
    set_args(step, CopyArgs{static_cast<uint32_t>(vectors)});
    step.local_size = local_size;
    step.items = kCopyItems;
    step.groups = groups_for(invocations, local_size);
    step.z_groups = 1;
    step.source = Pair::Primary;
    step.moves = true;
    plan.steps.push_back(step);
    return plan;
}

CopyArgs copy_args(const Step& step) { return step_args<CopyArgs>(step); }

std::string describe_copy(const Step& step) {
    const uint64_t vectors = copy_args(step).vectors;
    std::ostringstream out;
    out << "copy " << vectors * 16 << " bytes (" << vectors << " uvec4) from the keys to the other buffer, " << step.items
        << " independent 16-byte loads per invocation before its stores; " << groups_text(step.groups, step.local_size);
    return out.str();
}

std::vector<std::string_view> copy_regions(const Step&) { return {"copy"}; }

uint64_t copy_bytes(const Plan&, const Step& step) { return 2 * kWordBytes * 4 * uint64_t{copy_args(step).vectors}; }

StepEffect copy_reference(const Plan&, const Step& step, State& state) {
    state[keys_buffer(other(step.source))] = state[keys_buffer(step.source)];
    return {};
}

}  // namespace sortscope::algo
