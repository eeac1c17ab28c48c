// The step between an axis's labelled ticks (see axis_step.hpp).
#include "core/look/axis_step.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::ui {

double tick_step(double span, int max_ticks) {
    max_ticks = std::max(1, max_ticks);
    if (!(span > 0.0)) return 1.0;
    const double rough = span / max_ticks;
    double step = std::pow(10.0, std::floor(std::log10(rough)));
    for (double factor : {1.0, 2.0, 5.0, 10.0}) {
        if (step * factor >= rough * (1.0 - 1e-9)) {
            step *= factor;
            break;
        }
    }
    return step;
}

}  // namespace sortscope::ui
