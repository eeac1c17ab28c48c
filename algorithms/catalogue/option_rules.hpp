// The rules a set of plan options must keep, written once for both front ends: sortscope-cli and the app
// (its command line, its controls and session files) parse text into algo::Options and call
// check_options; neither checks an option itself. The rules that every algorithm shares (n and batch,
// the work-group size, the tile) are here; the rules of an option that one algorithm introduces live
// next to that algorithm (sorts/<family>/*_options.cpp) and the registry points at them
// (AlgorithmInfo::validate).
//
// These are rules on the options as values. Whether a plan fits the device (shared memory, a decoupled
// look-back on a driver without independent progress, a sort's most keys per array) is decided when
// the plan is built, for the device it runs on: the builders refuse with std::invalid_argument.
#pragma once

#include <optional>

#include "algorithms/plan/option_model.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// The rules every algorithm shares: n and batch, the work-group size, the tile.
std::optional<OptionProblem> check_generic_options(const Options& options);

// The one check of a set of options: the generic rules, then every algorithm's own rules. Every
// algorithm's rules run, not only those of the algorithm chosen, so an option outside its range is
// refused whichever algorithm runs: `bench` times one set of options over several algorithms, and the
// app keeps every option while the algorithm changes.
std::optional<OptionProblem> check_options(const Options& options);

}  // namespace sortscope::algo
