// Text size that scales the pictures' labels (issue 46): at 1280x720 in presenter mode, for every
// combination of views, the panel shown and hidden, the kernel beside them (K) and the text size at its
// default and three steps up (Ctrl+=), checked on the layouts the screen uses (no pixels, no window):
// no view is squashed under what it needs to stay readable (the table gives way first, then the
// network, never the bars), a network of up to 32 wires has labels of 12 px or more, none of them cut
// at its view's edge, and labels grow with the text; a radix picture's bins and a rank picture's keys
// keep their labels (12 px at least), or the picture gives way to the bars.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "core/look/layout.hpp"
#include "core/look/network_fit.hpp"
#include "core/look/text_sizes.hpp"
#include "core/look/view_needs.hpp"
#include "sortscope/diagram/radix_layout.hpp"
#include "sortscope/diagram/rank_layout.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

constexpr float kWidth = 1280.0f;
constexpr float kHeight = 720.0f;

struct Extent {
    float left, top, right, bottom;
};

Extent extent_of(const diagram::TextShape& text, float scale) {
    const float width = diagram::estimated_text_width(text.text, text.size) * scale;
    const float x = text.x * scale;
    const float left = text.anchor == diagram::Anchor::Left ? x : text.anchor == diagram::Anchor::Right ? x - width : x - width * 0.5f;
    return {left, (text.y - 0.8f * text.size) * scale, left + width, (text.y + 0.2f * text.size) * scale};
}

// The views' area under the header: at least kViewsLeastShare of the stage (the note above scrolls
// rather than take more), at most the stage less the header's first line.
std::vector<PanelRect> views_areas(const PanelRect& stage, const ScreenMetrics& metrics) {
    const float least = std::floor(stage.height * kViewsLeastShare);
    const float most = stage.height - metrics.text.heading - 2.0f * metrics.padding_y;
    return {{stage.x, stage.y + stage.height - least, stage.width, least}, {stage.x, stage.y + stage.height - most, stage.width, most}};
}

// A view's content under its frame's title.
PanelRect content_of(const PanelRect& view, const ScreenMetrics& metrics, int title_lines = 2) {
    const float padding_x = metrics.padding_x;
    return {view.x + padding_x, view.y, view.width - 2.0f * padding_x, view.height - view_frame_height(metrics, title_lines)};
}

std::string describe(const ViewLayout& views, float text_scale, const PanelRect& area) {
    std::string text = std::string(views.bars ? "bars " : "") + (views.network ? "network " : "") + (views.table ? "table " : "") +
                       (views.kernel ? "+ kernel (K) " : "") + (views.sidebar ? "panel shown" : "panel hidden");
    return text + ", text size " + std::to_string(text_scale) + ", views " + std::to_string(static_cast<int>(area.width)) + "x" +
           std::to_string(static_cast<int>(area.height));
}

// A step picture (radix's, rank's) of `plan` in one arrangement, as the screen lays it out: what the views
// need and their rects (checking that the bars never give way) and, where the picture is shown, the rect
// it draws in under its frame's title and its style at these metrics, widths estimated.
struct PictureView {
    ViewNeeds needs;
    ViewRects rects;
    diagram::PictureRect content;
    diagram::PictureStyle style;
};

PictureView arrange_picture(const algo::Plan& plan, algo::Picture picture, const ViewLayout& views, const ScreenMetrics& metrics,
                            const PanelRect& area) {
    PictureView view;
    view.needs = readable_view_needs(plan, picture, true, metrics, area.height, false, kHeight);
    view.rects = arrange_views(area, views, metrics.spacing_x, view.needs);
    if (views.bars) CHECK_FALSE(view.rects.bars.empty());
    if (view.rects.network.empty()) return view;
    const PanelRect content = content_of(view.rects.network, metrics);
    view.content = {content.x, content.y, content.width, content.height};
    auto metrics_of = [](float size, diagram::Face face) {
        return diagram::TextMetrics{size, face, [size](const std::string& text) { return diagram::estimated_text_width(text, size); }};
    };
    view.style.fonts = {metrics_of(metrics.text.small, diagram::Face::Sans), metrics_of(metrics.text.body, diagram::Face::Sans),
                        metrics_of(metrics.text.mono, diagram::Face::Mono)};
    return view;
}

// Every arrangement a teacher can reach at 720p presenter, with its metrics.
template <typename Check>
void for_every_arrangement(Check check) {
    const float ui_scale = 1.0f;  // ui_scale_for at 720 lines
    for (int steps = 0; steps <= 3; ++steps) {
        const float text_scale = std::pow(kTextScaleStep, static_cast<float>(steps));
        const ScreenMetrics metrics = screen_metrics(ui_scale * text_scale, true);
        for (const bool panel : {true, false}) {
            const PanelRect stage = split_window(kWidth, kHeight, ui_scale * text_scale, panel).stage;  // as the app splits
            for (const bool kernel : {false, true}) {
                for (int mask = 1; mask < 8; ++mask) {
                    ViewLayout views;
                    views.presenter = true;
                    views.sidebar = panel;
                    views.text_scale = text_scale;
                    views.bars = (mask & 1) != 0;
                    views.network = (mask & 2) != 0;
                    views.table = (mask & 4) != 0;
                    views.kernel = kernel;
                    for (const PanelRect& area : views_areas(stage, metrics)) check(views, metrics, area);
                }
            }
        }
    }
}

}  // namespace

TEST_CASE("at 720p presenter, every arrangement of views and text size keeps network labels of 12 px or more, none cut",
          "[gui][core][readable]") {
    struct Network {
        const char* id;
        uint32_t n;
    };
    for (const Network& network : {Network{"bitonic", 16}, Network{"odd-even-merge", 13}, Network{"bitonic", 32}, Network{"odd-even-merge", 32}}) {
        const algo::Plan plan = algo::find_algorithm(network.id)->build(algo::sized(network.n));
        for_every_arrangement([&](const ViewLayout& views, const ScreenMetrics& metrics, const PanelRect& area) {
            INFO(network.id << " at n = " << network.n << ": " << describe(views, views.text_scale, area));
            const ViewNeeds needs = readable_view_needs(plan, algo::Picture::Network, true, metrics, area.height, false, kHeight);
            const ViewRects rects = arrange_views(area, views, metrics.spacing_x, needs);
            // Nothing squashed to a strip: each view shown keeps what it needs, or gave way.
            const int asked = views.shown();
            const int shown = (rects.bars.empty() ? 0 : 1) + (rects.network.empty() ? 0 : 1) + (rects.table.empty() ? 0 : 1);
            CHECK(shown >= 1);
            CHECK(shown + (rects.table_gave_way ? 1 : 0) + (rects.network_gave_way ? 1 : 0) == asked);
            if (!rects.bars.empty()) CHECK(rects.bars.height >= needs.bars_least);
            if (!rects.table.empty() && shown > 1) CHECK(rects.table.height >= needs.table);
            if (views.bars) CHECK_FALSE(rects.bars.empty());  // the bars never give way
            if (rects.network.empty()) return;
            if (shown > 1) CHECK(rects.network.height >= needs.picture_least);
            const PanelRect content = content_of(rects.network, metrics, 1);  // "Comparator network: 10 steps"
            const NetworkFit fit = fit_network(plan, network_view_options(plan, true), content.width, content.height,
                                               wanted_label_pixels(metrics.text.small));
            CHECK(fit.label_pixels >= kLeastLabelPixels - 0.01f);
            // Every wire shows where the network shares the area (a narrow view pans across, following the
            // step, its wire numbers kept at its left edge); alone it may zoom, never shrink its labels.
            if (shown > 1) CHECK(fit.fits_height);
            if (!fit.fits_height) return;
            const float origin_x = std::max(0.0f, (content.width - fit.layout.drawing.width * fit.scale) * 0.5f);
            const float origin_y = std::max(0.0f, (content.height - fit.layout.drawing.height * fit.scale) * 0.5f);
            int labels = 0;
            for (const diagram::TextShape& text : fit.layout.drawing.texts) {
                if (text.role != diagram::Role::WireLabel && text.role != diagram::Role::DispatchLabel) continue;
                CHECK(text.size * fit.scale >= kLeastLabelPixels - 0.01f);
                const Extent at = extent_of(text, fit.scale);
                INFO("label " << text.text << " at " << at.left + origin_x << ".." << at.right + origin_x << " x " << at.top + origin_y
                              << ".." << at.bottom + origin_y << " in " << content.width << " x " << content.height);
                if (fit.whole) {
                    CHECK(at.left + origin_x >= -0.5f);
                    CHECK(at.right + origin_x <= content.width + 0.5f);
                }
                CHECK(at.top + origin_y >= -0.5f);
                CHECK(at.bottom + origin_y <= content.height + 0.5f);
                if (text.role == diagram::Role::WireLabel) ++labels;
            }
            CHECK(labels == static_cast<int>(network.n));
        });
    }
}

TEST_CASE("at 720p presenter and every text size a network's step numbers never run together: every step's or every 2nd or 4th step's",
          "[gui][core][readable]") {
    // Networks of 10 to 16 steps: at three Ctrl+= the screen's digits (DejaVu Sans's are 0.64 of the font's
    // size wide, wider than the layout's estimate) ran together as "10111213141516".
    constexpr float kDigitWidth = 0.64f;
    struct Network {
        const char* id;
        uint32_t n;
    };
    for (const Network& network : {Network{"odd-even-transposition", 16}, Network{"bitonic", 16}, Network{"bitonic", 32},
                                   Network{"odd-even-merge", 32}}) {
        const algo::Plan plan = algo::find_algorithm(network.id)->build(algo::sized(network.n));
        for_every_arrangement([&](const ViewLayout& views, const ScreenMetrics& metrics, const PanelRect& area) {
            INFO(network.id << " at n = " << network.n << " (" << plan.steps.size() << " steps): " << describe(views, views.text_scale, area));
            const ViewNeeds needs = readable_view_needs(plan, algo::Picture::Network, true, metrics, area.height, false, kHeight);
            const ViewRects rects = arrange_views(area, views, metrics.spacing_x, needs);
            if (rects.network.empty()) return;
            const PanelRect content = content_of(rects.network, metrics, 1);
            const NetworkFit fit = fit_network(plan, network_view_options(plan, true), content.width, content.height,
                                               wanted_label_pixels(metrics.text.small));
            std::vector<const diagram::TextShape*> numbers;
            for (const diagram::TextShape& text : fit.layout.drawing.texts) {
                if (text.role == diagram::Role::DispatchLabel) numbers.push_back(&text);
            }
            REQUIRE(numbers.size() >= 2);
            // Regular: the numbers shown are every k-th step's, k a power of two, with none left out between.
            const uint64_t every = numbers.size() == plan.steps.size() ? 1 : std::stoull(numbers.front()->text);
            CHECK((every & (every - 1)) == 0);
            for (size_t k = 0; k < numbers.size(); ++k) CHECK(numbers[k]->text == std::to_string(every * (k + 1)));
            CHECK(numbers.size() == plan.steps.size() / every);
            // Apart: at least a third of a digit's height between neighbours, in the screen font's widths.
            for (size_t k = 1; k < numbers.size(); ++k) {
                const diagram::TextShape& left = *numbers[k - 1];
                const diagram::TextShape& right = *numbers[k];
                const float pixels = right.size * fit.scale;
                const float left_end = (left.x + 0.5f * kDigitWidth * left.size * static_cast<float>(left.text.size())) * fit.scale;
                const float right_start = (right.x - 0.5f * kDigitWidth * right.size * static_cast<float>(right.text.size())) * fit.scale;
                INFO("steps " << left.text << " and " << right.text << " at " << pixels << " px: " << right_start - left_end << " px apart");
                CHECK(right_start - left_end >= pixels / 3.0f);
            }
        });
    }
}

TEST_CASE("the network's labels grow with the text size where the view has room", "[gui][core][readable]") {
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(16));
    float before = 0.0f;
    for (int steps = 0; steps <= 3; ++steps) {
        const ScreenMetrics metrics = screen_metrics(std::pow(kTextScaleStep, static_cast<float>(steps)), true);
        // The network alone in a 1254 x 600 view (the panel hidden, a 720-line projector).
        const NetworkFit fit = fit_network(plan, network_view_options(plan, true), 1220.0f, 560.0f, wanted_label_pixels(metrics.text.small));
        INFO("text size step " << steps << ": labels " << fit.label_pixels << " px");
        CHECK(fit.whole);
        CHECK(fit.label_pixels > before + 1.0f);
        CHECK(fit.label_pixels <= wanted_label_pixels(metrics.text.small) * 1.02f);  // the fit settles within 1%
        before = fit.label_pixels;
    }
}

TEST_CASE("a radix picture of 16 keys at 720p presenter keeps every bin's label, or gives way to the bars", "[gui][core][readable]") {
    // 16 keys over 4 bins (radix-16's lesson) and over 16 bins (4 bits): bins of one key are where
    // labels were dropped at large text.
    const uint32_t n = 16;
    for (const uint32_t bits : {2u, 4u}) {
        const uint32_t bins = 1u << bits;
        std::vector<uint32_t> bin(n), destination(n), counts(bins, 0), starts(bins, 0), output_bin(n);
        for (uint32_t i = 0; i < n; ++i) {
            bin[i] = (i * 7 + i / 5) % bins;
            ++counts[bin[i]];
        }
        for (uint32_t b = 1; b < bins; ++b) starts[b] = starts[b - 1] + counts[b - 1];
        std::vector<uint32_t> next = starts;
        for (uint32_t i = 0; i < n; ++i) {
            destination[i] = next[bin[i]]++;
            output_bin[destination[i]] = bin[i];
        }
        algo::Options options = algo::sized(n, 4);
        set_radix_bits(options, bits);
        options.tile = 4;
        const algo::Plan plan = algo::find_algorithm("radix")->build(options);
        for (const diagram::RadixPhase phase : {diagram::RadixPhase::Count, diagram::RadixPhase::PrefixSum}) {
            diagram::RadixDigit digit;
            digit.phase = phase;
            digit.bins = bins;
            digit.tile = 4;
            digit.bin = bin;
            digit.destination = destination;
            digit.counts = counts;
            digit.starts = starts;
            digit.output_bin = output_bin;
            for_every_arrangement([&](const ViewLayout& views, const ScreenMetrics& metrics, const PanelRect& area) {
                INFO("radix, " << bins << " bins: " << describe(views, views.text_scale, area));
                const PictureView view = arrange_picture(plan, algo::Picture::Radix, views, metrics, area);
                const ViewRects& rects = view.rects;
                if (rects.network.empty()) return;
                const int shown = (rects.bars.empty() ? 0 : 1) + (rects.network.empty() ? 0 : 1) + (rects.table.empty() ? 0 : 1);
                if (shown > 1) CHECK(rects.network.height >= view.needs.picture_least);
                const diagram::RadixLayout layout = diagram::layout_radix(digit, view.content, view.style, std::nullopt, std::nullopt);
                for (uint32_t b = 0; b < bins; ++b) {
                    if (counts[b] == 0) continue;
                    const float x0 = layout.output.left + static_cast<float>(starts[b]) * layout.output.cell();
                    const float x1 = x0 + static_cast<float>(counts[b]) * layout.output.cell();
                    bool labelled = false;
                    for (const diagram::TextShape& text : layout.drawing.above.front().texts) {
                        if (text.role != diagram::Role::Ink || text.y < layout.band_top || text.y > layout.band_top + layout.band_height) continue;
                        const Extent at = extent_of(text, 1.0f);
                        const bool names_it = text.text == std::to_string(b) || text.text == "bin " + std::to_string(b);
                        if (names_it && at.left >= x0 - 0.5f && at.right <= x1 + 0.5f) labelled = text.size >= kLeastLabelPixels - 0.01f;
                    }
                    INFO("bin " << b << " of " << counts[b] << " keys, " << x1 - x0 << " px wide");
                    CHECK(labelled);
                }
            });
        }
    }
}

TEST_CASE("a rank picture of 8 or 16 keys at 720p presenter keeps every key's label, or gives way to the bars", "[gui][core][readable]") {
    for (const uint32_t n : {8u, 16u}) {
        std::vector<uint32_t> ranks(n);
        std::vector<std::string> labels(n);
        std::vector<diagram::Ink> fills(n, diagram::own_ink({120, 200, 120, 255}));
        for (uint32_t i = 0; i < n; ++i) {
            ranks[i] = (i * 5 + 3) % n;
            labels[i] = std::to_string(10 + (i * 37) % 90);  // two-digit keys, as the lessons' are
        }
        algo::Options options = algo::sized(n, 4);
        const algo::Plan plan = algo::find_algorithm("rank")->build(options);
        for_every_arrangement([&](const ViewLayout& views, const ScreenMetrics& metrics, const PanelRect& area) {
            INFO("rank, " << n << " keys: " << describe(views, views.text_scale, area));
            const PictureView view = arrange_picture(plan, algo::Picture::Rank, views, metrics, area);
            if (view.rects.network.empty()) return;
            diagram::RankKeys keys;
            keys.ranks = ranks;
            keys.upper_fills = fills;
            keys.upper_labels = labels;
            const diagram::RankLayout layout = diagram::layout_rank(keys, view.content, view.style, std::nullopt, std::nullopt);
            for (uint32_t i = 0; i < n; ++i) {
                const float x0 = layout.upper.left + static_cast<float>(i) * layout.upper.cell();
                const float x1 = x0 + layout.upper.cell();
                bool labelled = false;
                for (const diagram::TextShape& text : layout.drawing.above.front().texts) {
                    if (text.text != labels[i] || text.role != diagram::Role::Ink) continue;
                    const Extent at = extent_of(text, 1.0f);
                    labelled = labelled || (at.left >= x0 - 0.5f && at.right <= x1 + 0.5f && text.size >= kLeastLabelPixels - 0.01f);
                }
                INFO("key " << i << " (" << labels[i] << "), cell " << x1 - x0 << " px wide");
                CHECK(labelled);
            }
        });
    }
}
