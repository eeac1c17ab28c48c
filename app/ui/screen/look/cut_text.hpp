// Text cut off at the edge of the window or view that holds it ("6553" for 65536 in a narrow field,
// "odd-even-merg" in a combo, a button's label halved by the bottom of its panel), found in what ImGui
// drew this frame, so that a screenshot test can assert a layout cuts nothing. It reads the draw data:
// each glyph is a quad whose texture corner is that glyph's in the font atlas; a glyph trimmed by ImGui
// (its texture rectangle shortened) or reaching past its clip rectangle is cut. Cuts a window scrolls
// to show (a table's columns, the panel's lower sections) are not counted. A glyph ImGui left out whole
// cannot be seen, so a cut that falls exactly between two glyphs goes unnoticed; that is how ImGui
// cuts the text of a field or a combo box, so the controls check those themselves (check_fits).
#pragma once

#include <string>
#include <vector>

struct ImDrawData;

namespace sortscope::ui {

struct CutText {
    std::string window;  // the window that drew it (ImGui's name, with its child path)
    std::string text;    // the line's visible glyphs
};

// Call after ImGui::Render(), before the next frame starts: the cuts found in `data`, and those
// check_fits recorded this frame.
std::vector<CutText> find_cut_text(const ImDrawData& data);

// Records `text` as cut in the current window when it is wider than `width` (the room a field or a
// combo box gives its text). Returns whether it fits.
bool check_fits(const std::string& text, float width);

// Records content the current window knows it cut (`what` says which), for find_cut_text to report.
void record_cut(const std::string& what);

}  // namespace sortscope::ui
