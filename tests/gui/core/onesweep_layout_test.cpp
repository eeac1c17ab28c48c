// The onesweep picture's geometry (core/pictures/onesweep_layout.hpp), checked without a window at the
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
#include "algorithms/inputs/distributions.hpp"
#include "core/pictures/onesweep_layout.hpp"
#include "picture_test_util.hpp"

using namespace sortscope;
using namespace sortscope::ui;
using namespace sortscope::test;

namespace {

// The onesweep view's content at 1280x720 (presenter, the small font 19 pixels; and without presenter,
// 14 pixels), as the app lays it out with the bars beside it and the table under them; and the picture
// alone in the view (presenter, --view network).
const PanelRect kPresenterPass{783.0f, 289.0f, 469.0f, 202.0f};
const PanelRect kPresenterHistograms{783.0f, 193.0f, 469.0f, 272.0f};
const PanelRect kPlainPass{783.0f, 196.0f, 469.0f, 277.0f};
const PanelRect kPresenterAlone{368.0f, 193.0f, 884.0f, 503.0f};

// The outlines in the accent colour: the chosen tile's (in the tiles row) and the chosen bin's range.
std::vector<PictureBox> accent_outlines(const Picture& picture) {
    std::vector<PictureBox> boxes;
    for (const PictureShape& shape : picture.shapes) {
        if (const auto* box = std::get_if<PictureBox>(&shape); box && box->outline > 0.0f && box->paint.tone == Tone::Accent) {
            boxes.push_back(*box);
        }
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
        options.onesweep_path = path;
        options.tile = tile;
        options.device.independent_progress = true;
        plan = algo::build_onesweep_plan(options);
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
          "[gui][core][onesweep]") {
    const Step step(algo::OnesweepPath::Lookback, 512, 3);  // digit 1's pass
    REQUIRE(step.focus.part == OnesweepPart::Pass);
    REQUIRE(step.account.tiles.size() == 8);
    const TextMetrics metrics = fake_metrics(19.0f);
    for (const PanelRect& rect : {kPresenterPass, kPresenterAlone}) {
        INFO("a view of " << rect.width << " x " << rect.height);
        const OnesweepTiles laid_out = layout_onesweep_tiles(step.pass(), rect, metrics, std::nullopt, std::nullopt);
        check_inside(laid_out.picture, rect, metrics);
        check_apart(laid_out.picture, metrics);
        CHECK(laid_out.tile == 2);
        CHECK(laid_out.bin == default_bin(step.account, 2));
        CHECK_FALSE(laid_out.light.has_value());  // nothing hovered: nothing lit in the bars
        // The chosen tile outlined around its place in the row, the chosen bin around its range.
        const std::vector<PictureBox> outlines = accent_outlines(laid_out.picture);
        REQUIRE(outlines.size() == 2);
        const float tile_middle = laid_out.left + 2.5f * laid_out.tile_width;
        CHECK(outlines[0].x0 < tile_middle);
        CHECK(outlines[0].x1 > tile_middle);
        CHECK(outlines[0].x1 - outlines[0].x0 < laid_out.tile_width + 5.0f);
        CHECK(outlines[0].y0 < laid_out.rows.tiles_top);
        CHECK(outlines[0].y1 > laid_out.rows.tiles_bottom);
        const float bin_start = laid_out.left + laid_out.width * static_cast<float>(step.account.starts[laid_out.bin]) / 4096.0f;
        CHECK(outlines[1].x0 <= bin_start);
        CHECK(outlines[1].x1 >= bin_start);
        CHECK(outlines[1].y0 < laid_out.rows.output_top);
        // Tile 2 looks back at tile 1's aggregate, then tile 0's prefix: two arrows, drawn from tile 2
        // leftwards, and the statuses in its row.
        size_t arrows = 0;
        for (const PictureShape& shape : laid_out.picture.shapes) {
            if (const auto* curve = std::get_if<PictureCurve>(&shape)) {
                ++arrows;
                CHECK(curve->b.x < curve->a.x);
            }
        }
        CHECK(arrows == step.account.lookback(2, laid_out.bin).size());
        CHECK(arrows == 2);
        CHECK(has_text(laid_out.picture, "t2"));
        CHECK(laid_out.rows.legend == (rect.height > 300.0f));  // beside the bars there is no room for it
        CHECK(laid_out.rows.tiles_bottom < laid_out.rows.output_top);
    }
}

TEST_CASE("the mouse over a tile, a bin or the output picks it, and a key hovered in the bars picks its own",
          "[gui][core][onesweep]") {
    const Step step(algo::OnesweepPath::Lookback, 512, 3);
    const TextMetrics metrics = fake_metrics(19.0f);
    const OnesweepTiles still = layout_onesweep_tiles(step.pass(), kPresenterAlone, metrics, std::nullopt, std::nullopt);
    const TileRows& rows = still.rows;
    REQUIRE(rows.bins);

    // Tile 5 under the mouse: it is explained (for the bin shown before), and the bars light where its
    // keys of that bin went.
    const Point on_tile5{still.left + 5.5f * still.tile_width, (rows.tiles_top + rows.tiles_bottom) * 0.5f};
    const OnesweepTiles tile5 = layout_onesweep_tiles(step.pass(), kPresenterAlone, metrics, on_tile5, std::nullopt);
    CHECK(tile5.mouse_tile == 5u);
    CHECK_FALSE(tile5.mouse_bin.has_value());
    CHECK(tile5.tile == 5);
    const algo::TileAccount& five = step.account.tiles[5];
    REQUIRE(tile5.light.has_value());
    CHECK(tile5.light->first == five.offset[tile5.bin]);
    CHECK(tile5.light->end == five.offset[tile5.bin] + five.counts[tile5.bin]);

    // Bin 200 in the tile's strip of bins.
    const Point on_bin{still.left + still.width * 200.5f / 256.0f, (rows.bins_top + rows.bins_bottom) * 0.5f};
    const OnesweepTiles bin200 = layout_onesweep_tiles(step.pass(), kPresenterAlone, metrics, on_bin, std::nullopt);
    CHECK(bin200.mouse_bin == 200u);
    CHECK(bin200.bin == 200);
    CHECK(bin200.tile == 2);

    // The output at position 3000: that position's bin, all of whose keys the bars light.
    const Point on_output{still.left + still.width * 3000.5f / 4096.0f, (rows.output_top + rows.output_bottom) * 0.5f};
    const OnesweepTiles output = layout_onesweep_tiles(step.pass(), kPresenterAlone, metrics, on_output, std::nullopt);
    const auto owner = tile_bin_of_output(step.account, 3000);
    REQUIRE(owner.has_value());
    CHECK(output.mouse_bin == owner->bin);
    REQUIRE(output.light.has_value());
    CHECK(output.light->first == step.account.starts[owner->bin]);
    CHECK(output.light->end == step.account.starts[owner->bin] + step.bins[owner->bin]);

    // Mouse elsewhere, position 3000 hovered in the bars: its tile and bin, and nothing lit back.
    const OnesweepTiles from_bars = layout_onesweep_tiles(step.pass(), kPresenterAlone, metrics, std::nullopt, 3000u);
    CHECK(from_bars.tile == owner->tile);
    CHECK(from_bars.bin == owner->bin);
    CHECK_FALSE(from_bars.light.has_value());

    // Clicked earlier: the picked tile and bin, unless the mouse is on the picture.
    OnesweepPass picked = step.pass();
    picked.picked_tile = 6;
    picked.picked_bin = 17;
    const OnesweepTiles clicked = layout_onesweep_tiles(picked, kPresenterAlone, metrics, std::nullopt, std::nullopt);
    CHECK(clicked.tile == 6);
    CHECK(clicked.bin == 17);
    CHECK(has_text(clicked.picture, "bin 17"));
    CHECK(layout_onesweep_tiles(picked, kPresenterAlone, metrics, on_tile5, std::nullopt).tile == 5);
}

TEST_CASE("rows that do not fit are left out, the least needed first, the tiles and output always show",
          "[gui][core][onesweep]") {
    const Step step(algo::OnesweepPath::Lookback, 512, 2);
    const TextMetrics metrics = fake_metrics(19.0f);
    int shown_before = 5;
    for (float height = 520.0f; height >= 150.0f; height -= 10.0f) {
        const PanelRect rect{0.0f, 0.0f, 884.0f, height};
        const OnesweepTiles laid_out = layout_onesweep_tiles(step.pass(), rect, metrics, std::nullopt, std::nullopt);
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
            check_inside(laid_out.picture, rect, metrics);
            check_apart(laid_out.picture, metrics);
        }
    }
    CHECK(shown_before == 1);  // at 150 pixels: the tiles, the output and the sentences alone
}

TEST_CASE("the portable path's count and prefix sum show the table's entries, without a walk or a legend",
          "[gui][core][onesweep]") {
    const TextMetrics metrics = fake_metrics(14.0f);
    for (size_t index = 0; index < 3; ++index) {
        const Step step(algo::OnesweepPath::Portable, 512, index);
        INFO("step " << index << ": " << onesweep_part_name(step.focus.part));
        REQUIRE_FALSE(step.focus.lookback);
        const OnesweepTiles laid_out = layout_onesweep_tiles(step.pass(), kPlainPass, metrics, std::nullopt, std::nullopt);
        check_inside(laid_out.picture, kPlainPass, metrics);
        check_apart(laid_out.picture, metrics);
        CHECK_FALSE(laid_out.rows.legend);
        for (const PictureShape& shape : laid_out.picture.shapes) CHECK_FALSE(std::holds_alternative<PictureCurve>(shape));
        if (step.focus.part == OnesweepPart::Count) {
            // Each tile shows its count of the chosen bin.
            CHECK(has_text(laid_out.picture, std::to_string(step.account.tiles[0].counts[laid_out.bin])));
        }
        // Before the pass the bars still hold the input: a key hovered there picks its tile.
        const OnesweepTiles hovered = layout_onesweep_tiles(step.pass(), kPlainPass, metrics, std::nullopt, 1500u);
        CHECK(hovered.tile == 1500 / step.account.tile);
    }
}

TEST_CASE("the four histograms fit side by side or two by two, inside the view, the bin under the mouse named",
          "[gui][core][onesweep]") {
    for (const size_t index : {size_t{0}, size_t{1}}) {
        const Step step(algo::OnesweepPath::Lookback, 512, index);
        const bool scan = step.focus.part == OnesweepPart::Scan;
        for (const auto& [rect, size, one_row] : {std::tuple{kPresenterHistograms, 19.0f, false}, std::tuple{kPresenterAlone, 19.0f, false},
                                                  std::tuple{PanelRect{0.0f, 0.0f, 1500.0f, 300.0f}, 14.0f, true}}) {
            INFO((scan ? "scan" : "histogram") << " in " << rect.width << " x " << rect.height);
            const TextMetrics metrics = fake_metrics(size);
            const OnesweepHistograms laid_out = layout_onesweep_histograms(step.histograms, scan, 4096, rect, metrics, std::nullopt);
            REQUIRE(laid_out.charts.size() == 4);
            check_inside(laid_out.picture, rect, metrics);
            check_apart(laid_out.picture, metrics);
            CHECK((laid_out.charts[3].plate_top == laid_out.charts[0].plate_top) == one_row);
            CHECK(laid_out.charts[1].plate_top == laid_out.charts[0].plate_top);
            CHECK_FALSE(laid_out.hovered.has_value());
            CHECK(has_text(laid_out.picture, "digit 2 \u00b7 bits 16..23"));
            size_t staircases = 0;
            for (const PictureShape& shape : laid_out.picture.shapes) staircases += std::holds_alternative<PicturePolyline>(shape) ? 1 : 0;
            CHECK(staircases == (scan ? 4u : 0u));

            // The mouse on digit 2's chart, over bin 100.
            const HistogramChart& chart = laid_out.charts[2];
            const Point mouse{chart.x0 + (chart.x1 - chart.x0) * 100.5f / 256.0f, (chart.plate_top + chart.plate_bottom) * 0.5f};
            const OnesweepHistograms hovered = layout_onesweep_histograms(step.histograms, scan, 4096, rect, metrics, mouse);
            REQUIRE(hovered.hovered.has_value());
            CHECK(*hovered.hovered == DigitBin{2, 100});
            const std::string named = "digit 2, bin 100: " + std::to_string(step.histograms[2][100]) + " keys";
            const std::vector<const PictureText*> texts = texts_of(hovered.picture);
            CHECK(std::any_of(texts.begin(), texts.end(), [&](const PictureText* t) { return t->text.rfind(named, 0) == 0; }));
        }
    }
}
