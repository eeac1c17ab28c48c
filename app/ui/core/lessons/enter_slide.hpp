// A lesson's slides checked against the plans they make, and a slide shown in a session. Everything is
// checked when a lesson opens, before anything changes, so moving from slide to slide in front of a
// class never meets a slide that cannot be shown.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "algorithms/plan/plan.hpp"
#include "core/session/predict.hpp"
#include "core/lessons/session_file.hpp"
#include "core/session/sort_session.hpp"

namespace sortscope::ui {

// The plan `input` would have on `device`, without touching the GPU. Throws std::invalid_argument
// where the plan builder refuses the input.
algo::Plan plan_without_gpu(const InputSpec& input, const algo::DeviceCaps& device);

// Turns a plan builder's refusal of an input into what the teacher reads (the app adds its way out).
using RefusalText = std::function<std::string(const InputSpec& input, const std::string& reason)>;

// Why `slide` cannot be shown on `device`: the plan builder refuses its input, its step or play_to is
// past the plan, or a Predict step is past the plan or asks nothing. Nullopt when it can be shown.
std::optional<std::string> slide_problem(const Slide& slide, const algo::DeviceCaps& device, const RefusalText& refused = nullptr);
// The first slide's problem, as "slide 3: ..." in a lesson of several slides.
std::optional<std::string> lesson_problem(const SessionFile& lesson, const algo::DeviceCaps& device, const RefusalText& refused = nullptr);

// Shows `slide`: the session takes its input (a new plan only where the input differs) at its step, and
// Predict mode its switch and steps. Throws what SortSession::set_input throws, the session unchanged.
void enter_slide(const Slide& slide, SortSession& session, PredictMode& predict);

}  // namespace sortscope::ui
