// Predict mode's questions: before a dispatch runs, ask the student what it will do, then mark the
// answer. The app (Predict mode) and `sortscope-cli quiz` (worksheets) both take their questions and
// answers from here, and the answers come from running the plan's step on the CPU reference (the code
// that checks the GPU after every dispatch), never from a second copy of an algorithm:
//   - network steps (bitonic, bitonic-shared, odd-even merge, odd-even transposition): which of the
//     dispatch's comparators swap their keys (the reference reports each comparator's outcome);
//   - a step that moves each key to its rank (rank and rank-shared): where a highlighted key lands;
//   - a radix sort's scatter by one digit: the bin a highlighted key goes to, and where it lands.
// Which a step is, its kernel's catalogue entry says (KernelInfo::places_by_rank, digit_step). Steps
// that move no keys (counts, histograms, prefix sums and scans) ask nothing. Questions are about the
// first array of a batch. Equal keys never change order in a step that moves keys (rank and the radix
// sorts are stable), so a key's k-th copy before the step is its k-th
// copy after it: that is how its output position is read from the reference's result.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "algorithms/plan/comparator.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"

namespace sortscope::algo {

enum class QuestionKind : uint8_t {
    None,            // this step asks nothing (it moves no keys)
    Swaps,           // which comparators will swap?
    Destination,     // where does the highlighted key land?
    BinAndPosition,  // which bin does the highlighted key go to, and where does it land?
};

// The most comparators a question offers: the first ones the dispatch runs (a worksheet stays a page).
constexpr uint32_t kMaxQuizChoices = 32;

struct Question {
    QuestionKind kind = QuestionKind::None;
    size_t step = 0;                  // the plan step it is about (it has not run yet)
    std::string dispatch;             // describe(step)
    std::string prompt;               // one plain sentence
    std::vector<Comparator> choices;  // Swaps: the comparators offered, in execution order
    uint64_t comparators = 0;         // Swaps: all the dispatch's comparators (more than choices when capped)
    uint32_t key_index = 0;           // Destination, BinAndPosition: the highlighted key's position before
    uint32_t key = 0;                 // its raw bits
    uint32_t shift = 0;               // BinAndPosition: the digit's lowest bit
    uint32_t bins = 0;                // BinAndPosition: bins of the digit
    uint32_t positions = 0;           // n: output positions 0 .. n-1
};

// An answer, the true one or the student's. Swaps: one entry per choice, 1 = swaps.
struct Answer {
    std::vector<uint8_t> swaps;
    uint32_t bin = 0;
    uint32_t position = 0;
};

QuestionKind question_kind(const Plan& plan, size_t index);
// The steps of the plan that ask a question, in order.
std::vector<size_t> question_steps(const Plan& plan);

// The question about step `index`, given the reference state before it. The highlighted key is chosen
// from the step's index and n alone, so the app and the CLI ask the same question of the same input.
// Kind None for a step that asks nothing.
Question make_question(const Plan& plan, size_t index, const State& before);

// What step question.step really does: runs it on a copy of `before` with the CPU reference.
Answer answer_question(const Plan& plan, const Question& question, const State& before);

struct Marking {
    bool right = false;
    std::string verdict;              // "Right." or "Not quite."
    std::vector<std::string> notes;   // what really happened, and where the guess differed
};
// `guess.swaps` may be shorter than the choices (the rest count as "does not swap").
Marking mark_answer(const Plan& plan, const Question& question, const Answer& truth, const Answer& guess);

struct Score {
    uint32_t asked = 0;
    uint32_t right = 0;
    void add(const Marking& marking) {
        ++asked;
        right += marking.right ? 1 : 0;
    }
    std::string text() const;  // "3 of 4 right"
};

// "0-1 ascending", "2-3 descending": how a choice is written everywhere.
std::string choice_text(const Comparator& comparator);
// The true answer in words: "(2) 2-3, (4) 6-7: 2 of 8 comparators swap", "bin 5, position 17".
std::string answer_text(const Plan& plan, const Question& question, const Answer& answer);

// [SECTION] Worksheets (`sortscope-cli quiz`)
struct QuizItem {
    Question question;
    Answer answer;
    std::vector<uint32_t> keys_before;  // the first array's keys before the step
};
// One item per question step (or only step `only`, which must ask), from the CPU reference run on `keys`.
std::vector<QuizItem> make_quiz(const Plan& plan, std::span<const uint32_t> keys, std::span<const uint32_t> values,
                                std::optional<size_t> only);

enum class QuizFormat { Text, Markdown, Latex };
// The questions, each with the keys before its dispatch, then the answers (a teacher cuts the page there).
// LaTeX: a fragment of plain commands (\section*, tabular, enumerate) for any article.
std::string format_quiz(const Plan& plan, const std::string& input_label, const std::vector<QuizItem>& items,
                        QuizFormat format);

}  // namespace sortscope::algo
