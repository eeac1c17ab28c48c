// Streamed exports. The layout painted as it is walked (paint_network over a NetworkFrame, which holds
// no comparators) hands a painter exactly the shapes, in the same order, as the layout the GUI holds
// (layout_network's drawing), with the options the exports use and the GUI's windows of wires and
// single-column stages too; the SVG and TikZ written through a sink arrive in chunks, not whole; and
// the estimated file size, the disk's share of the budget, is never below the file and not far above
// (odd-even merge's stages hold fewer than the n/2 comparators the estimate counts, hence 2.5 times),
// and a PNG's memory estimate counts its pixels exactly.
#include <catch2/catch.hpp>

#include <cstdio>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "export.hpp"
#include "export_test_util.hpp"
#include "file_estimate.hpp"
#include "picture.hpp"
#include "sortscope/diagram/network_layout.hpp"

using namespace sortscope;

namespace {

// Every shape as a line of text, floats exactly (hexadecimal), so two paintings compare as lists.
class ShapeRecorder : public diagram::Painter {
public:
    void rect(const diagram::RectShape& r) override { add("rect", {r.x, r.y, r.width, r.height}, r.role); }
    void quad(const diagram::QuadShape& q) override {
        add("quad", {q.x[0], q.y[0], q.x[1], q.y[1], q.x[2], q.y[2], q.x[3], q.y[3]}, q.role);
    }
    void polyline(const diagram::PolylineShape& p) override {
        add("polyline " + std::to_string(p.points.size() / 2), {p.width}, p.role);
    }
    void curve(const diagram::CurveShape& c) override {
        add("curve", {c.x[0], c.y[0], c.x[1], c.y[1], c.x[2], c.y[2], c.x[3], c.y[3], c.width}, c.role);
    }
    void line(const diagram::LineShape& l) override {
        add(l.dashed ? "dashed line" : "line", {l.x0, l.y0, l.x1, l.y1, l.width}, l.role);
    }
    void triangle(const diagram::TriangleShape& t) override {
        add("triangle", {t.x[0], t.y[0], t.x[1], t.y[1], t.x[2], t.y[2]}, t.role);
    }
    void dot(const diagram::DotShape& d) override { add("dot", {d.x, d.y, d.radius}, d.role); }
    void text(const diagram::TextShape& t) override { add("text " + t.text, {t.x, t.y, t.size}, t.role); }

    std::vector<std::string> shapes;

private:
    void add(const std::string& kind, std::initializer_list<float> numbers, diagram::Role role) {
        std::string line = kind + " " + diagram::role_name(role);
        for (float number : numbers) {
            char text[32];
            std::snprintf(text, sizeof text, " %a", static_cast<double>(number));
            line += text;
        }
        shapes.push_back(line);
    }
};

struct LayoutCase {
    std::string name;
    diagram::NetworkLayoutOptions options;
};

std::vector<LayoutCase> layout_cases(uint32_t n) {
    std::vector<LayoutCase> cases{{"defaults", {}}};
    LayoutCase shaded{"shade and highlight", {}};
    shaded.options.shade = true;
    shaded.options.highlight = 2;
    cases.push_back(shaded);
    LayoutCase steps{"steps 2..4, no labels, caption or numbers", {}};
    steps.options.first_step = 1;
    steps.options.last_step = 3;
    steps.options.labels = false;
    steps.options.caption = false;
    steps.options.dispatch_numbers = false;
    cases.push_back(steps);
    LayoutCase columns{"one column a stage", {}};
    columns.options.subcolumns = false;
    cases.push_back(columns);
    if (n > 12) {
        LayoutCase window{"a window of wires 5..11", {}};
        window.options.first_wire = 5;
        window.options.wire_count = 7;
        cases.push_back(window);
    }
    return cases;
}

algo::Plan network_plan(const char* id, uint32_t n) {
    algo::Options options = algo::sized(n);
    if (std::string(id) == "bitonic-shared") options.tile = 8;
    return algo::find_algorithm(id)->build(options);
}

constexpr const char* kNetworks[] = {"bitonic", "odd-even-merge", "odd-even-transposition", "bitonic-shared"};

}  // namespace

TEST_CASE("the streamed layout paints exactly the shapes of the layout the GUI holds, in its order", "[export][streaming]") {
    for (const char* id : kNetworks) {
        for (uint32_t n : {1u, 2u, 13u, 64u}) {
            const algo::Plan plan = network_plan(id, n);
            for (const LayoutCase& layout_case : layout_cases(n)) {
                INFO(id << " at n = " << n << ": " << layout_case.name);
                const diagram::NetworkLayout held = diagram::layout_network(plan, layout_case.options);
                ShapeRecorder from_drawing;
                diagram::paint(held.drawing, from_drawing);
                const diagram::NetworkFrame frame = diagram::frame_network(plan, layout_case.options);
                ShapeRecorder streamed;
                diagram::paint_network(plan, layout_case.options, frame, streamed);
                REQUIRE(streamed.shapes.size() == from_drawing.shapes.size());
                CHECK(streamed.shapes == from_drawing.shapes);
                CHECK(frame.drawing.width == held.drawing.width);
                CHECK(frame.drawing.height == held.drawing.height);
                // The frame holds no comparator: its shapes grow with the wires and steps only.
                CHECK(frame.drawing.dots.empty());
                CHECK(frame.drawing.triangles.empty());
            }
        }
    }
}

TEST_CASE("svg and tikz reach their sink in chunks and equal the files rendered from the held drawing", "[export][streaming]") {
    const algo::Plan plan = network_plan("bitonic", 512);
    for (exports::Format format : {exports::Format::Svg, exports::Format::Tikz}) {
        INFO(exports::format_name(format));
        exports::ExportOptions options;
        options.format = format;
        options.shade = true;
        std::string streamed;
        size_t chunks = 0;
        size_t largest = 0;
        exports::write_network(plan, options, [&](std::string_view part) {
            streamed += part;
            ++chunks;
            largest = std::max(largest, part.size());
        });
        CHECK(streamed == exports::render_network(plan, options));
        // About 2 MB in pieces of about 64 KB (a piece ends at the first shape past 64 KB).
        CHECK(streamed.size() > 1'000'000);
        CHECK(chunks >= streamed.size() / (exports::ChunkedText::kChunkBytes + 4096));
        CHECK(largest < exports::ChunkedText::kChunkBytes + 4096);
    }
}

TEST_CASE("the estimated file size is never below the file and at most 2.5 times it", "[export][streaming]") {
    for (const char* id : kNetworks) {
        for (uint32_t n : {8u, 100u, 512u}) {
            const algo::Plan plan = network_plan(id, n);
            for (exports::Format format : {exports::Format::Svg, exports::Format::Tikz, exports::Format::Json}) {
                exports::ExportOptions options;
                options.format = format;
                const uint64_t actual = exports::render_network(plan, options).size();
                const uint64_t estimate = exports::estimated_file_bytes(plan, format);
                INFO(id << " at n = " << n << " as " << exports::format_name(format) << ": " << actual << " bytes, estimated "
                        << estimate);
                CHECK(estimate >= actual);
                CHECK(estimate <= actual * 5 / 2 + 8192);
            }
        }
    }
}

TEST_CASE("a png's memory estimate counts the pixels of the image it makes", "[export][streaming]") {
    const algo::Plan plan = network_plan("odd-even-merge", 16);
    exports::ExportOptions options;
    options.format = exports::Format::Png;
    auto pixels_of = [&](int width_px) {
        options.width_px = width_px;
        const auto header = test::png_header(exports::render_network(plan, options));
        REQUIRE(header.has_value());
        return uint64_t{header->width} * header->height;
    };
    auto estimate_of = [&](int width_px) {
        options.width_px = width_px;
        return exports::export_cost(plan, options).bytes;
    };
    // The same plan and layout: what differs between two widths is the image alone, 5 bytes a pixel.
    const uint64_t small = pixels_of(200);
    const uint64_t large = pixels_of(3000);
    CHECK(estimate_of(3000) - estimate_of(200) == 5 * (large - small));
    CHECK(estimate_of(0) - estimate_of(200) == 5 * (pixels_of(0) - small));
}
