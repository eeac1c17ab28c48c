// Colour themes (see colour_theme.hpp).
#include "core/look/colour_theme.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::ui {

std::optional<ColourTheme> parse_colour_theme(std::string_view name) {
    if (name == "standard") return ColourTheme::Standard;
    if (name == "colour-blind" || name == "color-blind") return ColourTheme::ColourBlind;
    return std::nullopt;
}

const char* colour_theme_name(ColourTheme theme) { return theme == ColourTheme::ColourBlind ? "colour-blind" : "standard"; }

diagram::Rgba theme_ramp(ColourTheme theme, float t) {
    if (theme == ColourTheme::Standard) return diagram::value_colour(t);
    // Blue, slate, grey, khaki, yellow: lightness rises at every stop, the low blue stays visible on the
    // dark background.
    static constexpr diagram::Rgba kStops[5] = {
        {45, 80, 170, 255}, {90, 108, 156, 255}, {140, 139, 132, 255}, {192, 178, 104, 255}, {255, 232, 64, 255}};
    const float scaled = std::clamp(std::isnan(t) ? 0.5f : t, 0.0f, 1.0f) * 4.0f;
    const auto index = std::min(static_cast<size_t>(scaled), size_t{3});
    const float local = scaled - static_cast<float>(index);
    auto mix = [local](uint8_t a, uint8_t b) {
        return static_cast<uint8_t>(static_cast<float>(a) + (static_cast<float>(b) - static_cast<float>(a)) * local + 0.5f);
    };
    const diagram::Rgba& a = kStops[index];
    const diagram::Rgba& b = kStops[index + 1];
    return {mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b), 255};
}

MarkColours colour_blind_marks() {
    // Sky blue (light), a deep orange (dark), yellow (lightest): apart in lightness for every viewer.
    return {{120, 200, 250, 255}, {200, 85, 0, 255}, {250, 235, 80, 255}};
}

}  // namespace sortscope::ui
