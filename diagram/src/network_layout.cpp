// The network diagram layout (see network_layout.hpp).
#include "sortscope/diagram/network_layout.hpp"

#include <algorithm>
#include <string>

#include "algorithms/catalogue/network.hpp"
#include "algorithms/text/counts.hpp"
#include "algorithms/text/steps.hpp"

namespace sortscope::diagram {

namespace {

// First-fit interval colouring: comparator k of a stage goes to the first sub-column whose last segment
// ends above its upper wire. Comparators arrive in increasing i, so this is optimal for intervals.
std::vector<uint32_t> assign_subcolumns(const std::vector<algo::Comparator>& stage, bool subcolumns,
                                        uint32_t& column_count) {
    std::vector<uint32_t> columns(stage.size(), 0);
    column_count = stage.empty() ? 0 : 1;
    if (!subcolumns) return columns;
    std::vector<uint32_t> column_end;  // the lowest wire each sub-column has reached
    for (size_t k = 0; k < stage.size(); ++k) {
        uint32_t chosen = 0;
        while (chosen < column_end.size() && column_end[chosen] >= stage[k].i) ++chosen;
        if (chosen == column_end.size()) column_end.push_back(0);
        column_end[chosen] = stage[k].j;
        columns[k] = chosen;
    }
    column_count = static_cast<uint32_t>(column_end.size());
    return columns;
}

// The comparators of one step with an end on wires first..last, split by stage, each stage in increasing
// i. A window smaller than the array asks the catalogue for just those (at n = 2^20 a step has half a
// million comparators, the window's 48 wires at most 48 per stage). Comparators that pass over the whole
// window with no end on it are left out: they compare no key drawn, and in the middle of a large network
// they are hundreds of thousands of lines over every wire of the window, hiding the ones that do.
std::vector<std::vector<algo::Comparator>> stages_of(const algo::Step& step, uint32_t n, uint32_t first, uint32_t last) {
    std::vector<std::vector<algo::Comparator>> stages(step.stage_count);
    auto keep = [&](const algo::Comparator& c) {
        const uint32_t k = c.stage - step.first_stage;
        if (k < stages.size()) stages[k].push_back(c);
    };
    if (first == 0 && uint64_t{last} + 1 >= n) {
        algo::for_each_comparator(step, keep);
    } else {
        algo::for_each_comparator_touching(step, {first, last}, keep);
    }
    for (auto& stage : stages) {
        std::stable_sort(stage.begin(), stage.end(),
                         [](const algo::Comparator& a, const algo::Comparator& b) { return a.i < b.i; });
    }
    return stages;
}

// The last step drawn: options.last_step clamped to the plan.
size_t last_drawn_step(const algo::Plan& plan, const NetworkLayoutOptions& options) {
    return plan.steps.empty() ? 0 : std::min(options.last_step, plan.steps.size() - 1);
}

uint32_t last_drawn_wire(const NetworkFrame& frame) {
    return frame.wire_count == 0 ? 0 : frame.first_wire + frame.wire_count - 1;
}

struct Rule {
    float x;
    bool dispatch;
};

// [SECTION] Columns: steps, stages and sub-columns from left to right. The one walk that places
// comparators: it hands each one, each rule and each step's band on as it goes (holding one step's
// comparators at a time) and returns the x where the columns end. The frame's wires must be set.
float walk_columns(const algo::Plan& plan, const NetworkLayoutOptions& options, const NetworkFrame& frame,
                   algo::FunctionRef<void(const PlacedComparator&)> placed, algo::FunctionRef<void(const Rule&)> rule,
                   algo::FunctionRef<void(const StepBand&)> band) {
    const NetworkStyle& style = options.style;
    const uint32_t first_wire = frame.first_wire;
    const uint32_t last_wire = last_drawn_wire(frame);
    const size_t last = last_drawn_step(plan, options);
    float x = frame.wires_left + style.dispatch_gap * 0.5f;
    bool first_band = true;
    for (size_t s = options.first_step; s <= last && s < plan.steps.size(); ++s) {
        const algo::Step& step = plan.steps[s];
        if (!first_band) {
            rule({x + style.dispatch_gap * 0.5f - style.column_spacing * 0.5f, true});
            x += style.dispatch_gap;
        }
        first_band = false;
        const float band_start = x;
        const auto stages = stages_of(step, plan.options.n, first_wire, last_wire);
        for (size_t k = 0; k < stages.size(); ++k) {
            if (k > 0) {
                rule({x + style.stage_gap * 0.5f - style.column_spacing * 0.5f, false});
                x += style.stage_gap;
            }
            uint32_t column_count = 0;
            const std::vector<uint32_t> columns = assign_subcolumns(stages[k], options.subcolumns, column_count);
            for (size_t c = 0; c < stages[k].size(); ++c) {
                const algo::Comparator& comparator = stages[k][c];
                const bool clipped = comparator.i < first_wire || comparator.j > last_wire;
                placed({x + static_cast<float>(columns[c]) * style.column_spacing,
                        frame.wire_y(std::max(comparator.i, first_wire)) - (comparator.i < first_wire ? style.wire_spacing * 0.5f : 0.0f),
                        frame.wire_y(std::min(comparator.j, last_wire)) + (comparator.j > last_wire ? style.wire_spacing * 0.5f : 0.0f),
                        static_cast<uint32_t>(s), comparator, clipped});
            }
            x += static_cast<float>(std::max(1u, column_count)) * style.column_spacing;
        }
        if (stages.empty()) x += style.column_spacing;  // a step that is not a network step still takes room
        band({static_cast<uint32_t>(s), band_start - style.column_spacing * 0.5f, x - style.column_spacing * 0.5f});
    }
    return x;
}

// [SECTION] Step numbers, thinned as a plot's tick labels are: every step's number when they all fit
// side by side, else every 2nd, 4th, 8th... step's (the numbers 2, 4, 6 or 4, 8, 12: regular, so the
// eye counts on from them), with a gap of half a digit between neighbours. A number's width is taken
// a tenth over estimated_text_width's, so that a screen font's wider digits (DejaVu Sans's are 0.64 of
// the size) never make two of them touch.
std::vector<StepBand> numbered_steps(const std::vector<StepBand>& steps, float label_size) {
    auto width_of = [&](const StepBand& band) {
        return estimated_text_width(std::to_string(algo::step_number(band.step)), label_size) * 1.1f;
    };
    const float gap = label_size * 0.5f;
    for (size_t every = 1;; every *= 2) {
        std::vector<StepBand> kept;
        bool fits = true;
        for (const StepBand& band : steps) {
            if (algo::step_number(band.step) % every != 0) continue;
            if (!kept.empty()) {
                const StepBand& before = kept.back();
                const float room = (band.x0 + band.x1) * 0.5f - (before.x0 + before.x1) * 0.5f;
                fits = fits && room >= (width_of(before) + width_of(band)) * 0.5f + gap;
            }
            kept.push_back(band);
        }
        if (fits || kept.size() <= 1) return kept;
    }
}

// The layers a comparator has shapes in: its segment, the arrowhead of a descending one, its dots.
enum class Layer { Lines, Triangles, Dots };

// [SECTION] Comparators: segment, two dots, and an arrowhead toward the larger output if descending
void paint_comparator(const PlacedComparator& placed, Layer layer, const NetworkLayoutOptions& options,
                      const NetworkFrame& frame, Painter& painter) {
    const NetworkStyle& style = options.style;
    const bool highlighted = options.highlight && *options.highlight == placed.step;
    const bool marked = !options.marked.empty() &&
                        std::binary_search(options.marked.begin(), options.marked.end(),
                                           std::pair{placed.comparator.stage, placed.comparator.i});
    const Role role = marked ? Role::MarkedComparator : highlighted ? Role::HighlightComparator : Role::Comparator;
    switch (layer) {
        case Layer::Lines:
            painter.line({placed.x, placed.y_top, placed.x, placed.y_bottom, style.comparator_width, role});
            break;
        case Layer::Triangles:
            if (!placed.comparator.ascending && placed.comparator.i >= frame.first_wire) {
                const float tip = placed.y_top + style.dot_radius;
                const float base = tip + style.arrow_length;
                const float half = style.arrow_length * 0.55f;
                painter.triangle({{placed.x, placed.x - half, placed.x + half}, {tip, base, base}, role});
            }
            break;
        case Layer::Dots:
            if (placed.comparator.i >= frame.first_wire) painter.dot({placed.x, placed.y_top, style.dot_radius, role});
            if (placed.comparator.j <= last_drawn_wire(frame)) painter.dot({placed.x, placed.y_bottom, style.dot_radius, role});
            break;
    }
}

constexpr Layer kComparatorLayers[] = {Layer::Lines, Layer::Triangles, Layer::Dots};

// A painter that keeps what it is handed: the GUI's drawing, with its comparators.
class DrawingCollector : public Painter {
public:
    explicit DrawingCollector(Drawing& drawing) : m_drawing(drawing) {}
    void rect(const RectShape& rect) override { m_drawing.rects.push_back(rect); }
    void quad(const QuadShape& quad) override { m_drawing.quads.push_back(quad); }
    void line(const LineShape& line) override { m_drawing.lines.push_back(line); }
    void polyline(const PolylineShape& polyline) override { m_drawing.polylines.push_back(polyline); }
    void curve(const CurveShape& curve) override { m_drawing.curves.push_back(curve); }
    void triangle(const TriangleShape& triangle) override { m_drawing.triangles.push_back(triangle); }
    void dot(const DotShape& dot) override { m_drawing.dots.push_back(dot); }
    void text(const TextShape& text) override { m_drawing.texts.push_back(text); }

private:
    Drawing& m_drawing;
};

// The frame, handing every comparator to `placed` on the way (one walk).
NetworkFrame make_frame(const algo::Plan& plan, const NetworkLayoutOptions& options,
                        algo::FunctionRef<void(const PlacedComparator&)> placed) {
    const NetworkStyle& style = options.style;
    const uint32_t n = plan.options.n;
    NetworkFrame frame;
    Drawing& drawing = frame.drawing;

    const float label_width =
        options.labels ? estimated_text_width(std::to_string(n > 0 ? n - 1 : 0), style.label_size) + 8.0f : 0.0f;
    const uint32_t first_wire = options.wire_count == 0 ? 0 : std::min(options.first_wire, n > 0 ? n - 1 : 0);
    const uint32_t wire_count = options.wire_count == 0 ? n : std::min(options.wire_count, n - first_wire);
    frame.first_wire = first_wire;
    frame.wire_count = wire_count;
    const uint32_t last_wire = last_drawn_wire(frame);
    const float top = style.margin + (options.dispatch_numbers ? style.label_size + 8.0f : 0.0f) + style.dot_radius;
    frame.wires_top = top;
    frame.wire_spacing = style.wire_spacing;
    frame.wires_left = style.margin + label_width;
    const float wires_bottom = frame.wire_y(last_wire);

    std::vector<Rule> rules;
    const float x = walk_columns(plan, options, frame, placed, [&](const Rule& rule) { rules.push_back(rule); },
                                 [&](const StepBand& band) { frame.steps.push_back(band); });
    const size_t last = last_drawn_step(plan, options);
    const float wires_right = x + style.dispatch_gap * 0.5f - style.column_spacing;
    const float caption_top = wires_bottom + style.dot_radius + style.margin;
    drawing.width = wires_right + style.margin;
    drawing.height = options.caption ? caption_top + style.caption_size + style.margin * 0.5f : caption_top;

    // [SECTION] Background, shading, rules and wires
    drawing.rects.push_back({0, 0, drawing.width, drawing.height, Role::Background});
    const float band_top = top - style.dot_radius - 4.0f;
    const float band_height = wires_bottom - top + 2.0f * (style.dot_radius + 4.0f);
    for (const StepBand& band : frame.steps) {
        const bool highlighted = options.highlight && *options.highlight == band.step;
        if (highlighted || (options.shade && band.step % 2 == 0)) {
            drawing.rects.push_back({band.x0 - 4.0f, band_top, band.x1 - band.x0 + 8.0f, band_height,
                                     highlighted ? Role::HighlightShade : Role::DispatchShade});
        }
    }
    for (uint32_t w = first_wire; w < first_wire + wire_count; ++w) {
        drawing.lines.push_back({frame.wires_left, frame.wire_y(w), wires_right, frame.wire_y(w), style.wire_width,
                                 Role::Wire});
    }
    for (const Rule& rule : rules) {
        drawing.lines.push_back({rule.x, band_top, rule.x, band_top + band_height,
                                 rule.dispatch ? style.dispatch_rule_width : style.stage_rule_width,
                                 rule.dispatch ? Role::DispatchRule : Role::StageRule, !rule.dispatch});
    }

    // [SECTION] Text: wire labels, dispatch numbers, caption
    if (options.labels) {
        for (uint32_t w = first_wire; w < first_wire + wire_count; ++w) {
            drawing.texts.push_back({frame.wires_left - 6.0f, frame.wire_y(w) + style.label_size * 0.35f,
                                     style.label_size, std::to_string(w), Anchor::Right, Role::WireLabel});
        }
    }
    if (options.dispatch_numbers) {
        for (const StepBand& band : numbered_steps(frame.steps, style.label_size)) {
            drawing.texts.push_back({(band.x0 + band.x1) * 0.5f, style.margin + style.label_size, style.label_size,
                                     std::to_string(algo::step_number(band.step)), Anchor::Centre, Role::DispatchLabel});
        }
    }
    if (options.caption) {
        std::string caption = options.caption_text.empty() ? network_caption(plan) : options.caption_text;
        if (options.caption_text.empty() && (options.first_step > 0 || last + 1 < plan.steps.size())) {
            caption += " (steps " + std::to_string(algo::step_number(options.first_step)) + ".." +
                       std::to_string(algo::step_number(last)) + " shown)";
        }
        // One line when it fits over the network; otherwise the algorithm and n on the first line and the
        // counts on the second, so a small network is not left in a wide, mostly empty figure.
        std::vector<std::string> lines = {caption};
        const size_t split = caption.find(": ");
        if (estimated_text_width(caption, style.caption_size) > drawing.width - 2 * style.margin && split != std::string::npos) {
            lines = {caption.substr(0, split + 1), caption.substr(split + 2)};
        }
        const float line_step = style.caption_size * 1.3f;
        for (size_t k = 0; k < lines.size(); ++k) {
            drawing.texts.push_back({style.margin, caption_top + style.caption_size * 0.8f + line_step * static_cast<float>(k),
                                     style.caption_size, lines[k], Anchor::Left, Role::Caption});
            drawing.width = std::max(drawing.width, style.margin * 2 + estimated_text_width(lines[k], style.caption_size));
        }
        drawing.height += line_step * static_cast<float>(lines.size() - 1);
        drawing.rects.front().width = drawing.width;
        drawing.rects.front().height = drawing.height;
    }
    return frame;
}

}  // namespace

std::string network_caption(const algo::Plan& plan) {
    return plan.name() + ", n = " + std::to_string(plan.options.n) + ": " +
           algo::count_of(plan.steps.size(), "dispatch", "dispatches") + ", " +
           algo::count_of(plan.stage_count(), "stage", "stages") + ", " +
           algo::count_of(algo::comparator_count(plan), "comparator", "comparators");
}

NetworkLayout layout_network(const algo::Plan& plan, const NetworkLayoutOptions& options) {
    NetworkLayout layout;
    static_cast<NetworkFrame&>(layout) =
        make_frame(plan, options, [&](const PlacedComparator& placed) { layout.comparators.push_back(placed); });
    DrawingCollector collector(layout.drawing);
    for (Layer layer : kComparatorLayers) {
        for (const PlacedComparator& placed : layout.comparators) paint_comparator(placed, layer, options, layout, collector);
    }
    return layout;
}

DrawnSteps steps_within_width(const algo::Plan& plan, const NetworkLayoutOptions& options, size_t step, float max_width) {
    if (plan.steps.empty()) return {};
    NetworkLayoutOptions measured = options;
    measured.caption = false;  // a caption wider than the network widens the drawing: measure without it
    const NetworkFrame frame = frame_network(plan, measured);
    const std::vector<StepBand>& bands = frame.steps;  // one a step, from options.first_step
    if (bands.empty()) return {};
    const size_t lit = std::min(step, last_drawn_step(plan, options)) - std::min(step, options.first_step);
    const float rest = frame.drawing.width - (bands.back().x1 - bands.front().x0);  // labels, margins
    auto fits = [&](size_t first, size_t last) { return rest + bands[last].x1 - bands[first].x0 <= max_width; };
    size_t first = lit;
    size_t last = lit;
    for (bool grew = true; grew;) {
        grew = false;
        if (last + 1 < bands.size() && fits(first, last + 1)) {
            ++last;
            grew = true;
        }
        if (first > 0 && fits(first - 1, last)) {
            --first;
            grew = true;
        }
    }
    return {bands[first].step, bands[last].step};
}

NetworkFrame frame_network(const algo::Plan& plan, const NetworkLayoutOptions& options) {
    return make_frame(plan, options, [](const PlacedComparator&) {});
}

void paint_network(const algo::Plan& plan, const NetworkLayoutOptions& options, const NetworkFrame& frame, Painter& painter) {
    // paint()'s order: rects, lines, triangles, dots, texts; the frame holds no triangles or dots.
    const Drawing& drawing = frame.drawing;
    for (const RectShape& rect : drawing.rects) painter.rect(rect);
    for (const LineShape& line : drawing.lines) painter.line(line);
    for (Layer layer : kComparatorLayers) {
        walk_columns(plan, options, frame,
                     [&](const PlacedComparator& placed) { paint_comparator(placed, layer, options, frame, painter); },
                     [](const Rule&) {}, [](const StepBand&) {});
    }
    for (const TextShape& text : drawing.texts) painter.text(text);
}

}  // namespace sortscope::diagram
