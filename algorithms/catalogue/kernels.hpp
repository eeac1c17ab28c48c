// The kernel catalogue: one entry per KernelId holding every fact about the kernel, each defined once in
// its sort's folder, entry included (the folder's *_kernels.cpp), and gathered here: its file in shaders/, its typed arguments, how to describe and
// narrate one of its dispatches, the bytes it moves, its CPU meaning (a network kernel's comparators, or
// its own reference function), its tables, its program variant (the #defines and GLSL extensions a
// step compiles in) and the regions of its source a step lights. The runner, the program cache, the references, the tables, the narration, the
// cost models and the GLSL generator all read these entries; nothing else switches over KernelId.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/digit_step.hpp"
#include "algorithms/plan/kernel_args.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/plan/table_model.hpp"

namespace sortscope::algo {

// A #define compiled into a step's program (program_variant below).
struct ProgramDefine {
    std::string name;
    std::string value;
    auto operator<=>(const ProgramDefine&) const = default;
};

struct KernelInfo {
    KernelId id = KernelId::BitonicStep;
    std::string_view file;          // "bitonic_step.comp"
    KernelArgs args;                // its argument struct's fields and constants (kernel_args<BitonicArgs>())
    std::string (*describe)(const Step& step) = nullptr;
    // One or two sentences for a classroom about the dispatch, given what the CPU reference did; null:
    // the description.
    std::string (*narrate)(const Plan& plan, const Step& step, const StepEffect& effect) = nullptr;
    // Global-memory bytes one dispatch reads plus writes over the whole batch (costs/traffic.hpp).
    uint64_t (*bytes)(const Plan& plan, const Step& step) = nullptr;
    // Kernels bound by comparisons rather than bytes (the rank sorts): the key comparisons of one
    // dispatch, which the cost model times (costs/cost.hpp); null otherwise.
    uint64_t (*comparisons)(const Plan& plan, const Step& step) = nullptr;
    // Each invocation counts the keys that go before its key and moves it there (the rank sorts): Predict
    // mode asks where a key lands (teaching/quiz.hpp).
    bool places_by_rank = false;
    // Network kernels: visits the comparators of one array (see for_each_comparator); null otherwise.
    void (*comparators)(const Step& step, ComparatorVisitor visit) = nullptr;
    // Network kernels: the same comparators, in the same order, keeping only those with an end in `wires`,
    // found from the step's parameters without visiting the others; null: the walk above, filtered.
    void (*comparators_touching)(const Step& step, WireRange wires, ComparatorVisitor visit) = nullptr;
    // Network kernels: how many comparators `comparators` visits, in closed form; null: counted by walking.
    uint64_t (*comparator_count)(const Step& step) = nullptr;
    // Other kernels: the sequential meaning of one dispatch over every array of the batch.
    StepEffect (*reference)(const Plan& plan, const Step& step, State& state) = nullptr;

    // Tables (teaching/table.hpp). A network kernel names its own columns and fills them for one
    // comparator (after the shared dispatch, stage, i, j, ascending, swapped); both may be null for no
    // extra columns. Any other kernel gives its whole tables from the state before the step.
    std::vector<std::string> (*comparator_columns)(const Step& step) = nullptr;
    void (*comparator_cells)(const Step& step, const Comparator& comparator, std::vector<std::string>& cells) = nullptr;
    std::vector<Table> (*tables)(const Plan& plan, const Step& step, const State& before, uint64_t max_rows) = nullptr;

    // #defines a step's program needs beyond its Define arguments' words (network_fused's list of
    // comparators, compiled in as constants); null: none.
    std::vector<ProgramDefine> (*extra_defines)(const Plan& plan, const Step& step) = nullptr;
    // The GLSL extensions a step's program needs (subgroup operations), from its arguments; null: none.
    std::vector<std::string_view> (*extensions)(const Step& step) = nullptr;

    // The regions of `file` (its region markers, teaching/region_markers.hpp) that the step runs and the
    // kernel view lights: the index formula, the compare-exchange, the scatter. Every kernel names some.
    std::vector<std::string_view> (*lit_regions)(const Step& step) = nullptr;

    // The radix sorts' kernels: the digit a step works on and its part of that digit (digit_step.hpp);
    // null for every other kernel.
    DigitStep (*digit_step)(const Step& step) = nullptr;
};

// Each kernel's entry, k<Name>Entry, is defined in its sort folder's *_kernels.cpp (the folder's
// *_kernel_list.hpp names the kernel); these declarations give the definitions their external linkage.
#define SORTSCOPE_KERNEL(name) extern const KernelInfo k##name##Entry;
#include "sortscope/kernel_lists.inc"
#undef SORTSCOPE_KERNEL

const KernelInfo& kernel_info(KernelId kernel);
std::string_view kernel_file(KernelId kernel);
std::span<const KernelInfo> all_kernels();  // in KernelId order

// A one-line, human-readable account of what a dispatch does, used by the CLI, the GUI status line
// and test failure messages.
std::string describe(const Step& step);

// Everything compiled into a step's program rather than passed in its parameter block: the #defines
// (LOCAL_SIZE, ITEMS, the key type, direction and payload of the plan, then the kernel's Define
// arguments from Step::variant) and the GLSL extensions. The program cache builds one program per
// distinct variant.
struct ProgramVariant {
    std::vector<ProgramDefine> defines;
    std::vector<std::string> extensions;
};
ProgramVariant program_variant(const Plan& plan, const Step& step);

}  // namespace sortscope::algo
