// The projector look: a dark theme with generous spacing and fonts large enough to read from the back
// of a lecture room. Call once after the Window exists and before its first frame.
//
// Sizes are for a 720-line screen and multiplied by `scale` (ui_scale_for): a 1080p projector gets
// 30 px text rather than text that fills a smaller share of the wall.
#pragma once

struct ImFont;

namespace sortscope::ui {

struct Fonts {
    ImFont* body = nullptr;     // every widget and line of text
    ImFont* heading = nullptr;  // captions and the step counter; the body font when no TTF was found
};

// 1 at 720 lines and below, growing with the window's height up to 2.5 (a 4K projector).
float ui_scale_for(int framebuffer_height);

Fonts apply_projector_theme(float scale);

}  // namespace sortscope::ui
