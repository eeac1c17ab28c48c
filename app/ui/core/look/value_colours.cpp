// The position of a key on the value ramp (see value_colours.hpp).
#include "core/look/value_colours.hpp"

namespace sortscope::ui {

float value_fraction(uint32_t order, uint32_t lo, uint32_t hi) {
    if (hi <= lo) return 0.5f;
    // double: a float cannot tell neighbouring uint32 keys apart, and the ratio is what matters here.
    return static_cast<float>(static_cast<double>(order - lo) / static_cast<double>(hi - lo));
}

}  // namespace sortscope::ui
