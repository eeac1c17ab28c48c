// One vocabulary (docs/glossary.md): steps are numbered from 1 in every text (step 0 is the input);
// radix sorts compare nothing, so no text of radix or onesweep says "comparison", and their counters
// are named by the catalogue; source documents are named by author and year, never "seed 00N".
#include <catch2/catch.hpp>

#include <cctype>
#include <string>
#include <vector>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/plan/state.hpp"
#include "algorithms/teaching/narration.hpp"
#include "algorithms/teaching/quiz.hpp"
#include "algorithms/teaching/table.hpp"
#include "algorithms/text/steps.hpp"

using namespace sortscope::algo;

namespace {

// Every text an algorithm's plan shows at n = 16: its catalogue entry, the start and each step's
// description and narration, its tables' titles and columns, and its quiz.
std::vector<std::string> texts_of(const AlgorithmInfo& info) {
    std::vector<std::string> texts = {std::string(info.summary), std::string(info.description), std::string(info.source),
                                      std::string(info.work_counted), std::string(info.changes_counted)};
    const Plan plan = info.build(sized(16, 4));
    std::vector<uint32_t> keys(16);
    for (uint32_t i = 0; i < 16; ++i) keys[i] = (i * 7 + 3) % 16;
    State state = make_state(plan, keys);
    texts.push_back(narrate_start(plan));
    for (size_t s = 0; s < plan.steps.size(); ++s) {
        texts.push_back(describe(plan.steps[s]));
        for (const Table& table : step_tables(plan, s, state, TableMoment::AfterStep)) {
            texts.push_back(table.title);
            for (const std::string& column : table.columns) texts.push_back(column);
        }
        const StepEffect effect = reference_step(plan, plan.steps[s], state);
        texts.push_back(narrate(plan, plan.steps[s], effect));
    }
    for (QuizFormat format : {QuizFormat::Text, QuizFormat::Markdown, QuizFormat::Latex}) {
        texts.push_back(format_quiz(plan, "typed keys", make_quiz(plan, keys, {}, std::nullopt), format));
    }
    return texts;
}

bool says(const std::string& text, const std::string& word) {
    std::string lower = text;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower.find(word) != std::string::npos;
}

}  // namespace

TEST_CASE("steps are numbered from 1 and step 0 is the input", "[cpu][text][steps]") {
    CHECK(step_number(0) == 1);
    CHECK(step_name(3) == "step 4");
    CHECK(step_of(3, 10) == "step 4 of 10");
    CHECK(step_index(1, 10) == size_t{0});
    CHECK(step_index(10, 10) == size_t{9});
    CHECK_FALSE(step_index(0, 10));   // the input, not a dispatch
    CHECK_FALSE(step_index(11, 10));  // past the plan
    CHECK(plan_steps_text(6) == "steps 1..6");
    CHECK(plan_steps_text(1) == "step 1");
    CHECK(plan_steps_text(0) == "no steps");
    CHECK(stage_number(0) == 1);
}

TEST_CASE("every table names its step by the one numbering", "[cpu][text][steps]") {
    for (const AlgorithmInfo& info : all_algorithms()) {
        const Plan plan = info.build(sized(16, 4));
        State state = make_state(plan, std::vector<uint32_t>(16, 1));
        for (size_t s = 0; s < plan.steps.size(); ++s) {
            for (const Table& table : step_tables(plan, s, state, TableMoment::AfterStep)) {
                INFO(info.id << ": " << table.title);
                CHECK(table.title.rfind(step_name(s) + ": ", 0) == 0);
            }
            reference_step(plan, plan.steps[s], state);
        }
    }
}

TEST_CASE("radix and onesweep texts never say comparison, while rank's do", "[cpu][text][words]") {
    for (const char* id : {"radix", "onesweep"}) {
        const AlgorithmInfo& info = *find_algorithm(id);
        for (const std::string& text : texts_of(info)) {
            INFO(id << ": " << text);
            CHECK_FALSE(says(text, "comparison"));
        }
        CHECK(info.work_counted == "keys binned");
        CHECK(info.changes_counted == "moves");
    }
    // The search finds the word where it belongs.
    bool rank_says_it = false;
    for (const std::string& text : texts_of(*find_algorithm("rank"))) rank_says_it = rank_says_it || says(text, "comparison");
    CHECK(rank_says_it);
    CHECK(find_algorithm("bitonic")->work_counted == "comparators");
}

TEST_CASE("no text names a source document by its seed number", "[cpu][text][words]") {
    for (const AlgorithmInfo& info : all_algorithms()) {
        CHECK_FALSE(says(std::string(info.source), "seed"));
        for (const std::string& text : texts_of(info)) {
            INFO(info.id << ": " << text);
            CHECK_FALSE(says(text, "seed 00"));
        }
    }
    CHECK(find_algorithm("bitonic")->source.rfind("Zucchi 2013", 0) == 0);
    CHECK(find_algorithm("radix")->source.rfind("Huang, Intel 2019", 0) == 0);
}
