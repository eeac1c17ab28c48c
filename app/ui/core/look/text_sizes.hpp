// The app's font sizes in pixels, from the screen's scale and the text size (Ctrl+= / Ctrl+-): one place
// for the theme, which loads the fonts, and for the layouts that size the views and the pictures' labels
// from them (and the tests that check those layouts without a window).
#pragma once

#include <cmath>

namespace sortscope::ui {

constexpr float kBodyPixels = 18.0f;
constexpr float kHeadingPixels = 26.0f;
constexpr float kSmallPixels = 14.0f;
constexpr float kPresenterTextScale = 1.35f;
// One press of Ctrl+= (or Ctrl+-) multiplies (or divides) the text size by this.
constexpr float kTextScaleStep = 1.15f;

struct TextSizes {
    float body = 0.0f;
    float heading = 0.0f;
    float small = 0.0f;
    float mono = 0.0f;
};

// `scale`: the screen's ui scale times the text size.
inline TextSizes text_sizes(float scale, bool presenter) {
    const float text = scale * (presenter ? kPresenterTextScale : 1.0f);
    return {std::round(kBodyPixels * text), std::round(kHeadingPixels * text), std::round(kSmallPixels * text),
            std::round(kSmallPixels * text * 1.05f)};
}

}  // namespace sortscope::ui

namespace sortscope::ui {

// The theme's spacing at ui scale 1 (ImGui's ScaleAllSizes floors each one scaled).
constexpr float kWindowPaddingX = 14.0f;
constexpr float kWindowPaddingY = 12.0f;
constexpr float kItemSpacingX = 9.0f;
constexpr float kItemSpacingY = 7.0f;
constexpr float kCellPaddingY = 3.0f;
constexpr float kScrollbarSize = 16.0f;

// What the view arrangement reads of the fonts and the spacing in use: the app's own (from ImGui), or
// those of a ui scale and text size (screen_metrics), which are the same.
struct ScreenMetrics {
    TextSizes text;
    float padding_x = 0.0f;
    float padding_y = 0.0f;
    float spacing_x = 0.0f;
    float spacing_y = 0.0f;
    float cell_padding_y = 0.0f;
    float scrollbar = 0.0f;
};

// `scale`: the screen's ui scale times the text size.
inline ScreenMetrics screen_metrics(float scale, bool presenter) {
    return {text_sizes(scale, presenter), std::floor(kWindowPaddingX * scale), std::floor(kWindowPaddingY * scale), std::floor(kItemSpacingX * scale),
            std::floor(kItemSpacingY * scale), std::floor(kCellPaddingY * scale), std::floor(kScrollbarSize * scale)};
}

}  // namespace sortscope::ui
