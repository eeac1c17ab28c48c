// Pitch, envelope and the notes of one dispatch (see tone_synth.hpp).
#include "core/sound/tone_synth.hpp"

#include <algorithm>
#include <cmath>

namespace sortscope::ui::sound {

float pitch_for_fraction(float fraction) {
    const float t = std::clamp(std::isnan(fraction) ? 0.5f : fraction, 0.0f, 1.0f);
    return kLowestHz * std::pow(kHighestHz / kLowestHz, t);
}

float envelope(float t, float length) {
    if (!(t >= 0.0f) || t >= length || length <= 0.0f) return 0.0f;
    const float attack = std::min(kAttackSeconds, length * 0.25f);
    const float release = std::min(kLongestRelease, length * 0.5f);
    const float rise = std::min(1.0f, t / attack);
    const float fall = std::min(1.0f, (length - t) / release);
    return rise * fall;
}

float triangle(float frequency, float t) {
    // Phase in [0, 1): 0 .. 1/4 rises 0 .. 1, 1/4 .. 3/4 falls to -1, 3/4 .. 1 rises back to 0.
    const double cycles = static_cast<double>(frequency) * static_cast<double>(t);
    const auto phase = static_cast<float>(cycles - std::floor(cycles));
    if (phase < 0.25f) return phase * 4.0f;
    if (phase < 0.75f) return 2.0f - phase * 4.0f;
    return phase * 4.0f - 4.0f;
}

std::vector<NoteTiming> note_timings(size_t notes, float seconds) {
    std::vector<NoteTiming> timings(notes);
    if (notes <= kChordNotes) {
        for (NoteTiming& timing : timings) timing = {0.0f, seconds};
        return timings;
    }
    // n notes, each two spacings long, the last ending with the sound: (n + 1) spacings in all.
    const float spacing = seconds / static_cast<float>(notes + 1);
    for (size_t k = 0; k < notes; ++k) timings[k] = {spacing * static_cast<float>(k), 2.0f * spacing};
    return timings;
}

std::vector<float> render_notes(std::span<const float> frequencies, float seconds, float volume, int sample_rate) {
    const auto count = static_cast<size_t>(std::lround(std::max(0.0f, seconds) * static_cast<float>(sample_rate)));
    std::vector<float> samples(count, 0.0f);
    if (frequencies.empty() || volume <= 0.0f || count == 0) return samples;
    const std::vector<NoteTiming> timings = note_timings(frequencies.size(), seconds);
    // A chord's notes all sound at once; a sweep's overlap two at a time.
    const float share = volume / static_cast<float>(frequencies.size() <= kChordNotes ? frequencies.size() : 2);
    const float rate = static_cast<float>(sample_rate);
    for (size_t k = 0; k < frequencies.size(); ++k) {
        const NoteTiming& timing = timings[k];
        const auto first = static_cast<size_t>(std::ceil(timing.start * rate));
        const auto end = std::min(count, static_cast<size_t>(std::ceil((timing.start + timing.length) * rate)));
        for (size_t s = first; s < end; ++s) {
            const float t = static_cast<float>(s) / rate - timing.start;  // time inside the note
            samples[s] += share * envelope(t, timing.length) * triangle(frequencies[k], t);
        }
    }
    return samples;
}

}  // namespace sortscope::ui::sound
