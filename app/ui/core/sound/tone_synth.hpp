// The sound of a dispatch, as samples: each key's pitch follows its value (low keys low, high keys
// high, on a three-octave exponential scale, so equal steps in value sound like equal intervals), and a
// dispatch's keys play as a short chord (a few keys) or a quick rising sweep in position order (many).
// Every note is a triangle wave under a short attack and a release that ends at silence, so notes never
// click. Pure arithmetic: no audio device, no window; tested in tests/gui/tone_synth_test.cpp.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace sortscope::ui::sound {

constexpr float kLowestHz = 130.81f;   // C3: the smallest key
constexpr float kHighestHz = 1046.50f; // C6: the largest key
constexpr int kSampleRate = 48000;
constexpr size_t kChordNotes = 4;      // up to this many keys sound together; more sweep
constexpr float kAttackSeconds = 0.004f;
constexpr float kLongestRelease = 0.060f;

// The pitch of a key at `fraction` of the way from the smallest key to the largest (clamped to [0, 1]).
float pitch_for_fraction(float fraction);

// The loudness of a note `t` seconds into a note of `length` seconds, in [0, 1]: a linear attack over
// kAttackSeconds (or a quarter of the note if shorter), then full, then a linear release over the last
// half of the note (at most kLongestRelease) down to 0 at `length`. 0 outside the note.
float envelope(float t, float length);

// A triangle wave of `frequency` at `t` seconds, in [-1, 1], starting at 0 and rising.
float triangle(float frequency, float t);

// Where a note sits inside a dispatch's sound.
struct NoteTiming {
    float start = 0.0f;   // seconds from the start of the dispatch's sound
    float length = 0.0f;  // seconds
};

// When each of `notes` notes plays in a sound of `seconds`: all at once for up to kChordNotes notes
// (a chord), else one after another at even spacing, each lasting two spacings (so two overlap), all
// inside the sound.
std::vector<NoteTiming> note_timings(size_t notes, float seconds);

// The samples (mono, floats in [-volume, volume]) of `frequencies` played as note_timings places them,
// `seconds` long at `sample_rate` (round(seconds * sample_rate) samples). Notes that overlap share the
// volume, so the sum never clips. No notes, or volume 0: silence of the same length.
std::vector<float> render_notes(std::span<const float> frequencies, float seconds, float volume, int sample_rate = kSampleRate);

}  // namespace sortscope::ui::sound
