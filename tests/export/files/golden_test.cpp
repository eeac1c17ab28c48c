// The SVG and TikZ of three networks at n = 8 (bitonic, odd-even merge, odd-even transposition), with
// the default export options, and of four more that use the other options (shading, a highlight, a range
// of steps, no labels, no caption, the dark and mono styles, descending order, stages fused into one
// dispatch, n not a power of two), compared byte for byte with golden files. The golden files were made
// by the in-memory renderers before SVG and TikZ were streamed, so they also hold the streamed output to
// what was written before. After a deliberate change to the
// layout or a renderer, look at the new figures and then rewrite the golden files with
//   SORTSCOPE_UPDATE_GOLDEN=1 build/tests/export/export_tests "[golden]"
// (they are written into the source tree, tests/export/golden/, to be reviewed and committed; the
// comparison is golden_file.hpp's, which picture_export_test.cpp's golden pictures share).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "export.hpp"
#include "golden_file.hpp"

using namespace sortscope;

namespace {

// One golden file's network and options.
struct GoldenCase {
    std::string name;  // the file's stem
    const char* algorithm;
    algo::Options plan;
    exports::ExportOptions options;
};

std::vector<GoldenCase> golden_cases() {
    std::vector<GoldenCase> cases;
    for (const char* id : {"bitonic", "odd-even-merge", "odd-even-transposition"}) {
        cases.push_back({std::string(id) + "-8", id, algo::sized(8), {}});
    }
    GoldenCase shaded{"bitonic-16-shade-highlight-dark", "bitonic", algo::sized(16), {}};
    shaded.options.shade = true;
    shaded.options.highlight = 3;
    shaded.options.theme = diagram::Theme::Dark;
    cases.push_back(shaded);
    GoldenCase steps{"odd-even-merge-13-steps-no-labels-mono", "odd-even-merge", algo::sized(13), {}};
    steps.options.steps = exports::StepRange{2, 5};
    steps.options.highlight = 4;
    steps.options.labels = false;
    steps.options.theme = diagram::Theme::Mono;
    cases.push_back(steps);
    GoldenCase descending{"odd-even-transposition-6-desc-no-caption", "odd-even-transposition", algo::sized(6), {}};
    descending.plan.descending = true;
    descending.options.caption = false;
    descending.options.shade = true;
    cases.push_back(descending);
    GoldenCase fused{"bitonic-shared-32-fused", "bitonic-shared", algo::sized(32), {}};
    fused.plan.tile = 8;  // five dispatches, four of them fusing stages
    fused.options.highlight = 1;
    cases.push_back(fused);
    return cases;
}

}  // namespace

TEST_CASE("svg and tikz exports of seven networks match the golden files", "[export][golden]") {
    for (const GoldenCase& golden_case : golden_cases()) {
        const algo::Plan plan = algo::find_algorithm(golden_case.algorithm)->build(golden_case.plan);
        for (exports::Format format : {exports::Format::Svg, exports::Format::Tikz}) {
            exports::ExportOptions options = golden_case.options;
            options.format = format;
            test::check_golden(golden_case.name, format, exports::render_network(plan, options));
        }
    }
}
