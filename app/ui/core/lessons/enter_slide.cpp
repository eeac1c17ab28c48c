// Checking slides and showing one (see enter_slide.hpp).
#include "core/lessons/enter_slide.hpp"

#include <stdexcept>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/costs/resolve_run.hpp"
#include "algorithms/teaching/quiz.hpp"
#include "algorithms/text/steps.hpp"

namespace sortscope::ui {

algo::Plan plan_without_gpu(const InputSpec& input, const algo::DeviceCaps& device) {
    const algo::AlgorithmInfo* info = algo::find_algorithm(input.algorithm);
    if (info == nullptr) throw std::invalid_argument(algo::unknown_algorithm(input.algorithm));
    return algo::resolve_plan(*info, plan_options(input, device));  // resolved as every plan is (resolve_run.hpp)
}

std::optional<std::string> slide_problem(const Slide& slide, const algo::DeviceCaps& device, const RefusalText& refused) {
    algo::Plan plan;
    try {
        plan = plan_without_gpu(slide.input, device);
    } catch (const std::invalid_argument& refusal) {
        return refused ? refused(slide.input, refusal.what()) : std::string(refusal.what());
    }
    const size_t steps = plan.steps.size();
    const std::string plan_steps = "the plan's " + std::to_string(steps) + (steps == 1 ? " step" : " steps");
    // Named as the session file spells them ("field 'step'"), not as command-line options: the user typed
    // a field, and no --step was given.
    if (slide.step > steps) return "field 'step' " + std::to_string(slide.step) + " is past " + plan_steps;
    if (slide.play_to && *slide.play_to > steps) {
        return "field 'play_to' " + std::to_string(*slide.play_to) + " is past " + plan_steps;
    }
    // A predict entry counts the steps run before the question, as "step" does: k asks about step k + 1.
    for (size_t step : slide.predict_steps) {
        if (step >= steps) return "field 'predict_steps': step " + std::to_string(step) + " is past " + plan_steps;
        if (algo::question_kind(plan, step) == algo::QuestionKind::None) {
            return "field 'predict_steps': " + std::to_string(step) + " asks about " + algo::step_name(step) + " (" +
                   algo::describe(plan.steps[step]) + ") moves no keys and asks nothing";
        }
    }
    return std::nullopt;
}

std::optional<std::string> lesson_problem(const SessionFile& lesson, const algo::DeviceCaps& device, const RefusalText& refused) {
    for (size_t k = 0; k < lesson.slides.size(); ++k) {
        if (auto problem = slide_problem(lesson.slides[k], device, refused)) {
            return lesson.slides.size() == 1 ? *problem : "slide " + std::to_string(k + 1) + ": " + *problem;
        }
    }
    return std::nullopt;
}

void enter_slide(const Slide& slide, SortSession& session, PredictMode& predict) {
    if (slide.input != session.input()) session.set_input(slide.input);
    session.seek(slide.step);
    predict.set_steps(slide.predict_steps);
    predict.set_enabled(slide.predict);
    predict.update(session);
}

}  // namespace sortscope::ui
