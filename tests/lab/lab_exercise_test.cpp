// The exercises: every one names an algorithm and a kernel region that exist, its file is its kernel
// with exactly that region cut out (so it never drifts from the kernel), its statement says how it is
// checked, and it is checked where wrong index math shows: a size that is not a power of two and
// several distributions.
#include <catch2/catch.hpp>

#include <set>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/lab/exercise_files.hpp"
#include "algorithms/teaching/region_markers.hpp"
#include "algorithms/text/lines.hpp"
#include "programs/shader_source.hpp"

using namespace sortscope;

TEST_CASE("every exercise runs an algorithm whose plan uses the exercise's kernel", "[lab][exercise]") {
    REQUIRE(algo::all_exercises().size() >= 5);
    for (const algo::Exercise& exercise : algo::all_exercises()) {
        INFO(exercise.name);
        REQUIRE(algo::find_algorithm(exercise.algorithm) != nullptr);
        REQUIRE(algo::find_exercise(exercise.name) == &exercise);
        for (const algo::LabCase& lab_case : algo::exercise_cases(exercise)) {
            const algo::Plan plan = algo::case_plan(exercise, lab_case);
            bool uses = false;
            for (const algo::Step& step : plan.steps) uses = uses || step.kernel == exercise.kernel;
            CHECK(uses);
            CHECK(algo::case_keys(lab_case).size() == lab_case.n);
            CHECK(algo::case_values(lab_case).size() == (exercise.values ? lab_case.n : 0));
        }
    }
}

TEST_CASE("every exercise is checked at a size that is not a power of two and at several distributions", "[lab][exercise]") {
    for (const algo::Exercise& exercise : algo::all_exercises()) {
        INFO(exercise.name);
        bool odd_size = false;
        for (const uint32_t n : exercise.sizes) odd_size = odd_size || (n & (n - 1)) != 0;
        CHECK(odd_size);
        CHECK(exercise.distributions.size() >= 3);
        CHECK(exercise.hints.size() >= 2);
        CHECK(exercise.local_size < exercise.sizes.front());  // several work groups
    }
}

TEST_CASE("an exercise's file is its kernel with exactly its region replaced by a TODO", "[lab][exercise]") {
    for (const algo::Exercise& exercise : algo::all_exercises()) {
        INFO(exercise.name);
        const std::string kernel = gpu::load_shader_text(std::string(algo::kernel_file(exercise.kernel)));
        const std::string cut = algo::exercise_kernel_text(exercise, kernel);
        const algo::RegionMarkers before = algo::parse_region_markers(kernel);
        const algo::RegionMarkers after = algo::parse_region_markers(cut);
        REQUIRE(before.ok());
        REQUIRE(after.ok());
        const algo::SourceRegion* region = before.find(exercise.region);
        REQUIRE(region != nullptr);
        const algo::SourceRegion* emptied = after.find(exercise.region);
        REQUIRE(emptied != nullptr);
        CHECK(emptied->end_line == emptied->begin_line + 2);  // one TODO line between the markers
        // Everything outside the region is the kernel's own text, line for line.
        const std::vector<std::string_view> kernel_lines = algo::split_lines(kernel);
        const std::vector<std::string_view> cut_lines = algo::split_lines(cut);
        REQUIRE(cut_lines.size() == kernel_lines.size() - (region->end_line - region->begin_line - 2));
        for (uint32_t line = 1; line <= region->begin_line; ++line) CHECK(cut_lines[line - 1] == kernel_lines[line - 1]);
        for (uint32_t line = region->end_line; line <= kernel_lines.size(); ++line) {
            CHECK(cut_lines[line - 1 - (region->end_line - region->begin_line - 2)] == kernel_lines[line - 1]);
        }
        CHECK(algo::trimmed(cut_lines[region->begin_line]).substr(0, 7) == "// TODO");
    }
}

TEST_CASE("an exercise's statement gives the task, the hints and the command that checks it", "[lab][exercise]") {
    for (const algo::Exercise& exercise : algo::all_exercises()) {
        INFO(exercise.name);
        const std::string statement = algo::exercise_statement(exercise);
        CHECK(statement.find(std::string(exercise.statement)) != std::string::npos);
        for (const std::string_view hint : exercise.hints) CHECK(statement.find(std::string(hint)) != std::string::npos);
        CHECK(statement.find("sortscope-cli lab check " + std::string(exercise.name) + " " +
                             algo::exercise_kernel_name(exercise)) != std::string::npos);
    }
}

TEST_CASE("exercise names are unique and each has its own file names", "[lab][exercise]") {
    std::set<std::string> files;
    for (const algo::Exercise& exercise : algo::all_exercises()) {
        CHECK(files.insert(algo::exercise_kernel_name(exercise)).second);
        CHECK(files.insert(algo::exercise_statement_name(exercise)).second);
    }
}
