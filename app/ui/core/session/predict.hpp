// Predict mode: before a dispatch runs, the app asks what it will do (algo/quiz.hpp); the student
// answers; then the GPU runs the step and the app shows what really happened, right or wrong, with a
// running score. This holds the mode's state (on or off, the steps a lesson chose, the question, the
// answer being edited, the last result and the score) and needs no window: the session tests drive it
// headless. The views draw it (predict/predict_view.hpp), the keyboard edits the answer.
//
// States: idle (no question: the next step asks nothing, or the mode is off), asking (stepping and
// playing stop until the answer is submitted), revealed (the step ran; the result stays on screen
// until the next step is asked for).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/teaching/quiz.hpp"
#include "core/session/sort_session.hpp"

namespace sortscope::ui {

struct PredictResult {
    algo::Question question;
    algo::Answer guess;
    algo::Answer truth;
    algo::Marking marking;
    bool gpu_agrees = true;  // the GPU's keys matched the CPU reference after the step
};

class PredictMode {
public:
    bool enabled() const { return m_enabled; }
    void set_enabled(bool on);
    // The steps that ask (a lesson's choice); empty: every step that has a question.
    void set_steps(std::vector<size_t> steps) { m_steps = std::move(steps); }
    const std::vector<size_t>& steps() const { return m_steps; }

    // Whether step `index` of `plan` stops to ask, with the mode on.
    bool asks(const algo::Plan& plan, size_t index) const;
    // Call once a frame and after the session changes: poses the question about the next step when it
    // asks one, and forgets a question or result that no longer fits where the session is.
    void update(const SortSession& session);

    bool asking() const { return m_question.has_value(); }
    const std::optional<algo::Question>& question() const { return m_question; }
    const std::optional<PredictResult>& result() const { return m_result; }
    const algo::Score& score() const { return m_score; }
    void reset_score() { m_score = {}; }

    // The answer being edited. Swaps: choice k (0-based) toggled; key questions: the bin and the position.
    const algo::Answer& guess() const { return m_guess; }
    void toggle_choice(size_t k);
    void set_bin(uint32_t bin);
    void set_position(uint32_t position);
    // Keyboard editing: the selected choice (swaps) or field (0 bin, 1 position; Destination has only
    // the position), moved with the arrows; digits type into the field.
    size_t selected() const { return m_selected; }
    void move_selection(int delta);
    void next_field();
    int field() const { return m_field; }
    void type_digit(uint32_t digit);
    void erase_digit();
    // An answer as text: the choice numbers "1,3,4" (or "none") for swaps, "bin,position" or "position"
    // for key questions. Returns the reason when the text is not an answer to the question.
    std::optional<std::string> set_guess_text(const std::string& text);

    // Marks the answer against the CPU reference, runs the step (GPU and reference), and shows the result.
    void submit(SortSession& session);
    // The result was seen: the next call of update() may ask again.
    void dismiss() { m_result.reset(); }

private:
    void forget();
    uint32_t field_limit() const;

    bool m_enabled = false;
    std::vector<size_t> m_steps;
    uint64_t m_plan_version = UINT64_MAX;
    std::optional<algo::Question> m_question;
    std::optional<PredictResult> m_result;
    algo::Answer m_guess;
    size_t m_selected = 0;
    int m_field = 0;
    algo::Score m_score;
};

// A radix question's key as the digits the sort reads, for the line under its prompt: "sort key 13 in
// digits of 2 bits: 00 00 11 01 (digit 0 at the right)", as many digits as the largest key needs and the
// asked digit among them (at least). Empty for other questions.
std::string key_digits_line(const algo::Question& question, const algo::Options& options, uint32_t largest_sort_key);

}  // namespace sortscope::ui
