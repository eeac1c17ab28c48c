// Predict mode driven headless through an EGL context: it asks before the dispatches that move keys, a
// right answer scores and a wrong one does not, the answer agrees with what the GPU then did, playing
// stops at a question, a lesson's chosen steps are the only ones that ask, answers typed as text or key
// by key are checked, and session files keep the mode.
#include <catch2/catch.hpp>

#include <algorithm>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/teaching/quiz.hpp"
#include "core/app_options.hpp"
#include "core/session/player.hpp"
#include "core/session/predict.hpp"
#include "core/lessons/session_file.hpp"
#include "core/session/sort_session.hpp"
#include "gpu_device.hpp"
#include "small_input.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

// What the CPU reference says the question's step will do, worked out before it runs.
algo::Answer expected_answer(const SortSession& session, const algo::Question& question) {
    return algo::answer_question(session.plan(), question, session.state_now());
}

// After a one-stage network step: did the GPU's keys show comparator c as swapped?
bool gpu_swapped(const SortSession& session, const algo::Comparator& c) {
    const std::vector<uint32_t>& before = session.state_before()[algo::keys_buffer(session.last_step()->source)];
    const auto keys = session.keys();
    return before[c.i] != before[c.j] && keys[c.i] == before[c.j] && keys[c.j] == before[c.i];
}

}  // namespace

TEST_CASE("predict mode scores a right answer, not a wrong one, and the GPU does what it said", "[gui][session][predict]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 8));
    PredictMode predict;
    predict.update(session);
    CHECK_FALSE(predict.asking());  // off: nothing asks
    predict.set_enabled(true);
    predict.update(session);
    REQUIRE(predict.asking());
    REQUIRE(predict.question()->kind == algo::QuestionKind::Swaps);
    CHECK(predict.question()->step == 0);
    CHECK(predict.question()->choices.size() == 4);

    // Right: pick exactly the comparators the reference swaps.
    const algo::Answer truth = expected_answer(session, *predict.question());
    for (size_t k = 0; k < truth.swaps.size(); ++k) {
        if (truth.swaps[k] != 0) predict.toggle_choice(k);
    }
    const algo::Question first = *predict.question();
    predict.submit(session);
    CHECK(session.cursor() == 1);
    REQUIRE(predict.result());
    CHECK(predict.result()->marking.right);
    CHECK(predict.result()->gpu_agrees);
    CHECK(predict.score().text() == "1 of 1 right");
    for (size_t k = 0; k < first.choices.size(); ++k) {
        INFO("comparator " << choice_text(first.choices[k]));
        CHECK(gpu_swapped(session, first.choices[k]) == (truth.swaps[k] != 0));
    }
    // The result stays until it is dismissed; then the next step asks.
    predict.update(session);
    CHECK_FALSE(predict.asking());
    predict.dismiss();
    predict.update(session);
    REQUIRE(predict.asking());
    CHECK(predict.question()->step == 1);

    // Wrong: pick exactly the comparators that do not swap.
    const algo::Answer second_truth = expected_answer(session, *predict.question());
    for (size_t k = 0; k < second_truth.swaps.size(); ++k) {
        if (second_truth.swaps[k] == 0) predict.toggle_choice(k);
    }
    predict.submit(session);
    REQUIRE(predict.result());
    CHECK_FALSE(predict.result()->marking.right);
    CHECK(predict.result()->marking.verdict == "Not quite.");
    CHECK(predict.score().asked == 2);
    CHECK(predict.score().right == 1);
    CHECK(session.cursor() == 2);
    CHECK(session.check().ok);
}

TEST_CASE("every algorithm asks in predict mode, and every answer is what the GPU then did", "[gui][session][predict]") {
    if (test::test_device() == nullptr) return;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        SortSession session(test::small_input(std::string(info.id), 13));
        PredictMode predict;
        predict.set_enabled(true);
        INFO(info.id);
        size_t asked = 0;
        while (!session.done()) {
            predict.update(session);
            if (!predict.asking()) {
                session.step();
                continue;
            }
            const algo::Question question = *predict.question();
            INFO("step " << question.step << ": " << question.dispatch);
            predict.submit(session);  // the empty answer: nothing swaps, bin 0, position 0
            REQUIRE(predict.result());
            const PredictResult& result = *predict.result();
            CHECK(result.gpu_agrees);
            const auto keys = session.keys();
            if (question.kind == algo::QuestionKind::Swaps) {
                const bool none = std::count(result.truth.swaps.begin(), result.truth.swaps.end(), uint8_t{1}) == 0;
                CHECK(result.marking.right == none);
                if (session.plan().steps[question.step].stage_count == 1) {
                    for (size_t k = 0; k < question.choices.size(); ++k) {
                        CHECK(gpu_swapped(session, question.choices[k]) == (result.truth.swaps[k] != 0));
                    }
                }
            } else {
                REQUIRE(result.truth.position < keys.size());
                CHECK(keys[result.truth.position] == question.key);  // the GPU put the key where the answer says
                CHECK(result.marking.right == (result.truth.position == 0 && result.truth.bin == 0));
            }
            predict.dismiss();
            ++asked;
        }
        CHECK(asked > 0);
        CHECK(predict.score().asked == asked);
        CHECK(session.sorted());
    }
}

TEST_CASE("playing stops before a question, and a lesson's chosen steps are the only ones that ask", "[gui][session][predict]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 8));
    PredictMode predict;
    predict.set_enabled(true);
    predict.set_steps({3});
    predict.update(session);
    CHECK_FALSE(predict.asking());  // step 0 was not chosen
    Player player;
    player.toggle(session);
    // A frame earns at most a step at this speed: play a few seconds' worth of frames.
    for (int frame = 0; frame < 20; ++frame) {
        player.advance(session, 1.0, [&](size_t step) { return predict.asks(session.plan(), step); });
    }
    CHECK_FALSE(player.playing());
    CHECK(session.cursor() == 3);
    predict.update(session);
    REQUIRE(predict.asking());
    CHECK(predict.question()->step == 3);
    // Stepping back forgets the question; coming forward asks it again.
    session.step_back();
    predict.update(session);
    CHECK_FALSE(predict.asking());
    session.step();
    predict.update(session);
    CHECK(predict.asking());
}

TEST_CASE("answers typed as text or key by key are checked against the question", "[gui][session][predict]") {
    if (test::test_device() == nullptr) return;
    SortSession session(test::small_input("bitonic", 8));
    PredictMode predict;
    predict.set_enabled(true);
    predict.update(session);
    REQUIRE(predict.asking());
    CHECK(predict.set_guess_text("5") == "there is no comparator 5 (they are 1..4)");
    CHECK(predict.set_guess_text("1,x") == "'x' is not a whole number");
    CHECK_FALSE(predict.set_guess_text("1,3"));
    CHECK(predict.guess().swaps == std::vector<uint8_t>{1, 0, 1, 0});
    CHECK_FALSE(predict.set_guess_text("none"));
    CHECK(predict.guess().swaps == std::vector<uint8_t>{0, 0, 0, 0});

    InputSpec radix = test::small_input("radix", 32);
    session.set_input(radix);
    predict.update(session);
    CHECK_FALSE(predict.asking());  // a count step moves no keys
    while (!predict.asking()) {
        session.step();
        predict.update(session);
    }
    REQUIRE(predict.question()->kind == algo::QuestionKind::BinAndPosition);
    CHECK(predict.set_guess_text("16,0") == "there is no bin 16");
    CHECK(predict.set_guess_text("3") == "the answer is a bin and a position, as bin,position");
    CHECK_FALSE(predict.set_guess_text("3,20"));
    // Key by key: the bin field first, digits type, Backspace erases, Tab goes to the position.
    predict.type_digit(1);
    CHECK(predict.guess().bin == 1);  // "31" is past the last bin: typing starts again
    predict.type_digit(2);
    CHECK(predict.guess().bin == 12);
    predict.erase_digit();
    CHECK(predict.guess().bin == 1);
    predict.next_field();
    predict.erase_digit();
    predict.erase_digit();
    predict.type_digit(2);
    predict.type_digit(9);
    predict.move_selection(1);
    CHECK(predict.guess().position == 30);
}

TEST_CASE("session files keep predict mode and its steps, and reject steps that are not numbers", "[gui][core]") {
    SessionFile file;
    file.slides.front().predict = true;
    file.slides.front().predict_steps = {0, 2, 5};
    const SessionRead read = session_from_json(session_to_json(file));
    REQUIRE(read.session);
    CHECK(read.session->slides.front().predict);
    CHECK(read.session->slides.front().predict_steps == std::vector<size_t>{0, 2, 5});
    const SessionRead off = session_from_json(session_to_json(SessionFile{}));
    REQUIRE(off.session);
    CHECK_FALSE(off.session->slides.front().predict);
    CHECK(session_from_json(R"({"sortscope_session": 1, "predict": {"steps": ["x"]}})").error ==
          "field 'predict.steps' must be a list of step numbers");
    CHECK(session_from_json(R"({"sortscope_session": 1, "predict": true})").error == "field 'predict' must be an object");
}

TEST_CASE("--predict turns Predict mode on, and --guess needs it", "[options]") {
    const char* on[] = {"--predict", "--guess", "1,3"};
    const AppOptions options = parse_app_options(std::span<char* const>(const_cast<char**>(on), 3));
    CHECK(options.predict);
    CHECK(options.guess == "1,3");
    const char* alone[] = {"--guess", "1"};
    CHECK_THROWS_WITH(parse_app_options(std::span<char* const>(const_cast<char**>(alone), 2)), "--guess needs --predict");
}

TEST_CASE("a radix question shows its key as the digits the sort reads", "[gui][core]") {
    algo::Question question;
    question.kind = algo::QuestionKind::BinAndPosition;
    question.key = 13;  // 11 01 in digits of 2 bits
    question.shift = 0;
    question.bins = 4;
    algo::Options options;
    CHECK(key_digits_line(question, options, 15) == "key 13 in digits of 2 bits: 11 01 (digit 0 at the right)");
    // As many digits as the largest key needs, and the asked digit at least.
    CHECK(key_digits_line(question, options, 200) == "key 13 in digits of 2 bits: 00 00 11 01 (digit 0 at the right)");
    question.shift = 6;
    CHECK(key_digits_line(question, options, 15) == "key 13 in digits of 2 bits: 00 00 11 01 (digit 0 at the right)");
    // Signed keys: their sort key, whose digits the sort reads.
    options.key_type = algo::KeyType::I32;
    question.shift = 28;
    question.bins = 16;
    CHECK_THAT(key_digits_line(question, options, 0x8000000Fu), Catch::StartsWith("sort key 2147483661 in digits of 4 bits: 1000 0000"));
    question.kind = algo::QuestionKind::Swaps;
    CHECK(key_digits_line(question, options, 15).empty());
}
