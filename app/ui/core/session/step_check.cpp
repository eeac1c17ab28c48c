// One step's CPU reference, GPU = CPU check, marks and swaps (see step_check.hpp).
#include "core/session/step_check.hpp"

#include <algorithm>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/plan/keys.hpp"
#include "algorithms/teaching/table.hpp"

namespace sortscope::ui {

namespace {

size_t first_difference(std::span<const uint32_t> a, std::span<const uint32_t> b) {
    const size_t common = std::min(a.size(), b.size());
    for (size_t i = 0; i < common; ++i) {
        if (a[i] != b[i]) return i;
    }
    return common;
}

}  // namespace

void SwapBits::clear() {
    bits.clear();
    first_stage = 0;
    stages = 0;
}

bool SwapBits::swapped(const algo::Comparator& comparator) const {
    if (comparator.stage < first_stage || comparator.stage - first_stage >= stages || comparator.i >= n) return false;
    const uint64_t bit = uint64_t{comparator.stage - first_stage} * n + comparator.i;
    return ((bits[static_cast<size_t>(bit / 64)] >> (bit % 64)) & 1u) != 0;
}

BufferSet buffers_written(const algo::Step& step) {
    BufferSet written{};
    if (algo::kernel_info(step.kernel).comparators == nullptr) {
        written.fill(true);  // another kernel's reference may write any buffer
        return written;
    }
    // A network step writes only the pair its keys end in (a moving one copies its source there first).
    written[static_cast<size_t>(algo::keys_buffer(step.keys_after()))] = true;
    written[static_cast<size_t>(algo::values_buffer(step.keys_after()))] = true;
    return written;
}

bool keys_in_order(std::span<const uint32_t> keys, algo::KeyType type, bool descending) {
    return std::is_sorted(keys.begin(), keys.end(),
                          [&](uint32_t a, uint32_t b) { return algo::sort_key(type, descending, a) < algo::sort_key(type, descending, b); });
}

void check_step(const StepToCheck& what, StepFindings& findings) {
    const algo::Plan& plan = what.plan;
    const algo::Step& step = what.step;
    for (size_t b = 0; b < algo::kBufferCount; ++b) {
        if (what.behind[b]) findings.reference.buffers[b] = what.reference_before.buffers[b];  // same sizes: no allocation
    }
    // The reference's own walk over the comparators marks the positions they touch (array 0's) and
    // keeps which of them swapped.
    const uint64_t n = plan.options.n;
    findings.marks.assign(what.keys_before.size(), 0);
    SwapBits& swaps = findings.swaps;
    swaps.first_stage = step.first_stage;
    swaps.stages = step.stage_count;
    swaps.n = n;
    swaps.bits.assign(static_cast<size_t>((uint64_t{step.stage_count} * n + 63) / 64), 0);
    findings.effect = algo::reference_step(plan, step, findings.reference, [&](const algo::Comparator& c, bool swapped) {
        findings.marks[c.i] |= kMarkCompared;
        findings.marks[c.j] |= kMarkCompared;
        if (swapped) {
            const uint64_t bit = uint64_t{c.stage - swaps.first_stage} * n + c.i;
            swaps.bits[static_cast<size_t>(bit / 64)] |= uint64_t{1} << (bit % 64);
        }
    });

    const std::vector<uint32_t>& keys = findings.keys;
    const algo::Pair pair = step.keys_after();
    const std::vector<uint32_t>& expected_keys = findings.reference[algo::keys_buffer(pair)];
    findings.check = {};
    const size_t key_difference = first_difference(keys, expected_keys);
    const size_t value_difference =
        what.has_values ? first_difference(findings.values, findings.reference[algo::values_buffer(pair)]) : keys.size();
    if (key_difference < keys.size() || value_difference < keys.size() || keys.size() != expected_keys.size()) {
        findings.check = {false, std::min(key_difference, value_difference), value_difference < key_difference};
    }
    for (size_t i = 0; i < keys.size() && i < what.keys_before.size(); ++i) {
        if (keys[i] != what.keys_before[i]) findings.marks[i] |= kMarkMoved;
    }
    findings.sorted = keys_in_order(keys, plan.options.key_type, plan.options.descending);
    findings.tables.reset();
    if (what.make_tables) {
        findings.tables = algo::step_tables(plan, what.step_index, what.reference_before, algo::TableMoment::AfterStep, kShownTableRows);
    }
}

}  // namespace sortscope::ui
