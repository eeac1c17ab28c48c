// Predict mode's questions, answers and marks (see quiz.hpp). The answers come from reference_step.
#include "algorithms/teaching/quiz.hpp"

#include <algorithm>
#include <stdexcept>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/plan/digit_step.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"

namespace sortscope::algo {

namespace {

// A well-mixed 64-bit hash (splitmix64's finaliser), so neighbouring steps highlight unrelated keys.
uint64_t mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// The digit a scatter step moves the keys by, as its kernel's catalogue entry says (digit_step.hpp);
// null for a step that is not a scatter by digit.
const DigitStep* scatter_digit(const Step& step, DigitStep& digit) {
    const auto digit_step = kernel_info(step.kernel).digit_step;
    if (digit_step == nullptr) return nullptr;
    digit = digit_step(step);
    return digit.part == DigitPart::Scatter ? &digit : nullptr;
}

// The bin of `key` at the digit of `bits` bits from bit `shift` of its sort key.
uint32_t bin_of(const Plan& plan, uint32_t key, uint32_t shift, uint32_t bits) {
    return (sort_key(plan.options.key_type, plan.options.descending, key) >> shift) & ((1u << bits) - 1u);
}

std::string list_choices(const Question& question, const std::vector<uint8_t>& picked, uint8_t want) {
    std::string text;
    for (size_t k = 0; k < question.choices.size(); ++k) {
        const bool on = k < picked.size() && picked[k] != 0;
        if (on != (want != 0)) continue;
        text += (text.empty() ? "" : ", ") + ("(" + std::to_string(k + 1) + ") ") + choice_text(question.choices[k]);
    }
    return text;
}

}  // namespace

QuestionKind question_kind(const Plan& plan, size_t index) {
    if (index >= plan.steps.size() || plan.options.n < 2) return QuestionKind::None;
    const Step& step = plan.steps[index];
    if (kernel_info(step.kernel).comparators != nullptr) {
        return comparator_count(step) > 0 ? QuestionKind::Swaps : QuestionKind::None;
    }
    if (kernel_info(step.kernel).places_by_rank) return QuestionKind::Destination;
    DigitStep digit;
    return scatter_digit(step, digit) != nullptr ? QuestionKind::BinAndPosition : QuestionKind::None;
}

std::vector<size_t> question_steps(const Plan& plan) {
    std::vector<size_t> steps;
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        if (question_kind(plan, s) != QuestionKind::None) steps.push_back(s);
    }
    return steps;
}

Question make_question(const Plan& plan, size_t index, const State& before) {
    Question question;
    question.kind = question_kind(plan, index);
    question.step = index;
    if (question.kind == QuestionKind::None) return question;
    const Step& step = plan.steps[index];
    const uint32_t n = plan.options.n;
    question.dispatch = describe(step);
    question.positions = n;
    if (question.kind == QuestionKind::Swaps) {
        for_each_comparator(step, [&](const Comparator& c) {
            if (question.choices.size() < kMaxQuizChoices) question.choices.push_back(c);
            ++question.comparators;
        });
        question.prompt = "Which of these comparators will swap their keys?";
        if (question.comparators > question.choices.size()) {
            question.prompt += " (the first " + std::to_string(question.choices.size()) + " of its " +
                               std::to_string(question.comparators) + ")";
        }
        return question;
    }
    question.key_index = static_cast<uint32_t>(mix((uint64_t{index} << 32) ^ n) % n);
    question.key = before[keys_buffer(step.source)][question.key_index];
    const std::string key = format_key(plan.options.key_type, question.key);
    const std::string at = "Key " + key + " (at position " + std::to_string(question.key_index) + ")";
    if (question.kind == QuestionKind::Destination) {
        question.prompt = at + " counts the keys that go before it. At which position does it land?";
        return question;
    }
    DigitStep digit;
    scatter_digit(step, digit);
    question.shift = digit.shift;
    question.bins = 1u << digit.bits;
    // The digit is a group of bits of the sort key. For ascending u32 keys that is the key itself, as the
    // class was given it; other keys name their sort key too, in hexadecimal, which shows it digit by digit.
    const bool own_bits = plan.options.key_type == KeyType::U32 && !plan.options.descending;
    const std::string sort_key_text =
        own_bits ? "" : ", sort key " + format_sort_key(sort_key(plan.options.key_type, plan.options.descending, question.key));
    question.prompt = at + sort_key_text + ": which bin does digit " + std::to_string(digit.digit) + " (bits " + std::to_string(digit.shift) +
                      ".." + std::to_string(digit.shift + digit.bits - 1) +
                      ") put it in, and at which position does the scatter put it?";
    return question;
}

Answer answer_question(const Plan& plan, const Question& question, const State& before) {
    Answer answer;
    if (question.kind == QuestionKind::None) return answer;
    const Step& step = plan.steps.at(question.step);
    State after = before;
    if (question.kind == QuestionKind::Swaps) {
        answer.swaps.assign(question.choices.size(), 0);
        size_t seen = 0;
        reference_step(plan, step, after, [&](const Comparator&, bool swapped) {
            if (seen < answer.swaps.size()) answer.swaps[seen] = swapped ? 1 : 0;
            ++seen;
        });
        return answer;
    }
    reference_step(plan, step, after);
    // The highlighted key is the k-th copy of its bits before the step, so it is the k-th copy after it.
    const uint32_t n = plan.options.n;
    const std::vector<uint32_t>& in = before[keys_buffer(step.source)];
    const std::vector<uint32_t>& out = after[keys_buffer(step.keys_after())];
    const auto copies_before = static_cast<size_t>(std::count(in.begin(), in.begin() + question.key_index, question.key));
    size_t copies = 0;
    for (uint32_t p = 0; p < n; ++p) {
        if (out[p] != question.key) continue;
        if (copies++ == copies_before) {
            answer.position = p;
            break;
        }
    }
    DigitStep digit;
    if (question.kind == QuestionKind::BinAndPosition && scatter_digit(step, digit) != nullptr) {
        answer.bin = bin_of(plan, question.key, digit.shift, digit.bits);
    }
    return answer;
}

std::string choice_text(const Comparator& comparator) {
    return std::to_string(comparator.i) + "-" + std::to_string(comparator.j) + (comparator.ascending ? " ascending" : " descending");
}

std::string answer_text(const Plan& plan, const Question& question, const Answer& answer) {
    switch (question.kind) {
        case QuestionKind::None: return "no question";
        case QuestionKind::Swaps: {
            const auto swapped = static_cast<size_t>(std::count(answer.swaps.begin(), answer.swaps.end(), uint8_t{1}));
            const std::string list = list_choices(question, answer.swaps, 1);
            return (list.empty() ? std::string("none") : list) + ": " + std::to_string(swapped) + " of " +
                   count_of(question.choices.size(), "comparator", "comparators") +
                   (swapped == 1 || question.choices.size() == 1 ? " swaps" : " swap");
        }
        case QuestionKind::Destination:
            return "key " + format_key(plan.options.key_type, question.key) + " lands at position " + std::to_string(answer.position);
        case QuestionKind::BinAndPosition:
            return "key " + format_key(plan.options.key_type, question.key) + " goes to bin " + std::to_string(answer.bin) +
                   " and lands at position " + std::to_string(answer.position);
    }
    return {};
}

Marking mark_answer(const Plan& plan, const Question& question, const Answer& truth, const Answer& guess) {
    Marking marking;
    if (question.kind == QuestionKind::Swaps) {
        std::vector<uint8_t> picked(question.choices.size(), 0);
        std::copy_n(guess.swaps.begin(), std::min(guess.swaps.size(), picked.size()), picked.begin());
        marking.right = picked == truth.swaps;
        const std::string swapped = list_choices(question, truth.swaps, 1);
        marking.notes.push_back(swapped.empty() ? "No comparator swapped." : "Swapped: " + swapped + ".");
        std::vector<uint8_t> missed(picked.size(), 0);
        std::vector<uint8_t> wrong(picked.size(), 0);
        for (size_t k = 0; k < picked.size(); ++k) {
            missed[k] = truth.swaps[k] != 0 && picked[k] == 0 ? 1 : 0;
            wrong[k] = truth.swaps[k] == 0 && picked[k] != 0 ? 1 : 0;
        }
        if (const std::string text = list_choices(question, missed, 1); !text.empty()) marking.notes.push_back("You missed " + text + ".");
        if (const std::string text = list_choices(question, wrong, 1); !text.empty()) {
            marking.notes.push_back("These kept their keys (already in order, or equal): " + text + ".");
        }
    } else if (question.kind != QuestionKind::None) {
        const std::string key = format_key(plan.options.key_type, question.key);
        const bool bin_right = question.kind != QuestionKind::BinAndPosition || guess.bin == truth.bin;
        marking.right = bin_right && guess.position == truth.position;
        if (question.kind == QuestionKind::BinAndPosition) {
            marking.notes.push_back("Key " + key + " goes to bin " + std::to_string(truth.bin) +
                                    (bin_right ? "." : " (you said " + std::to_string(guess.bin) + ")."));
        }
        marking.notes.push_back("It lands at position " + std::to_string(truth.position) +
                                (guess.position == truth.position ? "." : " (you said " + std::to_string(guess.position) + ")."));
    }
    marking.verdict = marking.right ? "Right." : "Not quite.";
    return marking;
}

std::string Score::text() const { return std::to_string(right) + " of " + std::to_string(asked) + " right"; }

std::vector<QuizItem> make_quiz(const Plan& plan, std::span<const uint32_t> keys, std::span<const uint32_t> values,
                                std::optional<size_t> only) {
    if (only && question_kind(plan, *only) == QuestionKind::None) {
        throw std::invalid_argument(step_name(*only) + " asks no question");
    }
    std::vector<QuizItem> items;
    State state = make_state(plan, keys, values);
    const size_t last = only ? *only : plan.steps.size();
    for (size_t s = 0; s < plan.steps.size() && s <= last; ++s) {
        if ((!only || s == *only) && question_kind(plan, s) != QuestionKind::None) {
            QuizItem item;
            item.question = make_question(plan, s, state);
            item.answer = answer_question(plan, item.question, state);
            const std::vector<uint32_t>& now = state[keys_buffer(plan.steps[s].source)];
            item.keys_before.assign(now.begin(), now.begin() + plan.options.n);
            items.push_back(std::move(item));
        }
        if (only && s == *only) break;
        reference_step(plan, plan.steps[s], state);
    }
    return items;
}

}  // namespace sortscope::algo
