// Reads a PNG that a screenshot test made (the real app under Xvfb) and checks that it is a frame of the
// app, the size asked for, showing what its view or mode must show: bars, the network with the current
// dispatch lit, a table, the presenter's high-contrast theme, or a lesson's slide with its note.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <png.h>

namespace {

struct RgbImage {
    uint32_t width = 0;
    uint32_t height = 0;
    std::vector<uint8_t> pixels;  // rows top to bottom, 3 bytes per pixel

    uint32_t colour(uint32_t x, uint32_t y) const {
        const uint8_t* p = &pixels[(size_t{y} * width + x) * 3];
        return (uint32_t{p[0]} << 16) | (uint32_t{p[1]} << 8) | p[2];
    }
};

RgbImage read_png(const std::string& path) {
    png_image image;
    std::memset(&image, 0, sizeof(image));
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path.c_str())) FAIL(path << ": " << image.message);
    image.format = PNG_FORMAT_RGB;
    RgbImage result;
    result.width = image.width;
    result.height = image.height;
    result.pixels.resize(PNG_IMAGE_SIZE(image));
    if (!png_image_finish_read(&image, nullptr, result.pixels.data(), 0, nullptr)) FAIL(path << ": " << image.message);
    return result;
}

std::string environment(const char* name) {
    const char* value = std::getenv(name);
    if (value == nullptr) FAIL(name << " is not set (ctest sets it; run through ctest -R gui)");
    return value;
}

// How many pixels have exactly this colour (in the rectangle [x0, x1) x [y0, y1), or the whole image).
uint64_t count_colour(const RgbImage& image, uint32_t rgb, uint32_t x0 = 0, uint32_t y0 = 0, uint32_t x1 = UINT32_MAX,
                      uint32_t y1 = UINT32_MAX) {
    uint64_t count = 0;
    for (uint32_t y = y0; y < std::min(y1, image.height); ++y) {
        for (uint32_t x = x0; x < std::min(x1, image.width); ++x) count += image.colour(x, y) == rgb ? 1 : 0;
    }
    return count;
}

// Distinct colours in the rectangle [x0, x1) x [y0, y1).
size_t distinct_colours(const RgbImage& image, uint32_t x0, uint32_t y0, uint32_t x1, uint32_t y1) {
    std::set<uint32_t> colours;
    for (uint32_t y = y0; y < y1; ++y) {
        for (uint32_t x = x0; x < x1; ++x) colours.insert(image.colour(x, y));
    }
    return colours.size();
}

// The share of pixels in the rectangle whose colour is saturated (max - min channel above 90): bars and
// bins are coloured along a blue-to-red ramp, while text, tables and the network are greys.
double saturated_share(const RgbImage& image, uint32_t x0, uint32_t y0, uint32_t x1, uint32_t y1) {
    uint64_t saturated = 0;
    for (uint32_t y = y0; y < y1; ++y) {
        for (uint32_t x = x0; x < x1; ++x) {
            const uint32_t c = image.colour(x, y);
            const uint32_t r = c >> 16, g = (c >> 8) & 0xFF, b = c & 0xFF;
            saturated += std::max({r, g, b}) - std::min({r, g, b}) > 90 ? 1 : 0;
        }
    }
    return static_cast<double>(saturated) / (static_cast<double>(x1 - x0) * (y1 - y0));
}

bool saturated(uint32_t c) {
    const uint32_t r = c >> 16, g = (c >> 8) & 0xFF, b = c & 0xFF;
    return std::max({r, g, b}) - std::min({r, g, b}) > 90;
}

// The longest vertical run of `rgb` in any one column of the rectangle [x0, x1) x [y0, y1).
uint32_t longest_vertical_run(const RgbImage& image, uint32_t rgb, uint32_t x0, uint32_t y0, uint32_t x1, uint32_t y1) {
    uint32_t longest = 0;
    for (uint32_t x = x0; x < std::min(x1, image.width); ++x) {
        uint32_t run = 0;
        for (uint32_t y = y0; y < std::min(y1, image.height); ++y) {
            run = image.colour(x, y) == rgb ? run + 1 : 0;
            longest = std::max(longest, run);
        }
    }
    return longest;
}

// Text on the dark and presenter themes: light grey to white.
bool bright(uint32_t c) { return std::min({c >> 16, (c >> 8) & 0xFF, c & 0xFF}) >= 170; }

// Colours the app draws with (theme.cpp and diagram/src/drawing.cpp, dark theme).
constexpr uint32_t kCurrentDispatchBand = 0x463A1C;  // Dark HighlightShade (70, 58, 28)
constexpr uint32_t kComparator = 0xEEF0F5;           // Dark Comparator (238, 240, 245)
constexpr uint32_t kTableHeader = 0x303033;          // ImGui's dark TableHeaderBg (0.19, 0.19, 0.20)
constexpr uint32_t kPresenterBackground = 0x000000;  // the presenter theme's window background
constexpr uint32_t kExportTab = 0x3369AD;            // the dialog's active tab (ImGui's TabActive, opaque)
constexpr uint32_t kRadixSeries = 0x7DDC69;          // race_chart.cpp's radix (125, 220, 105)
constexpr uint32_t kOnesweepSeries = 0xFF6E3C;       // race_chart.cpp's onesweep (255, 110, 60)
constexpr uint32_t kStdSortSeries = 0xD7D7DC;        // race_chart.cpp's std::sort (215, 215, 220)
constexpr uint32_t kNotReadyTile = 0x3E404A;         // onesweep_layout.hpp's status fills: not ready (62, 64, 74),
constexpr uint32_t kAggregateTile = 0xF09632;        // aggregate (240, 150, 50)
constexpr uint32_t kPrefixTile = 0x50C36E;           // and inclusive prefix (80, 195, 110)
constexpr uint32_t kPresenterTableHeader = 0x292E42;  // ImGuiCol_TableHeaderBg of the presenter theme (0.16, 0.18, 0.26)
constexpr uint32_t kPresenterAlternateRow = 0x1A1A1F;  // ImGuiCol_TableRowBgAlt of the presenter theme (0.10, 0.10, 0.12)
constexpr uint32_t kPresenterAccent = 0xFFD600;      // the presenter's accent (255, 214, 0): the walk back, the chosen tile
constexpr uint32_t kDarkAccent = 0xFFCC4D;           // the dark theme's accent (255, 204, 77): the profile's lit bar
constexpr uint32_t kDarkBad = 0xFF6659;              // the dark theme's failed check (255, 102, 89)
// profile_view.cpp's kernel colours, slot by slot.
constexpr uint32_t kKernelColours[] = {0x4EA0EB, 0xF5962D, 0x5FC86E, 0xE6555F, 0xAA78E1,
                                       0xC8966E, 0x50CDC8, 0xF078BE, 0x96C83C, 0x9696A0};
constexpr uint32_t kPresenterButton = 0x2E529E;     // the presenter theme's ImGuiCol_Button (0.18, 0.32, 0.62)
constexpr uint32_t kPresenterGood = 0x50FF50;        // the presenter's good (80, 255, 80): a right answer
constexpr uint32_t kPresenterBad = 0xFF463C;         // and bad (255, 70, 60): a wrong one

}  // namespace

// Each screenshot test of tests/gui/CMakeLists.txt runs the app for one view or mode, then runs this
// with SORTSCOPE_PNG (the screenshot), SORTSCOPE_WIDTH, SORTSCOPE_HEIGHT and SORTSCOPE_EXPECT (what
// it must show).
TEST_CASE("the app's screenshot shows what its view and mode must show", "[gui][screenshot]") {
    const std::string path = environment("SORTSCOPE_PNG");
    const std::string expect = environment("SORTSCOPE_EXPECT");
    const RgbImage image = read_png(path);
    INFO(path << ", expecting " << expect);
    REQUIRE(image.width == std::stoul(environment("SORTSCOPE_WIDTH")));
    REQUIRE(image.height == std::stoul(environment("SORTSCOPE_HEIGHT")));
    // The stage: right of the control panel (340 px at scale 1, 510 at 1080 lines), below the header.
    const auto panel = static_cast<uint32_t>(static_cast<double>(image.width) * 0.28);
    const uint32_t stage_top = image.height / 4;
    if (expect == "blank") {
        // The blank button: black, but for the small grey note in the bottom right corner.
        const uint32_t corner_x = image.width * 3 / 4, corner_y = image.height * 9 / 10;
        const uint64_t pixels = uint64_t{image.width} * image.height;
        const uint64_t not_black = pixels - count_colour(image, kPresenterBackground);
        const uint64_t note = uint64_t{image.width - corner_x} * (image.height - corner_y) -
                              count_colour(image, kPresenterBackground, corner_x, corner_y);
        INFO(not_black << " pixels not black, " << note << " of them in the note's corner");
        CHECK(not_black == note);  // nothing outside the corner
        CHECK(note >= 50);               // the note is there
        CHECK(note <= pixels / 200);     // and small
        return;
    }
    const size_t stage_colours = distinct_colours(image, panel, stage_top, image.width, image.height);
    INFO(stage_colours << " distinct colours in the stage");
    CHECK(stage_colours >= 8);  // not a blank window

    if (expect == "bars" || expect == "pictures") {
        // Bars (or bins and arrows) are coloured by value: many keys, many colours, in the lower stage.
        const double share = saturated_share(image, panel, stage_top, image.width, image.height);
        INFO(share * 100.0 << "% of the stage is coloured by value");
        CHECK(distinct_colours(image, panel, image.height / 2, image.width, image.height) >= 24);
        CHECK(share >= 0.04);
    }
    if (expect == "network") {
        const uint64_t band = count_colour(image, kCurrentDispatchBand);
        const uint64_t comparators = count_colour(image, kComparator);
        // Before the first step nothing has run: the next step is outlined, dashed, in the accent instead
        // (counted below the header, whose step counter is in the accent too).
        const uint32_t below_header = image.height / 4;
        const uint64_t next = count_colour(image, kPresenterAccent, 0, below_header, image.width, image.height) +
                              count_colour(image, kDarkAccent, 0, below_header, image.width, image.height);
        INFO(band << " pixels of the band of the step just run, " << next << " of the accent (the next step's outline), "
                  << comparators << " of comparators");
        CHECK((band >= 200 || next >= 200));
        CHECK(comparators >= 200);
    }
    if (expect == "table") {
        const uint64_t header = count_colour(image, kTableHeader);
        INFO(header << " pixels of table header");
        CHECK(header >= 2000);
        CHECK(saturated_share(image, panel, stage_top, image.width, image.height) < 0.04);  // no bars: a table alone
    }
    if (expect == "table-rows") {
        // The table under the bars and the network in presenter mode at 720 lines: its header and at
        // least four rows, so two or more of the alternate rows' shade (presenter theme, theme.cpp).
        const uint64_t header = count_colour(image, kPresenterTableHeader);
        const uint64_t alternate_rows = count_colour(image, kPresenterAlternateRow);
        INFO(header << " pixels of table header, " << alternate_rows << " of alternate rows");
        CHECK(header >= 2000);
        CHECK(alternate_rows >= 2 * 20 * 400);
    }
    if (expect == "kernel") {
        // The kernel view: its lit lines carry a solid accent bar at their left edge, several rows tall
        // (the header's accent text never makes such a column), and the code is text over the stage.
        const uint32_t bar = std::max(longest_vertical_run(image, kDarkAccent, 0, stage_top, image.width, image.height),
                                      longest_vertical_run(image, kPresenterAccent, 0, stage_top, image.width, image.height));
        uint64_t text = 0;
        for (uint32_t y = stage_top; y < image.height; ++y) {
            for (uint32_t x = panel; x < image.width; ++x) text += bright(image.colour(x, y)) ? 1 : 0;
        }
        INFO("lit bar " << bar << " px tall, " << text << " pixels of text in the stage");
        CHECK(bar >= 3 * 20);
        CHECK(text >= 3000);
    }
    if (expect == "race" || expect == "race-chart") {
        // The finished race: std::sort's, radix's and onesweep's lines and legends (drawn only from their
        // measurements; a legend entry alone is about 50 pixels, so a chart that was left out for want
        // of room fails), and for "race" the runs chart's timed bars of the last algorithm, onesweep,
        // filled in its colour.
        const uint64_t onesweep = count_colour(image, kOnesweepSeries);
        const uint64_t radix = count_colour(image, kRadixSeries);
        const uint64_t std_sort = count_colour(image, kStdSortSeries);
        INFO(onesweep << " pixels in onesweep's colour, " << radix << " in radix's, " << std_sort << " in std::sort's");
        if (expect == "race") CHECK(onesweep >= 400);  // three timed bars under a chart of three quarters
        // Radix's and onesweep's lines counted together: at small n on a loaded llvmpipe they lie on each
        // other and onesweep's, drawn later, covers radix's (64 pixels of radix's colour were left, the plot
        // drawn); with the chart left out only their two legend entries remain, about 100 pixels.
        CHECK(radix + onesweep >= 200);
        CHECK(std_sort >= 60);
    }
    if (expect == "export") {
        // The modal dialog's active tab: a colour the app has nowhere else (a screenshot without the
        // dialog has none). Its buttons are translucent over the modal's dimming, which fades in over
        // time, so their colour depends on the frame rate and is not checked.
        const uint64_t tab = count_colour(image, kExportTab);
        INFO(tab << " pixels of the active tab");
        CHECK(tab >= 1000);
    }
    if (expect == "onesweep") {
        // Onesweep's look-back pass at 4096 keys in 8 tiles, tile 2 chosen: tile 0 holds its inclusive
        // prefix, tiles 1-3 (its wave) their aggregates, tiles 4-7 nothing yet; the walk back from tile
        // 2 to tile 0 and the chosen tile's outline are in the accent colour. All in the right part of
        // the stage, where the network goes, below the header (which takes about a third of the height
        // at 720 lines, less when its counters fit beside the check).
        const auto x0 = static_cast<uint32_t>(image.width * 0.62), y0 = image.height / 3, y1 = image.height * 17 / 20;
        const uint64_t not_ready = count_colour(image, kNotReadyTile, x0, y0, image.width, y1);
        const uint64_t aggregate = count_colour(image, kAggregateTile, x0, y0, image.width, y1);
        const uint64_t prefix = count_colour(image, kPrefixTile, x0, y0, image.width, y1);
        const uint64_t accent = count_colour(image, kPresenterAccent, x0, y0, image.width, y1);
        INFO(not_ready << " pixels of not-ready tiles, " << aggregate << " of aggregates, " << prefix << " of prefixes, "
                       << accent << " of the accent");
        CHECK(not_ready >= 4 * 1000);  // four tiles
        CHECK(aggregate >= 3 * 1000);  // three tiles
        CHECK(prefix >= 1000);         // one tile
        CHECK(accent >= 300);
        CHECK(count_colour(image, kPresenterBackground) >= image.width * image.height / 4);  // presenter mode
    }
    if (expect == "profile") {
        // The timeline, measured: bars in the first two kernels' colours (every profile compares two
        // algorithms, which run at least two kernels), bars filling much of a lane, and the lit bar's
        // outline in the accent colour, below the header.
        const uint32_t top = image.height / 3;
        uint64_t bars = 0;
        for (uint32_t colour : kKernelColours) bars += count_colour(image, colour, panel, top, image.width, image.height);
        const uint64_t first = count_colour(image, kKernelColours[0], panel, top, image.width, image.height);
        const uint64_t second = count_colour(image, kKernelColours[1], panel, top, image.width, image.height);
        const uint64_t lit = count_colour(image, kDarkAccent, panel, top, image.width, image.height) +
                             count_colour(image, kPresenterAccent, panel, top, image.width, image.height);
        INFO(bars << " pixels of bars, " << first << " of the first kernel, " << second << " of the second, " << lit
                  << " of the accent");
        CHECK(bars >= image.width * image.height / 40);
        CHECK(first >= 100);
        CHECK(second >= 100);
        CHECK(lit >= 300);
    }
    if (expect == "predict-question") {
        // Predict mode asking, in presenter mode: the question and the choices (network) or the
        // highlighted key and the answer being made (radix) in the accent colour, in the stage.
        const uint64_t accent = count_colour(image, kPresenterAccent, panel, 0, image.width, image.height);
        INFO(accent << " pixels of the accent in the stage");
        CHECK(accent >= 800);
        CHECK(count_colour(image, kPresenterBackground) >= image.width * image.height / 4);
    }
    if (expect == "predict-answer") {
        // The result: the verdict (and, for a network, the rings around picks and misses) in the good
        // or the bad colour.
        const uint64_t good = count_colour(image, kPresenterGood, panel, 0, image.width, image.height);
        const uint64_t bad = count_colour(image, kPresenterBad, panel, 0, image.width, image.height);
        INFO(good << " pixels of the good colour, " << bad << " of the bad one");
        CHECK(good + bad >= 300);
        CHECK(count_colour(image, kPresenterBackground) >= image.width * image.height / 4);
    }
    if (expect == "class-keys") {
        // tests/gui/class_keys.txt's keys 5 3 8 1 9 2 7 4 before the first step, the bars view alone: eight
        // bars standing on one row, as tall as their keys' order says, the 1 included (at least 8 pixels),
        // and under each bar its number, inside the bar's column. The bars' bottom row is the lowest row
        // of the stage whose pixels are mostly coloured (legend swatches are small).
        const std::vector<uint32_t> keys = {5, 3, 8, 1, 9, 2, 7, 4};
        uint32_t base = 0;
        for (uint32_t y = image.height - 1; y > stage_top && base == 0; --y) {
            uint32_t coloured = 0;
            for (uint32_t x = panel; x < image.width; ++x) coloured += saturated(image.colour(x, y)) ? 1 : 0;
            if (coloured >= (image.width - panel) * 2 / 5) base = y;
        }
        REQUIRE(base > 0);
        struct Bar {
            uint32_t x0, x1, height;
        };
        std::vector<Bar> bars;
        for (uint32_t x = panel; x < image.width; ++x) {
            if (!saturated(image.colour(x, base))) continue;
            uint32_t end = x;
            while (end < image.width && saturated(image.colour(end, base)) && image.colour(end, base) == image.colour(x, base)) ++end;
            uint32_t height = 0;
            while (height < base && saturated(image.colour(x + (end - x) / 2, base - height))) ++height;
            bars.push_back({x, end, height});
            x = end - 1;
        }
        INFO("the bars stand on row " << base);
        REQUIRE(bars.size() == keys.size());
        for (size_t a = 0; a < keys.size(); ++a) {
            INFO("key " << keys[a] << ": bar " << bars[a].x0 << ".." << bars[a].x1 << ", " << bars[a].height << " pixels high");
            CHECK(bars[a].height >= 8);
            for (size_t b = 0; b < keys.size(); ++b) {
                if (keys[a] < keys[b]) CHECK(bars[a].height < bars[b].height);
            }
        }
        // The numbers: the row of bright pixels right under the bars (it ends at the first row without
        // any, above the legend), each pixel inside a bar's column.
        std::vector<uint64_t> text(keys.size(), 0);
        uint64_t outside = 0;
        bool seen = false;
        for (uint32_t y = base + 1; y < image.height; ++y) {
            uint64_t in_row = 0;
            for (uint32_t x = panel; x < image.width; ++x) {
                if (!bright(image.colour(x, y))) continue;
                ++in_row;
                const auto bar = std::find_if(bars.begin(), bars.end(), [x](const Bar& b) { return x >= b.x0 && x < b.x1; });
                if (bar == bars.end()) {
                    ++outside;
                } else {
                    ++text[static_cast<size_t>(bar - bars.begin())];
                }
            }
            if (seen && in_row == 0) break;
            seen = seen || in_row > 0;
        }
        CHECK(outside == 0);
        for (size_t a = 0; a < keys.size(); ++a) {
            INFO("key " << keys[a]);
            CHECK(text[a] >= 20);  // a digit, not a stray pixel
        }
    }
    if (expect == "panel-hidden") {
        // The control panel hidden in presenter mode: where it was, the bars (coloured by value) and no
        // buttons but the narrow strip's one at the left edge.
        const auto strip = static_cast<uint32_t>(image.width * 0.04);
        const uint64_t buttons = count_colour(image, kPresenterButton, strip, 0, panel, image.height);
        const double share = saturated_share(image, strip, stage_top, panel, image.height);
        INFO(buttons << " pixels of buttons where the panel was; " << share * 100.0 << "% coloured by value");
        CHECK(buttons < 100);
        CHECK(share >= 0.04);
        CHECK(count_colour(image, kPresenterButton, 0, 0, strip, image.height / 4) >= 100);  // the strip's button
    }
    if (expect == "slide") {
        // A lesson's first slide on a projector: the note's question in the good colour in the upper
        // half, above the views (the first slides run no step yet, so no "GPU = CPU" shares the colour);
        // below it the views, coloured by value or with the network's lit column; and the control
        // panel hidden, the views taking its place.
        const uint64_t question = count_colour(image, kPresenterGood, 0, image.height / 8, image.width, image.height / 2);
        const uint64_t below = count_colour(image, kPresenterGood, 0, image.height / 2, image.width, image.height);
        const double share = saturated_share(image, 0, image.height / 2, image.width, image.height);
        const uint64_t band = count_colour(image, kCurrentDispatchBand, 0, image.height / 2, image.width, image.height);
        const auto strip = static_cast<uint32_t>(image.width * 0.04);
        const uint64_t buttons = count_colour(image, kPresenterButton, strip, 0, panel, image.height);
        INFO(question << " pixels of the question's colour above the middle, " << below << " below; " << share * 100.0
                      << "% of the lower half coloured by value, " << band << " pixels of the lit column; " << buttons
                      << " of buttons where the panel would be");
        CHECK(question >= 300);
        CHECK(below < question / 4);
        CHECK((share >= 0.04 || band >= 200));
        CHECK(buttons < 100);
        CHECK(count_colour(image, kPresenterBackground) >= image.width * image.height / 4);
    }
    if (expect == "stage") {
        // The tour of every algorithm and lesson: the stage holds a picture, not only text: something
        // coloured by value (bars, keys, bins), or a network's comparators (a lesson may open on the
        // network alone, before its first step, with nothing lit yet).
        const double share = saturated_share(image, panel, stage_top, image.width, image.height);
        const uint64_t comparators = count_colour(image, kComparator, panel, stage_top, image.width, image.height);
        INFO(share * 100.0 << "% of the stage is coloured by value, " << comparators << " pixels of comparators");
        CHECK((share >= 0.01 || comparators >= 200));
    }
    if (expect == "lab") {
        // Stopped at a wrong step of a kernel lab exercise: the failed check, and under it the lab's verdict
        // (two lines and more in the failed check's colour), then the bars.
        const uint64_t bad = count_colour(image, kDarkBad, panel, 0) + count_colour(image, kPresenterBad, panel, 0);
        const uint64_t check_line = count_colour(image, kDarkBad, panel, 0, image.width, image.height / 8) +
                                    count_colour(image, kPresenterBad, panel, 0, image.width, image.height / 8);
        INFO(bad << " pixels in the failed check's colour, " << check_line << " of them in the top eighth (the check)");
        CHECK(check_line >= 300);
        CHECK(bad >= 3 * check_line);
        CHECK(saturated_share(image, panel, image.height / 2, image.width, image.height) >= 0.02);
        // The bars and the network keep the room under the report (the table steps aside): the bars reach
        // well into the bottom third, where the table's text would otherwise be.
        const double bottom = saturated_share(image, panel, image.height * 2 / 3, image.width, image.height);
        INFO(bottom * 100.0 << "% of the stage's bottom third is coloured");
        CHECK(bottom >= 0.05);
    }
    if (expect == "missing-gl") {
        // The window shown where OpenGL 4.3 is missing: its title in the dark theme's "bad" colour, the
        // web lesson's command in its accent, and buttons (the restart offered: under the 4.1 cap Mesa
        // is not the software renderer yet), all in the middle column.
        const uint64_t title = count_colour(image, kDarkBad);
        const uint64_t command = count_colour(image, kDarkAccent);
        INFO(title << " pixels of the title, " << command << " of the command");
        CHECK(title >= 150);
        CHECK(command >= 40);  // thin monospace strokes: few pixels at full coverage
        CHECK(count_colour(image, kDarkBad, 0, 0, image.width / 8, image.height) == 0);  // centred, not at the edge
    }
    if (expect == "teacher-window") {
        // The teacher's own window (two monitors): text on the presenter's black, the slide's title and
        // "the answer" in the accent in its upper half; no picture (next to nothing coloured).
        const uint64_t accent = count_colour(image, kPresenterAccent, 0, 0, image.width, image.height / 2);
        const double black = static_cast<double>(count_colour(image, kPresenterBackground)) / (static_cast<double>(image.width) * image.height);
        const double share = saturated_share(image, 0, 0, image.width, image.height);
        INFO(accent << " pixels of the accent in the upper half, " << black * 100.0 << "% black, " << share * 100.0 << "% coloured by value");
        CHECK(accent >= 2000);
        CHECK(black >= 0.8);
        CHECK(share < 0.03);  // the accent's headings and the Swap screens button, not bars
    }
    if (expect == "presenter") {
        const double black = static_cast<double>(count_colour(image, kPresenterBackground)) /
                             (static_cast<double>(image.width) * image.height);
        INFO(black * 100.0 << "% of the frame is the presenter's black");
        CHECK(black >= 0.25);
    }
}
