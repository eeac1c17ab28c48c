// The commands' cost models (see command_costs.hpp). The rates below were measured on this project's
// 2-core CI machine with llvmpipe and then rounded to err long.
#include "algorithms/costs/command_costs.hpp"

#include <algorithm>

#include "algorithms/costs/cost.hpp"

namespace sortscope::algo {

namespace {

// [SECTION] Rates
// Measured on the CI machine under the load of several builds (load average 9 to 10), then doubled:
// table 1.3e-3 ms and 520 bytes a row; plan 4.7e-6 ms a comparator counted; json 2.6e-4 to 5.4e-4 ms
// a comparator; svg and tikz 5.7e-3 ms a comparator (streamed since: 3.1e-3 ms, and 6 MB resident
// whatever the size, 2.1 million comparators of odd-even transposition at 2048 wires included); pdf
// 5.8e-2 ms and 3 KB a comparator (cairo holds the page: 387 MB resident for odd-even transposition's
// 130,816 comparators at 512 wires, streamed layout and all); a png at the default width of 128 wires
// 6.6 s and 250 MB; a frame of the bars view 134 ms; sort 45 bytes a key (bitonic, --verify and
// --output) to 76 (radix with values and --verify).
constexpr uint64_t kTableRowBytes = 1024;      // one table row held as cells, then as text
constexpr double kTableRowMs = 3e-3;           // one table row made and printed
constexpr double kListingLineMs = 5e-3;        // one line of `plan`
constexpr double kComparatorCountMs = 1e-5;    // one comparator counted (plan's totals)
constexpr double kJsonComparatorMs = 1e-3;     // one comparator written as JSON
constexpr double kDrawnComparatorMs = 1.2e-2;  // one comparator laid out and drawn (svg, tikz)
constexpr double kCairoComparatorMs = 1.2e-1;  // one comparator drawn by cairo (pdf, png)
constexpr uint64_t kPdfComparatorBytes = 6000;  // its share of the page cairo holds until the page ends
// What a diagram's layout holds whatever its comparators (network_layout.hpp's NetworkFrame): each wire
// (its line and label), each stage (a rule, a band, its shading and number), and a stage's comparators
// while one step is placed (the comparator, its sub-column, and room for the vectors' growth).
constexpr uint64_t kFrameWireBytes = 256;
constexpr uint64_t kFrameStageBytes = 256;
constexpr uint64_t kPlacedComparatorBytes = 48;
constexpr uint64_t kJsonStepComparatorBytes = 32;  // a step's comparators as JSON text, held per stage
constexpr uint64_t kWriteChunkBytes = uint64_t{64} << 10;  // the text renderers' buffer
constexpr double kPngPixelMs = 2.2e-4;         // a PNG's pixel filled and compressed
// A PNG's pixel: 4 bytes of ARGB in cairo's image, and a share of libpng's and zlib's buffers (the file
// goes to the disk as it is compressed).
constexpr uint64_t kPngPixelBytes = 5;
constexpr double kFrameMs = 270.0;             // one PNG of the bars view drawn and written
constexpr uint64_t kFrameBytes = uint64_t{64} << 20;  // its image and its compressed bytes
constexpr double kZeroOneWordMs = 2e-6;        // 64 0/1 inputs through one comparator
constexpr uint64_t kKeyTextBytes = 24;         // a key (and value) as a line of --output

uint64_t total_keys(const Plan& plan) { return plan.total_keys(); }

// Every logical buffer of the plan: the CPU reference's state, or the GPU's buffers.
uint64_t buffer_bytes(const Plan& plan) {
    uint64_t words = 0;
    for (uint64_t w : plan.buffer_words) words += w;
    return words * kWordBytes;
}

// The keys (and values) of the whole batch, once.
uint64_t key_bytes(const Plan& plan) { return total_keys(plan) * moved_key_bytes(plan.options); }

// What the GPU holds for a plan it runs: its buffers and the input kept for every run's restart
// (gpu::Runner).
uint64_t gpu_bytes(const Plan& plan) { return buffer_bytes(plan) + key_bytes(plan); }

// A network's comparators over the whole batch, from its shape: a stage holds at most n/2 of them (a
// power of two holds exactly n/2), so counting them one by one is not needed to estimate.
double comparators(const Plan& plan) {
    return static_cast<double>(plan.stage_count()) * static_cast<double>((plan.options.n + 1) / 2) *
           static_cast<double>(plan.options.batch);
}

// The most comparators one step holds while it is placed (a stage holds at most n/2 of them).
uint64_t largest_step_comparators(const Plan& plan) {
    uint64_t stages = 0;
    for (const Step& step : plan.steps) stages = std::max<uint64_t>(stages, step.stage_count);
    return stages * ((uint64_t{plan.options.n} + 1) / 2) * plan.options.batch;
}

// A diagram's frame and one step's placed comparators: what a streamed layout holds.
uint64_t layout_bytes(const Plan& plan) {
    return uint64_t{plan.options.n} * kFrameWireBytes + uint64_t{plan.stage_count()} * kFrameStageBytes +
           largest_step_comparators(plan) * kPlacedComparatorBytes;
}

// The CPU reference running every step: the plan's traffic at the conservative rate.
double reference_ms(const Plan& plan) { return estimate_plan_ms(plan, conservative_speed()); }

uint64_t held(const Plan& plan, uint64_t bytes) { return kBaseBytes + plan_held_bytes(plan) + bytes; }

}  // namespace

Cost sort_cost(const Plan& plan, bool verify, bool output) {
    // The input, the GPU's buffers (twice: a CPU renderer's copy and the read-back), the result.
    uint64_t bytes = key_bytes(plan) + 2 * gpu_bytes(plan) + key_bytes(plan);
    if (verify) bytes += 2 * key_bytes(plan);                                 // the expected sort and its copy
    if (output) bytes += total_keys(plan) * kKeyTextBytes;
    return {held(plan, bytes), 0.0};
}

Cost table_cost(const Plan& plan, uint64_t shown_steps, bool all_held) {
    const uint64_t rows = plan.options.n;
    const uint64_t held_rows = all_held ? rows * shown_steps : rows;
    return {held(plan, buffer_bytes(plan) + held_rows * kTableRowBytes),
            reference_ms(plan) + static_cast<double>(rows * shown_steps) * kTableRowMs};
}

Cost listing_cost(const Plan& plan) {
    const double count_ms = plan.is_network() ? comparators(plan) * kComparatorCountMs : 0.0;
    return {held(plan, 0), static_cast<double>(plan.steps.size()) * kListingLineMs + count_ms};
}

Cost network_export_cost(const Plan& plan, NetworkFile file, uint64_t file_bytes, uint64_t image_pixels) {
    const double count = comparators(plan);
    switch (file) {
        case NetworkFile::Json:
            return {held(plan, largest_step_comparators(plan) * kJsonStepComparatorBytes + kWriteChunkBytes),
                    count * kJsonComparatorMs, file_bytes};
        case NetworkFile::Text:
            return {held(plan, layout_bytes(plan) + kWriteChunkBytes), count * kDrawnComparatorMs, file_bytes};
        case NetworkFile::Pdf:
            return {held(plan, layout_bytes(plan) + static_cast<uint64_t>(count) * kPdfComparatorBytes),
                    count * kCairoComparatorMs, file_bytes};
        case NetworkFile::Png:
            return {held(plan, layout_bytes(plan) + image_pixels * kPngPixelBytes),
                    count * kCairoComparatorMs + static_cast<double>(image_pixels) * kPngPixelMs, file_bytes};
    }
    return {};
}

Cost frames_cost(const Plan& plan, uint64_t frames) {
    return {held(plan, key_bytes(plan) + buffer_bytes(plan) + kFrameBytes),
            reference_ms(plan) + static_cast<double>(frames) * kFrameMs};
}

Cost zero_one_cost(const Plan& plan) {
    const double words = static_cast<double>((uint64_t{1} << plan.options.n) / 64 + 1);
    return {held(plan, 0), words * comparators(plan) * kZeroOneWordMs};
}

Cost bench_cost(const Plan& plan) {
    // The keys, the GPU's buffers, the reference sort (keys, values and their scratch) and a baseline's copy.
    return {held(plan, key_bytes(plan) + gpu_bytes(plan) + 3 * key_bytes(plan) + key_bytes(plan)), 0.0};
}

}  // namespace sortscope::algo
