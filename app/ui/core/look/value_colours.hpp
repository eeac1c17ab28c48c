// Where a key sits between the smallest and largest key: the views colour it along diagram's value
// ramp (diagram::value_colour, the same colours the exported frames use), and the sounds pitch it.
#pragma once

#include "sortscope/diagram/drawing.hpp"

namespace sortscope::ui {

// Where `order` sits between `lo` and `hi`, in [0, 1] (0.5 when they are equal): the diagram's, so the
// bars on screen and in the exported frames agree.
using diagram::value_fraction;

}  // namespace sortscope::ui
