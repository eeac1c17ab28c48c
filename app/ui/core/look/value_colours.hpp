// Where a key sits between the smallest and largest key: the views colour it along diagram's value
// ramp (diagram::value_colour, the same colours the exported frames use).
#pragma once

#include <cstdint>

namespace sortscope::ui {

// Where `order` sits between `lo` and `hi`, in [0, 1] (0.5 when they are equal).
float value_fraction(uint32_t order, uint32_t lo, uint32_t hi);

}  // namespace sortscope::ui
