// What onesweep's catalogue entry (catalogue/registry.cpp) points at beyond its plan and kernels: its own
// options, --onesweep-path and --onesweep-ranking, declared here once for the option table, both command
// lines and their help, the app's controls and session files (onesweep_own_options.cpp); and what the app
// says about them, the path it runs and why (onesweep_notes.cpp); and its story of the radix prefix sums
// its portable path runs (onesweep_borrowed.cpp). Nothing outside this folder and the
// entry names them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/plan/option_model.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/plan/table_model.hpp"

namespace sortscope::algo {

// --onesweep-path (lookback, portable, auto; the app offers it, session key "onesweep_path") and
// --onesweep-ranking (split, ballot, match, auto; sortscope-cli only: reading it marks the ranking as the
// user's choice; without it, the ranking is onesweep's per-device choice).
extern const OwnOption kOnesweepPathOption;
extern const OwnOption kOnesweepRankingOption;
extern const OwnOption* const kOnesweepOwnOptions[2];

// What the app says and does about the path (OwnOptionNotes).
extern const OwnOptionNotes kOnesweepNotes;

// The smallest tile (a power of two up to 8192 keys) at which a look-back is not refused for `options`
// (their device), or nullopt: the way out the app offers when a look-back is refused.
std::optional<uint32_t> onesweep_lookback_tile(const Options& options);
// Why onesweep runs the portable path for these options (the look-back refused or not chosen on this
// device), for the app's header; empty when it runs the look-back or the options are refused.
std::string onesweep_portable_reason(const Options& options);

// The radix prefix sums (ScanBlocks, ScanAdd) its portable path runs, told as onesweep's (the entry's
// step_tables and narrate_step): its tables and its words for the scan of the tiles' count table;
// nullopt for its own kernels, whose entries tell them.
std::optional<std::vector<Table>> onesweep_borrowed_tables(const Plan& plan, const Step& step, const State& before,
                                                           uint64_t max_rows);
std::optional<std::string> narrate_onesweep_borrowed(const Plan& plan, const Step& step, const StepEffect& effect);

}  // namespace sortscope::algo
