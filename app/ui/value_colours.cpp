// A five-stop colour ramp, linearly interpolated in sRGB (a projector washes out finer distinctions).
#include "value_colours.hpp"

#include <algorithm>
#include <array>

namespace sortscope::ui {

namespace {

constexpr std::array<Rgb, 5> kStops = {{
    {70, 120, 235},   // low: a blue bright enough to read on the dark background
    {40, 190, 200},   // teal
    {110, 210, 90},   // green
    {245, 195, 55},   // amber
    {240, 95, 65},    // high: red-orange
}};

uint8_t mix(uint8_t a, uint8_t b, float t) {
    return static_cast<uint8_t>(static_cast<float>(a) + (static_cast<float>(b) - static_cast<float>(a)) * t + 0.5f);
}

}  // namespace

Rgb value_colour(float t) {
    t = std::clamp(t, 0.0f, 1.0f);
    const float scaled = t * static_cast<float>(kStops.size() - 1);
    const auto index = std::min(static_cast<size_t>(scaled), kStops.size() - 2);
    const float local = scaled - static_cast<float>(index);
    const Rgb& a = kStops[index];
    const Rgb& b = kStops[index + 1];
    return {mix(a.r, b.r, local), mix(a.g, b.g, local), mix(a.b, b.b, local)};
}

float value_fraction(uint32_t key, uint32_t lo, uint32_t hi) {
    if (hi <= lo) return 0.5f;
    // double: a float cannot tell neighbouring uint32 keys apart, and the ratio is what matters here.
    return static_cast<float>(static_cast<double>(key - lo) / static_cast<double>(hi - lo));
}

}  // namespace sortscope::ui
