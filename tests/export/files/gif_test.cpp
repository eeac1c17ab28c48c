// Animated GIFs of a run (gif_export.hpp): written, then read back with giflib through the same loader
// (gif_library.hpp), frame by frame: one frame for the input and one after every step, the page's size,
// the delays (the last frame held), the loop extension, and pixels that change exactly where the
// reference moved keys: inside a bar whose key changed (and whose drawn bar changed with it: two keys
// may be within a pixel of each other) some pixel differs from the frame before, inside one whose key
// stayed every pixel is the same.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "algorithms/catalogue/reference.hpp"
#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/plan/state.hpp"
#include "export.hpp"
#include "export_error.hpp"
#include "export_test_util.hpp"
#include "gif_encoder.hpp"
#include "gif_export.hpp"
#include "gif_library.hpp"

using namespace sortscope;

namespace {

struct DecodedGif {
    int width = 0;
    int height = 0;
    std::vector<std::vector<uint8_t>> frames;  // the screen after each frame: palette indices, rows top to bottom
    std::vector<int> delays_cs;
    bool loops = false;
};

struct ReadCursor {
    const std::string* bytes;
    size_t offset = 0;
};

int read_bytes(GifFileType* gif, GifByteType* into, int length) {
    auto* cursor = static_cast<ReadCursor*>(gif->UserData);
    const size_t count = std::min(static_cast<size_t>(length), cursor->bytes->size() - cursor->offset);
    std::memcpy(into, cursor->bytes->data() + cursor->offset, count);
    cursor->offset += count;
    return static_cast<int>(count);
}

DecodedGif decode(const std::string& bytes) {
    const exports::GifLibrary& gif = exports::gif_library();
    ReadCursor cursor{&bytes};
    int error = 0;
    GifFileType* file = gif.DGifOpen(&cursor, read_bytes, &error);
    REQUIRE(file != nullptr);
    const int slurped = gif.DGifSlurp(file);
    INFO("giflib: " << gif.GifErrorString(file->Error));
    REQUIRE(slurped == GIF_OK);
    DecodedGif decoded;
    decoded.width = file->SWidth;
    decoded.height = file->SHeight;
    // Each image is drawn over the last (the writer keeps every frame): the screen after each, composed.
    std::vector<uint8_t> screen(static_cast<size_t>(file->SWidth) * static_cast<size_t>(file->SHeight), 0);
    for (int i = 0; i < file->ImageCount; ++i) {
        const SavedImage& image = file->SavedImages[i];
        const GifImageDesc& at = image.ImageDesc;
        REQUIRE(at.Left >= 0);
        REQUIRE(at.Top >= 0);
        REQUIRE(at.Left + at.Width <= file->SWidth);
        REQUIRE(at.Top + at.Height <= file->SHeight);
        if (i == 0) REQUIRE((at.Width == file->SWidth && at.Height == file->SHeight));  // the first frame is whole
        for (int y = 0; y < at.Height; ++y) {
            std::memcpy(screen.data() + static_cast<size_t>(at.Top + y) * static_cast<size_t>(file->SWidth) + static_cast<size_t>(at.Left),
                        image.RasterBits + static_cast<size_t>(y) * static_cast<size_t>(at.Width), static_cast<size_t>(at.Width));
        }
        decoded.frames.push_back(screen);
        GraphicsControlBlock control{};
        REQUIRE(gif.DGifSavedExtensionToGCB(file, i, &control) == GIF_OK);
        decoded.delays_cs.push_back(control.DelayTime);
    }
    // DGifSlurp keeps the extensions before an image with that image (the loop extension: the first).
    const auto find_loop = [&](const ExtensionBlock* blocks, int count) {
        for (int i = 0; i < count; ++i) {
            if (blocks[i].Function == APPLICATION_EXT_FUNC_CODE && blocks[i].ByteCount == 11 &&
                std::memcmp(blocks[i].Bytes, "NETSCAPE2.0", 11) == 0) {
                decoded.loops = true;
            }
        }
    };
    find_loop(file->ExtensionBlocks, file->ExtensionBlockCount);
    if (file->ImageCount > 0) find_loop(file->SavedImages[0].ExtensionBlocks, file->SavedImages[0].ExtensionBlockCount);
    gif.DGifCloseFile(file, &error);
    return decoded;
}

// The first array's keys in every frame: the input, then after each step (the reference, as the export).
std::vector<std::vector<uint32_t>> keys_per_frame(const algo::Plan& plan, const std::vector<uint32_t>& input) {
    algo::State state = algo::make_state(plan, input);
    const auto first = [&](algo::Pair pair) {
        const std::vector<uint32_t>& keys = state[algo::keys_buffer(pair)];
        return std::vector<uint32_t>(keys.begin(), keys.begin() + plan.options.n);
    };
    std::vector<std::vector<uint32_t>> frames{first(algo::Pair::Primary)};
    for (const algo::Step& step : plan.steps) {
        algo::reference_step(plan, step, state);
        frames.push_back(first(step.keys_after()));
    }
    return frames;
}

std::vector<diagram::RectShape> key_bars(const diagram::Drawing& drawing) {
    std::vector<diagram::RectShape> bars;
    for (const diagram::RectShape& rect : drawing.rects) {
        if (rect.role == diagram::Role::KeyBar) bars.push_back(rect);
    }
    return bars;
}

// Pixel rows y0..y1 and columns x0..x1 (inclusive) of two frames: does any pixel differ?
// Whether two bars look different: a height or top at least a pixel apart, or a colour apart.
bool drawn_apart(const diagram::RectShape& a, const diagram::RectShape& b) {
    const auto apart = [](float x, float y) { return std::abs(x - y) >= 1.0f; };
    const auto colour_apart = [](uint8_t x, uint8_t y) { return std::abs(int{x} - int{y}) >= 8; };
    return apart(a.y, b.y) || apart(a.height, b.height) || colour_apart(a.fill.r, b.fill.r) || colour_apart(a.fill.g, b.fill.g) ||
           colour_apart(a.fill.b, b.fill.b);
}

bool differs(const DecodedGif& gif, size_t a, size_t b, int x0, int x1, int y0, int y1) {
    for (int y = std::max(0, y0); y <= std::min(gif.height - 1, y1); ++y) {
        for (int x = std::max(0, x0); x <= std::min(gif.width - 1, x1); ++x) {
            const size_t at = static_cast<size_t>(y) * static_cast<size_t>(gif.width) + static_cast<size_t>(x);
            if (gif.frames[a][at] != gif.frames[b][at]) return true;
        }
    }
    return false;
}

void check_animation(const char* id, uint32_t n, int expected_width, int expected_height, bool network) {
    const algo::Plan plan = algo::find_algorithm(id)->build(algo::sized(n));
    const std::vector<uint32_t> input = algo::generate_input(algo::Distribution::Random, n, 1, algo::KeyType::U32, 7);
    const std::filesystem::path folder = test::fresh_folder(std::string("gif-") + id);
    exports::GifOptions options;
    options.path = (folder / "run.gif").string();
    options.frame_ms = 500;
    REQUIRE(exports::animation_page(plan, options).network == network);
    const uint64_t written = exports::write_gif(plan, input, "random, random seed 7", options);
    INFO(id << " at n = " << n << ": " << plan.steps.size() << " steps");
    CHECK(written == plan.steps.size() + 1);

    const DecodedGif gif = decode(test::read_file(options.path));
    REQUIRE(gif.frames.size() == plan.steps.size() + 1);
    CHECK(gif.width == expected_width);
    CHECK(gif.height == expected_height);
    CHECK(gif.loops);
    for (size_t frame = 0; frame + 1 < gif.delays_cs.size(); ++frame) CHECK(gif.delays_cs[frame] == 50);
    CHECK(gif.delays_cs.back() == 150);  // held three frames' time

    const std::vector<std::vector<uint32_t>> keys = keys_per_frame(plan, input);
    size_t moved_total = 0;
    size_t redrawn_total = 0;
    for (size_t frame = 1; frame < gif.frames.size(); ++frame) {
        const std::vector<diagram::RectShape> before = key_bars(exports::animation_frame_at(plan, input, "random, random seed 7", options, frame - 1));
        const std::vector<diagram::RectShape> after = key_bars(exports::animation_frame_at(plan, input, "random, random seed 7", options, frame));
        REQUIRE(before.size() == n);
        REQUIRE(after.size() == n);
        for (size_t p = 0; p < n; ++p) {
            INFO("frame " << frame << ", position " << p);
            // The bar's column: its x span, from the higher of the two tops to the common bottom, 1 pixel in.
            const int x0 = static_cast<int>(std::ceil(after[p].x)) + 1;
            const int x1 = static_cast<int>(std::floor(after[p].x + after[p].width)) - 2;
            const int top = static_cast<int>(std::ceil(std::min(before[p].y, after[p].y))) + 1;
            const int bottom = static_cast<int>(std::floor(after[p].y + after[p].height)) - 2;
            REQUIRE(x1 >= x0);
            if (keys[frame][p] != keys[frame - 1][p]) {
                ++moved_total;
                if (drawn_apart(before[p], after[p])) {
                    ++redrawn_total;
                    CHECK(differs(gif, frame - 1, frame, x0, x1, top, bottom));
                }
            } else {
                CHECK_FALSE(differs(gif, frame - 1, frame, x0, x1, top, bottom));
            }
        }
    }
    CHECK(moved_total > 0);
    CHECK(redrawn_total * 10 >= moved_total * 9);  // nearly every move shows
    CHECK(keys.back() != keys.front());
}

}  // namespace

TEST_CASE("a GIF of bitonic at n = 16: the input and every step, bars over the network", "[export][gif]") {
    check_animation("bitonic", 16, exports::kDefaultAnimationWidth, exports::kDefaultAnimationHeightWithNetwork, true);
}

TEST_CASE("a GIF of radix at n = 32: the bars alone, frames change where keys moved", "[export][gif]") {
    check_animation("radix", 32, exports::kDefaultAnimationWidth, exports::kDefaultAnimationHeight, false);
}

TEST_CASE("a GIF takes the size it is given and refuses one past its limit", "[export][gif]") {
    const algo::Plan plan = algo::find_algorithm("odd-even-transposition")->build(algo::sized(5));
    const std::vector<uint32_t> input = algo::generate_input(algo::Distribution::Reversed, 5, 1, algo::KeyType::U32, 1);
    const std::filesystem::path folder = test::fresh_folder("gif-size");
    exports::GifOptions options;
    options.path = (folder / "small.gif").string();
    options.width_px = 320;
    options.height_px = 200;
    options.theme = diagram::Theme::Dark;
    exports::write_gif(plan, input, "reversed", options);
    const DecodedGif gif = decode(test::read_file(options.path));
    CHECK(gif.width == 320);
    CHECK(gif.height == 200);
    CHECK(gif.frames.size() == plan.steps.size() + 1);
    CHECK(exports::gif_cost(plan, options).disk_bytes >= test::read_file(options.path).size());

    options.path = (folder / "huge.gif").string();
    options.width_px = exports::kMaxAnimationSide + 1;
    CHECK_THROWS_AS(exports::write_gif(plan, input, "reversed", options), exports::ExportOptionError);
    CHECK_FALSE(std::filesystem::exists(folder / "huge.gif"));
}

TEST_CASE("the GIF palette is exact for few colours and nearest for many", "[export][gif]") {
    exports::Pixels few{4, 1, {0xffff0000u, 0xff00ff00u, 0xff0000ffu, 0xffff0000u}};
    exports::GifPalette exact;
    exact.count(few);
    exact.choose();
    REQUIRE(exact.exact());
    REQUIRE(exact.colours().size() == 3);
    CHECK(exact.index(0xffff0000u) == exact.index(few.argb[3]));
    CHECK(exact.index(0xffff0000u) != exact.index(0xff00ff00u));
    const exports::Rgb red = exact.colours()[exact.index(0xffff0000u)];
    CHECK((red.r == 255 && red.g == 0 && red.b == 0));

    // 4096 greys and one large red area: more than 256 colours, so binned; red stays red.
    exports::Pixels many{4096 + 1000, 1, {}};
    for (uint32_t i = 0; i < 4096; ++i) many.argb.push_back(0xff000000u | (i % 256) << 16 | (i / 16) << 8 | (i % 256));
    for (int i = 0; i < 1000; ++i) many.argb.push_back(0xffd02010u);
    exports::GifPalette binned;
    binned.count(many);
    binned.choose();
    REQUIRE_FALSE(binned.exact());
    CHECK(binned.colours().size() == exports::GifPalette::kMaxColours);
    const exports::Rgb near_red = binned.colours()[binned.index(0xffd02010u)];
    CHECK(std::abs(int{near_red.r} - 0xd0) <= 8);
    CHECK(std::abs(int{near_red.g} - 0x20) <= 8);
    CHECK(std::abs(int{near_red.b} - 0x10) <= 8);
    // Transparent black lies over white: white.
    const exports::Rgb clear = exports::opaque_colour(0x00000000u);
    CHECK((clear.r == 255 && clear.g == 255 && clear.b == 255));
}
