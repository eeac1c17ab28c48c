// Radix step classification (see radix_focus.hpp).
#include "core/pictures/radix_focus.hpp"

#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/radix/radix.hpp"

namespace sortscope::ui {

std::optional<RadixFocus> radix_focus(const algo::Step& step) {
    switch (step.kernel) {
        case algo::KernelId::RadixCount:
        case algo::KernelId::RadixScatter: {
            const algo::RadixArgs args = algo::radix_args(step);
            return RadixFocus{args.digit, args.bits, args.shift,
                              step.kernel == algo::KernelId::RadixCount ? RadixPhase::Count : RadixPhase::Scatter};
        }
        case algo::KernelId::ScanBlocks:
        case algo::KernelId::ScanAdd: {
            const algo::ScanArgs args = algo::scan_args(step);
            return RadixFocus{args.digit, args.bits, args.digit * args.bits, RadixPhase::PrefixSum};
        }
        case algo::KernelId::OnesweepCount:
        case algo::KernelId::OnesweepPass: {
            const algo::OnesweepPassArgs args = algo::onesweep_pass_args(step);
            return RadixFocus{args.digit, algo::kOnesweepBits, args.shift,
                              step.kernel == algo::KernelId::OnesweepCount ? RadixPhase::Count : RadixPhase::Scatter};
        }
        default: return std::nullopt;
    }
}

}  // namespace sortscope::ui
