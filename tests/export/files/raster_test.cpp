// PNG and PDF exports: valid headers and the requested size (the PNG's IHDR width is the width asked
// for, its height keeps the drawing's proportions; the PDF's MediaBox is the drawing in points).
#include <catch2/catch.hpp>

#include <cmath>
#include <regex>

#include "algorithms/catalogue/registry.hpp"
#include "export.hpp"
#include "export_test_util.hpp"

using namespace sortscope;

TEST_CASE("png export has a PNG header and the requested width", "[export][png]") {
    const algo::Plan plan = algo::find_algorithm("odd-even-merge")->build(algo::sized(16));
    exports::ExportOptions options;
    options.format = exports::Format::Png;
    const diagram::Drawing drawing = exports::export_layout(plan, options).drawing;
    for (int width : {0, 1, 333, 1600}) {
        options.width_px = width;
        const auto header = test::png_header(exports::render_network(plan, options));
        INFO("--width " << width);
        REQUIRE(header.has_value());
        const long expected_width = width > 0 ? width : std::lround(drawing.width * exports::kDefaultPixelsPerPoint);
        CHECK(header->width == static_cast<uint32_t>(expected_width));
        const double scale = static_cast<double>(expected_width) / drawing.width;
        CHECK(header->height == static_cast<uint32_t>(std::max(1L, std::lround(drawing.height * scale))));
    }
}

TEST_CASE("png export refuses an image larger than it can make", "[export][png]") {
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(64));
    exports::ExportOptions options;
    options.format = exports::Format::Png;
    options.steps = exports::StepRange{0, 0};  // one dispatch: a drawing far taller than wide
    options.width_px = 20000;                  // so the height, in proportion, is over 32767 pixels
    CHECK_THROWS_AS(exports::render_network(plan, options), exports::ExportOptionError);
    options.steps.reset();
    options.width_px = 15000;                  // every side fits, but not in 100 million pixels
    CHECK_THROWS_AS(exports::render_network(plan, options), exports::ExportOptionError);
}

TEST_CASE("pdf export has a PDF header and a MediaBox the size of the drawing", "[export][pdf]") {
    for (const char* id : {"bitonic", "odd-even-transposition"}) {
        const algo::Plan plan = algo::find_algorithm(id)->build(algo::sized(12));
        exports::ExportOptions options;
        options.format = exports::Format::Pdf;
        options.shade = true;
        const diagram::Drawing drawing = exports::export_layout(plan, options).drawing;
        const std::string pdf = exports::render_network(plan, options);
        INFO(id);
        REQUIRE(pdf.rfind("%PDF-", 0) == 0);
        CHECK(pdf.find("%%EOF") != std::string::npos);
        std::smatch box;
        REQUIRE(std::regex_search(pdf, box, std::regex(R"(/MediaBox \[ *0 0 ([0-9.]+) ([0-9.]+) *\])")));
        CHECK(std::stod(box[1].str()) == Approx(drawing.width).margin(0.01));
        CHECK(std::stod(box[2].str()) == Approx(drawing.height).margin(0.01));
    }
}
