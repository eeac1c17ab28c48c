// Where things go: a fixed-width control panel on the left (or, hidden, a narrow strip with the button
// that shows it again), and on the right the header (caption, status, narration) above the views. The views share what is left: all three as bars | network over
// the table; two side by side (or over the table); one filling it. Recomputed every frame from the
// window size, so resizing and projectors just work. Pure arithmetic, tested without a window.
#pragma once

#include <optional>

#include "core/look/view_layout.hpp"

namespace sortscope::ui {

struct PanelRect {
    float x = 0.0f;
    float y = 0.0f;
    float width = 0.0f;
    float height = 0.0f;

    bool empty() const { return width <= 0.0f || height <= 0.0f; }
};

constexpr float kControlsWidth = 340.0f;  // at ui scale 1: wide enough for the labels and two buttons a row
constexpr float kPanelTabWidth = 26.0f;   // at ui scale 1: the strip left when the panel is hidden

// The control panel (or the strip that shows it again) and the right-hand stage.
struct WindowSplit {
    PanelRect controls;  // empty when the panel is hidden
    PanelRect tab;       // empty when the panel is shown
    PanelRect stage;
};
WindowSplit split_window(float width, float height, float ui_scale, bool panel_shown = true);
// A presenter's one wide window across a laptop and a projector side by side (at least 3:1, as two
// 16:9 screens make): the width of the class's part, the projector's 16:9 at the left, the rest being
// the teacher's screen (notes, next slide, the answer, a clock); nullopt for a window of one screen.
std::optional<float> class_width_of_wide_window(float width, float height);

struct ViewRects {
    PanelRect bars;     // empty when not shown
    PanelRect network;
    PanelRect table;
    PanelRect kernel;   // the kernel view: the right part of the area beside the others, or all of it alone
    // Views asked for but left out because the area could not show them readable (ViewNeeds'
    // picture_least and bars_least): the table first, then the network (or picture), never the last view.
    bool table_gave_way = false;
    bool network_gave_way = false;
};
// The height a view needs to show content, from the fonts in use.
struct ViewNeeds {
    float table = 0.0f;    // under the other views: its title, a caption, the header row and a few rows
    float top_row = 0.0f;  // the bars and the network (or picture) above the table
    // The least the row above keeps: where the table would leave it less, the table is left out (3
    // shows it alone), so the bars and the network stay readable.
    float top_row_least = 0.0f;
    // The least height of the network (or the step picture) and of the bars that keeps their labels
    // readable (the network: network_fit.hpp's network_least_height). Where a view would get less, the
    // least needed view gives way: the table first, then the network, never the bars; a view alone
    // stays (the network then zooms).
    float picture_least = 0.0f;
    float bars_least = 0.0f;
    // The least width of the step picture that labels every bin (radix at small n); 0: any.
    float picture_least_width = 0.0f;
};

// The views keep at least this share of the stage's height under the header: the slide's note and
// Predict mode's panel above them take at most the rest (the note then scrolls).
constexpr float kViewsLeastShare = 0.5f;
// What the note (and the panels above the views) may take of `room`, the height under the header, in a
// stage `stage_height` high, when they want `wanted`: the views keep their share and `views_least`, the
// least their labels need (view_needs.hpp).
float panel_above_views(float wanted, float room, float stage_height, float views_least = 0.0f);
// The slide's note strip above the views: all of it (`wanted`) where the views keep their room, else
// folded to its title's line (`folded`), else none. Above the race or the profile (`chart_view`), whose
// charts want the height, always folded.
float note_strip_height(float wanted, float folded, float room, float stage_height, float views_least, bool chart_view);

// The row above the table keeps at least this share of the window's height (ViewNeeds::top_row_least)
// where a panel above the views takes their room: Predict mode's question or the kernel lab's report,
// both about what that row shows.
constexpr float kLeastTopRowShare = 0.4f;

// The table's title line, `caption_lines` lines of caption, its header row and `rows` rows, inside the
// view's frame: what the table under the other views needs at least.
float table_needs(float small_line, float caption_lines, float row_height, int rows, float frame_padding);

// Splits `area` among the shown views with `gap` between them. The kernel view, when shown, takes the
// right half and the others share the left as they would share the whole (alone, it takes the area). In presenter mode the table under the
// other views gets less of the height, so the bars and the network read from the back of a room; but
// never less than needs.table while the row above keeps needs.top_row (a 720-line projector). The table
// is left out where the row above would get less than needs.top_row_least.
ViewRects arrange_views(const PanelRect& area, const ViewLayout& views, float gap, const ViewNeeds& needs = {});

}  // namespace sortscope::ui
