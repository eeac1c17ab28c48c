// The web page's size and cost from the plan's shape (see page_size.hpp).
#include "page_size.hpp"

#include <algorithm>

#include "algorithms/costs/cost.hpp"
#include "page_pictures.hpp"
#include "sortscope/diagram/bars_layout.hpp"
#include "sortscope/diagram/step_picture.hpp"

namespace sortscope::exports::web {

namespace {

// Measured on bitonic at n = 16 and 512 and rounded up: the bars' bar, key number, position number and
// mark of one key in SVG (about 180 bytes), in both colour themes.
constexpr uint64_t kKeyBytes = 2 * 200;
constexpr uint64_t kBarsFrameBytes = 2 * 6000;       // a bars picture's style, title, caption and legend
// The bars' copy for a narrow screen (kNarrowPictureWidth), in both colour themes: its frame, and a
// column per key up to one per point of its width, measured on bitonic at n = 1,024 (at most 466 bytes a
// column: past one key a point, a column holds two bars, its keys' smallest and largest) and rounded up.
constexpr uint64_t kNarrowBarsFrameBytes = 2 * 4000;
constexpr uint64_t kNarrowColumnBytes = 2 * 300;
constexpr uint64_t kComparatorBytes = 200;           // a line, two dots and an arrowhead (about 150)
constexpr uint64_t kWireBytes = 120;                 // a wire and its label (about 90)
constexpr uint64_t kNetworkFrameBytes = 6000;        // the style, rules and step numbers
// The radix sorts' and rank's own picture of a step, measured on their SVG exports at n = 16 to 1,024
// (2.4 to 100 KB; rank at 1,024 the largest) and rounded up: a frame and about 100 bytes a key; twice,
// for the copy laid out for a narrow screen (kNarrowPictureWidth).
constexpr uint64_t kStepPictureFrameBytes = 2 * 20000;
constexpr uint64_t kStepPictureKeyBytes = 2 * 300;
constexpr uint64_t kTableRowBytes = 200;
constexpr uint64_t kShownTableRows = 64;             // web_page.cpp shows this many rows of a table
constexpr uint64_t kKernelBytes = 24000;             // a kernel's listing with its parameters
constexpr uint64_t kStateBytes = 4000;               // the header, narration, slide and question
constexpr uint64_t kPageFrameBytes = 64000;          // the style sheet and the script
constexpr double kStateMs = 40.0;                    // a state read back, checked and drawn on llvmpipe

uint64_t network_bytes(const algo::Plan& plan) {
    const uint64_t per_step = (uint64_t{plan.options.n} + 1) / 2;
    uint64_t most = 0;
    for (const algo::Step& step : plan.steps) most = std::max<uint64_t>(most, step.stage_count * per_step);
    // The window holds up to kMaxPictureComparators, or one step's where a single step holds more.
    const uint64_t drawn = std::max(most, kMaxPictureComparators);
    const uint64_t wires = uint64_t{plan.options.n} + 1;
    return kNetworkFrameBytes + std::min(drawn, plan.stage_count() * per_step) * kComparatorBytes + wires * kWireBytes +
           plan.steps.size() * 64;
}

}  // namespace

uint64_t estimated_page_bytes(const algo::Plan& plan, bool network) {
    const uint64_t states = plan.steps.size() + 1;
    const uint64_t keys = uint64_t{plan.options.n} + diagram::virtual_positions(plan);  // and the +inf positions
    const auto narrow_columns = std::min<uint64_t>(keys, static_cast<uint64_t>(kNarrowPictureWidth));
    uint64_t per_state = kBarsFrameBytes + keys * kKeyBytes + kNarrowBarsFrameBytes + narrow_columns * kNarrowColumnBytes + kStateBytes + kKernelBytes +
                         std::min<uint64_t>(plan.options.n, kShownTableRows) * kTableRowBytes * 2;
    // The wide copy (network_window's steps, or fewer of them where those are unreadable on a projector) and
    // its copy for a narrow screen, of no more steps.
    if (network) per_state += 2 * network_bytes(plan);
    if (!network && diagram::has_step_picture(plan)) per_state += kStepPictureFrameBytes + uint64_t{plan.options.n} * kStepPictureKeyBytes;
    return kPageFrameBytes + states * per_state;
}

algo::Cost page_cost(const algo::Plan& plan, bool network) {
    const uint64_t page = estimated_page_bytes(plan, network);
    uint64_t words = 0;
    for (uint64_t w : plan.buffer_words) words += w;
    // The reference's state, the GPU's buffers and a read-back of each, and the page held as text.
    const uint64_t bytes = algo::plan_held_bytes(plan) + 4 * words * 4 + 2 * page + (uint64_t{64} << 20);
    const double ms = static_cast<double>(plan.steps.size() + 1) * kStateMs +
                      algo::estimate_plan_ms(plan, algo::conservative_speed());
    return {bytes, ms, page};
}

void limit_to_page_size(algo::Budget& budget) {
    if (budget.max_disk_bytes <= kMaxPageBytes) return;
    budget.max_disk_bytes = kMaxPageBytes;
    budget.disk_limit = "the " + algo::bytes_text(kMaxPageBytes) + " a web page may hold";
}

}  // namespace sortscope::exports::web
