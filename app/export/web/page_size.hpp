// How large a web page of a plan will be, estimated from the plan's shape (its steps and n) before
// anything runs, so that the page joins the exports' budget (algorithms/costs/budget.hpp): a page past
// kMaxPageBytes is refused with the largest n whose page fits. An upper bound, like file_estimate.hpp's:
// every key is counted with its bar, its number, its mark and its position's number in both colour
// themes (and again in the bars' copy for a phone), every drawn comparator with its dots and an arrowhead
// (twice: the network's copy for a phone draws no more steps than the wide picture).
#pragma once

#include <cstdint>

#include "algorithms/costs/budget.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::exports::web {

// The most a page may hold: a browser opens it in a second or two, and a phone still holds it.
// Bitonic at n = 1,024 (55 steps, every one with its bars, network, table and kernel) is about 35 MB.
constexpr uint64_t kMaxPageBytes = uint64_t{64} << 20;

uint64_t estimated_page_bytes(const algo::Plan& plan, bool network);

// The page's cost for the budget: the CPU reference and the GPU's buffers held, the page held as text
// while it is made, the time of the lock-step run and the drawing, and the page's bytes on the disk.
algo::Cost page_cost(const algo::Plan& plan, bool network);

// `budget` with the page's own limit on the bytes written (kMaxPageBytes, or the disk's free space where
// that is less, as limit_to_free_space sets it).
void limit_to_page_size(algo::Budget& budget);

}  // namespace sortscope::exports::web
