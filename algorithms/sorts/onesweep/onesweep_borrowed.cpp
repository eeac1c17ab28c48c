// Onesweep's story of the kernels it borrows: its portable path counts each tile's bins with its own
// entry's kernel (OnesweepCount) and then scans the count table with radix's prefix-sum kernels
// (ScanBlocks, ScanAdd). Their entries (radix_kernels.cpp) tell radix's story; in onesweep's plans the
// tables are onesweep's (its 256 bins, its tiles) and the words say what the scan means here. The
// registry's onesweep entry points at these (AlgorithmInfo::step_tables, narrate_step).
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/onesweep/onesweep_entry.hpp"

namespace sortscope::algo {

namespace {

bool borrowed_prefix_sum(const Step& step) { return step.kernel == KernelId::ScanBlocks || step.kernel == KernelId::ScanAdd; }

}  // namespace

std::optional<std::vector<Table>> onesweep_borrowed_tables(const Plan& plan, const Step& step, const State& before,
                                                           uint64_t max_rows) {
    if (!borrowed_prefix_sum(step)) return std::nullopt;
    return onesweep_tables(plan, step, before, max_rows);
}

std::optional<std::string> narrate_onesweep_borrowed(const Plan& plan, const Step& step, const StepEffect& effect) {
    if (!borrowed_prefix_sum(step)) return std::nullopt;
    return narrate_onesweep_prefix_sum(plan, step, effect);
}

}  // namespace sortscope::algo
