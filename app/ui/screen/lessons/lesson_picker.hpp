// The lesson picker: L (or the panel's "Lessons..." button) closes the lesson on screen and lists the
// example lessons over the stage, in every mode, presenter mode included. A clicker's keys move through
// the list (PageDown / PageUp, or the arrows), Enter or a click opens the lesson picked, Esc or L again
// leaves the picker with the screen as it is. While it is open its keys are its own: nothing steps.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/lessons/lessons.hpp"
#include "screen/look/theme.hpp"
#include "screen/window.hpp"

namespace sortscope::ui {

class LessonPicker {
public:
    void open() {
        m_open = true;
        m_focus = true;
    }
    void close() { m_open = false; }
    bool is_open() const { return m_open; }
    size_t selected() const { return m_selected; }

    // This frame's presses (keyboard.hpp presses()); the path of the lesson to open when Enter picked one.
    std::optional<std::string> read_keys(const std::vector<KeyEvent>& keys, const std::vector<ExampleLesson>& lessons);
    // Drawn centred in the stage (x, y, width, height); the path of the lesson clicked, if any.
    std::optional<std::string> draw(const std::vector<ExampleLesson>& lessons, const Fonts& fonts, const Palette& colours, float x, float y,
                                    float width, float height);

private:
    bool m_open = false;
    bool m_focus = false;  // the window takes the front when it opens
    size_t m_selected = 0;
};

}  // namespace sortscope::ui
