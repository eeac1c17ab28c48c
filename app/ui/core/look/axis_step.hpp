// The step between an axis's labelled ticks: a round number (1, 2 or 5 times a power of ten), for the
// profile's timeline and the race's runs chart.
#pragma once

namespace sortscope::ui {

// The tick step for an axis of `span` (any unit): 1, 2 or 5 times a power of ten, so that at most
// max_ticks intervals fit (max_ticks below 1 counts as 1; a span of 0 or less gives 1).
double tick_step(double span, int max_ticks);

}  // namespace sortscope::ui
