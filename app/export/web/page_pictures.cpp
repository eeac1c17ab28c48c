// The pictures of one state of the web page (see page_pictures.hpp).
#include "page_pictures.hpp"

#include <algorithm>

#include "algorithms/text/steps.hpp"
#include "sortscope/diagram/bars_layout.hpp"
#include "sortscope/diagram/network_layout.hpp"
#include "sortscope/diagram/step_picture.hpp"
#include "svg_renderer.hpp"

namespace sortscope::exports::web {

namespace {

uint64_t step_comparators(const algo::Plan& plan, size_t index) {
    return uint64_t{plan.steps[index].stage_count} * ((uint64_t{plan.options.n} + 1) / 2);
}

// The network around the lit step: the steps network_window keeps (all of them up to
// kMaxPictureComparators) in the slide layout, shrunk to the page's width as the bars' picture is.
diagram::NetworkLayoutOptions network_options(const algo::Plan& plan, size_t lit_step, bool lit) {
    diagram::NetworkLayoutOptions options;
    const StepWindow window = network_window(plan, lit_step);
    options.first_step = window.first;
    options.last_step = window.last;
    if (lit) options.highlight = lit_step;
    options.caption = false;
    return options;
}

// `options` narrowed to the steps around the lit one that fit `width` points with its style
// (steps_within_width); a caption says which steps where some are left out. The narrow screen's copy and
// the wide one of a network too large to read whole.
diagram::NetworkLayoutOptions steps_within(const algo::Plan& plan, diagram::NetworkLayoutOptions options, size_t lit_step, float width) {
    const diagram::DrawnSteps steps = diagram::steps_within_width(plan, options, lit_step, width);
    options.first_step = steps.first;
    options.last_step = steps.last;
    if (steps.first > 0 || steps.last + 1 < plan.steps.size()) {
        options.caption = true;
        const std::string shown = steps.first == steps.last ? "step " + std::to_string(algo::step_number(steps.first))
                                                            : "steps " + std::to_string(algo::step_number(steps.first)) + " to " +
                                                                  std::to_string(algo::step_number(steps.last));
        options.caption_text = shown + " of " + std::to_string(plan.steps.size()) + " shown: the others appear with the steps near them";
    }
    return options;
}

// The narrow screen's copy: the same steps narrowed around the lit one to those that fit
// kNarrowPictureWidth with the phone's style, drawn at its own size.
diagram::NetworkLayoutOptions narrow_network_options(const algo::Plan& plan, size_t lit_step, bool lit) {
    diagram::NetworkLayoutOptions options = network_options(plan, lit_step, lit);
    options.style = narrow_network_style();
    return steps_within(plan, options, lit_step, kNarrowPictureWidth);
}

std::string network_svg(const algo::Plan& plan, const diagram::NetworkLayoutOptions& options) {
    return render_svg(diagram::layout_network(plan, options).drawing, diagram::Theme::Light);
}

PagePicture bars_picture(const PageStep& step, const KeyRamp& colour_blind_ramp) {
    diagram::BarsFrame frame =
        step.steps_run == 0 ? diagram::input_frame(step.plan, step.after, step.input_label)
                            : diagram::step_frame(step.plan, step.steps_run - 1, step.before, step.after, step.input_label);
    if (step.steps_run > 0) {
        // The page's heading above says what the step ran, so the picture's caption keeps the step and what it
        // did ("after step 3 of 10 \u2014 4 of 8 comparators swapped"), which fits the picture's two lines.
        const std::string dash = " \u2014 ";
        const size_t what = frame.caption.rfind(dash);
        frame.caption = "after " + algo::step_of(step.steps_run - 1, step.plan.steps.size()) +
                        (what == std::string::npos ? std::string() : frame.caption.substr(what));
    }
    diagram::BarsLayoutOptions options;
    PagePicture picture{"bars", "the keys as bars: " + frame.caption, render_svg(diagram::layout_bars(frame, options), diagram::Theme::Light),
                        {}, {}, {}};
    diagram::BarsLayoutOptions narrow;
    narrow.width = kNarrowPictureWidth;
    narrow.height = kNarrowBarsHeight;
    narrow.margin = 8.0f;
    narrow.heading = false;
    narrow.caption_size = kNarrowBarsText;  // the legend's
    narrow.index_size = kNarrowBarsText;
    narrow.key_size = 15.0f;
    narrow.key_size_min = kNarrowBarsText;
    narrow.unlabelled_keys_note = "the keys' numbers: in the list above";
    picture.narrow_svg = render_svg(diagram::layout_bars(frame, narrow), diagram::Theme::Light);
    options.ramp = colour_blind_ramp;
    narrow.ramp = colour_blind_ramp;
    picture.colour_blind_svg = render_svg(diagram::layout_bars(frame, options), diagram::Theme::Light);
    picture.narrow_colour_blind_svg = render_svg(diagram::layout_bars(frame, narrow), diagram::Theme::Light);
    return picture;
}

PagePicture network_picture(const PageStep& step) {
    // Before the first step the network shows it outlined, as the app does: step 1 lit, not yet run.
    const size_t lit = step.steps_run == 0 ? 0 : step.steps_run - 1;
    const std::string label = step.steps_run == 0 ? "the comparator network before step 1"
                                                  : "the comparator network with step " + std::to_string(step.steps_run) + " lit";
    const diagram::NetworkLayoutOptions whole = network_options(step.plan, lit, step.steps_run > 0);
    PagePicture picture{"network", label, {}, {}, {}, {}};
    if (whole_network_text_px(step.plan, whole) < kLeastWideNetworkText) {
        diagram::NetworkLayoutOptions window = whole;
        window.style = wide_window_network_style();
        const diagram::NetworkLayout windowed = diagram::layout_network(step.plan, steps_within(step.plan, window, lit, kWideColumnWidth));
        picture.svg = render_svg(windowed.drawing, diagram::Theme::Light);
        picture.wide_own_size = true;
        picture.wide_scrolls = windowed.drawing.height > kWideWindowMostHeight;
    } else {
        picture.svg = network_svg(step.plan, whole);
    }
    picture.narrow_svg = network_svg(step.plan, narrow_network_options(step.plan, lit, step.steps_run > 0));
    picture.narrow_own_size = true;
    return picture;
}

// Radix's bins and prefix sums, rank's counts, tiles and their look-back once the step has run: the
// layout the app, the figures and the frames draw (step_picture.hpp).
PagePicture own_picture(const PageStep& step) {
    const size_t index = step.steps_run - 1;
    // Laid out as wide as a projector's column, so that it is drawn there at about its own size: laid out
    // 800 points wide (the slides' default), its 10-point words came out 7.7 px tall at 1280x720.
    diagram::StepPictureOptions wide;
    wide.width = kWideColumnWidth;
    const diagram::Drawing drawing = diagram::layout_step_picture(step.plan, index, *step.state_before, *step.state_after, wide);
    diagram::StepPictureOptions narrow;
    narrow.width = kNarrowPictureWidth;
    narrow.height = kNarrowPictureHeight;
    const diagram::Drawing narrow_drawing = diagram::layout_step_picture(step.plan, index, *step.state_before, *step.state_after, narrow);
    return {"network", "the picture of step " + std::to_string(step.steps_run), render_svg(drawing, diagram::Theme::Light), {},
            render_svg(narrow_drawing, diagram::Theme::Light), {}};
}

}  // namespace

diagram::NetworkStyle narrow_network_style() {
    diagram::NetworkStyle style;
    style.wire_spacing = 22.0f;
    style.column_spacing = 9.0f;  // comparators of one stage 9 px apart, their dots 3 px from each other
    style.stage_gap = 12.0f;
    style.dispatch_gap = 20.0f;
    style.margin = 8.0f;
    style.label_size = kNarrowNetworkText;
    style.caption_size = kNarrowNetworkText;
    return style;
}

diagram::NetworkStyle wide_window_network_style() {
    diagram::NetworkStyle style = narrow_network_style();
    style.wire_spacing = 16.0f;  // 32 wires about 560 points tall: beside the bars on a 720 px screen
    style.label_size = kWideWindowNetworkText;
    style.caption_size = kWideWindowNetworkText;
    return style;
}

float whole_network_text_px(const algo::Plan& plan, const diagram::NetworkLayoutOptions& options) {
    const diagram::NetworkFrame frame = diagram::frame_network(plan, options);
    if (frame.drawing.width <= 0 || frame.drawing.height <= 0) return options.style.label_size;
    const float scale = std::min(kWideColumnWidth / frame.drawing.width, kWideColumnHeight / frame.drawing.height);
    return options.style.label_size * scale;
}

StepWindow network_window(const algo::Plan& plan, size_t lit_step) {
    const size_t count = plan.steps.size();
    if (count == 0) return {};
    lit_step = std::min(lit_step, count - 1);
    StepWindow window{lit_step, lit_step};
    uint64_t total = step_comparators(plan, lit_step);
    // Grow by one step on either side in turn while the drawn comparators stay within the limit.
    bool grew = true;
    while (grew) {
        grew = false;
        if (window.last + 1 < count && total + step_comparators(plan, window.last + 1) <= kMaxPictureComparators) {
            total += step_comparators(plan, ++window.last);
            grew = true;
        }
        if (window.first > 0 && total + step_comparators(plan, window.first - 1) <= kMaxPictureComparators) {
            total += step_comparators(plan, --window.first);
            grew = true;
        }
    }
    return window;
}

std::vector<PagePicture> page_pictures(const PageStep& step, const KeyRamp& colour_blind_ramp) {
    std::vector<PagePicture> pictures;
    pictures.push_back(bars_picture(step, colour_blind_ramp));
    if (step.network && !step.plan.steps.empty()) {
        pictures.push_back(network_picture(step));
    } else if (diagram::has_step_picture(step.plan) && step.steps_run > 0 && step.state_before && step.state_after) {
        pictures.push_back(own_picture(step));
    }
    return pictures;
}

}  // namespace sortscope::exports::web
