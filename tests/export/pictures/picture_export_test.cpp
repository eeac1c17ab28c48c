// The step pictures of the algorithms that are not networks (radix's bins and prefix sums, rank's counts,
// onesweep's histograms, tiles and look-back) exported as files: the SVG and TikZ of three steps compared
// byte for byte with golden files (tests/export/golden/, rewritten with SORTSCOPE_UPDATE_GOLDEN=1 after a
// deliberate change: golden_file.hpp's comparison, as golden_test.cpp's), the PDF and PNG made and their shapes counted against the
// SVG's, the last step drawn when no step is given, and the choices that do not fit refused with the
// reason. The states come from the CPU reference, which the GPU matches dispatch for dispatch.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "export.hpp"
#include "export_test_util.hpp"
#include "golden_file.hpp"
#include "picture_test_util.hpp"
#include "sortscope/diagram/step_picture.hpp"

using namespace sortscope;

namespace {

struct PictureCase {
    std::string name;  // the golden files' stem
    const char* algorithm;
    algo::Options plan;
    size_t step;                  // an index into the plan's steps
    bool golden;                  // compared with golden files (the scan's 1024 bars and steps are not kept)
    std::vector<uint32_t> keys;   // the input; empty: random keys of seed 7
};

algo::Options onesweep_options(uint32_t n, algo::OnesweepPath path) {
    algo::Options options = algo::sized(n, 64);
    set_onesweep_path(options, path);
    options.tile = 256;                          // the smallest tile: n / 256 tiles
    options.device.independent_progress = true;  // so the look-back is never refused here
    return options;
}

std::vector<PictureCase> picture_cases() {
    // Rank's keys small enough to be written in their cells, with ties (they keep their input order).
    std::vector<uint32_t> small_keys;
    for (uint32_t i = 0; i < 12; ++i) small_keys.push_back(i * 37 % 50 / 2);
    return {
        {"radix-32-step-3", "radix", algo::sized(32), 2, true, {}},
        {"rank-12", "rank", algo::sized(12), 0, true, small_keys},
        // Four tiles: tile 2, where the picture starts, looks back at tile 1's aggregate and tile 0's prefix.
        {"onesweep-1024-lookback-step-3", "onesweep", onesweep_options(1024, algo::OnesweepPath::Lookback), 2, true, {}},
        {"onesweep-1024-scan", "onesweep", onesweep_options(1024, algo::OnesweepPath::Lookback), 1, false, {}},
        {"onesweep-1024-portable-count", "onesweep", onesweep_options(1024, algo::OnesweepPath::Portable), 0, false, {}},
    };
}

algo::Plan plan_of(const PictureCase& picture) { return algo::find_algorithm(picture.algorithm)->build(picture.plan); }

std::vector<uint32_t> keys_of(const algo::Plan& plan, const PictureCase* picture = nullptr) {
    if (picture != nullptr && !picture->keys.empty()) return picture->keys;
    return algo::generate_input(algo::Distribution::Random, plan.options.n, plan.options.batch, plan.options.key_type, 7);
}

}  // namespace

TEST_CASE("svg and tikz pictures of radix, rank and onesweep steps match the golden files", "[export][golden][pictures]") {
    for (const PictureCase& picture : picture_cases()) {
        if (!picture.golden) continue;
        const algo::Plan plan = plan_of(picture);
        REQUIRE(picture.step < plan.steps.size());
        const std::vector<uint32_t> keys = keys_of(plan, &picture);
        for (exports::Format format : {exports::Format::Svg, exports::Format::Tikz}) {
            exports::PictureExportOptions options;
            options.format = format;
            options.step = picture.step;
            test::check_golden(picture.name, format, exports::render_step_picture(plan, keys, options));
        }
    }
}

TEST_CASE("every picture format draws the same shapes, and pdf and png files are made", "[export][pictures]") {
    for (const PictureCase& picture : picture_cases()) {
        INFO(picture.name);
        const algo::Plan plan = plan_of(picture);
        const std::vector<uint32_t> keys = keys_of(plan, &picture);
        exports::PictureExportOptions options;
        options.step = picture.step;
        diagram::ShapeCounts svg_counts;
        const std::string svg = exports::render_step_picture(plan, keys, options, &svg_counts);
        size_t curves = 0, texts = 0;
        for (size_t role = 0; role < diagram::ShapeCounts::kRoles; ++role) {
            curves += svg_counts.curves[role];
            texts += svg_counts.texts[role];
        }
        CHECK(texts >= 4);  // at least the title, the sentence or note, and two rows' names
        // Radix's and rank's flows, onesweep's walk back; the histograms and the portable path have none.
        CHECK((curves > 0) == (picture.name.find("onesweep") == std::string::npos || picture.name.find("lookback") != std::string::npos));
        for (exports::Format format : {exports::Format::Pdf, exports::Format::Png, exports::Format::Tikz}) {
            options.format = format;
            diagram::ShapeCounts counts;
            const std::string bytes = exports::render_step_picture(plan, keys, options, &counts);
            for (size_t role = 0; role < diagram::ShapeCounts::kRoles; ++role) {
                CHECK(counts.rects[role] == svg_counts.rects[role]);
                CHECK(counts.curves[role] == svg_counts.curves[role]);
                CHECK(counts.texts[role] == svg_counts.texts[role]);
            }
            if (format == exports::Format::Pdf) CHECK(bytes.rfind("%PDF-", 0) == 0);
            if (format == exports::Format::Png) {
                const auto header = test::png_header(bytes);
                REQUIRE(header.has_value());
                CHECK(header->width == 1600);  // 800 points at two pixels a point
                CHECK(header->height == 900);
            }
        }
    }
}

TEST_CASE("without a step the picture is the last step's, once it has run", "[export][pictures]") {
    const algo::Plan plan = algo::find_algorithm("radix")->build(algo::sized(32));
    const std::vector<uint32_t> keys = keys_of(plan);
    exports::PictureExportOptions last;
    exports::PictureExportOptions explicit_last;
    explicit_last.step = plan.steps.size() - 1;
    CHECK(exports::render_step_picture(plan, keys, last) == exports::render_step_picture(plan, keys, explicit_last));
    // The last step is digit 7's scatter: its title says so.
    CHECK(exports::render_step_picture(plan, keys, last).find("Radix digit 7 of 8 (bits 28..31): scatter") != std::string::npos);
    // After the scatter the output row holds the keys (coloured by bin), before it only plates.
    const exports::StepStates states = exports::step_states(plan, keys, plan.steps.size() - 1);
    const diagram::Drawing drawing =
        test::flattened(diagram::layout_step_picture(plan, plan.steps.size() - 1, states.before, states.after));
    size_t plates = 0;
    for (const diagram::RectShape& rect : drawing.rects) plates += rect.role == diagram::Role::Plate ? 1 : 0;
    CHECK(plates == 0);
}

TEST_CASE("picture exports refuse a network, json and a step outside the plan, naming the reason", "[export][pictures]") {
    const algo::Plan radix = algo::find_algorithm("radix")->build(algo::sized(32));
    const std::vector<uint32_t> keys = keys_of(radix);
    exports::PictureExportOptions options;
    options.step = radix.steps.size();
    CHECK_THROWS_WITH(exports::render_step_picture(radix, keys, options), Catch::Contains("has steps 1.." + std::to_string(radix.steps.size())));
    options.step.reset();
    options.format = exports::Format::Json;
    CHECK_THROWS_WITH(exports::render_step_picture(radix, keys, options), Catch::Contains("json lists a network's comparators"));
    const algo::Plan bitonic = algo::find_algorithm("bitonic")->build(algo::sized(8));
    options.format = exports::Format::Svg;
    CHECK_THROWS_WITH(exports::render_step_picture(bitonic, keys_of(bitonic), options), Catch::Contains("its picture is the network"));
    CHECK_FALSE(diagram::has_step_picture(bitonic));
    CHECK(diagram::has_step_picture(radix));
}

TEST_CASE("a network's picture of a step is its network with the step lit", "[export][pictures]") {
    const algo::Plan bitonic = algo::find_algorithm("bitonic")->build(algo::sized(8));
    const exports::StepStates states = exports::step_states(bitonic, keys_of(bitonic), 2);
    const diagram::Drawing drawing = diagram::layout_step_picture(bitonic, 2, states.before, states.after);
    size_t lit = 0;
    for (const diagram::RectShape& rect : drawing.rects) lit += rect.role == diagram::Role::HighlightShade ? 1 : 0;
    CHECK(lit == 1);
    size_t comparators = 0;
    for (const diagram::LineShape& line : drawing.lines) comparators += line.role == diagram::Role::HighlightComparator ? 1 : 0;
    CHECK(comparators == 4);  // n / 2 comparators in the lit dispatch
    CHECK_THROWS_AS(diagram::layout_step_picture(bitonic, bitonic.steps.size(), states.before, states.after), std::invalid_argument);
}

TEST_CASE("a step picture laid out for a file stays on its page with its labels apart", "[export][pictures]") {
    const diagram::StepPictureOptions page;
    for (const PictureCase& picture : picture_cases()) {
        INFO(picture.name);
        const algo::Plan plan = plan_of(picture);
        const exports::StepStates states = exports::step_states(plan, keys_of(plan, &picture), picture.step);
        const diagram::Drawing drawing = diagram::layout_step_picture(plan, picture.step, states.before, states.after, page);
        CHECK(drawing.width == page.width);
        CHECK(drawing.height == page.height);
        test::check_inside(drawing, {0.0f, 0.0f, page.width, page.height}, page.style.fonts);
    }
}
