// Reads the PNG that the gui_screenshot test made (the real app under Xvfb, n = 64, three steps run)
// and checks that it is a frame of the app: the size asked for, and bars drawn, not a blank window.
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

}  // namespace

TEST_CASE("the smoke screenshot shows bars, not a blank window", "[gui][screenshot]") {
    const std::string path = environment("SORTSCOPE_SMOKE_PNG");
    const RgbImage image = read_png(path);
    INFO(path);

    REQUIRE(image.width == std::stoul(environment("SORTSCOPE_SMOKE_WIDTH")));
    REQUIRE(image.height == std::stoul(environment("SORTSCOPE_SMOKE_HEIGHT")));

    std::set<uint32_t> colours;
    for (uint32_t y = 0; y < image.height; ++y) {
        for (uint32_t x = 0; x < image.width; ++x) colours.insert(image.colour(x, y));
    }
    INFO(colours.size() << " distinct colours in the whole frame");
    CHECK(colours.size() >= 3);

    // A strip across the lower part of the bars view (right of the 330 px control panel, above the
    // moved-key markers). With 64 random keys most bars reach into it; its most common colour is the
    // plate behind the bars, and a good share of the strip must be something else.
    const uint32_t x0 = 330 + 40;
    const uint32_t x1 = image.width - 40;
    const uint32_t y0 = image.height - 140;
    const uint32_t y1 = image.height - 50;
    std::map<uint32_t, uint64_t> histogram;
    for (uint32_t y = y0; y < y1; ++y) {
        for (uint32_t x = x0; x < x1; ++x) ++histogram[image.colour(x, y)];
    }
    uint64_t background = 0;
    for (const auto& [colour, count] : histogram) background = std::max(background, count);
    const uint64_t total = uint64_t{x1 - x0} * (y1 - y0);
    const double bar_share = 1.0 - static_cast<double>(background) / static_cast<double>(total);
    INFO(histogram.size() << " colours in the bars strip; " << bar_share * 100.0 << "% of it is not the background");
    CHECK(histogram.size() >= 8);  // bars are coloured by value: many keys, many colours
    CHECK(bar_share >= 0.3);
}
