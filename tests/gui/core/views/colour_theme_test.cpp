// The colour-blind theme under simulated colour vision deficiency. Each colour is passed through the
// Machado, Oliveira and Fernandes simulation matrices for protanopia and deuteranopia at severity 1.0
// (G. M. Machado, M. M. Oliveira, L. A. F. Fernandes, "A Physiologically-based Model for Simulation of
// Color Vision Deficiency", IEEE TVCG 15(6), 2009, table of matrices for severity 1.0; applied to
// linear RGB), then compared in CIELAB (D65): the value ramp must keep its order as lightness, and the
// marks must stay apart from each other and from the background, in lightness as well as in colour.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "core/look/colour_theme.hpp"

using namespace sortscope::ui;
using sortscope::diagram::Rgba;

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

constexpr Matrix kNormal = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
constexpr Matrix kProtanopia = {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia = {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};

struct Vision {
    const char* name;
    Matrix matrix;
};
constexpr std::array<Vision, 3> kVisions = {{{"normal", kNormal}, {"protanopia", kProtanopia}, {"deuteranopia", kDeuteranopia}}};

struct Lab {
    double l, a, b;
};

double linear(uint8_t channel) {
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// sRGB -> linear RGB -> simulated -> XYZ (D65) -> CIELAB.
Lab seen(Rgba colour, const Matrix& m) {
    const double in[3] = {linear(colour.r), linear(colour.g), linear(colour.b)};
    double rgb[3];
    for (int r = 0; r < 3; ++r) rgb[r] = std::clamp(m[r][0] * in[0] + m[r][1] * in[1] + m[r][2] * in[2], 0.0, 1.0);
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

double delta_e(const Lab& p, const Lab& q) { return std::sqrt((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)); }

// The lightness of the ramp at five points, rising by at least `step` between neighbours.
bool ramp_rises(ColourTheme theme, const Matrix& m, double step) {
    double previous = -1.0e9;
    for (int k = 0; k <= 4; ++k) {
        const double l = seen(theme_ramp(theme, static_cast<float>(k) / 4.0f), m).l;
        if (l < previous + step) return false;
        previous = l;
    }
    return true;
}

constexpr Rgba kDarkPlate = {27, 29, 36, 255};     // behind the bars (theme.cpp), standard look
constexpr Rgba kPresenterPlate = {12, 12, 14, 255};  // presenter look

}  // namespace

TEST_CASE("colour themes are named on the command line", "[gui][core][colour]") {
    CHECK(parse_colour_theme("colour-blind") == ColourTheme::ColourBlind);
    CHECK(parse_colour_theme("color-blind") == ColourTheme::ColourBlind);
    CHECK(parse_colour_theme("standard") == ColourTheme::Standard);
    CHECK_FALSE(parse_colour_theme("rainbow"));
    CHECK(std::string(colour_theme_name(ColourTheme::ColourBlind)) == "colour-blind");
}

TEST_CASE("the colour-blind ramp keeps the keys' order as lightness under protanopia and deuteranopia", "[gui][core][colour]") {
    for (const Vision& vision : kVisions) {
        INFO(vision.name);
        CHECK(ramp_rises(ColourTheme::ColourBlind, vision.matrix, 8.0));
        // The smallest and the largest key are far apart, and the smallest still stands off the background.
        const Lab low = seen(theme_ramp(ColourTheme::ColourBlind, 0.0f), vision.matrix);
        const Lab high = seen(theme_ramp(ColourTheme::ColourBlind, 1.0f), vision.matrix);
        CHECK(delta_e(low, high) > 60.0);
        CHECK(low.l - seen(kDarkPlate, vision.matrix).l > 20.0);
    }
}

TEST_CASE("the standard ramp is what the colour-blind theme fixes: its lightness does not follow the keys", "[gui][core][colour]") {
    // Blue to red through green: its red end is darker than its amber, so lightness alone misorders keys.
    CHECK_FALSE(ramp_rises(ColourTheme::Standard, kDeuteranopia, 0.0));
    CHECK_FALSE(ramp_rises(ColourTheme::Standard, kProtanopia, 0.0));
}

TEST_CASE("the colour-blind marks differ in lightness and colour under protanopia and deuteranopia", "[gui][core][colour]") {
    const MarkColours marks = colour_blind_marks();
    for (const Vision& vision : kVisions) {
        INFO(vision.name);
        const Lab compared = seen(marks.compared, vision.matrix);
        const Lab moved = seen(marks.moved, vision.matrix);
        const Lab accent = seen(marks.accent, vision.matrix);
        // compared vs moved sit side by side under the bars; accent vs moved side by side in the network.
        CHECK(delta_e(compared, moved) > 30.0);
        CHECK(std::fabs(compared.l - moved.l) >= 15.0);
        CHECK(delta_e(accent, moved) > 30.0);
        CHECK(std::fabs(accent.l - moved.l) >= 15.0);
        CHECK(delta_e(accent, compared) > 20.0);
        for (const Rgba plate : {kDarkPlate, kPresenterPlate}) {
            const Lab background = seen(plate, vision.matrix);
            CHECK(moved.l - background.l > 30.0);
            CHECK(compared.l - background.l > 30.0);
            CHECK(accent.l - background.l > 30.0);
        }
    }
}
