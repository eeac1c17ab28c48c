// The list of algorithms Sortscope knows, one entry each: its id (as `sortscope-cli list` prints it),
// what it is in one line and in two, the source document, what kind of sort it is, the plan builder, and
// everything the front ends decide per algorithm: which options it reads and which the app offers, the
// rules of its own options, the picture the app draws, its colour in the charts, the algorithm the
// profile compares it with, and
// whether its plan depends on the driver. Code outside the catalogue asks the entry; it never compares
// an algorithm's id with a name.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "algorithms/catalogue/option_rules.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/plan/table_model.hpp"

namespace sortscope::algo {

// What the app draws next to the bars while stepping through the plan.
enum class Picture : uint8_t {
    Network,   // the comparator network: stages, comparators, dispatch boundaries (network_view)
    Rank,      // each key counting the keys before it and landing there (rank_view)
    Radix,     // Huang's count table, its prefix sum and the scatter (radix_view)
    Onesweep,  // the histograms, the tiles' look-back or count and scan, the pass (onesweep_view)
};

struct AlgorithmInfo {
    std::string_view id;
    std::string_view summary;      // one line, for `list`
    std::string_view description;  // two plain sentences, for the GUI's algorithm panel
    std::string_view source;       // its source document, by author and year: the one place a source's
                                   // display name is written ("Zucchi 2013: parallel batch sorting")
    // Its plan builder. Call build() instead: it is the one door every plan goes through, and counts them.
    Plan (*builder)(const Options& options) = nullptr;
    bool dispatches_grow_with_n = false;  // a dispatch per key or so (odd-even transposition's n phases)
    bool network = false;          // a comparator network: verify, the network view and the diagram exports apply
    bool stable = false;           // equal keys keep their input order
    uint32_t quick_n = UINT32_MAX; // the largest n that sorts in about a second on llvmpipe (quadratic sorts)

    // The options its plan reads beyond the generic ones (option_rules.hpp), and those of them the app's
    // controls offer (the rest stay at their defaults there; sortscope-cli takes them all).
    PlanOptionSet reads;
    PlanOptionSet offered;
    // The options only it reads, declared in its sort folder (OwnOption): the option table lists them
    // after the plan options, in the registry's order; the app offers those marked `app`.
    std::span<const OwnOption* const> own_options{};
    // What the app says and does about them (the caption, the header, its controls, a refusal's way out,
    // the input it is picked with); nullptr where it says nothing.
    const OwnOptionNotes* own_notes = nullptr;
    // The rules of the options it introduces (in its sort folder's *_options.cpp), or nullptr where it
    // introduces none with a rule. Front ends call check_options, which runs every algorithm's.
    std::optional<OptionProblem> (*validate)(const Options& options) = nullptr;
    Picture picture = Picture::Network;
    // Its colour, 0xRRGGBB: its line in the race's and bench's charts (diagram/rate_chart.hpp) and its
    // checkbox beside them, the same on every chart so that a line keeps its colour from race to race.
    uint32_t colour = 0xC8C8C8;
    // A network over the next power of two, positions >= n acting as +infinity (the bars view draws
    // those virtual positions); odd-even transposition's network has exactly n positions.
    bool pads_to_power_of_two = false;
    // Its counting dispatches are split to DeviceCaps::max_dispatch_comparisons (the rank sorts): its
    // plan depends on the device's measured speed, not only on its sizes.
    bool splits_counting = false;
    std::string_view partner;      // the algorithm the profile view compares it with unless told otherwise
    bool in_default_race = false;  // the app's race runs it unless told otherwise (the fast sorts, not the quadratic ones)
    // What the header's counters count for it (StepEffect::comparisons and ::swaps): a network runs
    // comparators and swaps keys; rank compares keys and moves them; the radix sorts compare nothing,
    // they put each key in its bin and move it there, and saying "comparisons" would teach the opposite.
    std::string_view work_counted = "comparators";
    std::string_view changes_counted = "swaps";
    // Where its plan depends on what the driver supports (subgroup operations, independent progress of
    // work groups), one line saying what the plan chose and why (`plan` opens the device to print it);
    // nullptr where only the device's sizes matter.
    std::string (*driver_choices)(const Options& options) = nullptr;
    // The options to estimate a plan with before any device is open (the CLI's time and memory budget),
    // where a choice the user forced may be refused or kept only once the device says what it does;
    // nullptr where the options as given will do.
    Options (*before_device)(const Options& options) = nullptr;
    // The story of the steps its plans run with another folder's kernels, told in its own terms and asked
    // before the kernel's entry (a sort that scans its count table with radix's prefix-sum kernels tells
    // that scan as its own): a step's tables and its narration. nullopt, or no hook, leaves a step to its
    // kernel's entry, so a kernel shared by two algorithms never asks which one runs it.
    std::optional<std::vector<Table>> (*step_tables)(const Plan& plan, const Step& step, const State& before,
                                                     uint64_t max_rows) = nullptr;
    std::optional<std::string> (*narrate_step)(const Plan& plan, const Step& step, const StepEffect& effect) = nullptr;

    // Its words where both programs' help lists the algorithms (app/options/catalogue_words.hpp makes
    // those lists from here, so that no help text names an algorithm); "": it says nothing there.
    std::string_view predict_question = "which comparators swap";          // Predict mode's and quiz's question
    std::string_view guess_form = "choice numbers such as 1,3 (or none)";  // how the app's --guess answers it
    std::string_view table_shows = "";    // what `table` fills in for each step
    std::string_view picture_shows = "";  // the picture beside the bars that `export --step` draws (not a network's)
    std::string_view tile_default = "";   // its work group and tile where not the generic defaults (the app's help)

    // Its plan for `options` (builder's), counted by plan_builds().
    Plan build(const Options& options) const;
    // Whether its plan's dispatches stay few at any n (a few per bit of n, or per bit squared), so that the
    // plan at any n is small enough to build before its cost is known: not where dispatches_grow_with_n,
    // nor for the rank sorts once their counting is split into ranges of keys; those have at most about
    // one dispatch per key.
    bool few_dispatches(const Options& options) const;
};

// Plans built so far in this process, by any algorithm (AlgorithmInfo::build): a command or an app step
// builds the plan it runs once, and tests count that.
uint64_t plan_builds();
// Those of one algorithm (the device's speed probe builds rank and copy plans of its own).
uint64_t plan_builds(const AlgorithmInfo& info);
// Called with every plan's algorithm and options as it is built (nullptr: none), so that a test can tell
// the plan a run runs from the smaller ones a calibration or a refusal's search builds.
using PlanBuildObserver = void (*)(const AlgorithmInfo& info, const Options& options);
void observe_plan_builds(PlanBuildObserver observer);

std::span<const AlgorithmInfo> all_algorithms();
// What a front end does when the user gave none of the algorithms' own options (the race, as `bench`
// without them): each takes its per-device choice (NamedOptionValue::not_given).
void leave_own_options_to_device(Options& options);
const AlgorithmInfo* find_algorithm(std::string_view id);  // every algorithm above, and "network"
// The loaded network's entry (id "network": Options::network names the network): outside
// all_algorithms(), since it needs a network to plan.
const AlgorithmInfo& loaded_network_algorithm();
std::string known_algorithm_ids();  // "bitonic, bitonic-shared, ..." for error messages
// "unknown algorithm 'x' (known: bitonic, ...)", for --algo and session files.
std::string unknown_algorithm(std::string_view id);

}  // namespace sortscope::algo
