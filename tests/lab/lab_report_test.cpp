// The lab report's pure parts: finding the first difference after a dispatch and the comparators there,
// the JSON's escaping, and the lines that carry a report from the child process to the parent.
#include <catch2/catch.hpp>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/lab/lab_report_text.hpp"
#include "algorithms/lab/report_wire.hpp"

using namespace sortscope;

namespace {

algo::Plan bitonic_plan(uint32_t n) { return algo::find_algorithm("bitonic")->build(algo::sized(n, 4)); }

}  // namespace

TEST_CASE("compare_step names nothing when the GPU's state equals the reference's", "[lab][report]") {
    const algo::Plan plan = bitonic_plan(8);
    const std::vector<uint32_t> keys = {5, 1, 4, 2, 8, 7, 3, 6};
    algo::State state = algo::make_state(plan, keys);
    const algo::StepEffect effect = algo::reference_step(plan, plan.steps[0], state);
    CHECK_FALSE(algo::compare_step(plan, 0, effect, state, state).has_value());
}

TEST_CASE("compare_step names the first differing positions, both keys, and the comparators there", "[lab][report]") {
    const algo::Plan plan = bitonic_plan(8);
    const std::vector<uint32_t> keys = {5, 1, 4, 2, 8, 7, 3, 6};
    algo::State expected = algo::make_state(plan, keys);
    algo::State actual = expected;  // the GPU "did nothing" in dispatch 0
    const algo::StepEffect effect = algo::reference_step(plan, plan.steps[0], expected);
    const auto failure = algo::compare_step(plan, 0, effect, expected, actual);
    REQUIRE(failure.has_value());
    CHECK(failure->buffer == "keys");
    CHECK(failure->dispatch == 0);
    CHECK(failure->dispatches == plan.steps.size());
    // Dispatch 0 orders (0,1) ascending and (2,3) descending: both pairs swap, 5 1 4 2 -> 1 5 4 2 stays 4 2.
    REQUIRE(failure->differences.size() >= 2);
    CHECK(failure->differences[0].position == 0);
    CHECK(failure->differences[0].expected == 1);
    CHECK(failure->differences[0].actual == 5);
    CHECK(failure->differences[1].position == 1);
    REQUIRE_FALSE(failure->comparators.empty());
    CHECK(failure->comparators[0].i == 0);
    CHECK(failure->comparators[0].j == 1);
    CHECK(failure->comparators[0].ascending);
    CHECK_FALSE(failure->description.empty());
    CHECK_FALSE(failure->narration.empty());
}

TEST_CASE("a report survives the trip from the child process through its lines", "[lab][report]") {
    algo::LabReport report;
    report.exercise = "bitonic";
    report.kernel_path = "work dir/my\\kernel.comp";
    report.verdict = algo::LabVerdict::OutOfBounds;
    report.cases = {algo::CaseStatus::Pass, algo::CaseStatus::Fail, algo::CaseStatus::NotRun};
    report.compile_log = "line one\nline two\n";
    algo::LabFailure failure;
    failure.case_index = 1;
    failure.dispatch = 3;
    failure.dispatches = 10;
    failure.kernel = "bitonic_step.comp";
    failure.description = "stage 3";
    failure.narration = "two\nlines";
    failure.buffer = "keys";
    failure.message = "dispatch 3 wrote past the end";
    failure.differing = 2;
    failure.differences = {{-1, 7, 8}, {13, 0xA5A5A5A5u, 4}};
    failure.comparators = {{2, 6, false, 3}};
    report.failure = failure;
    const auto back = algo::decode_report(algo::encode_report(report));
    REQUIRE(back.has_value());
    CHECK(back->exercise == report.exercise);
    CHECK(back->kernel_path == report.kernel_path);
    CHECK(back->verdict == report.verdict);
    CHECK(back->cases == report.cases);
    CHECK(back->compile_log == report.compile_log);
    REQUIRE(back->failure.has_value());
    CHECK(back->failure->narration == failure.narration);
    CHECK(back->failure->message == failure.message);
    REQUIRE(back->failure->differences.size() == 2);
    CHECK(back->failure->differences[0].position == -1);
    CHECK(back->failure->differences[1].expected == 0xA5A5A5A5u);
    REQUIRE(back->failure->comparators.size() == 1);
    CHECK(back->failure->comparators[0].j == 6);
    CHECK_FALSE(back->failure->comparators[0].ascending);
    CHECK(back->failure->comparators[0].stage == 3);
}

TEST_CASE("a report cut off mid-way is not taken for a whole one", "[lab][report]") {
    algo::LabReport report;
    report.verdict = algo::LabVerdict::Pass;
    const std::string lines = algo::encode_report(report);
    CHECK(algo::decode_report(lines).has_value());
    CHECK_FALSE(algo::decode_report(lines.substr(0, lines.size() - 4)).has_value());
    CHECK_FALSE(algo::decode_report("verdict maybe\nend\n").has_value());
}

TEST_CASE("the JSON report escapes quotes, backslashes and newlines in what it quotes", "[lab][report][json]") {
    const algo::Exercise& exercise = *algo::find_exercise("rank");
    algo::LabReport report;
    report.exercise = "rank";
    report.kernel_path = "a \"quoted\" \\ path";
    report.verdict = algo::LabVerdict::CompileError;
    report.compile_log = "x.comp:3(1): error\n\tmore";
    const std::string json = algo::report_json(exercise, report);
    CHECK(json.find("\"kernel\": \"a \\\"quoted\\\" \\\\ path\"") != std::string::npos);
    CHECK(json.find("\"compile_log\": \"x.comp:3(1): error\\n\\tmore\"") != std::string::npos);
    CHECK(json.find("\"verdict\": \"compile-error\"") != std::string::npos);
    CHECK(json.find("\"passed\": false") != std::string::npos);
    CHECK(json.find("\"failure\": null") != std::string::npos);
}
