// Predict mode's state (see predict.hpp).
#include "core/session/predict.hpp"

#include <algorithm>
#include <sstream>

#include "algorithms/plan/keys.hpp"

namespace sortscope::ui {

void PredictMode::set_enabled(bool on) {
    m_enabled = on;
    if (!on) forget();
}

void PredictMode::forget() {
    m_question.reset();
    m_result.reset();
    m_guess = {};
}

bool PredictMode::asks(const algo::Plan& plan, size_t index) const {
    if (!m_enabled || algo::question_kind(plan, index) == algo::QuestionKind::None) return false;
    return m_steps.empty() || std::find(m_steps.begin(), m_steps.end(), index) != m_steps.end();
}

void PredictMode::update(const SortSession& session) {
    if (session.plan_version() != m_plan_version) {
        m_plan_version = session.plan_version();
        forget();
    }
    if (!m_enabled) return;
    const size_t cursor = session.cursor();
    // A question is about the step under the cursor, a result about the one just run: moved elsewhere
    // (back, a seek, a new input), they are forgotten.
    if (m_question && m_question->step != cursor) m_question.reset();
    if (m_result && m_result->question.step + 1 != cursor) m_result.reset();
    if (m_question || m_result || session.done() || !asks(session.plan(), cursor)) return;
    m_question = algo::make_question(session.plan(), cursor, session.state_now());
    m_guess = {};
    m_guess.swaps.assign(m_question->choices.size(), 0);
    m_selected = 0;
    m_field = m_question->kind == algo::QuestionKind::BinAndPosition ? 0 : 1;
}

void PredictMode::toggle_choice(size_t k) {
    if (k < m_guess.swaps.size()) m_guess.swaps[k] ^= 1;
}

void PredictMode::set_bin(uint32_t bin) {
    if (m_question && bin < m_question->bins) m_guess.bin = bin;
}

void PredictMode::set_position(uint32_t position) {
    if (m_question && position < m_question->positions) m_guess.position = position;
}

uint32_t PredictMode::field_limit() const {
    if (!m_question) return 0;
    return m_field == 0 ? m_question->bins : m_question->positions;
}

void PredictMode::move_selection(int delta) {
    if (!m_question) return;
    if (m_question->kind == algo::QuestionKind::Swaps) {
        const auto count = static_cast<int>(m_question->choices.size());
        if (count > 0) m_selected = static_cast<size_t>(std::clamp(static_cast<int>(m_selected) + delta, 0, count - 1));
        return;
    }
    // Key questions: the arrows step the field's number; Up is +1.
    uint32_t& value = m_field == 0 ? m_guess.bin : m_guess.position;
    const auto next = static_cast<int64_t>(value) + delta;
    value = static_cast<uint32_t>(std::clamp<int64_t>(next, 0, static_cast<int64_t>(field_limit()) - 1));
}

void PredictMode::next_field() {
    if (m_question && m_question->kind == algo::QuestionKind::BinAndPosition) m_field = 1 - m_field;
}

void PredictMode::type_digit(uint32_t digit) {
    if (!m_question || m_question->kind == algo::QuestionKind::Swaps) return;
    uint32_t& value = m_field == 0 ? m_guess.bin : m_guess.position;
    const uint64_t typed = uint64_t{value} * 10 + digit;
    // Past the last bin or position, typing starts the number again.
    value = typed < field_limit() ? static_cast<uint32_t>(typed) : (digit < field_limit() ? digit : value);
}

void PredictMode::erase_digit() {
    if (!m_question || m_question->kind == algo::QuestionKind::Swaps) return;
    uint32_t& value = m_field == 0 ? m_guess.bin : m_guess.position;
    value /= 10;
}

std::optional<std::string> PredictMode::set_guess_text(const std::string& text) {
    if (!m_question) return std::string("there is no question to answer at this step");
    std::vector<uint64_t> numbers;
    std::string item;
    std::istringstream in(text);
    while (std::getline(in, item, ',')) {
        if (item.empty() || item.find_first_not_of("0123456789") != std::string::npos || item.size() > 9) {
            if (item == "none" && m_question->kind == algo::QuestionKind::Swaps) continue;
            return "'" + item + "' is not a whole number";
        }
        numbers.push_back(std::stoull(item));
    }
    switch (m_question->kind) {
        case algo::QuestionKind::Swaps:
            m_guess.swaps.assign(m_question->choices.size(), 0);
            for (uint64_t k : numbers) {
                if (k < 1 || k > m_question->choices.size()) {
                    return "there is no comparator " + std::to_string(k) + " (they are 1.." + std::to_string(m_question->choices.size()) + ")";
                }
                m_guess.swaps[k - 1] = 1;
            }
            return std::nullopt;
        case algo::QuestionKind::Destination:
            if (numbers.size() != 1) return std::string("the answer is one position");
            if (numbers[0] >= m_question->positions) return "there is no position " + std::to_string(numbers[0]);
            m_guess.position = static_cast<uint32_t>(numbers[0]);
            return std::nullopt;
        case algo::QuestionKind::BinAndPosition:
            if (numbers.size() != 2) return std::string("the answer is a bin and a position, as bin,position");
            if (numbers[0] >= m_question->bins) return "there is no bin " + std::to_string(numbers[0]);
            if (numbers[1] >= m_question->positions) return "there is no position " + std::to_string(numbers[1]);
            m_guess.bin = static_cast<uint32_t>(numbers[0]);
            m_guess.position = static_cast<uint32_t>(numbers[1]);
            return std::nullopt;
        case algo::QuestionKind::None: break;
    }
    return std::string("this step asks nothing");
}

void PredictMode::submit(SortSession& session) {
    if (!m_question || m_question->step != session.cursor()) return;
    PredictResult result;
    result.question = std::move(*m_question);
    m_question.reset();
    result.guess = m_guess;
    // The reference's state now is the state before the step: the answer is that step run on the CPU.
    result.truth = algo::answer_question(session.plan(), result.question, session.state_now());
    result.marking = algo::mark_answer(session.plan(), result.question, result.truth, result.guess);
    m_score.add(result.marking);
    session.step();
    result.gpu_agrees = session.check().ok;
    m_result = std::move(result);
}

std::string key_digits_line(const algo::Question& question, const algo::Options& options, uint32_t largest_sort_key) {
    if (question.kind != algo::QuestionKind::BinAndPosition || question.bins < 2) return {};
    uint32_t bits = 0;
    while ((1u << bits) < question.bins) ++bits;
    const uint32_t key = algo::sort_key(options.key_type, options.descending, question.key);
    // Enough digits for the largest key, and the asked one.
    uint32_t digits = question.shift / bits + 1;
    while (digits * bits < 32 && (largest_sort_key >> (digits * bits)) != 0) ++digits;
    std::string text;
    for (uint32_t d = digits; d-- > 0;) {
        for (uint32_t b = bits; b-- > 0;) {
            const uint32_t bit = d * bits + b;
            text += bit < 32 && ((key >> bit) & 1u) != 0 ? '1' : '0';
        }
        if (d > 0) text += ' ';
    }
    const bool own_bits = options.key_type == algo::KeyType::U32 && !options.descending;
    return std::string(own_bits ? "key " : "sort key ") + std::to_string(key) + " in digits of " + std::to_string(bits) +
           (bits == 1 ? " bit: " : " bits: ") + text + " (digit 0 at the right)";
}

}  // namespace sortscope::ui
