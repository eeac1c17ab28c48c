// The teacher's own screen, where one wide window spans a laptop and a projector side by side
// (core/look/layout.hpp class_width_of_wide_window) or in a window of its own on the laptop's monitor
// (screen/presenter/teacher_window.hpp): the projector shows only what the class should see (no slide
// notes), the teacher's screen shows the slide's note and question, the next slide and the next step,
// the answer to the question asked (Predict mode), the step and a clock (the lecture's time and the
// time of day), as presentation programs' presenter views do.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "core/look/layout.hpp"
#include "core/lessons/slide_show.hpp"
#include "core/session/predict.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

class TeacherScreen {
public:
    // `class_sees`: where the class looks, in words ("the class sees the left part only"); `controls`:
    // drawn under it, before the slide (the teacher's window's Swap screens), if any.
    void draw(const SlideShow& slides, const PredictMode& predict, const SortSession& session, const Fonts& fonts, const Palette& colours,
              const PanelRect& rect, const std::string& class_sees, const std::function<void()>& controls = {});

private:
    std::chrono::steady_clock::time_point m_started = std::chrono::steady_clock::now();
    uint64_t m_answer_plan = UINT64_MAX;  // the plan and question the answer below is for
    size_t m_answer_step = SIZE_MAX;
    std::string m_answer;
};

}  // namespace sortscope::ui
