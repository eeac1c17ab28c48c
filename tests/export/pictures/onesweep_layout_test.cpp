// The onesweep picture's geometry (diagram/onesweep_layout.hpp), checked without a window at the
// sizes a 1280x720 projector gives the picture: everything inside the view, no two labels on top of each
// other, the tile and bin the picture starts on (tile 2 and its largest bin) outlined where they are, the
// walk back from the tile's status words, the mouse and the bars picking a tile and a bin, rows left out
// the least needed first, and the histograms side by side or two by two.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "picture_test_util.hpp"
#include "sortscope/diagram/onesweep_layout.hpp"

using namespace sortscope;
using namespace sortscope::diagram;
using namespace sortscope::test;

namespace {

// The onesweep view's content at 1280x720 (presenter, the small font 19 pixels; and without presenter,
// 14 pixels), as the app lays it out with the bars beside it and the table under them; and the picture
// alone in the view (presenter, --view network).
const PictureRect kPresenterPass{783.0f, 289.0f, 469.0f, 202.0f};
const PictureRect kPresenterHistograms{783.0f, 193.0f, 469.0f, 272.0f};
const PictureRect kPlainPass{783.0f, 196.0f, 469.0f, 277.0f};
const PictureRect kPresenterAlone{368.0f, 193.0f, 884.0f, 503.0f};

// A picture written in one font of `size` pixels, as the onesweep view writes it.
PictureStyle one_font(float size) { return fake_style(size, size, size); }

// The outlines in the accent colour: the chosen tile's (in the tiles row) and the chosen bin's range.
std::vector<RectShape> accent_outlines(const Drawing& drawing) {
    std::vector<RectShape> boxes;
    for (const RectShape& rect : flattened(drawing).rects) {
        if (rect.outline > 0.0f && rect.role == Role::Accent) boxes.push_back(rect);
    }
    return boxes;
}

// A onesweep sort of 4096 random keys run on the CPU up to the step asked for: its account as the
// picture gets it.
struct Step {
    algo::Options options;
    algo::Plan plan;
    algo::State before;
    algo::PassAccount account;
    std::vector<std::vector<uint32_t>> histograms;
    std::vector<uint32_t> bins;
    OnesweepFocus focus{};

    Step(algo::OnesweepPath path, uint32_t tile, size_t index, uint32_t n = 4096) {
        options = algo::sized(n, 64);
        set_onesweep_path(options, path);
        options.tile = tile;
        options.device.independent_progress = true;
        plan = algo::find_algorithm("onesweep")->build(options);
        const std::vector<uint32_t> keys = algo::generate_input(algo::Distribution::Random, n, 1, algo::KeyType::U32, 1);
        before = algo::make_state(plan, keys);
        for (size_t s = 0; s < index; ++s) algo::reference_step(plan, plan.steps[s], before);
        focus = *onesweep_focus(plan, plan.steps[index]);
        if (focus.part == OnesweepPart::Histogram || focus.part == OnesweepPart::Scan) {
            histograms = algo::onesweep_histograms(plan, before);
            return;
        }
        account = algo::onesweep_pass_account(plan, plan.steps[index], before);
        for (uint32_t bin = 0; bin < algo::kOnesweepBins; ++bin) bins.push_back(bin_keys(account, bin));
    }

    OnesweepPass pass() const {
        OnesweepPass p;
        p.account = &account;
        p.focus = focus;
        p.n = plan.options.n;
        p.bin_keys = bins;
        p.keys = before[algo::keys_buffer(plan.steps[0].source)];
        p.options = &plan.options;
        return p;
    }
};

}  // namespace

TEST_CASE("a look-back pass fits a projector's view, labels apart, starting on tile 2 and its largest bin",
          "[pictures][onesweep]") {
    const Step step(algo::OnesweepPath::Lookback, 512, 3);  // digit 1's pass
    REQUIRE(step.focus.part == OnesweepPart::Pass);
    REQUIRE(step.account.tiles.size() == 8);
    const PictureStyle style = one_font(19.0f);
    const TextMetrics& metrics = style.fonts.small;
    for (const PictureRect& rect : {kPresenterPass, kPresenterAlone}) {
        INFO("a view of " << rect.width << " x " << rect.height);
        const OnesweepTiles laid_out = layout_onesweep_tiles(step.pass(), rect, style, std::nullopt, std::nullopt);
        check_inside(laid_out.drawing, rect, metrics);
        check_apart(laid_out.drawing, metrics);
        CHECK(laid_out.tile == 2);
        CHECK(laid_out.bin == default_bin(step.account, 2));
        CHECK_FALSE(laid_out.light.has_value());  // nothing hovered: nothing lit in the bars
        // The chosen tile outlined around its place in the row, the chosen bin around its range.
        const std::vector<RectShape> outlines = accent_outlines(laid_out.drawing);
        REQUIRE(outlines.size() == 2);
        const float tile_middle = laid_out.left + 2.5f * laid_out.tile_width;
        CHECK(outlines[0].x < tile_middle);
        CHECK(outlines[0].x + outlines[0].width > tile_middle);
        CHECK(outlines[0].width < laid_out.tile_width + 5.0f);
        CHECK(outlines[0].y < laid_out.rows.tiles_top);
        CHECK(outlines[0].y + outlines[0].height > laid_out.rows.tiles_bottom);
        const float bin_start = laid_out.left + laid_out.width * static_cast<float>(step.account.starts[laid_out.bin]) / 4096.0f;
        CHECK(outlines[1].x <= bin_start);
        CHECK(outlines[1].x + outlines[1].width >= bin_start);
        CHECK(outlines[1].y < laid_out.rows.output_top);
        // Tile 2 looks back at tile 1's aggregate, then tile 0's prefix: two arrows, drawn from tile 2
        // leftwards, and the statuses in its row.
        size_t arrows = 0;
        for (const CurveShape& curve : flattened(laid_out.drawing).curves) {
            ++arrows;
            CHECK(curve.x[3] < curve.x[0]);
        }
        CHECK(arrows == step.account.lookback(2, laid_out.bin).size());
        CHECK(arrows == 2);
        CHECK(has_text(laid_out.drawing, "t2"));
        CHECK(laid_out.rows.legend == (rect.height > 300.0f));  // beside the bars there is no room for it
        CHECK(laid_out.rows.tiles_bottom < laid_out.rows.output_top);
    }
}

TEST_CASE("the mouse over a tile, a bin or the output picks it, and a key hovered in the bars picks its own",
          "[pictures][onesweep]") {
    const Step step(algo::OnesweepPath::Lookback, 512, 3);
    const PictureStyle style = one_font(19.0f);
    const OnesweepTiles still = layout_onesweep_tiles(step.pass(), kPresenterAlone, style, std::nullopt, std::nullopt);
    const TileRows& rows = still.rows;
    REQUIRE(rows.bins);

    // Tile 5 under the mouse: it is explained (for the bin shown before), and the bars light where its
    // keys of that bin went.
    const PicturePoint on_tile5{still.left + 5.5f * still.tile_width, (rows.tiles_top + rows.tiles_bottom) * 0.5f};
    const OnesweepTiles tile5 = layout_onesweep_tiles(step.pass(), kPresenterAlone, style, on_tile5, std::nullopt);
    CHECK(tile5.mouse_tile == 5u);
    CHECK_FALSE(tile5.mouse_bin.has_value());
    CHECK(tile5.tile == 5);
    const algo::TileAccount& five = step.account.tiles[5];
    REQUIRE(tile5.light.has_value());
    CHECK(tile5.light->first == five.offset[tile5.bin]);
    CHECK(tile5.light->end == five.offset[tile5.bin] + five.counts[tile5.bin]);

    // Bin 200 in the tile's strip of bins.
    const PicturePoint on_bin{still.left + still.width * 200.5f / 256.0f, (rows.bins_top + rows.bins_bottom) * 0.5f};
    const OnesweepTiles bin200 = layout_onesweep_tiles(step.pass(), kPresenterAlone, style, on_bin, std::nullopt);
    CHECK(bin200.mouse_bin == 200u);
    CHECK(bin200.bin == 200);
    CHECK(bin200.tile == 2);

    // The output at position 3000: that position's bin, all of whose keys the bars light.
    const PicturePoint on_output{still.left + still.width * 3000.5f / 4096.0f, (rows.output_top + rows.output_bottom) * 0.5f};
    const OnesweepTiles output = layout_onesweep_tiles(step.pass(), kPresenterAlone, style, on_output, std::nullopt);
    const auto owner = tile_bin_of_output(step.account, 3000);
    REQUIRE(owner.has_value());
    CHECK(output.mouse_bin == owner->bin);
    REQUIRE(output.light.has_value());
    CHECK(output.light->first == step.account.starts[owner->bin]);
    CHECK(output.light->end == step.account.starts[owner->bin] + step.bins[owner->bin]);

    // Mouse elsewhere, position 3000 hovered in the bars: its tile and bin, and nothing lit back.
    const OnesweepTiles from_bars = layout_onesweep_tiles(step.pass(), kPresenterAlone, style, std::nullopt, 3000u);
    CHECK(from_bars.tile == owner->tile);
    CHECK(from_bars.bin == owner->bin);
    CHECK_FALSE(from_bars.light.has_value());

    // Clicked earlier: the picked tile and bin, unless the mouse is on the picture.
    OnesweepPass picked = step.pass();
    picked.picked_tile = 6;
    picked.picked_bin = 17;
    const OnesweepTiles clicked = layout_onesweep_tiles(picked, kPresenterAlone, style, std::nullopt, std::nullopt);
    CHECK(clicked.tile == 6);
    CHECK(clicked.bin == 17);
    CHECK(has_text(clicked.drawing, "bin 17"));
    CHECK(layout_onesweep_tiles(picked, kPresenterAlone, style, on_tile5, std::nullopt).tile == 5);
}

TEST_CASE("rows that do not fit are left out, the least needed first, the tiles and output always show",
          "[pictures][onesweep]") {
    const Step step(algo::OnesweepPath::Lookback, 512, 2);
    const PictureStyle style = one_font(19.0f);
    const TextMetrics& metrics = style.fonts.small;
    int shown_before = 5;
    for (float height = 520.0f; height >= 150.0f; height -= 10.0f) {
        const PictureRect rect{0.0f, 0.0f, 884.0f, height};
        const OnesweepTiles laid_out = layout_onesweep_tiles(step.pass(), rect, style, std::nullopt, std::nullopt);
        const TileRows& rows = laid_out.rows;
        INFO("height " << height << ": legend " << rows.legend << ", zoom " << rows.zoom << ", bins " << rows.bins << ", addresses "
                       << rows.addresses);
        // Left out in this order: the addresses, the tile's bins, the magnified bin, the legend.
        CHECK((!rows.addresses || rows.bins));
        CHECK((!rows.bins || rows.zoom));
        CHECK((!rows.zoom || rows.legend));
        CHECK((!rows.addresses || rows.zoom));
        const int shown = int{rows.legend} + int{rows.zoom} + int{rows.bins} + int{rows.addresses} + 1;
        CHECK(shown <= shown_before);
        shown_before = shown;
        CHECK(rows.tiles_bottom > rows.tiles_top);
        CHECK(rows.output_bottom > rows.output_top);
        CHECK(rows.output_bottom <= rows.sum_top);
        CHECK(rows.sum_top < rows.note_top);
        if (height >= 202.0f) {
            check_inside(laid_out.drawing, rect, metrics);
            check_apart(laid_out.drawing, metrics);
        }
    }
    CHECK(shown_before == 1);  // at 150 pixels: the tiles, the output and the sentences alone
}

TEST_CASE("the portable path's count and prefix sum show the table's entries, without a walk or a legend",
          "[pictures][onesweep]") {
    const PictureStyle style = one_font(14.0f);
    const TextMetrics& metrics = style.fonts.small;
    for (size_t index = 0; index < 3; ++index) {
        const Step step(algo::OnesweepPath::Portable, 512, index);
        INFO("step " << index << ": " << onesweep_part_name(step.focus.part));
        REQUIRE_FALSE(step.focus.lookback);
        const OnesweepTiles laid_out = layout_onesweep_tiles(step.pass(), kPlainPass, style, std::nullopt, std::nullopt);
        check_inside(laid_out.drawing, kPlainPass, metrics);
        check_apart(laid_out.drawing, metrics);
        CHECK_FALSE(laid_out.rows.legend);
        CHECK(flattened(laid_out.drawing).curves.empty());
        if (step.focus.part == OnesweepPart::Count) {
            // Each tile shows its count of the chosen bin.
            CHECK(has_text(laid_out.drawing, std::to_string(step.account.tiles[0].counts[laid_out.bin])));
        }
        // Before the pass the bars still hold the input: a key hovered there picks its tile.
        const OnesweepTiles hovered = layout_onesweep_tiles(step.pass(), kPlainPass, style, std::nullopt, 1500u);
        CHECK(hovered.tile == 1500 / step.account.tile);
    }
}

TEST_CASE("the four histograms fit side by side or two by two, inside the view, the bin under the mouse named",
          "[pictures][onesweep]") {
    for (const size_t index : {size_t{0}, size_t{1}}) {
        const Step step(algo::OnesweepPath::Lookback, 512, index);
        const bool scan = step.focus.part == OnesweepPart::Scan;
        for (const auto& [rect, size, one_row] : {std::tuple{kPresenterHistograms, 19.0f, false}, std::tuple{kPresenterAlone, 19.0f, false},
                                                  std::tuple{PictureRect{0.0f, 0.0f, 1500.0f, 300.0f}, 14.0f, true}}) {
            INFO((scan ? "scan" : "histogram") << " in " << rect.width << " x " << rect.height);
            const PictureStyle style = one_font(size);
            const TextMetrics& metrics = style.fonts.small;
            const OnesweepHistograms laid_out = layout_onesweep_histograms(step.histograms, scan, 4096, rect, style, std::nullopt);
            REQUIRE(laid_out.charts.size() == 4);
            check_inside(laid_out.drawing, rect, metrics);
            check_apart(laid_out.drawing, metrics);
            CHECK((laid_out.charts[3].plate_top == laid_out.charts[0].plate_top) == one_row);
            CHECK(laid_out.charts[1].plate_top == laid_out.charts[0].plate_top);
            CHECK_FALSE(laid_out.hovered.has_value());
            CHECK(has_text(laid_out.drawing, "digit 2 \u00b7 bits 16..23"));
            // The running sums: a staircase per chart on the scan (a tread per bin), none on the histogram.
            const std::vector<PolylineShape> staircases = flattened(laid_out.drawing).polylines;
            CHECK(staircases.size() == (scan ? 4u : 0u));
            for (const PolylineShape& staircase : staircases) CHECK(staircase.points.size() == 4u * 256u);

            // The mouse on digit 2's chart, over bin 100.
            const HistogramChart& chart = laid_out.charts[2];
            const PicturePoint mouse{chart.x0 + (chart.x1 - chart.x0) * 100.5f / 256.0f, (chart.plate_top + chart.plate_bottom) * 0.5f};
            const OnesweepHistograms hovered = layout_onesweep_histograms(step.histograms, scan, 4096, rect, style, mouse);
            REQUIRE(hovered.hovered.has_value());
            CHECK(*hovered.hovered == DigitBin{2, 100});
            const std::string named = "digit 2, bin 100: " + std::to_string(step.histograms[2][100]) + " keys";
            const std::vector<TextShape> texts = texts_of(hovered.drawing);
            CHECK(std::any_of(texts.begin(), texts.end(), [&](const TextShape& t) { return t.text.rfind(named, 0) == 0; }));
        }
    }
}

TEST_CASE("in a narrow panel at a large text size the four histograms' labels shorten and stay apart", "[pictures][onesweep]") {
    // The scan beside the kernel at 1080p two text sizes up: about 480 x 390 at 26 px. The whole labels
    // ("digit 0 · bits 0..7") ran into each other there; each chart now names its digit alone.
    const Step step(algo::OnesweepPath::Lookback, 512, 1);
    const PictureRect rect{0.0f, 0.0f, 480.0f, 390.0f};
    const PictureStyle style = one_font(26.0f);
    const OnesweepHistograms laid_out = layout_onesweep_histograms(step.histograms, true, 4096, rect, style, std::nullopt);
    REQUIRE(laid_out.charts.size() == 4);
    check_inside(laid_out.drawing, rect, style.fonts.small);
    check_apart(laid_out.drawing, style.fonts.small);
    CHECK(has_text(laid_out.drawing, "digit 2"));
    CHECK_FALSE(has_text(laid_out.drawing, "digit 2 \u00b7 bits 16..23"));
}
