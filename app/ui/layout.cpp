// The panel split (see layout.hpp).
#include "layout.hpp"

#include <algorithm>

namespace sortscope::ui {

Layout split_window(float width, float height, float ui_scale) {
    // On a very narrow window the panel keeps its width if it can and the bars get what is left.
    const float controls = std::min(kControlsWidth * ui_scale, width * 0.5f);
    Layout layout;
    layout.controls = {0.0f, 0.0f, controls, height};
    layout.bars = {controls, 0.0f, width - controls, height};
    return layout;
}

}  // namespace sortscope::ui
