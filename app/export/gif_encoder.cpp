// Animated GIFs with giflib (see gif_encoder.hpp).
#include "gif_encoder.hpp"

#include <algorithm>
#include <exception>
#include <string>
#include <string_view>

#include "export_error.hpp"
#include "gif_library.hpp"

namespace sortscope::exports {

Rgb opaque_colour(uint32_t argb) {
    const uint32_t a = argb >> 24;
    const auto over_white = [&](uint32_t shift) {
        const uint32_t premultiplied = (argb >> shift) & 0xffu;
        return static_cast<uint8_t>(std::min<uint32_t>(255u, premultiplied + (255u - a)));
    };
    return {over_white(16), over_white(8), over_white(0)};
}

void GifPalette::count(const Pixels& frame) {
    for (const uint32_t pixel : frame.argb) {
        const Rgb c = opaque_colour(pixel);
        Bin& bin = m_bins[bin_of(c)];
        ++bin.count;
        bin.r += c.r;
        bin.g += c.g;
        bin.b += c.b;
        if (!m_overflow) {
            ++m_exact_counts[key(c)];
            if (m_exact_counts.size() > kMaxColours) {
                m_overflow = true;
                m_exact_counts.clear();
            }
        }
    }
}

void GifPalette::choose() {
    m_colours.clear();
    if (!m_overflow) {
        std::vector<uint32_t> keys;
        for (const auto& [colour, seen] : m_exact_counts) keys.push_back(colour);
        std::sort(keys.begin(), keys.end());  // the same palette whatever the map's order
        for (const uint32_t colour : keys) {
            m_exact_index[colour] = static_cast<uint8_t>(m_colours.size());
            m_colours.push_back({static_cast<uint8_t>(colour >> 16), static_cast<uint8_t>(colour >> 8), static_cast<uint8_t>(colour)});
        }
    } else {
        std::vector<size_t> order;
        for (size_t bin = 0; bin < kBins; ++bin) {
            if (m_bins[bin].count > 0) order.push_back(bin);
        }
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return m_bins[a].count > m_bins[b].count; });
        order.resize(std::min(order.size(), kMaxColours));
        for (const size_t bin : order) {
            const Bin& seen = m_bins[bin];
            const auto mean = [&](uint64_t sum) { return static_cast<uint8_t>((sum + seen.count / 2) / seen.count); };
            m_colours.push_back({mean(seen.r), mean(seen.g), mean(seen.b)});
        }
        m_bin_index.assign(kBins, -1);
    }
    if (m_colours.empty()) m_colours.push_back({255, 255, 255});
}

uint8_t GifPalette::nearest(Rgb c) const {
    size_t best = 0;
    int best_distance = INT32_MAX;
    for (size_t i = 0; i < m_colours.size(); ++i) {
        const int dr = int{c.r} - m_colours[i].r;
        const int dg = int{c.g} - m_colours[i].g;
        const int db = int{c.b} - m_colours[i].b;
        // Green weighs most in how light a colour looks, blue least.
        const int distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
        if (distance < best_distance) {
            best_distance = distance;
            best = i;
        }
    }
    return static_cast<uint8_t>(best);
}

uint8_t GifPalette::index(uint32_t argb) {
    const Rgb c = opaque_colour(argb);
    if (!m_overflow) {
        const auto found = m_exact_index.find(key(c));
        return found != m_exact_index.end() ? found->second : nearest(c);
    }
    const size_t bin = bin_of(c);
    if (m_bin_index[bin] < 0) {
        const Bin& seen = m_bins[bin];
        const Rgb mean = seen.count == 0 ? c
                                         : Rgb{static_cast<uint8_t>(seen.r / seen.count), static_cast<uint8_t>(seen.g / seen.count),
                                               static_cast<uint8_t>(seen.b / seen.count)};
        m_bin_index[bin] = nearest(mean);
    }
    return static_cast<uint8_t>(m_bin_index[bin]);
}

// [SECTION] The writer

struct GifWriter::State {
    explicit State(Sink sink) : text(sink) {}
    ChunkedText text;
    std::exception_ptr failure;
    GifFileType* gif = nullptr;
    int width = 0;
    int height = 0;
    std::vector<GifPixelType> current;   // this frame's palette indices
    std::vector<GifPixelType> previous;  // the last frame's (empty before the first)
};

namespace {

// giflib's output function: the bytes go into the chunked sink; a failure of the sink is kept (giflib
// then reports a write error, and the sink's own error is rethrown).
int write_bytes(GifFileType* gif, const GifByteType* bytes, int length) {
    auto* state = static_cast<GifWriter::State*>(gif->UserData);
    if (state->failure) return 0;
    try {
        state->text << std::string_view(reinterpret_cast<const char*>(bytes), static_cast<size_t>(length));
    } catch (...) {
        state->failure = std::current_exception();
        return 0;
    }
    return length;
}

void check(GifWriter::State& state, int result, const char* what) {
    if (state.failure) std::rethrow_exception(state.failure);
    if (result == GIF_ERROR) {
        const char* why = gif_library().GifErrorString(state.gif != nullptr ? state.gif->Error : 0);
        throw RenderError(std::string("GIF encoding (") + what + "): " + (why != nullptr ? why : "giflib failed"));
    }
}

// The colour table's size: a power of two from 2 to 256.
int table_size(size_t colours) {
    int size = 2;
    while (static_cast<size_t>(size) < colours) size *= 2;
    return size;
}

}  // namespace

GifWriter::GifWriter(Sink sink, int width, int height, const std::vector<Rgb>& palette) : m_state(std::make_unique<State>(sink)) {
    const GifLibrary& gif = gif_library();
    State& state = *m_state;
    state.width = width;
    state.height = height;
    int error = 0;
    state.gif = gif.EGifOpen(&state, write_bytes, &error);
    if (state.gif == nullptr) throw RenderError(std::string("GIF encoding: ") + gif.GifErrorString(error));
    gif.EGifSetGifVersion(state.gif, true);  // GIF89a: delays and looping

    std::vector<GifColorType> table(static_cast<size_t>(table_size(palette.size())));
    for (size_t i = 0; i < palette.size() && i < table.size(); ++i) table[i] = {palette[i].r, palette[i].g, palette[i].b};
    ColorMapObject* map = gif.GifMakeMapObject(static_cast<int>(table.size()), table.data());
    if (map == nullptr) throw RenderError("GIF encoding: no memory for the colour table");
    const int described = gif.EGifPutScreenDesc(state.gif, width, height, 8, 0, map);
    gif.GifFreeMapObject(map);  // the file keeps its own copy
    check(state, described, "screen");

    // The Netscape application extension: loop count 0, for ever.
    check(state, gif.EGifPutExtensionLeader(state.gif, APPLICATION_EXT_FUNC_CODE), "loop");
    static const char kNetscape[] = "NETSCAPE2.0";
    check(state, gif.EGifPutExtensionBlock(state.gif, 11, kNetscape), "loop");
    const unsigned char loop_forever[3] = {1, 0, 0};
    check(state, gif.EGifPutExtensionBlock(state.gif, 3, loop_forever), "loop");
    check(state, gif.EGifPutExtensionTrailer(state.gif), "loop");
}

GifWriter::~GifWriter() {
    if (m_state && m_state->gif != nullptr) {
        int error = 0;
        gif_library().EGifCloseFile(m_state->gif, &error);  // a failed file: its bytes are not committed
    }
}

void GifWriter::add_frame(const Pixels& frame, GifPalette& palette, int delay_ms) {
    State& state = *m_state;
    if (frame.width != state.width || frame.height != state.height) {
        throw RenderError("GIF encoding: a " + std::to_string(frame.width) + " x " + std::to_string(frame.height) +
                          " frame in a " + std::to_string(state.width) + " x " + std::to_string(state.height) + " animation");
    }
    const auto width = static_cast<size_t>(state.width);
    const auto height = static_cast<size_t>(state.height);
    std::vector<GifPixelType>& indices = state.current;
    indices.resize(width * height);
    for (size_t i = 0; i < indices.size(); ++i) indices[i] = palette.index(frame.argb[i]);

    // The rectangle that changed since the last frame (the whole first frame); the rest stays on screen,
    // since every frame is kept (DISPOSE_DO_NOT). An unchanged frame still takes one pixel, for its delay.
    size_t left = 0, top = 0, right = width - 1, bottom = height - 1;
    if (!state.previous.empty()) {
        left = width;
        top = height;
        right = 0;
        bottom = 0;
        for (size_t y = 0; y < height; ++y) {
            for (size_t x = 0; x < width; ++x) {
                if (indices[y * width + x] == state.previous[y * width + x]) continue;
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
        if (left > right) left = right = top = bottom = 0;
    }

    const GifLibrary& gif = gif_library();
    GraphicsControlBlock control{};
    control.DisposalMode = DISPOSE_DO_NOT;
    control.UserInputFlag = false;
    control.DelayTime = std::clamp((delay_ms + 5) / 10, 1, 65535);
    control.TransparentColor = NO_TRANSPARENT_COLOR;
    GifByteType extension[4];
    const size_t length = gif.EGifGCBToExtension(&control, extension);
    check(state, gif.EGifPutExtension(state.gif, GRAPHICS_EXT_FUNC_CODE, static_cast<int>(length), extension), "delay");
    const auto columns = static_cast<int>(right - left + 1);
    check(state, gif.EGifPutImageDesc(state.gif, static_cast<int>(left), static_cast<int>(top), columns,
                                      static_cast<int>(bottom - top + 1), false, nullptr), "frame");
    for (size_t y = top; y <= bottom; ++y) {
        check(state, gif.EGifPutLine(state.gif, indices.data() + y * width + left, columns), "pixels");
    }
    state.previous.swap(indices);
}

void GifWriter::finish() {
    State& state = *m_state;
    int error = 0;
    const int closed = gif_library().EGifCloseFile(state.gif, &error);  // frees the file whatever happens
    state.gif = nullptr;
    if (state.failure) std::rethrow_exception(state.failure);
    if (closed == GIF_ERROR) throw RenderError(std::string("GIF encoding (end): ") + gif_library().GifErrorString(error));
    state.text.flush();
}

}  // namespace sortscope::exports
