// Predict mode's questions (algo/quiz.hpp): every algorithm asks, the answers agree with what the step
// does (checked here by independent means: the keys of a single-stage network step, seed 003's ranks,
// a stable binning by digit), marking tells right from wrong, and worksheets list questions then answers.
#include <catch2/catch.hpp>

#include <algorithm>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/radix/radix.hpp"
#include "algorithms/sorts/rank/rank.hpp"
#include "algorithms/teaching/quiz.hpp"

using namespace sortscope;
using namespace sortscope::algo;

namespace {

Options small_options(uint32_t n) {
    Options options = sized(n, 4);
    options.tile = 8;
    return options;
}

}  // namespace

TEST_CASE("every algorithm asks questions, and each answer matches what its step does", "[cpu][quiz]") {
    for (const AlgorithmInfo& info : all_algorithms()) {
        for (uint32_t n : {2u, 13u, 32u}) {
            const Plan plan = info.build(small_options(n));
            const std::vector<uint32_t> keys = generate_input(Distribution::FewUnique, n, 1, KeyType::U32, 11);
            INFO(info.id << ", n = " << n);
            CHECK_FALSE(question_steps(plan).empty());
            State state = make_state(plan, keys);
            for (size_t s = 0; s < plan.steps.size(); ++s) {
                const Step& step = plan.steps[s];
                INFO("step " << s << ": " << describe(step));
                const Question question = make_question(plan, s, state);
                const Answer answer = answer_question(plan, question, state);
                const State before = state;
                reference_step(plan, step, state);
                const std::vector<uint32_t>& in = before[keys_buffer(step.source)];
                const std::vector<uint32_t>& out = state[keys_buffer(step.keys_after())];
                if (question.kind == QuestionKind::Swaps) {
                    REQUIRE(answer.swaps.size() == question.choices.size());
                    REQUIRE(!question.choices.empty());
                    if (step.stage_count == 1) {
                        // One stage: its comparators are disjoint, so a swap shows as the two keys exchanged.
                        for (size_t k = 0; k < question.choices.size(); ++k) {
                            const Comparator& c = question.choices[k];
                            const bool exchanged = in[c.i] != in[c.j] && out[c.i] == in[c.j] && out[c.j] == in[c.i];
                            CHECK(exchanged == (answer.swaps[k] != 0));
                        }
                    }
                } else if (question.kind != QuestionKind::None) {
                    CHECK(in[question.key_index] == question.key);
                    REQUIRE(answer.position < n);
                    CHECK(out[answer.position] == question.key);
                    if (question.kind == QuestionKind::BinAndPosition) CHECK(answer.bin < question.bins);
                }
            }
        }
    }
}

TEST_CASE("bitonic's first dispatch on 8 known keys swaps exactly the pairs out of their direction", "[cpu][quiz]") {
    const Plan plan = find_algorithm("bitonic")->build(sized(8, 4));
    const std::vector<uint32_t> keys = {3, 1, 2, 0, 5, 4, 6, 7};
    const State before = make_state(plan, keys);
    const Question question = make_question(plan, 0, before);
    REQUIRE(question.kind == QuestionKind::Swaps);
    REQUIRE(question.choices.size() == 4);
    // Pairs (0,1) up, (2,3) down, (4,5) up, (6,7) down: 3>1 swaps, 2>0 is already down, 5>4 swaps, 6<7 swaps.
    CHECK(question.choices[1].ascending == false);
    CHECK(answer_question(plan, question, before).swaps == std::vector<uint8_t>{1, 0, 1, 1});
    CHECK(choice_text(question.choices[1]) == "2-3 descending");
}

TEST_CASE("rank's answer is seed 003's rank of the highlighted key", "[cpu][quiz]") {
    for (const char* id : {"rank", "rank-shared"}) {
        const Plan plan = find_algorithm(id)->build(small_options(40));
        const std::vector<uint32_t> keys = generate_input(Distribution::FewUnique, 40, 1, KeyType::U32, 3);
        const State before = make_state(plan, keys);
        const Question question = make_question(plan, 0, before);
        REQUIRE(question.kind == QuestionKind::Destination);
        INFO(id << ": key at " << question.key_index);
        CHECK(answer_question(plan, question, before).position == rank_keys(plan.options, keys)[question.key_index].rank());
    }
}

TEST_CASE("radix's answer is the key's digit and its place in a stable binning by that digit", "[cpu][quiz]") {
    Options options = small_options(64);
    options.key_type = KeyType::I32;
    options.descending = true;
    const Plan plan = find_algorithm("radix")->build(options);
    const std::vector<uint32_t> keys = generate_input(Distribution::Random, 64, 1, KeyType::I32, 9);
    State state = make_state(plan, keys);
    size_t asked = 0;
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        if (question_kind(plan, s) == QuestionKind::BinAndPosition) {
            const Question question = make_question(plan, s, state);
            const Answer answer = answer_question(plan, question, state);
            const std::vector<uint32_t>& in = state[keys_buffer(plan.steps[s].source)];
            auto bin = [&](uint32_t key) { return (sort_key(options.key_type, true, key) >> question.shift) & 15u; };
            uint32_t position = 0;
            for (uint32_t i = 0; i < 64; ++i) {
                const bool earlier_bin = bin(in[i]) < bin(question.key);
                const bool same_bin_before = bin(in[i]) == bin(question.key) && i < question.key_index;
                position += earlier_bin || same_bin_before ? 1 : 0;
            }
            INFO("step " << s << ", key at " << question.key_index);
            CHECK(question.bins == 16);
            CHECK(answer.bin == bin(question.key));
            CHECK(answer.position == position);
            ++asked;
        }
        reference_step(plan, plan.steps[s], state);
    }
    CHECK(asked == 8);  // one scatter per 4-bit digit
}

TEST_CASE("onesweep's pass asks for the key's 8-bit digit, from its kernel's digit step", "[cpu][quiz]") {
    const Options options = sized(300);
    const Plan plan = find_algorithm("onesweep")->build(options);
    const std::vector<uint32_t> keys = generate_input(Distribution::Random, 300, 1, KeyType::U32, 5);
    State state = make_state(plan, keys);
    size_t asked = 0;
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        const QuestionKind kind = question_kind(plan, s);
        INFO("step " << s << ": " << describe(plan.steps[s]));
        // Only the passes move keys: the histograms, scans and counts ask nothing.
        CHECK((kind == QuestionKind::BinAndPosition) == (plan.steps[s].kernel == KernelId::OnesweepPass));
        if (kind == QuestionKind::BinAndPosition) {
            const Question question = make_question(plan, s, state);
            const Answer answer = answer_question(plan, question, state);
            CHECK(question.bins == 256);
            CHECK(question.shift == 8 * asked);
            CHECK(answer.bin == ((question.key >> question.shift) & 255u));
            ++asked;
        }
        reference_step(plan, plan.steps[s], state);
    }
    CHECK(asked == 4);  // one pass per 8-bit digit
}

TEST_CASE("a right answer is marked right, a wrong one wrong, and the score counts both", "[cpu][quiz]") {
    const Plan plan = find_algorithm("bitonic")->build(sized(8, 4));
    const State before = make_state(plan, std::vector<uint32_t>{3, 1, 2, 0, 5, 4, 6, 7});
    const Question question = make_question(plan, 0, before);
    const Answer truth = answer_question(plan, question, before);
    Score score;
    const Marking right = mark_answer(plan, question, truth, truth);
    CHECK(right.right);
    CHECK(right.verdict == "Right.");
    score.add(right);
    Answer guess;
    guess.swaps = {1, 1};  // (2) does not swap, and (3) and (4) were missed
    const Marking wrong = mark_answer(plan, question, truth, guess);
    CHECK_FALSE(wrong.right);
    REQUIRE(wrong.notes.size() == 3);
    CHECK(wrong.notes[0] == "Swapped: (1) 0-1 ascending, (3) 4-5 ascending, (4) 6-7 descending.");
    CHECK(wrong.notes[1] == "You missed (3) 4-5 ascending, (4) 6-7 descending.");
    CHECK_THAT(wrong.notes[2], Catch::Contains("(2) 2-3 descending"));
    score.add(wrong);
    CHECK(score.text() == "1 of 2 right");

    const Plan radix = find_algorithm("radix")->build(small_options(32));
    const State input = make_state(radix, generate_input(Distribution::Random, 32, 1, KeyType::U32, 2));
    const size_t scatter = question_steps(radix).front();
    State at = input;
    for (size_t s = 0; s < scatter; ++s) reference_step(radix, radix.steps[s], at);
    const Question key_question = make_question(radix, scatter, at);
    const Answer key_truth = answer_question(radix, key_question, at);
    Answer off_by_one = key_truth;
    off_by_one.position = (key_truth.position + 1) % 32;
    CHECK(mark_answer(radix, key_question, key_truth, key_truth).right);
    const Marking missed = mark_answer(radix, key_question, key_truth, off_by_one);
    CHECK_FALSE(missed.right);
    CHECK_THAT(missed.notes.back(), Catch::Contains("(you said " + std::to_string(off_by_one.position) + ")"));
}

TEST_CASE("the same step of the same input asks the same question", "[cpu][quiz]") {
    const Plan plan = find_algorithm("onesweep")->build(small_options(50));
    const std::vector<uint32_t> keys = generate_input(Distribution::Random, 50, 1, KeyType::U32, 4);
    const std::vector<QuizItem> first = make_quiz(plan, keys, {}, std::nullopt);
    const std::vector<QuizItem> second = make_quiz(plan, keys, {}, std::nullopt);
    REQUIRE(first.size() == 4);  // one pass per 8-bit digit
    for (size_t q = 0; q < first.size(); ++q) {
        CHECK(first[q].question.key_index == second[q].question.key_index);
        CHECK(first[q].answer.position == second[q].answer.position);
        CHECK(first[q].question.bins == 256);
    }
}

TEST_CASE("a worksheet lists the questions, then the answers, in text, Markdown and LaTeX", "[cpu][quiz]") {
    const Plan plan = find_algorithm("odd-even-transposition")->build(sized(6, 4));
    const std::vector<uint32_t> keys = {5, 4, 3, 2, 1, 0};
    const std::vector<QuizItem> items = make_quiz(plan, keys, {}, size_t{2});
    REQUIRE(items.size() == 1);
    const std::string text = format_quiz(plan, "typed", items, QuizFormat::Text);
    CHECK_THAT(text, Catch::Contains("Question 1: step 3 of 6"));
    CHECK(text.find("Answers") > text.find("(1) 0-1 ascending"));
    const std::string markdown = format_quiz(plan, "typed", items, QuizFormat::Markdown);
    CHECK_THAT(markdown, Catch::Contains("| position | 0 | 1 | 2 |") && Catch::Contains("## Answers"));
    const std::string latex = format_quiz(plan, "typed", items, QuizFormat::Latex);
    CHECK_THAT(latex, Catch::Contains("\\section*{Answers}") && Catch::Contains("\\begin{tabular}{lrrrrrr}"));
    CHECK(std::count(latex.begin(), latex.end(), '{') == std::count(latex.begin(), latex.end(), '}'));
    CHECK_THROWS_WITH(make_quiz(find_algorithm("radix")->build(small_options(32)), generate_input(Distribution::Random, 32, 1, KeyType::U32, 1),
                                {}, size_t{0}),
                      "step 1 asks no question");
}
