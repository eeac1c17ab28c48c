// One step's CPU work in the app, after the GPU ran it: the CPU reference runs the same step, its keys
// and values are compared with the GPU's (read back), and the same walk gives what the views draw (the
// positions the step compared and moved, which comparators swapped) and the step's counts; for a step
// checked on a worker, its tables are made here too, as the table view shows them (their first rows). A function
// of its inputs alone, so that SortSession can run it on a worker thread while the frames go on showing
// the step before (sort_session.hpp); at n = 2^20 it takes tens of milliseconds (a bitonic stage's half
// a million comparators), a fused odd-even merge step far more.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/plan/table_model.hpp"
#include "sortscope/diagram/bars_plot.hpp"

namespace sortscope::ui {

// Per key, what the last step did to it: the bits the bars layout reads.
enum StepMark : uint8_t {
    kMarkCompared = diagram::kMarkCompared,  // a comparator of the last dispatch touched this position
    kMarkMoved = diagram::kMarkMoved,        // the key here is not the one that was here before the step
};

struct GpuCheck {
    bool ok = true;
    size_t first_difference = 0;  // the first position where the GPU's keys or values differ from the CPU's
    bool keys_agree_there = false;  // at first_difference only the values (the payload) differ
};

// Which comparators of a network step swapped the first array's keys: for each of its stages, a bit per
// position i (that stage's comparator from i; a stage's comparators are disjoint, so i names it).
struct SwapBits {
    std::vector<uint64_t> bits;
    uint32_t first_stage = 0;
    uint32_t stages = 0;
    uint64_t n = 0;

    void clear();
    bool swapped(const algo::Comparator& comparator) const;  // false for comparators outside the step
};

// What one step was found to do. Its vectors are reused from one step to the next (no allocation at
// the same n).
struct StepFindings {
    algo::State reference;         // the CPU reference after the step
    std::vector<uint32_t> keys;    // the GPU's keys after the step, as read back
    std::vector<uint32_t> values;  // and its values (empty without a payload)
    std::vector<uint8_t> marks;    // StepMark bits per position
    SwapBits swaps;
    algo::StepEffect effect;
    GpuCheck check;
    bool sorted = false;           // the GPU's keys are in order
    double gpu_ms = 0.0;           // the dispatch's time on the GPU
    // The step's tables, at most kShownTableRows rows each, when made with the check (StepToCheck::
    // make_tables); else made on the table view's first ask (SortSession::shown_tables), so that steps
    // run several a frame, or never shown in a table, make none. A cache, hence mutable.
    mutable std::optional<std::vector<algo::Table>> tables;
};

// Rows made per table for the screen: a step of a large network has far more rows than anyone reads
// there (a bitonic stage at 2^20: half a million), and making them all would cost more than the step.
inline constexpr uint64_t kShownTableRows = 4096;

// Which buffers a step may write (a network step: the pair its keys end in; another kernel: any).
using BufferSet = std::array<bool, algo::kBufferCount>;
BufferSet buffers_written(const algo::Step& step);

// The step to check: `findings.keys` and `.values` already hold the GPU's read-back and `.gpu_ms` its
// time; `findings.reference` holds the reference some steps back, `behind` saying which of its buffers
// differ from `reference_before` (the reference before this step), which are copied first.
struct StepToCheck {
    const algo::Plan& plan;
    size_t step_index;
    const algo::Step& step;
    const algo::State& reference_before;
    BufferSet behind;
    std::span<const uint32_t> keys_before;  // the GPU's keys before the step: a key that changed "moved"
    bool has_values = false;
    bool make_tables = false;  // make findings.tables too (a step checked off the frame thread)
};

void check_step(const StepToCheck& what, StepFindings& findings);

// Whether `keys` are in order for the plan's key type and direction.
bool keys_in_order(std::span<const uint32_t> keys, algo::KeyType type, bool descending);

}  // namespace sortscope::ui
