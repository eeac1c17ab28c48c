// Pixels to an animated GIF with giflib (gif_library.hpp): one global palette of at most 256 colours for
// every frame, the first frame whole and every later one as the rectangle that changed since the frame
// before (drawn over it; no transparency), each with its own delay, and the Netscape extension that
// makes the animation loop for ever.
//
// The palette: the diagrams hold few colours (the theme's roles, the keys' value ramp) plus the shades
// that antialiasing makes at their edges. Every frame is counted first (GifPalette::count); when all the
// colours seen are 256 or fewer they are the palette, exactly; otherwise colours are gathered into bins of
// 5 bits a channel, the 256 fullest bins' mean colours are the palette and every pixel takes the palette
// colour nearest its bin's (the flat fills, which fill most pixels, come out exact or nearly).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

#include "cairo_renderer.hpp"
#include "picture.hpp"

namespace sortscope::exports {

struct Rgb {
    uint8_t r = 0, g = 0, b = 0;
};

// cairo's premultiplied 0xAARRGGBB laid over white: an opaque colour.
Rgb opaque_colour(uint32_t argb);

class GifPalette {
public:
    static constexpr size_t kMaxColours = 256;

    void count(const Pixels& frame);
    // Chooses the colours from what was counted; count() after it is not allowed.
    void choose();
    const std::vector<Rgb>& colours() const { return m_colours; }
    bool exact() const { return !m_overflow; }
    // The palette index of a pixel (after choose()).
    uint8_t index(uint32_t argb);

private:
    static constexpr size_t kBins = size_t{1} << 15;
    struct Bin {
        uint64_t count = 0;
        uint64_t r = 0, g = 0, b = 0;
    };
    static uint32_t key(Rgb c) { return (uint32_t{c.r} << 16) | (uint32_t{c.g} << 8) | c.b; }
    static size_t bin_of(Rgb c) { return (size_t{c.r} >> 3) << 10 | (size_t{c.g} >> 3) << 5 | (size_t{c.b} >> 3); }
    uint8_t nearest(Rgb c) const;

    std::unordered_map<uint32_t, uint64_t> m_exact_counts;  // while 256 or fewer colours are seen
    bool m_overflow = false;
    std::vector<Bin> m_bins = std::vector<Bin>(kBins);
    std::vector<Rgb> m_colours;
    std::unordered_map<uint32_t, uint8_t> m_exact_index;
    std::vector<int16_t> m_bin_index;  // -1: not looked up yet
};

// Writes a GIF into a sink frame by frame. Throws RenderError when giflib fails, or the sink's own error.
class GifWriter {
public:
    // `sink` refers to a callable that must outlive the writer.
    GifWriter(Sink sink, int width, int height, const std::vector<Rgb>& palette);
    ~GifWriter();
    GifWriter(const GifWriter&) = delete;
    GifWriter& operator=(const GifWriter&) = delete;

    // One frame of the writer's size, shown for `delay_ms` (GIF counts hundredths of a second).
    void add_frame(const Pixels& frame, GifPalette& palette, int delay_ms);
    // Ends the file and flushes it into the sink.
    void finish();

    struct State;

private:
    std::unique_ptr<State> m_state;
};

}  // namespace sortscope::exports
