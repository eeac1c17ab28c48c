// The text formats read back: the SVG parsed as XML with libxml2, the TikZ by its scopes; and in every
// format (SVG, TikZ, JSON, PNG, PDF) the number of comparators equals the plan's, for whole plans and
// ranges of steps, with and without a highlighted dispatch.
#include <catch2/catch.hpp>

#include <libxml/parser.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>

#include <memory>
#include <regex>

#include "algorithms/catalogue/network.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "export.hpp"

using namespace sortscope;

namespace {

struct DocDeleter {
    void operator()(xmlDoc* doc) const { xmlFreeDoc(doc); }
};
using Doc = std::unique_ptr<xmlDoc, DocDeleter>;

Doc parse_xml(const std::string& text) {
    return Doc(xmlReadMemory(text.data(), static_cast<int>(text.size()), "export.svg", nullptr,
                             XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING));
}

// How many nodes `expression` selects, with the prefix svg bound to the SVG namespace.
int count_nodes(xmlDoc* doc, const char* expression) {
    std::unique_ptr<xmlXPathContext, void (*)(xmlXPathContext*)> context(xmlXPathNewContext(doc), xmlXPathFreeContext);
    xmlXPathRegisterNs(context.get(), BAD_CAST "svg", BAD_CAST "http://www.w3.org/2000/svg");
    std::unique_ptr<xmlXPathObject, void (*)(xmlXPathObject*)> result(
        xmlXPathEvalExpression(BAD_CAST expression, context.get()), xmlXPathFreeObject);
    if (!result || !result->nodesetval) return 0;
    return result->nodesetval->nodeNr;
}

int svg_comparators(const std::string& svg) {
    Doc doc = parse_xml(svg);
    if (!doc) return -1;
    return count_nodes(doc.get(), "//svg:g[@class='comparator' or @class='highlight-comparator']/svg:line");
}

// \draw lines inside the scopes that the TikZ renderer marks "% comparator" or "% highlight-comparator".
int tikz_comparators(const std::string& tikz) {
    std::istringstream in(tikz);
    std::string line;
    bool inside = false;
    int count = 0;
    while (std::getline(in, line)) {
        if (line.rfind("\\begin{scope}", 0) == 0) {
            const std::string role = line.substr(line.rfind("% ") + 2);
            inside = role == "comparator" || role == "highlight-comparator";
        } else if (line.rfind("\\end{scope}", 0) == 0) {
            inside = false;
        } else if (inside && line.rfind("\\draw ", 0) == 0) {
            ++count;
        }
    }
    return count;
}

size_t json_comparators(const std::string& json) {
    // Every pair is "[a, b]" and nothing else in the file is a bracket around two numbers.
    const std::regex pair(R"(\[\d+, \d+\])");
    return static_cast<size_t>(std::distance(std::sregex_iterator(json.begin(), json.end(), pair), std::sregex_iterator()));
}

uint64_t comparators_in(const algo::Plan& plan, const std::optional<exports::StepRange>& steps) {
    uint64_t count = 0;
    for (size_t s = steps ? steps->first : 0; s < plan.steps.size() && (!steps || s <= steps->last); ++s) {
        count += algo::comparator_count(plan.steps[s]);
    }
    return count;
}

algo::Plan small_tile_plan(const algo::AlgorithmInfo& info, uint32_t n) {
    algo::Options options = algo::sized(n, 2);
    options.tile = 4;  // bitonic-shared and odd-even-merge fuse stages into some dispatches
    return info.build(options);
}

}  // namespace

TEST_CASE("svg export is well-formed XML with a comparator line per comparator", "[export][svg]") {
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        if (!info.network) continue;
        for (uint32_t n : {2u, 8u, 13u, 32u}) {
            const algo::Plan plan = small_tile_plan(info, n);
            exports::ExportOptions options;
            options.shade = true;
            options.highlight = plan.steps.size() / 2;
            const std::string svg = exports::render_network(plan, options);
            INFO(info.id << ", n = " << n);
            Doc doc = parse_xml(svg);
            REQUIRE(doc);
            const xmlNode* root = xmlDocGetRootElement(doc.get());
            REQUIRE(root != nullptr);
            CHECK(std::string(reinterpret_cast<const char*>(root->name)) == "svg");
            CHECK(count_nodes(doc.get(), "/svg:svg/svg:style") == 1);
            CHECK(count_nodes(doc.get(), "//svg:g[@class='highlight-comparator']/svg:line") ==
                  static_cast<int>(algo::comparator_count(plan.steps[*options.highlight])));
            CHECK(svg_comparators(svg) == static_cast<int>(algo::comparator_count(plan)));
            CHECK(count_nodes(doc.get(), "//svg:g[@class='wire']/svg:line") == static_cast<int>(n));
            // Coordinates carry at most one decimal.
            CHECK_FALSE(std::regex_search(svg, std::regex(R"(\d\.\d\d)")));
        }
    }
}

TEST_CASE("tikz export is one picture in a guarded standalone document", "[export][tikz]") {
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(8));
    exports::ExportOptions options;
    options.format = exports::Format::Tikz;
    options.highlight = 2;
    const std::string tikz = exports::render_network(plan, options);
    CHECK(tikz.find("\\documentclass[tikz,border=0pt]{standalone}") != std::string::npos);
    CHECK(tikz.find("\\expandafter\\ifx\\csname @nodocument\\endcsname\\relax") < tikz.find("\\documentclass"));
    auto count = [&](const std::string& what) {
        size_t found = 0;
        for (size_t at = tikz.find(what); at != std::string::npos; at = tikz.find(what, at + 1)) ++found;
        return found;
    };
    CHECK(count("\\begin{tikzpicture}") == 1);
    CHECK(count("\\end{tikzpicture}") == 1);
    CHECK(count("\\begin{scope}") == count("\\end{scope}"));
    CHECK(count("{") == count("}"));
    CHECK(count("\\definecolor{sortscopeComparator}{RGB}{0,0,0}") == 1);
    CHECK(count("\\definecolor{sortscopeHighlightComparator}") == 1);
    CHECK(tikz.find("\\sortscopeend\n") == tikz.size() - std::string("\\sortscopeend\n").size());
}

TEST_CASE("every format draws exactly the plan's comparators", "[export][count]") {
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        if (!info.network) continue;
        for (uint32_t n : {8u, 13u, 16u}) {
            const algo::Plan plan = small_tile_plan(info, n);
            for (bool part : {false, true}) {
                exports::ExportOptions options;
                if (part) {
                    options.steps = exports::StepRange{1, std::min<size_t>(3, plan.steps.size() - 1)};
                    options.highlight = options.steps->last;
                    options.labels = false;
                    options.theme = diagram::Theme::Dark;
                }
                const uint64_t expected = comparators_in(plan, options.steps);
                INFO(info.id << ", n = " << n << (part ? ", steps 1..3 with a highlight" : ", all steps"));
                REQUIRE(expected > 0);
                REQUIRE(exports::export_layout(plan, options).comparators.size() == expected);

                options.format = exports::Format::Svg;
                CHECK(svg_comparators(exports::render_network(plan, options)) == static_cast<int>(expected));
                options.format = exports::Format::Tikz;
                CHECK(tikz_comparators(exports::render_network(plan, options)) == static_cast<int>(expected));
                options.format = exports::Format::Json;
                options.highlight.reset();
                options.labels = true;
                CHECK(json_comparators(exports::render_network(plan, options)) == expected);
                for (exports::Format format : {exports::Format::Png, exports::Format::Pdf}) {
                    options.format = format;
                    diagram::ShapeCounts drawn;
                    const std::string bytes = exports::render_network(plan, options, &drawn);
                    INFO(exports::format_name(format));
                    CHECK_FALSE(bytes.empty());
                    CHECK(drawn.lines[diagram::ShapeCounts::index(diagram::Role::Comparator)] +
                              drawn.lines[diagram::ShapeCounts::index(diagram::Role::HighlightComparator)] ==
                          expected);
                    CHECK(drawn.dots[diagram::ShapeCounts::index(diagram::Role::Comparator)] +
                              drawn.dots[diagram::ShapeCounts::index(diagram::Role::HighlightComparator)] ==
                          2 * expected);
                }
            }
        }
    }
}
