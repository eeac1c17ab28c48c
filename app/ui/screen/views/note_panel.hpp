// The slide's note on screen while a lesson is open: a strip across the stage between the header and
// the views (never over them, so it hides no lit column or bar): "slide 3 of 7" with the slide's title,
// the teacher's note, and the question for the class set apart. Its text is wrapped at spaces only and
// its height is what its content took the frame before, so nothing in it is cut at a 720-line projector.
#pragma once

#include "core/look/layout.hpp"
#include "core/lessons/slide_show.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

class NotePanel {
public:
    // The strip's height this frame: 0 with no lesson open, or a lesson of one slide that has no note.
    float height(const SlideShow& slides) const;
    // Folded to one line ("slide 3 of 7 · Title", the note left out): where the whole note would take the
    // views' half of the stage (layout.hpp's panel_above_views) at a large text size.
    static float folded_height(const Fonts& fonts);
    // Given less than height(), it draws folded. `note_hidden`: presenter mode on one display, where the
    // class sees the slide's title and question and the hint "N shows the note", not the note itself.
    void draw(const SlideShow& slides, const Fonts& fonts, const Palette& colours, const PanelRect& rect, bool note_hidden = false);

private:
    float m_content_height = 0.0f;  // measured while drawing; 0 before the first frame
    float m_measured_at = 0.0f;     // the body font's size it was measured at
};

}  // namespace sortscope::ui
