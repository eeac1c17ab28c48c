// The estimated size of an export's file (see file_estimate.hpp). The per-shape sizes count the
// characters each renderer writes for a shape (svg_renderer.cpp, tikz_renderer.cpp, network_json.cpp)
// with X and Y standing for a coordinate's characters; SVG's and TikZ's differ by a few bytes, and the
// larger is taken.
#include "file_estimate.hpp"

#include <cmath>
#include <string>

#include "sortscope/diagram/network_layout.hpp"

namespace sortscope::exports {

namespace {

uint64_t digits(uint64_t value) { return std::to_string(value).size(); }

// A coordinate up to `bound` points as decimal() writes it: the whole part, a point and a tenth.
uint64_t coordinate_chars(double bound) { return digits(static_cast<uint64_t>(std::ceil(bound))) + 2; }

// Bytes of one shape with X and Y characters a coordinate: a constant part and a part per character.
struct ShapeText {
    uint64_t fixed;
    uint64_t per_coordinate_char;  // each of X and Y appears this many times
};
// <line x1="X" y1="Y" x2="X" y2="Y"/>, two <circle cx="X" cy="Y" r="3"/>, <polygon points="X,Y X,Y X,Y"/>
// (TikZ: \draw (X,Y) -- (X,Y); two \fill (X,Y) circle[radius=3bp]; \fill (X,Y) -- ... -- cycle;).
constexpr ShapeText kComparatorText{120, 7};
// A wire's line and its label, <text x="X" y="Y">index</text>.
constexpr ShapeText kWireText{80, 3};
// A rule between stages or steps and the group it opens, a step's shading and its number.
constexpr ShapeText kStageText{160, 4};
constexpr uint64_t kHeaderBytes = 4096;  // the header, the style block or colour definitions, the caption

}  // namespace

uint64_t estimated_file_bytes(const algo::Plan& plan, Format format) {
    const uint64_t n = plan.options.n;
    const uint64_t stages = plan.stage_count();
    const uint64_t per_stage = (n + 1) / 2 * plan.options.batch;
    const uint64_t comparators = stages * per_stage;
    switch (format) {
        case Format::Json:
            // ", [i, j]" a comparator; a stage's line ",\n  {"dispatch": s, "comparators": [...]}".
            return kHeaderBytes + plan.name().size() + stages * (32 + digits(plan.steps.size())) +
                   comparators * (6 + 2 * digits(n));
        case Format::Pdf:
        case Format::Png: return 0;
        case Format::Svg:
        case Format::Tikz: break;
    }
    // The widest the layout can be: every stage a sub-column per comparator, every step its gap; the
    // tallest: every wire, the step numbers above and a caption of two lines below.
    const diagram::NetworkStyle style;
    const double width = 1000.0 + static_cast<double>(plan.steps.size()) * style.dispatch_gap +
                         static_cast<double>(stages) * (style.stage_gap + static_cast<double>(per_stage) * style.column_spacing);
    const double height = 200.0 + static_cast<double>(n) * style.wire_spacing;
    const uint64_t xy = coordinate_chars(width) + coordinate_chars(height);
    const auto bytes = [&](ShapeText text, uint64_t count) { return count * (text.fixed + text.per_coordinate_char * xy); };
    return kHeaderBytes + bytes(kComparatorText, comparators) + bytes(kWireText, n) + n * digits(n) + bytes(kStageText, stages);
}

}  // namespace sortscope::exports
