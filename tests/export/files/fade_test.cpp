// A key bar that fades (the span of the keys under a column of the app's bars) in every format: the
// SVG's gradient, the TikZ shading, and cairo's PNG read back, its top in the top colour and its bottom
// in the bottom one; and a bar that does not fade stays one colour.
#include <catch2/catch.hpp>

#include <png.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "cairo_renderer.hpp"
#include "svg_renderer.hpp"
#include "tikz_renderer.hpp"

using namespace sortscope;
using diagram::Rgba;
using diagram::Role;

namespace {

constexpr Rgba kTop{240, 95, 65, 255};
constexpr Rgba kBottom{70, 120, 235, 255};

// A 100 x 100 page: a fading bar at x 10..40 and a solid one at x 60..90, both from y 10 to 90.
diagram::Drawing two_bars() {
    diagram::Drawing drawing;
    drawing.width = 100.0f;
    drawing.height = 100.0f;
    drawing.rects = {{0, 0, 100, 100, Role::Background},
                     {10, 10, 30, 80, Role::KeyBar, kTop, kBottom},
                     {60, 10, 30, 80, Role::KeyBar, kTop}};
    return drawing;
}

struct Pixels {
    uint32_t width = 0;
    std::vector<uint8_t> rgb;

    Rgba at(uint32_t x, uint32_t y) const {
        const size_t i = (size_t{y} * width + x) * 3;
        return {rgb[i], rgb[i + 1], rgb[i + 2], 255};
    }
};

Pixels decode(const std::string& bytes) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    REQUIRE(png_image_begin_read_from_memory(&image, bytes.data(), bytes.size()));
    image.format = PNG_FORMAT_RGB;
    Pixels pixels;
    pixels.width = image.width;
    pixels.rgb.resize(PNG_IMAGE_SIZE(image));
    REQUIRE(png_image_finish_read(&image, nullptr, pixels.rgb.data(), 0, nullptr));
    return pixels;
}

int distance(Rgba a, Rgba b) { return std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b); }

}  // namespace

TEST_CASE("a fading key bar fades top to bottom in the PNG, and a solid one does not", "[export][png][fade]") {
    const Pixels png = decode(exports::render_png(two_bars(), diagram::Theme::Light, 100));
    CHECK(distance(png.at(25, 11), kTop) <= 12);
    CHECK(distance(png.at(25, 88), kBottom) <= 12);
    CHECK(distance(png.at(25, 50), png.at(25, 11)) > 60);  // half way it is neither end
    CHECK(distance(png.at(25, 50), png.at(25, 88)) > 60);
    for (uint32_t y : {11u, 50u, 88u}) CHECK(distance(png.at(75, y), kTop) == 0);
}

TEST_CASE("a fading key bar is a vertical gradient in SVG and a shading in TikZ", "[export][svg][tikz][fade]") {
    const std::string svg = exports::render_svg(two_bars(), diagram::Theme::Light);
    CHECK(svg.find("<linearGradient id=\"fade0\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"#f05f41\"/>"
                   "<stop offset=\"1\" stop-color=\"#4678eb\"/></linearGradient>") != std::string::npos);
    CHECK(svg.find("fill=\"url(#fade0)\"") != std::string::npos);
    CHECK(svg.find("fill=\"#f05f41\"") != std::string::npos);  // the solid bar
    CHECK(svg.find("fade1") == std::string::npos);

    const std::string tikz = exports::render_tikz(two_bars(), diagram::Theme::Light);
    CHECK(tikz.find("\\shade[top color={rgb,255:red,240;green,95;blue,65},bottom color={rgb,255:red,70;green,120;blue,235}]") !=
          std::string::npos);
    CHECK(tikz.find("\\fill[fill={rgb,255:red,240;green,95;blue,65}]") != std::string::npos);

    // In the mono theme both ends are grey.
    const std::string mono = exports::render_svg(two_bars(), diagram::Theme::Mono);
    const size_t stop = mono.find("stop-color=\"#");
    REQUIRE(stop != std::string::npos);
    const std::string grey = mono.substr(stop + 13, 6);
    CHECK(grey.substr(0, 2) == grey.substr(2, 2));
    CHECK(grey.substr(2, 2) == grey.substr(4, 2));
}
