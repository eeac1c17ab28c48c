// Enumerates the comparators of network steps through the kernel catalogue.
#include "algorithms/catalogue/network.hpp"

#include "algorithms/catalogue/kernels.hpp"

namespace sortscope::algo {

void for_each_comparator(const Step& step, ComparatorVisitor visit) {
    if (const auto comparators = kernel_info(step.kernel).comparators) comparators(step, visit);
}

void for_each_comparator_touching(const Step& step, WireRange wires, ComparatorVisitor visit) {
    const KernelInfo& kernel = kernel_info(step.kernel);
    if (kernel.comparators_touching) {
        kernel.comparators_touching(step, wires, visit);
        return;
    }
    for_each_comparator(step, [&](const Comparator& c) {
        if (wires.holds(c.i) || wires.holds(c.j)) visit(c);
    });
}

uint64_t comparator_count(const Step& step) {
    if (const auto count = kernel_info(step.kernel).comparator_count) return count(step);
    uint64_t count = 0;
    for_each_comparator(step, [&](const Comparator&) { ++count; });
    return count;
}

bool more_comparators_than(const Plan& plan, uint64_t limit) {
    uint64_t count = 0;
    for (const Step& step : plan.steps) {
        count += comparator_count(step);
        if (count > limit) return true;
    }
    return false;
}

uint64_t comparator_count(const Plan& plan) {
    uint64_t count = 0;
    for (const Step& step : plan.steps) count += comparator_count(step);
    return count;
}

}  // namespace sortscope::algo
