// An animation's frame as one drawing (see gif_frames.hpp): the bars' layout as it is, the network's
// layout moved and scaled into the space under it.
#include "gif_frames.hpp"

#include <algorithm>
#include <vector>

#include "sortscope/diagram/network_layout.hpp"

namespace sortscope::exports {

namespace {

constexpr float kMaxNetworkScale = 2.0f;

// Where the network's drawing goes: every coordinate and size times `scale`, then moved by (dx, dy).
struct Placement {
    float scale;
    float dx;
    float dy;

    float x(float value) const { return value * scale + dx; }
    float y(float value) const { return value * scale + dy; }
    float size(float value) const { return value * scale; }
    // A shape's (x, y): a rectangle's corner, a dot's centre, a text's anchor.
    template <typename Shape>
    void place_anchor(Shape& shape) const {
        shape.x = x(shape.x);
        shape.y = y(shape.y);
    }
};

// Appends each of `shapes`, placed by `place`, to `placed`.
template <typename Shape, typename Place>
void append_each(const std::vector<Shape>& shapes, std::vector<Shape>& placed, Place place) {
    for (Shape shape : shapes) {
        place(shape);
        placed.push_back(shape);
    }
}

void append_placed(const diagram::Drawing& part, const Placement& at, diagram::Drawing& page) {
    append_each(part.rects, page.rects, [&](diagram::RectShape& rect) {
        at.place_anchor(rect);
        rect.width = at.size(rect.width);
        rect.height = at.size(rect.height);
    });
    append_each(part.lines, page.lines, [&](diagram::LineShape& line) {
        line.x0 = at.x(line.x0);
        line.y0 = at.y(line.y0);
        line.x1 = at.x(line.x1);
        line.y1 = at.y(line.y1);
        line.width = at.size(line.width);
    });
    append_each(part.triangles, page.triangles, [&](diagram::TriangleShape& triangle) {
        for (size_t corner = 0; corner < 3; ++corner) {
            triangle.x[corner] = at.x(triangle.x[corner]);
            triangle.y[corner] = at.y(triangle.y[corner]);
        }
    });
    append_each(part.dots, page.dots, [&](diagram::DotShape& dot) {
        at.place_anchor(dot);
        dot.radius = at.size(dot.radius);
    });
    append_each(part.texts, page.texts, [&](diagram::TextShape& text) {
        at.place_anchor(text);
        text.size = at.size(text.size);
    });
}

}  // namespace

diagram::Drawing animation_frame(const algo::Plan& plan, const diagram::BarsFrame& bars, std::optional<size_t> lit_step,
                                 const AnimationPage& page) {
    const auto width = static_cast<float>(page.width);
    const auto height = static_cast<float>(page.height);
    diagram::BarsLayoutOptions bars_options;
    bars_options.width = width;
    bars_options.height = page.network ? std::max(1.0f, height * kBarsShareWithNetwork) : height;
    diagram::Drawing drawing = diagram::layout_bars(bars, bars_options);
    drawing.width = width;
    drawing.height = height;
    if (!page.network) return drawing;

    // The network's own background would cover only its box: the whole space under the bars is painted
    // in the page's colour first (rects are painted in order).
    const float top = bars_options.height;
    drawing.rects.push_back({0.0f, top, width, height - top, diagram::Role::Background});
    diagram::NetworkLayoutOptions network_options;
    network_options.highlight = lit_step;
    network_options.caption = false;  // the bars' caption names the step
    const diagram::NetworkLayout network = diagram::layout_network(plan, network_options);
    const float room_width = width - 2.0f * bars_options.margin;
    const float room_height = height - top - bars_options.margin;
    if (network.drawing.width <= 0.0f || network.drawing.height <= 0.0f || room_width <= 0.0f || room_height <= 0.0f) {
        return drawing;
    }
    // Fitted to the room, but never past twice its size: a network of a few wires would get huge type.
    const float scale = std::min({room_width / network.drawing.width, room_height / network.drawing.height, kMaxNetworkScale});
    const Placement at{scale, (width - network.drawing.width * scale) / 2.0f, top};
    append_placed(network.drawing, at, drawing);
    return drawing;
}

}  // namespace sortscope::exports
