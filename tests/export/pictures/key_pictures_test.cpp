// The rows of keys and the radix and rank pictures built from them (diagram/key_rows.hpp,
// radix_layout.hpp, rank_layout.hpp), checked without a window: a row's cells and what a point hits,
// rows of more keys than pixels drawn as runs, curves from a key to its place, the radix bins laid along
// the output where the scatter puts their keys, the rank arrows ending at the ranks, the key under the
// mouse in either row, and everything inside the view with no labels on top of each other; the radix
// picture's per-key bins and scatter made on several threads as one pass makes them; rows filled by index.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <span>
#include <string>
#include <vector>

#include "algorithms/inputs/distributions.hpp"
#include "picture_test_util.hpp"
#include "sortscope/diagram/key_rows.hpp"
#include "sortscope/diagram/radix_flow.hpp"
#include "sortscope/diagram/radix_layout.hpp"
#include "sortscope/diagram/rank_layout.hpp"

using namespace sortscope;
using namespace sortscope::diagram;
using namespace sortscope::test;

namespace {

// The app's fonts at 1920x1080 (the body 27 pixels, the small 21, the mono 22).
PictureStyle style_1080() { return fake_style(21.0f, 27.0f, 22.0f); }

// The radix view beside the bars at 1920x1080.
const PictureRect kRadixView{1257.0f, 250.0f, 617.0f, 400.0f};

// A place on the ramp as a fill of its own colour.
Ink ramp(float t, uint8_t alpha = 255) { return own_ink(value_colour(t), alpha); }

// A rectangle's ends.
float right_of(const RectShape& rect) { return rect.x + rect.width; }
Ink ink_of(const RectShape& rect) { return {rect.role, rect.fill, rect.alpha}; }

// One digit of 4 bits over `n` random keys: bins, the stable scatter's destinations, counts and starts.
struct Digit {
    std::vector<uint32_t> keys, bin, destination, counts, starts, output_bin;

    explicit Digit(uint32_t n) {
        keys = algo::generate_keys(algo::Distribution::Random, n, 3);
        counts.assign(16, 0);
        for (uint32_t key : keys) {
            bin.push_back(key >> 8 & 15);
            ++counts[bin.back()];
        }
        starts.assign(16, 0);
        for (uint32_t b = 1; b < 16; ++b) starts[b] = starts[b - 1] + counts[b - 1];
        std::vector<uint32_t> next = starts;
        output_bin.assign(n, 0);
        for (uint32_t i = 0; i < n; ++i) {
            destination.push_back(next[bin[i]]++);
            output_bin[destination[i]] = bin[i];
        }
    }

    RadixDigit view(RadixPhase phase, bool scattered) const {
        return {phase, scattered, 16, 16, bin, destination, counts, starts, output_bin};
    }
};

}  // namespace

TEST_CASE("a row of keys is n cells wide, and a point hits the key under it", "[pictures]") {
    const KeyRow row{100.0f, 50.0f, 400.0f, 30.0f, 8};
    CHECK(row.cell() == Approx(50.0f));
    CHECK(row.centre(0) == Approx(125.0f));
    CHECK(row.centre(7) == Approx(475.0f));
    CHECK(row.index_at(PicturePoint{100.0f, 60.0f}) == 0u);
    CHECK(row.index_at(PicturePoint{149.9f, 50.0f}) == 0u);
    CHECK(row.index_at(PicturePoint{150.0f, 80.0f}) == 1u);
    CHECK(row.index_at(PicturePoint{499.0f, 65.0f}) == 7u);
    CHECK_FALSE(row.index_at(PicturePoint{500.0f, 65.0f}));  // right of the row
    CHECK_FALSE(row.index_at(PicturePoint{200.0f, 49.0f}));  // above it
    CHECK_FALSE(row.index_at(PicturePoint{200.0f, 81.0f}));  // below it

    // A point on the lower row names the upper key whose destination is there.
    const KeyRow lower{100.0f, 150.0f, 400.0f, 30.0f, 8};
    const std::vector<uint32_t> destination = {7, 6, 5, 4, 3, 2, 1, 0};
    CHECK(key_at(PicturePoint{130.0f, 60.0f}, row, lower, destination) == 0u);
    CHECK(key_at(PicturePoint{130.0f, 160.0f}, row, lower, destination) == 7u);
    CHECK_FALSE(key_at(PicturePoint{130.0f, 120.0f}, row, lower, destination));
}

TEST_CASE("a row of keys draws a box per key, labels where they fit, and runs past one key per pixel", "[pictures]") {
    const TextMetrics metrics = fake_metrics(14.0f);
    const std::vector<Ink> fills = {ramp(0.0f), ramp(0.5f), ramp(1.0f), ramp(0.25f)};
    const std::vector<std::string> labels = {"7", "1234567", "42", "9"};
    RowLabels row_labels;
    row_labels.texts = labels;
    row_labels.font = &metrics;
    row_labels.role = Role::Ink;
    Drawing picture;
    add_key_row(picture, KeyRow{0.0f, 0.0f, 160.0f, 20.0f, 4}, fills, row_labels, 2u, role_ink(Role::Hover));
    const std::vector<RectShape>& boxes = picture.rects;
    REQUIRE(boxes.size() == 5);  // four keys and the outline
    for (size_t i = 0; i < 4; ++i) {
        CHECK(boxes[i].x == Approx(40.0f * static_cast<float>(i)));
        CHECK(right_of(boxes[i]) == Approx(40.0f * static_cast<float>(i + 1) - 1.0f));  // a pixel apart
        CHECK(ink_of(boxes[i]) == fills[i]);
    }
    CHECK(boxes[4].outline > 0.0f);
    CHECK(boxes[4].role == Role::Hover);
    CHECK(boxes[4].x < 80.0f);
    CHECK(right_of(boxes[4]) > 120.0f);
    // "1234567" is 49 pixels wide in a 39-pixel box: left out.
    const std::vector<TextShape>& texts = picture.texts;
    REQUIRE(texts.size() == 3);
    CHECK(texts[0].text == "7");
    CHECK(texts[1].text == "42");
    CHECK(texts[0].role == Role::Ink);
    check_apart(picture, metrics);

    // 1000 keys on 100 pixels, sorted into ten runs of one fill: ten boxes covering the row.
    std::vector<Ink> sorted;
    for (uint32_t i = 0; i < 1000; ++i) sorted.push_back(ramp(static_cast<float>(i / 100) / 9.0f));
    Drawing runs;
    add_key_row(runs, KeyRow{10.0f, 0.0f, 100.0f, 20.0f, 1000}, sorted, RowLabels{}, std::nullopt, role_ink(Role::Hover));
    const std::vector<RectShape>& bands = runs.rects;
    REQUIRE(bands.size() == 10);
    for (size_t k = 0; k < bands.size(); ++k) {
        CHECK(bands[k].x == Approx(10.0f + 10.0f * static_cast<float>(k)));
        CHECK(right_of(bands[k]) == Approx(20.0f + 10.0f * static_cast<float>(k)));
        CHECK(ink_of(bands[k]) == sorted[k * 100]);
    }
}

TEST_CASE("a row filled by index paints each key as the fill per key would", "[pictures]") {
    const std::vector<Ink> palette = {ramp(0.0f), ramp(0.5f), ramp(1.0f)};
    std::vector<uint32_t> index;
    std::vector<Ink> each;
    for (uint32_t i = 0; i < 3000; ++i) {
        index.push_back(i / 7 % 3);
        each.push_back(palette[index.back()]);
    }
    for (const KeyRow& row : {KeyRow{0.0f, 0.0f, 300.0f, 20.0f, 30}, KeyRow{5.0f, 0.0f, 250.0f, 20.0f, 3000}}) {
        Drawing by_key;
        Drawing by_index;
        add_key_row(by_key, row, std::span<const Ink>(each).first(row.count), RowLabels{}, 4u, role_ink(Role::Hover));
        add_key_row(by_index, row, RowFills::by_index(std::span<const uint32_t>(index).first(row.count), palette), RowLabels{}, 4u,
                    role_ink(Role::Hover));
        const std::vector<RectShape>& want = by_key.rects;
        const std::vector<RectShape>& got = by_index.rects;
        REQUIRE(got.size() == want.size());
        for (size_t k = 0; k < got.size(); ++k) {
            CHECK(got[k].x == want[k].x);
            CHECK(right_of(got[k]) == right_of(want[k]));
            CHECK(ink_of(got[k]) == ink_of(want[k]));
        }
    }
    // One fill for every key: a row not filled yet is one box past one key per pixel.
    Drawing blank;
    add_key_row(blank, KeyRow{0.0f, 0.0f, 100.0f, 20.0f, 100000}, RowFills::all(role_ink(Role::Plate), 100000), RowLabels{}, std::nullopt,
                role_ink(Role::Hover));
    REQUIRE(blank.rects.size() == 1);
    CHECK(blank.rects[0].role == Role::Plate);
    CHECK(blank.rects[0].width == Approx(100.0f));
}

TEST_CASE("the radix picture's bins and scatter, made in chunks on several threads, are a single stable pass's", "[pictures]") {
    // Enough keys for several chunks (algo::kMinChunkItems each) wherever there are two threads or more.
    const uint32_t n = 5 * 65536 + 17;
    const Digit digit(n);  // digit 2 of 4 bits (key bits 8..11), made in one pass
    algo::Options options;
    options.n = n;
    std::vector<uint32_t> output(n);
    for (uint32_t i = 0; i < n; ++i) output[digit.destination[i]] = digit.keys[i];
    RadixFlow flow;
    refresh_radix_flow(flow, options, RadixFocus{2, 4, 8, RadixPhase::Scatter}, digit.keys, output);
    CHECK(flow.bins == 16);
    CHECK(flow.bin == digit.bin);
    CHECK(flow.counts == digit.counts);
    CHECK(flow.starts == digit.starts);
    CHECK(flow.destination == digit.destination);
    CHECK(flow.output_bin == digit.output_bin);
    // Refilled for the next digit, the vectors keep their size.
    refresh_radix_flow(flow, options, RadixFocus{3, 4, 12, RadixPhase::Count}, digit.keys, output);
    CHECK(flow.bin.size() == n);
    CHECK(flow.counts.size() == 16);
    CHECK(std::accumulate(flow.counts.begin(), flow.counts.end(), 0u) == n);
}

TEST_CASE("a flow runs from the bottom of a key to the top of its place, with an arrowhead when asked", "[pictures]") {
    const KeyRow upper{0.0f, 0.0f, 80.0f, 20.0f, 8};
    const KeyRow lower{0.0f, 100.0f, 80.0f, 20.0f, 8};
    Drawing picture;
    add_flow(picture, upper, 1, lower, 6, role_ink(Role::Accent), 2.0f, true);
    REQUIRE(picture.curves.size() == 1);
    const CurveShape& curve = picture.curves[0];
    CHECK(curve.x[0] == Approx(15.0f));
    CHECK(curve.y[0] == Approx(21.0f));
    CHECK(curve.x[3] == Approx(65.0f));
    CHECK(curve.y[3] == Approx(99.0f));
    CHECK(curve.role == Role::Accent);
    REQUIRE(picture.triangles.size() == 1);
    CHECK(picture.triangles[0].x[0] == Approx(65.0f));  // its tip on the place
    Drawing plain;
    add_flow(plain, upper, 1, lower, 6, role_ink(Role::Accent), 2.0f, false);
    CHECK(plain.triangles.empty());
}

TEST_CASE("the radix picture lays each bin along the output where the scatter puts its keys", "[pictures]") {
    const Digit digit(64);
    const PictureStyle style = style_1080();
    for (const RadixPhase phase : {RadixPhase::Count, RadixPhase::PrefixSum, RadixPhase::Scatter}) {
        const RadixLayout laid_out = layout_radix(digit.view(phase, phase == RadixPhase::Scatter), kRadixView, style, std::nullopt, std::nullopt);
        INFO("phase " << static_cast<int>(phase));
        check_inside(laid_out.drawing, kRadixView, style.fonts);
        check_apart(laid_out.drawing, style.fonts);
        CHECK(laid_out.input.bottom() < laid_out.band_top);
        CHECK(laid_out.band_top + laid_out.band_height < laid_out.output.top);
        const Drawing all = flattened(laid_out.drawing);
        // The bins' boxes, in order: bin b from its start to its start + count on the output row.
        std::vector<RectShape> bins;
        for (const RectShape& box : all.rects) {
            if (box.y == laid_out.band_top) bins.push_back(box);
        }
        const auto used = static_cast<size_t>(std::count_if(digit.counts.begin(), digit.counts.end(), [](uint32_t c) { return c > 0; }));
        REQUIRE(bins.size() == used);
        size_t k = 0;
        for (uint32_t b = 0; b < 16; ++b) {
            if (digit.counts[b] == 0) continue;
            const float cell = laid_out.output.cell();
            CHECK(bins[k].x == Approx(laid_out.output.left + static_cast<float>(digit.starts[b]) * cell + 1.0f));
            CHECK(right_of(bins[k]) == Approx(laid_out.output.left + static_cast<float>(digit.starts[b] + digit.counts[b]) * cell - 1.0f));
            CHECK(ink_of(bins[k]) == bin_ink(style, b, 16, 235));
            ++k;
        }
        // The bins' labels (in the small font, under the groups') sit inside their boxes.
        size_t labelled = 0;
        for (const TextShape& text : all.texts) {
            const float top = text.y - 0.8f * text.size;
            if (text.size != style.fonts.small.size || top < laid_out.band_top) continue;
            const bool in_a_bin = std::any_of(bins.begin(), bins.end(), [&](const RectShape& box) {
                return text.x >= box.x && text.x + style.fonts.small.width(text.text) <= right_of(box);
            });
            CHECK(in_a_bin);
            ++labelled;
        }
        CHECK(labelled > 0);
        // Every key's flow (64 keys: all of them), none traced, all under the boxes.
        CHECK(laid_out.drawing.curves.size() == 64);
        CHECK(all.curves.size() == 64);
        CHECK(all.triangles.empty());
    }
}

TEST_CASE("the radix picture traces the key under the mouse, in either row, or the one hovered elsewhere", "[pictures]") {
    const Digit digit(64);
    const PictureStyle style = style_1080();
    const RadixLayout still = layout_radix(digit.view(RadixPhase::Scatter, true), kRadixView, style, std::nullopt, std::nullopt);
    const PicturePoint on_input{still.input.centre(10), still.input.top + 2.0f};
    const RadixLayout upper = layout_radix(digit.view(RadixPhase::Scatter, true), kRadixView, style, on_input, std::nullopt);
    CHECK(upper.hovered == 10u);
    const PicturePoint on_output{still.output.centre(digit.destination[10]), still.output.top + 2.0f};
    const RadixLayout lower = layout_radix(digit.view(RadixPhase::Scatter, true), kRadixView, style, on_output, std::nullopt);
    CHECK(lower.hovered == 10u);
    // The trace: a thick hover-coloured flow from key 10 to its destination, with an arrowhead.
    const std::vector<CurveShape> curves = flattened(lower.drawing).curves;
    REQUIRE(curves.size() == 65);
    CHECK(curves.back().role == Role::Hover);
    CHECK(curves.back().x[0] == Approx(still.input.centre(10)));
    CHECK(curves.back().x[3] == Approx(still.output.centre(digit.destination[10])));
    const RadixLayout elsewhere = layout_radix(digit.view(RadixPhase::Scatter, true), kRadixView, style, std::nullopt, 10u);
    CHECK_FALSE(elsewhere.hovered);
    CHECK(flattened(elsewhere.drawing).curves.size() == 65);
    const RadixLayout nothing = layout_radix(digit.view(RadixPhase::Scatter, true), kRadixView, style, PicturePoint{0.0f, 0.0f}, std::nullopt);
    CHECK_FALSE(nothing.hovered);
}

TEST_CASE("the rank picture points each key at its rank, and fills the output only once the step ran", "[pictures]") {
    const uint32_t n = 32;
    std::vector<uint32_t> ranks(n);
    for (uint32_t i = 0; i < n; ++i) ranks[i] = (i * 7 + 3) % n;  // a permutation
    std::vector<Ink> fills;
    std::vector<std::string> labels;
    for (uint32_t i = 0; i < n; ++i) {
        fills.push_back(ramp(static_cast<float>(ranks[i]) / static_cast<float>(n - 1)));
        labels.push_back(std::to_string(ranks[i] % 10));  // one digit: fits a cell
    }
    const PictureStyle style = style_1080();
    for (const bool done : {false, true}) {
        INFO((done ? "after the step" : "before the step"));
        const RankKeys keys{ranks, done, fills, fills, labels, labels};
        const RankLayout laid_out = layout_rank(keys, kRadixView, style, std::nullopt, std::nullopt);
        check_inside(laid_out.drawing, kRadixView, style.fonts);
        check_apart(laid_out.drawing, style.fonts);
        const Drawing all = flattened(laid_out.drawing);
        const std::vector<CurveShape>& arrows = all.curves;
        REQUIRE(arrows.size() == n);
        for (uint32_t i = 0; i < n; ++i) {
            CHECK(arrows[i].x[0] == Approx(laid_out.upper.centre(i)));
            CHECK(arrows[i].x[3] == Approx(laid_out.lower.centre(ranks[i])));
            CHECK(arrows[i].alpha == (done ? 0xB0 : 0x70));
        }
        // The lower row: plate before the step, the keys' colours and labels after it.
        size_t plates = 0;
        for (const RectShape& box : all.rects) plates += box.role == Role::Plate ? 1 : 0;
        CHECK(plates == (done ? 0u : n));
        size_t mono = 0;
        for (const TextShape& text : all.texts) mono += text.face == Face::Mono ? 1 : 0;
        CHECK(mono == (done ? 2 * n : n));
        CHECK(laid_out.upper.bottom() < laid_out.lower.top);
        CHECK(laid_out.text_top > laid_out.lower.bottom());
    }
    const RankKeys keys{ranks, true, fills, fills, labels, labels};
    const RankLayout still = layout_rank(keys, kRadixView, style, std::nullopt, std::nullopt);
    const RankLayout hovered =
        layout_rank(keys, kRadixView, style, PicturePoint{still.lower.centre(ranks[5]), still.lower.top + 1.0f}, std::nullopt);
    CHECK(hovered.hovered == 5u);
}
