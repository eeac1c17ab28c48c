// What each command (sortscope-cli's, and the app's exports) costs for a plan: the memory it holds at once and the time it takes on
// this machine, from the plan's shape (its buffers, dispatches and comparators, and the rows and frames
// it writes). The CLI's run_limit.hpp and the app's export jobs check these against the budget
// (budget.hpp) before they allocate.
// The rates are conservative: measured on this project's 2-core CI machine and rounded so that the
// estimate errs long; a command refused here would not have finished within the limit there.
#pragma once

#include <cstdint>

#include "algorithms/costs/budget.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

// Memory that every command holds besides its plan: the program, its libraries and the heap's slack.
constexpr uint64_t kBaseBytes = uint64_t{64} << 20;

// sort: the keys made or read, the GPU's buffers (host memory on a CPU renderer such as llvmpipe), the
// result read back, the check's expected sort (--verify) and the text of --output. Its time is
// estimated on the device (run_limit.hpp's plan_run), so the time here is 0.
Cost sort_cost(const Plan& plan, bool verify, bool output);

// table: the CPU reference's state, and one step's table rows (a row per key at most) as cells and as
// text; with --format latex or csv (`all_held`) every shown step's tables are held until the end. `shown_steps`: how many
// steps print a table (1 with --step).
Cost table_cost(const Plan& plan, uint64_t shown_steps, bool all_held);

// plan: its lines, and counting a network's comparators one by one.
Cost listing_cost(const Plan& plan);

// export: a network's comparators listed (json) or drawn as text (svg, tikz), both written as they are
// made, so they hold only the layout's frame and one step's comparators; or drawn by cairo, which holds
// a pdf's page until it ends and a png's pixels. The export knows what the plan's shape alone does not
// (app/export's export_cost): `file_bytes`, the file's estimated size, checked against the free space of
// the disk it goes to, and `image_pixels`, the png's size, known exactly before drawing (0 otherwise).
enum class NetworkFile { Json, Text, Pdf, Png };
Cost network_export_cost(const Plan& plan, NetworkFile file, uint64_t file_bytes, uint64_t image_pixels);

// export --frames: the CPU reference's state and one PNG per frame.
Cost frames_cost(const Plan& plan, uint64_t frames);

// verify: all 2^n 0/1 inputs, 64 at a time, through every comparator.
Cost zero_one_cost(const Plan& plan);

// bench: one size's keys, the GPU's buffers, the check's reference sort and the CPU baselines' copy.
// Its time is bench's own rule (--max-run-ms per run, measure/skip_rule.hpp), so the time here is 0.
Cost bench_cost(const Plan& plan);

}  // namespace sortscope::algo
