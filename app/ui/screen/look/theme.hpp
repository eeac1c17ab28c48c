// The look: a dark theme with generous spacing, or the presenter theme (pure black, brighter colours,
// larger text) for a projector; fonts rasterised at their final size. DejaVu Sans from Debian's
// fonts-dejavu-core, falling back to ImGui's built-in font. Fonts include the glyphs the views use
// beyond Latin-1: arrows, check marks, infinity, dashes.
#pragma once

#include <imgui.h>

#include "core/look/colour_theme.hpp"

struct ImFont;

namespace sortscope::ui {

struct Fonts {
    ImFont* body = nullptr;     // every widget and line of text
    ImFont* heading = nullptr;  // captions and the step counter
    ImFont* small = nullptr;    // labels inside views
    ImFont* mono = nullptr;     // tables and bits
    ImFont* code = nullptr;     // the kernel view's source: monospace at the body text's size
    float body_pixels = 0.0f;
};

// The colours views draw with, per theme.
struct Palette {
    ImU32 accent;      // the step counter, the current dispatch
    ImU32 good;        // checks that passed
    ImU32 bad;         // checks that failed
    ImU32 compared;    // keys the current dispatch compared
    ImU32 moved;       // keys it moved / comparators that swapped
    ImU32 plate;       // behind the bars
    ImU32 virtual_key; // +infinity positions
    ImU32 text;
    ImU32 dim_text;
    ImU32 hover;       // the comparator or row under the mouse, in every view
    bool shaped_marks = false;  // colour-blind theme: "compared" drawn as an outline, swapped comparators with square ends
};

// 1 for a 720-line window, growing with its height (to 2 at 1440 lines), times the monitor's content scale.
float ui_scale_for(float content_scale, int framebuffer_height);

// Applies the style and (re)builds the font atlas at `scale`. Call before a frame, never inside one;
// after the first frame, the renderer's font texture must be rebuilt too (Window::rebuild_fonts).
Fonts apply_theme(float scale, bool presenter);

// The colours of the dark or presenter look, in a colour theme (colour_theme.hpp).
const Palette& palette(bool presenter, ColourTheme theme = ColourTheme::Standard);

}  // namespace sortscope::ui
