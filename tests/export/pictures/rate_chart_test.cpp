// The race's throughput chart (diagram/rate_chart.hpp) and its SVG (export/rate_chart_svg.hpp): the SVG
// parses (libxml2) and holds one polyline per algorithm through each of its points, ceilings and
// reference lines as polylines of their own classes, every drawn point as a circle, the legend's names,
// and the decade labels; a box too small for a plot says so instead.
#include <catch2/catch.hpp>

#include <libxml/parser.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>

#include <memory>
#include <set>
#include <tuple>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "rate_chart_svg.hpp"
#include "sortscope/diagram/rate_chart.hpp"

using namespace sortscope;

namespace {

struct DocDeleter {
    void operator()(xmlDoc* doc) const { xmlFreeDoc(doc); }
};
using Doc = std::unique_ptr<xmlDoc, DocDeleter>;

// The nodes `expression` selects (prefix svg: the SVG namespace), each as the value of `attribute`.
std::vector<std::string> select(xmlDoc* doc, const char* expression, const char* attribute) {
    std::unique_ptr<xmlXPathContext, void (*)(xmlXPathContext*)> context(xmlXPathNewContext(doc), xmlXPathFreeContext);
    xmlXPathRegisterNs(context.get(), BAD_CAST "svg", BAD_CAST "http://www.w3.org/2000/svg");
    std::unique_ptr<xmlXPathObject, void (*)(xmlXPathObject*)> result(xmlXPathEvalExpression(BAD_CAST expression, context.get()),
                                                                       xmlXPathFreeObject);
    std::vector<std::string> values;
    if (!result || !result->nodesetval) return values;
    for (int i = 0; i < result->nodesetval->nodeNr; ++i) {
        xmlNode* node = result->nodesetval->nodeTab[i];
        xmlChar* value = attribute != nullptr ? xmlGetProp(node, BAD_CAST attribute) : xmlNodeGetContent(node);
        values.emplace_back(value != nullptr ? reinterpret_cast<const char*>(value) : "");
        xmlFree(value);
    }
    return values;
}

std::vector<diagram::RateSeries> race_series() {
    using diagram::RateSeries;
    std::vector<RateSeries> series;
    series.push_back({"bitonic", diagram::rate_series_colour("bitonic"), false, {}, {{10, 2e6}, {11, 4e6}, {12, 7e6}}});
    series.push_back({"bitonic", diagram::rate_series_colour("bitonic", 170), true, {}, {{10, 5e8}, {11, 5e8}, {12, 5e8}}});
    series.push_back({"radix", diagram::rate_series_colour("radix"), false, {}, {{10, 1e6}, {11, 3e6}, {12, 9e6}}});
    series.push_back({"std::sort", diagram::rate_series_colour("std::sort"), false, {}, {{10, 8e7}, {11, 7e7}, {12, 6e7}}});
    series.push_back({"CUB SortKeys", {240, 240, 245, 230}, true, "an H100 <elsewhere> & co", {{11, 3e8}, {12, 9e8}, {20, 5e10}}});
    return series;
}

diagram::RateChartLayout layout(const std::vector<diagram::RateSeries>& series, float width, float height) {
    const auto text_width = [](const std::string& text, float size) { return diagram::estimated_text_width(text, size); };
    const auto value_label = [](double value) { return std::to_string(static_cast<long long>(value)); };
    return diagram::layout_rate_chart(0.0f, 0.0f, width, height, series, 10, 12, diagram::RateChartStyle{}, {text_width, value_label});
}

}  // namespace

TEST_CASE("the race chart's SVG parses and has one polyline per algorithm through its points", "[export][race-chart]") {
    const std::vector<diagram::RateSeries> series = race_series();
    const diagram::RateChartLayout chart = layout(series, 936.0f, 516.0f);
    REQUIRE_FALSE(chart.too_small);
    exports::RateChartPage page;
    page.title = "a test on llvmpipe";
    const std::string svg = exports::rate_chart_svg(chart, page);
    Doc doc(xmlReadMemory(svg.data(), static_cast<int>(svg.size()), "race.svg", nullptr, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING));
    REQUIRE(doc);
    CHECK(select(doc.get(), "/svg:svg", "width") == std::vector<std::string>{"960"});

    // One polyline per sort measured here, named, through every point; the ceiling and the reference
    // line as their own polylines.
    const std::vector<std::string> sorts = select(doc.get(), "//svg:polyline[@class='series']", "data-series");
    CHECK(std::multiset<std::string>(sorts.begin(), sorts.end()) == std::multiset<std::string>{"bitonic", "radix", "std::sort"});
    for (const std::string& points : select(doc.get(), "//svg:polyline[@class='series']", "points")) {
        CHECK(std::count(points.begin(), points.end(), ',') == 3);  // three sizes, "x,y" each
    }
    CHECK(select(doc.get(), "//svg:polyline[@class='ceiling']", "data-series") == std::vector<std::string>{"bitonic"});
    CHECK(select(doc.get(), "//svg:polyline[@class='reference']", "data-series") == std::vector<std::string>{"CUB SortKeys"});
    CHECK(select(doc.get(), "//svg:polyline[@class='ceiling']", "stroke-dasharray").front() == "7 5");
    // Points: three per sort, three of the reference line (open rings; the one at 2^20 is outside the
    // plot but drawn, clipped), none for the ceiling.
    CHECK(select(doc.get(), "//svg:circle[@fill!='none']", "cx").size() == 9);
    CHECK(select(doc.get(), "//svg:circle[@fill='none']", "cx").size() == 3);

    // The legend's names and the reference's source (escaped, and read back whole), the decade labels.
    const std::vector<std::string> texts = select(doc.get(), "//svg:text", nullptr);
    const auto has = [&](const std::string& text) { return std::find(texts.begin(), texts.end(), text) != texts.end(); };
    CHECK(has("bitonic"));
    CHECK(has("radix"));
    CHECK(has("std::sort"));
    CHECK(has("ceiling: copy bandwidth / modelled bytes per key"));
    CHECK(has("CUB SortKeys (measured elsewhere)"));
    CHECK(std::any_of(texts.begin(), texts.end(), [](const std::string& t) { return t.find("an H100 <elsewhere> & co") != std::string::npos; }));
    CHECK(has("1000000"));  // a decade line's label, as the caller writes it
    CHECK(has("2^11"));
}

TEST_CASE("the race chart lays points out by size across and log rate up, inside its plot", "[export][race-chart]") {
    const std::vector<diagram::RateSeries> series = race_series();
    const diagram::RateChartLayout chart = layout(series, 936.0f, 516.0f);
    // Radix's points: left to right by size, rising with its rate, inside the plot.
    std::vector<diagram::RateDot> radix;
    for (const diagram::RateDot& dot : chart.dots) {
        if (dot.series == 2) radix.push_back(dot);
    }
    REQUIRE(radix.size() == 3);
    CHECK(radix[0].x == Approx(chart.plot_x0));
    CHECK(radix[2].x == Approx(chart.plot_x1));
    CHECK(radix[0].y > radix[1].y);  // faster is higher
    CHECK(radix[1].y > radix[2].y);
    for (const diagram::RateDot& dot : radix) CHECK((dot.y >= chart.plot_y0 && dot.y <= chart.plot_y1));
    // A box too small for a plot holds only the note: no legend, the note's lines one under another and
    // inside the box (a projector at large type once showed the legend and the note over each other, the
    // note running off the right edge).
    const diagram::RateChartLayout tiny = layout(series, 240.0f, 90.0f);
    CHECK(tiny.too_small);
    CHECK(tiny.series_lines.empty());
    CHECK(tiny.legend_lines.empty());
    REQUIRE(tiny.texts.size() >= 2);
    CHECK(tiny.texts.front().text.find("too little room") == 0);
    for (size_t i = 0; i < tiny.texts.size(); ++i) {
        const diagram::RateText& line = tiny.texts[i];
        CHECK(line.x >= tiny.x);
        CHECK(line.x + diagram::estimated_text_width(line.text, line.size) <= tiny.x + tiny.width);
        CHECK(line.y + line.size <= tiny.y + tiny.height);
        if (i > 0) CHECK(line.y >= tiny.texts[i - 1].y + line.size);
    }
}

namespace {

diagram::RateChartLayout noted_layout(const std::vector<diagram::RateSeries>& series, const diagram::RateChartNotes& notes,
                                      uint32_t first = 10, uint32_t last = 12) {
    const auto text_width = [](const std::string& text, float size) { return diagram::estimated_text_width(text, size); };
    const auto value_label = [](double value) { return std::to_string(static_cast<long long>(value)); };
    return diagram::layout_rate_chart(0.0f, 0.0f, 900.0f, 480.0f, series, first, last, diagram::RateChartStyle{}, {text_width, value_label},
                                      notes);
}

const diagram::RateText* text_of(const diagram::RateChartLayout& chart, const std::string& wanted) {
    for (const diagram::RateText& text : chart.texts) {
        if (text.text == wanted) return &text;
    }
    return nullptr;
}

bool mentions(const diagram::RateChartLayout& chart, const std::string& part) {
    for (const diagram::RateText& text : chart.texts) {
        if (text.text.find(part) != std::string::npos) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("the race chart names each line at its end, names of lines ending together moved apart", "[export][race-chart]") {
    using diagram::RateSeries;
    // Three algorithms ending within a few percent of each other: one band on a log scale of seven decades.
    std::vector<RateSeries> series;
    series.push_back({"bitonic", diagram::rate_series_colour("bitonic"), false, {}, {{10, 2e6}, {12, 7.0e6}}});
    series.push_back({"bitonic-shared", diagram::rate_series_colour("bitonic-shared"), false, {}, {{10, 3e6}, {12, 7.2e6}}});
    series.push_back({"odd-even-merge", diagram::rate_series_colour("odd-even-merge"), false, {}, {{10, 1e6}, {12, 6.9e6}}});
    series.push_back({"std::sort", diagram::rate_series_colour("std::sort"), false, {}, {{10, 8e7}, {12, 6e7}}});
    series.push_back({"bitonic", diagram::rate_series_colour("bitonic", 170), true, {}, {{10, 5e8}, {12, 5e8}}});  // its ceiling
    diagram::RateChartNotes notes;
    notes.end_labels = true;
    const diagram::RateChartLayout chart = noted_layout(series, notes);
    REQUIRE_FALSE(chart.too_small);
    std::vector<const diagram::RateText*> names;
    for (const char* name : {"bitonic", "bitonic-shared", "odd-even-merge", "std::sort"}) {
        INFO(name);
        const diagram::RateText* label = text_of(chart, name);
        REQUIRE(label != nullptr);
        CHECK(label->x >= chart.plot_x1);                                    // right of the plot, at the line's end
        CHECK(label->x + diagram::estimated_text_width(name, label->size) <= chart.x + chart.width + 0.5f);  // not cut
        CHECK(label->y >= chart.plot_y0 - label->size);
        CHECK(label->y + label->size <= chart.plot_y1 + label->size);
        names.push_back(label);
    }
    for (size_t a = 0; a < names.size(); ++a) {
        for (size_t b = a + 1; b < names.size(); ++b) {
            INFO(names[a]->text << " and " << names[b]->text);
            CHECK(std::abs(names[a]->y - names[b]->y) >= names[a]->size);  // no two names overlap
        }
    }
    // The ceiling is no line of its own name: one "bitonic".
    int bitonic = 0;
    for (const diagram::RateText& text : chart.texts) bitonic += text.text == "bitonic" ? 1 : 0;
    CHECK(bitonic == 1);
}

TEST_CASE("the race chart's end names stay below its legend when they do not fit beside the plot", "[export][race-chart]") {
    // Seven lines ending together in a chart at a projector's height with large type: the names once
    // went up over the legend's ceiling entry (1280x720, two sizes up, the panel hidden).
    using diagram::RateSeries;
    std::vector<RateSeries> series;
    const char* names[] = {"std::sort", "std::stable_sort", "bitonic", "bitonic-shared", "odd-even-merge", "radix", "onesweep"};
    for (size_t k = 0; k < std::size(names); ++k) {
        const double end = 2e6 * (1.0 + 0.01 * static_cast<double>(k));
        series.push_back({names[k], diagram::rate_series_colour(names[k]), false, {}, {{10, 1e6}, {12, end}}});
    }
    series.push_back({"bitonic", diagram::rate_series_colour("bitonic", 170), true, {}, {{10, 5e8}, {12, 5e8}}});  // a ceiling
    diagram::RateChartStyle style;
    style.small_size = 22.0f;
    style.line_height = 26.0f;
    diagram::RateChartNotes notes;
    notes.end_labels = true;
    const auto text_width = [](const std::string& text, float size) { return diagram::estimated_text_width(text, size); };
    const auto value_label = [](double value) { return std::to_string(static_cast<long long>(value)); };
    const diagram::RateChartLayout chart =
        diagram::layout_rate_chart(0.0f, 0.0f, 780.0f, 280.0f, series, 10, 12, style, {text_width, value_label}, notes);
    REQUIRE_FALSE(chart.too_small);
    REQUIRE(static_cast<float>(std::size(names)) * style.small_size * 1.15f > chart.plot_y1 - chart.plot_y0);  // they do not fit
    const diagram::RateText* ceiling = nullptr;
    for (const diagram::RateText& text : chart.texts) {
        if (text.text.find("ceiling:") == 0) ceiling = &text;
    }
    REQUIRE(ceiling != nullptr);
    std::vector<const diagram::RateText*> labels;
    for (const char* name : names) {
        INFO(name);
        const diagram::RateText* label = nullptr;
        for (const diagram::RateText& text : chart.texts) {
            if (text.text == name && text.x >= chart.plot_x1) label = &text;
        }
        REQUIRE(label != nullptr);
        CHECK(label->y >= chart.plot_y0);                                 // below the legend's rows
        CHECK(label->y >= ceiling->y + ceiling->size);                    // not over the ceiling's entry
        CHECK(label->y + label->size <= chart.y + chart.height + 0.5f);  // inside the chart's box
        labels.push_back(label);
    }
    for (size_t a = 0; a < labels.size(); ++a) {
        for (size_t b = a + 1; b < labels.size(); ++b) {
            INFO(labels[a]->text << " and " << labels[b]->text);
            CHECK(std::abs(labels[a]->y - labels[b]->y) >= labels[a]->size);
        }
    }
}

TEST_CASE("the race chart leaves out its caption before its plot, and says what would make room", "[export][race-chart]") {
    // A finished race at 1280x720, two text sizes up, a lesson's slide above it: the whole chart left too
    // small a plot, so the finished race showed only the note. The plot now stays, without the axes'
    // caption and "run on ...", the CPU renderer's warning kept.
    std::vector<diagram::RateSeries> series = race_series();
    series.pop_back();  // no reference line
    diagram::RateChartStyle style;
    style.small_size = 22.0f;
    style.line_height = 26.0f;
    diagram::RateChartNotes notes;
    notes.end_labels = true;
    notes.renderer = "llvmpipe (LLVM 15.0.6, 256 bits)";
    notes.cpu_renderer = true;
    notes.room_advice = "a larger window, or normal type (P)";
    const auto text_width = [](const std::string& text, float size) { return diagram::estimated_text_width(text, size); };
    const auto value_label = [](double value) { return std::to_string(static_cast<long long>(value)); };
    const auto chart_of = [&](float height) {
        return diagram::layout_rate_chart(0.0f, 0.0f, 780.0f, height, series, 10, 12, style, {text_width, value_label}, notes);
    };
    // The heights where the whole chart's plot is under kSmallestRatePlot but the compact one's is not.
    const float whole_needs = diagram::rate_chart_height_needed(780.0f, diagram::kSmallestRatePlot, series, style, {text_width, value_label}, notes);
    const diagram::RateChartLayout compact = chart_of(whole_needs - 30.0f);
    REQUIRE_FALSE(compact.too_small);
    CHECK(compact.plot_y1 - compact.plot_y0 >= diagram::kSmallestRatePlot);
    CHECK_FALSE(mentions(compact, "across: keys"));
    CHECK_FALSE(mentions(compact, "run on "));
    CHECK(mentions(compact, "a CPU renderer"));
    const diagram::RateText* last_n = text_of(compact, "2^12");  // the n labels stay, left of the end names' column
    REQUIRE(last_n != nullptr);
    CHECK(last_n->x + diagram::estimated_text_width("2^12", last_n->size) <= compact.plot_x1 + 0.5f);
    for (const diagram::RateText& text : compact.texts) {
        INFO(text.text);
        CHECK(text.y + text.size <= compact.y + compact.height + 0.5f);
    }
    // With room, the whole chart.
    const diagram::RateChartLayout whole = chart_of(whole_needs + 200.0f);
    REQUIRE_FALSE(whole.too_small);
    CHECK(mentions(whole, "across: keys"));
    CHECK(mentions(whole, "run on "));
    // No room even so: the note, with the caller's advice.
    const diagram::RateChartLayout none = chart_of(140.0f);
    REQUIRE(none.too_small);
    std::string note;
    for (const diagram::RateText& text : none.texts) note += text.text + " ";
    CHECK(note == "too little room for the chart: a larger window, or normal type (P) ");
}

TEST_CASE("the race chart notes a reference line outside its range instead of dropping it silently", "[export][race-chart]") {
    using diagram::RateSeries;
    std::vector<RateSeries> series = race_series();
    series.push_back({"CUB at scale", {240, 240, 245, 230}, true, "an H100", {{20, 5e10}, {24, 6e10}}});
    const diagram::RateChartLayout chart = noted_layout(series, {});
    CHECK(mentions(chart, "CUB at scale (elsewhere) is not drawn: measured at 2^20..2^24, outside this race's 2^10..2^12"));
    CHECK_FALSE(mentions(chart, "CUB SortKeys (elsewhere) is not drawn"));  // it has points in the range
    // The same line inside a race that reaches it: drawn, no note.
    CHECK_FALSE(mentions(noted_layout(series, {}, 10, 22), "is not drawn"));
}

TEST_CASE("the race chart names the renderer that ran it and warns, in the chart, when it is a CPU", "[export][race-chart]") {
    CHECK(diagram::is_cpu_renderer("llvmpipe (LLVM 15.0.6, 256 bits)"));
    CHECK(diagram::is_cpu_renderer("softpipe"));
    CHECK(diagram::is_cpu_renderer("Mesa X11 SWRAST"));
    CHECK_FALSE(diagram::is_cpu_renderer("NVIDIA H200/PCIe/SSE2"));
    CHECK_FALSE(diagram::is_cpu_renderer("AMD Radeon RX 7900 XTX (radeonsi, navi31, LLVM 15.0.6, DRM 3.52)"));
    for (const char* renderer : {"llvmpipe (LLVM 15.0.6, 256 bits)", "NVIDIA H200/PCIe/SSE2"}) {
        INFO(renderer);
        diagram::RateChartNotes notes;
        notes.renderer = renderer;
        notes.cpu_renderer = diagram::is_cpu_renderer(renderer);
        const diagram::RateChartLayout chart = noted_layout(race_series(), notes);
        const diagram::RateText* ran = text_of(chart, std::string("run on ") + renderer);
        REQUIRE(ran != nullptr);
        CHECK(ran->y >= chart.plot_y1);  // under the plot, inside the chart's box
        CHECK(ran->y + ran->size <= chart.y + chart.height + 0.5f);
        const bool warned = mentions(chart, "a CPU renderer: these are a CPU's speeds, not a GPU's");
        CHECK(warned == notes.cpu_renderer);
        if (warned) {
            for (const diagram::RateText& text : chart.texts) {
                if (text.text.find("a CPU renderer") != std::string::npos) CHECK(text.colour.r == notes.warning.r);
            }
        }
    }
}

TEST_CASE("each algorithm's line has its catalogue entry's colour, every one its own", "[export][race-chart]") {
    std::set<std::tuple<uint8_t, uint8_t, uint8_t>> seen;
    for (const std::string baseline : {"std::sort", "std::stable_sort"}) {
        const diagram::Rgba colour = diagram::rate_series_colour(baseline);
        seen.insert({colour.r, colour.g, colour.b});
    }
    CHECK(seen.size() == 2);
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        INFO(info.id);
        const diagram::Rgba colour = diagram::rate_series_colour(std::string(info.id), 170);
        CHECK(colour == diagram::Rgba{static_cast<uint8_t>(info.colour >> 16), static_cast<uint8_t>(info.colour >> 8),
                                      static_cast<uint8_t>(info.colour), 170});
        CHECK(seen.insert({colour.r, colour.g, colour.b}).second);  // no two lines alike, nor like a baseline
    }
    // A name the catalogue does not know is grey.
    CHECK(diagram::rate_series_colour("no-such-sort") == diagram::Rgba{200, 200, 200, 255});
}
