// The colour of a key by its value, so that sorted output reads as a smooth ramp and a swap shows as a
// jump in colour as well as in height. Chosen to stay visible on the dark theme at its low end.
#pragma once

#include <cstdint>

namespace sortscope::ui {

struct Rgb {
    uint8_t r = 0;
    uint8_t g = 0;
    uint8_t b = 0;
};

// `t` in [0, 1] (clamped): blue, teal, green, amber, red-orange.
Rgb value_colour(float t);

// Where `key` sits between the smallest and largest key of the input, in [0, 1] (0.5 when they are equal).
float value_fraction(uint32_t key, uint32_t lo, uint32_t hi);

}  // namespace sortscope::ui
