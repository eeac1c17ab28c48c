// Where the views go: a fixed-width control panel on the left and the bars filling the rest, recomputed
// from the window size every frame so resizing (or a projector's resolution) just works.
#pragma once

namespace sortscope::ui {

struct PanelRect {
    float x = 0.0f;
    float y = 0.0f;
    float width = 0.0f;
    float height = 0.0f;
};

struct Layout {
    PanelRect controls;
    PanelRect bars;
};

constexpr float kControlsWidth = 330.0f;  // at ui scale 1 (theme.hpp); wide enough for "Distribution"

Layout split_window(float width, float height, float ui_scale);

}  // namespace sortscope::ui
