// The network view's fit with readable labels (see network_fit.hpp).
#include "core/look/network_fit.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::ui {

namespace {

float fitted_scale(const diagram::Drawing& drawing, float width, float height) {
    if (drawing.width <= 0.0f || drawing.height <= 0.0f) return 1.0f;
    return std::min(width / drawing.width, height / drawing.height);
}

}  // namespace

diagram::NetworkLayoutOptions network_view_options(const algo::Plan& plan, bool presenter) {
    diagram::NetworkLayoutOptions options;
    options.caption = false;
    if (presenter) {
        // Read from the back of a room: thicker lines, larger dots, wires further apart.
        options.style.label_size = 18.0f;
        options.style.dot_radius = 4.0f;
        options.style.comparator_width = 2.2f;
        options.style.wire_width = 1.2f;
        options.style.wire_spacing = 28.0f;
    }
    options.subcolumns = plan.options.n <= 64;
    return options;
}

float wanted_label_pixels(float small_font_pixels) { return std::max(kLeastLabelPixels, std::round(small_font_pixels * 0.85f)); }

NetworkFit fit_network(const algo::Plan& plan, diagram::NetworkLayoutOptions options, float width, float height, float wanted) {
    NetworkFit fit;
    const float spacing = options.style.wire_spacing;
    const float largest = spacing * kLabelShareOfPitch;  // in layout units: labels never touch
    wanted = std::max(wanted, kLeastLabelPixels);
    // The labels' size in layout units depends on the scale, which depends on the labels (their column
    // and the step numbers' row): a few rounds settle it.
    options.style.label_size = std::min(options.style.label_size, largest);
    for (int round = 0; round < 4; ++round) {
        fit.layout = diagram::layout_network(plan, options);
        fit.scale = fitted_scale(fit.layout.drawing, width, height);
        const float label = std::min(wanted / std::max(fit.scale, 1e-6f), largest);
        if (std::fabs(label - options.style.label_size) < 0.01f * options.style.label_size) break;
        options.style.label_size = label;
    }
    fit.layout = diagram::layout_network(plan, options);
    fit.scale = fitted_scale(fit.layout.drawing, width, height);
    fit.label_pixels = options.style.label_size * fit.scale;
    if (fit.label_pixels < kLeastLabelPixels - 0.01f) {
        // Too small a view for the whole network: its labels at their least size, the network larger than
        // the view (it pans).
        options.style.label_size = largest;
        fit.layout = diagram::layout_network(plan, options);
        fit.scale = std::max(kLeastLabelPixels, std::min(wanted, largest * fitted_scale(fit.layout.drawing, width, height))) / largest;
        fit.label_pixels = largest * fit.scale;
        fit.fits_height = fit.layout.drawing.height * fit.scale <= height + 0.5f;
        fit.whole = fit.fits_height && fit.layout.drawing.width * fit.scale <= width + 0.5f;
    }
    return fit;
}

float network_least_height(const algo::Plan& plan, bool presenter) {
    if (plan.options.n > kLabelledWires) return 0.0f;
    diagram::NetworkLayoutOptions options = network_view_options(plan, presenter);
    options.style.label_size = options.style.wire_spacing * kLabelShareOfPitch;
    const diagram::NetworkFrame frame = diagram::frame_network(plan, options);
    return std::ceil(frame.drawing.height * kLeastLabelPixels / options.style.label_size);
}

}  // namespace sortscope::ui
