// WAV encoding (see wav_file.hpp). Every field is little-endian, written byte by byte.
#include "core/sound/wav_file.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "atomic_file.hpp"

namespace sortscope::ui::sound {

namespace {

void put_u16(std::string& out, uint32_t value) {
    out += static_cast<char>(value & 0xFFu);
    out += static_cast<char>((value >> 8) & 0xFFu);
}

void put_u32(std::string& out, uint32_t value) {
    put_u16(out, value & 0xFFFFu);
    put_u16(out, value >> 16);
}

}  // namespace

std::string wav_bytes(std::span<const float> samples, int sample_rate) {
    constexpr uint32_t kChannels = 1;
    constexpr uint32_t kBytesPerSample = 2;
    const auto data_bytes = static_cast<uint32_t>(samples.size() * kBytesPerSample);
    const auto rate = static_cast<uint32_t>(sample_rate);
    std::string out;
    out.reserve(44 + data_bytes);
    out += "RIFF";
    put_u32(out, 36 + data_bytes);
    out += "WAVEfmt ";
    put_u32(out, 16);  // the format chunk's size
    put_u16(out, 1);   // PCM
    put_u16(out, kChannels);
    put_u32(out, rate);
    put_u32(out, rate * kChannels * kBytesPerSample);  // bytes per second
    put_u16(out, kChannels * kBytesPerSample);          // bytes per frame
    put_u16(out, 8 * kBytesPerSample);                  // bits per sample
    out += "data";
    put_u32(out, data_bytes);
    for (const float sample : samples) {
        const float clamped = std::clamp(std::isnan(sample) ? 0.0f : sample, -1.0f, 1.0f);
        const auto value = static_cast<int16_t>(std::lround(clamped * 32767.0f));
        put_u16(out, static_cast<uint16_t>(value));
    }
    return out;
}

void write_wav(const std::string& path, std::span<const float> samples, int sample_rate) {
    exports::write_file_atomically(path, wav_bytes(samples, sample_rate));
}

}  // namespace sortscope::ui::sound
