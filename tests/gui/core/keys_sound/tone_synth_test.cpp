// The sound of a dispatch without an audio device: pitch from value, the envelope, the samples of a
// chord and of a sweep, which keys a dispatch sounds (from the marks the bars view draws), and the WAV
// that --sound-wav writes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "core/session/sort_session.hpp"
#include "core/sound/dispatch_chord.hpp"
#include "core/sound/tone_synth.hpp"
#include "core/sound/wav_file.hpp"

using namespace sortscope::ui;
using namespace sortscope::ui::sound;

namespace {

// Upward zero crossings of samples [first, end): the number of periods of a single tone in there.
size_t rising_crossings(const std::vector<float>& samples, size_t first, size_t end) {
    size_t count = 0;
    for (size_t s = std::max<size_t>(first, 1); s < end; ++s) {
        if (samples[s - 1] < 0.0f && samples[s] >= 0.0f) ++count;
    }
    return count;
}

float peak(const std::vector<float>& samples) {
    float most = 0.0f;
    for (const float s : samples) most = std::max(most, std::fabs(s));
    return most;
}

uint32_t u32_at(const std::string& bytes, size_t at) {
    return static_cast<uint32_t>(static_cast<uint8_t>(bytes[at])) | static_cast<uint32_t>(static_cast<uint8_t>(bytes[at + 1])) << 8 |
           static_cast<uint32_t>(static_cast<uint8_t>(bytes[at + 2])) << 16 | static_cast<uint32_t>(static_cast<uint8_t>(bytes[at + 3])) << 24;
}

int16_t i16_at(const std::string& bytes, size_t at) {
    return static_cast<int16_t>(static_cast<uint16_t>(static_cast<uint8_t>(bytes[at]) | static_cast<uint8_t>(bytes[at + 1]) << 8));
}

}  // namespace

TEST_CASE("a key's pitch rises with its value over three octaves", "[gui][core][sound]") {
    CHECK(pitch_for_fraction(0.0f) == Approx(kLowestHz));
    CHECK(pitch_for_fraction(1.0f) == Approx(kHighestHz));
    CHECK(kHighestHz / kLowestHz == Approx(8.0f).epsilon(0.001));
    // Exponential: a third of the way up is one octave, half way is the geometric mean.
    CHECK(pitch_for_fraction(1.0f / 3.0f) == Approx(2.0f * kLowestHz).epsilon(0.001));
    CHECK(pitch_for_fraction(0.5f) == Approx(std::sqrt(kLowestHz * kHighestHz)).epsilon(0.001));
    for (int k = 1; k <= 100; ++k) CHECK(pitch_for_fraction(static_cast<float>(k) / 100.0f) > pitch_for_fraction(static_cast<float>(k - 1) / 100.0f));
    CHECK(pitch_for_fraction(-3.0f) == Approx(kLowestHz));
    CHECK(pitch_for_fraction(7.0f) == Approx(kHighestHz));
    CHECK(pitch_for_fraction(std::nanf("")) == Approx(std::sqrt(kLowestHz * kHighestHz)).epsilon(0.001));
}

TEST_CASE("a note's envelope rises quickly, holds and falls to silence at its end", "[gui][core][sound]") {
    const float length = 0.2f;
    CHECK(envelope(0.0f, length) == 0.0f);
    CHECK(envelope(kAttackSeconds * 0.5f, length) == Approx(0.5f));
    CHECK(envelope(kAttackSeconds, length) == Approx(1.0f));
    CHECK(envelope(length * 0.3f, length) == Approx(1.0f));
    CHECK(envelope(length - kLongestRelease * 0.5f, length) == Approx(0.5f).margin(0.01));
    CHECK(envelope(length, length) == 0.0f);
    CHECK(envelope(-0.01f, length) == 0.0f);
    for (int k = 0; k <= 1000; ++k) {
        const float e = envelope(length * static_cast<float>(k) / 1000.0f, length);
        CHECK((e >= 0.0f && e <= 1.0f));
    }
    // A note shorter than the attack and release still starts and ends at 0 and peaks at 1.
    CHECK(envelope(0.0f, 0.01f) == 0.0f);
    CHECK(envelope(0.005f, 0.01f) == Approx(1.0f));
}

TEST_CASE("the triangle wave starts at zero, peaks at a quarter period and has the frequency asked for", "[gui][core][sound]") {
    CHECK(triangle(100.0f, 0.0f) == Approx(0.0f).margin(1e-6));
    CHECK(triangle(100.0f, 0.0025f) == Approx(1.0f).margin(1e-4));
    CHECK(triangle(100.0f, 0.0075f) == Approx(-1.0f).margin(1e-4));
    std::vector<float> wave(48000);
    for (size_t s = 0; s < wave.size(); ++s) wave[s] = triangle(440.0f, static_cast<float>(s) / 48000.0f + 0.0001f);
    CHECK(rising_crossings(wave, 0, wave.size()) == 440);
}

TEST_CASE("one note renders as its pitch, as long as asked, inside the volume and silent at both ends", "[gui][core][sound]") {
    const float frequency = pitch_for_fraction(0.25f);
    const float seconds = 0.25f;
    const std::vector<float> one = {frequency};
    const std::vector<float> samples = render_notes(one, seconds, 0.5f);
    REQUIRE(samples.size() == static_cast<size_t>(std::lround(seconds * kSampleRate)));
    CHECK(peak(samples) <= 0.5f);
    CHECK(peak(samples) > 0.45f);
    CHECK(std::fabs(samples.front()) < 1e-6f);
    CHECK(std::fabs(samples.back()) < 0.01f);
    // Periods counted from the zero crossings match the pitch within one period.
    const auto expected = static_cast<double>(frequency * seconds);
    CHECK(static_cast<double>(rising_crossings(samples, 0, samples.size())) == Approx(expected).margin(1.5));
    // Another sample rate: the same time, a different count.
    CHECK(render_notes(one, seconds, 0.5f, 44100).size() == static_cast<size_t>(std::lround(seconds * 44100)));
}

TEST_CASE("no notes or no volume is silence of the same length", "[gui][core][sound]") {
    const std::vector<float> none;
    const std::vector<float> chord = {200.0f, 300.0f};
    CHECK(peak(render_notes(none, 0.1f, 1.0f)) == 0.0f);
    CHECK(render_notes(none, 0.1f, 1.0f).size() == 4800);
    CHECK(peak(render_notes(chord, 0.1f, 0.0f)) == 0.0f);
}

TEST_CASE("a few keys sound together as a chord, many as a sweep in position order", "[gui][core][sound]") {
    for (const NoteTiming& timing : note_timings(kChordNotes, 0.2f)) {
        CHECK(timing.start == 0.0f);
        CHECK(timing.length == 0.2f);
    }
    const std::vector<NoteTiming> sweep = note_timings(10, 0.22f);
    REQUIRE(sweep.size() == 10);
    for (size_t k = 1; k < sweep.size(); ++k) CHECK(sweep[k].start > sweep[k - 1].start);
    CHECK(sweep.back().start + sweep.back().length == Approx(0.22f));
    // At any moment at most two notes of a sweep sound.
    for (float t = 0.0f; t < 0.22f; t += 0.001f) {
        const auto sounding = std::count_if(sweep.begin(), sweep.end(), [t](const NoteTiming& n) { return t >= n.start && t < n.start + n.length; });
        CHECK(sounding <= 2);
    }
    // A chord of four loud notes and a sweep of many never clip.
    const std::vector<float> chord = {kLowestHz, 300.0f, 500.0f, kHighestHz};
    CHECK(peak(render_notes(chord, 0.2f, 1.0f)) <= 1.0f);
    std::vector<float> rising;
    for (int k = 0; k < 12; ++k) rising.push_back(pitch_for_fraction(static_cast<float>(k) / 11.0f));
    const std::vector<float> samples = render_notes(rising, 0.24f, 1.0f);
    CHECK(peak(samples) <= 1.0f);
    // A rising sweep: the first notes are low, the last high (counted as periods per second).
    const size_t quarter = samples.size() / 4;
    CHECK(rising_crossings(samples, 0, quarter) * 3 < rising_crossings(samples, 3 * quarter, samples.size()));
}

TEST_CASE("a dispatch sounds the keys it compared, at their values' pitches, in position order", "[gui][core][sound]") {
    // Positions 1 and 3 compared (3 also moved), 5 moved only: the compared keys are the chord.
    std::vector<uint8_t> marks(8, 0);
    marks[1] = kMarkCompared;
    marks[3] = kMarkCompared | kMarkMoved;
    marks[5] = kMarkMoved;
    const std::vector<float> fractions = {0.0f, 0.9f, 0.0f, 0.1f, 0.0f, 0.5f, 0.0f, 0.0f};
    auto at = [&fractions](size_t p) { return fractions[p]; };
    const std::vector<float> chord = dispatch_chord(marks, at);
    REQUIRE(chord.size() == 2);
    CHECK(chord[0] == Approx(pitch_for_fraction(0.9f)));
    CHECK(chord[1] == Approx(pitch_for_fraction(0.1f)));

    // A dispatch that compares nothing but moves keys (a scatter) sounds the keys it moved.
    std::vector<uint8_t> moved_only(8, 0);
    moved_only[5] = kMarkMoved;
    moved_only[6] = kMarkMoved;
    CHECK(sounded_positions(moved_only) == std::vector<size_t>{5, 6});
    CHECK(dispatch_chord(moved_only, at) == std::vector<float>{pitch_for_fraction(0.5f), pitch_for_fraction(0.0f)});

    // A dispatch that touched nothing is silent.
    CHECK(dispatch_chord(std::vector<uint8_t>(8, 0), at).empty());
}

TEST_CASE("a dispatch comparing many keys sounds evenly spaced ones, first to last", "[gui][core][sound]") {
    std::vector<uint8_t> marks(1000, 0);
    for (size_t p = 10; p < 1000; p += 3) marks[p] = kMarkCompared;
    const std::vector<size_t> chosen = sounded_positions(marks, 24);
    REQUIRE(chosen.size() == 24);
    CHECK(chosen.front() == 10);
    CHECK(chosen.back() == 997);
    for (size_t k = 1; k < chosen.size(); ++k) {
        CHECK(chosen[k] > chosen[k - 1]);
        CHECK(marks[chosen[k]] == kMarkCompared);
    }
    CHECK(sounded_positions(marks, 1) == std::vector<size_t>{10});
    CHECK(sounded_positions(marks, 0).empty());
}

TEST_CASE("the WAV file holds the samples as 16-bit PCM at the sample rate", "[gui][core][sound]") {
    const std::vector<float> samples = {0.0f, 1.0f, -1.0f, 0.5f, 2.0f};
    const std::string bytes = wav_bytes(samples, 48000);
    REQUIRE(bytes.size() == 44 + 2 * samples.size());
    CHECK(bytes.substr(0, 4) == "RIFF");
    CHECK(u32_at(bytes, 4) == bytes.size() - 8);
    CHECK(bytes.substr(8, 8) == "WAVEfmt ");
    CHECK(u32_at(bytes, 24) == 48000);
    CHECK(u32_at(bytes, 28) == 96000);
    CHECK(bytes.substr(36, 4) == "data");
    CHECK(u32_at(bytes, 40) == 2 * samples.size());
    CHECK(i16_at(bytes, 44) == 0);
    CHECK(i16_at(bytes, 46) == 32767);
    CHECK(i16_at(bytes, 48) == -32767);
    CHECK(i16_at(bytes, 50) == 16384);
    CHECK(i16_at(bytes, 52) == 32767);  // clamped
}

// Run by CTest after "gui: sound without a device": the WAV the app recorded while it played a bitonic
// sort at 60 steps a second with no audio device. Each step sounds for 40 ms (step_sound_seconds at
// that speed), so the recording is a whole number of 40 ms notes, each starting and ending in silence,
// inside the default volume (0.5), and not silent.
TEST_CASE("the app's sound recording holds the notes of the steps it played", "[sound-wav]") {
    const char* path = std::getenv("SORTSCOPE_WAV");
    REQUIRE(path != nullptr);
    std::ifstream file(path, std::ios::binary);
    REQUIRE(file);
    const std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    REQUIRE(bytes.size() > 44);
    CHECK(bytes.substr(0, 4) == "RIFF");
    CHECK(u32_at(bytes, 24) == static_cast<uint32_t>(kSampleRate));
    const size_t count = (bytes.size() - 44) / 2;
    const size_t note = static_cast<size_t>(std::lround(0.04 * kSampleRate));
    CHECK(count % note == 0);
    const size_t notes = count / note;
    CHECK(notes >= 2);   // the sort has 10 steps; a frame may run several of them
    CHECK(notes <= 10);
    int loudest = 0;
    for (size_t k = 0; k < notes; ++k) {
        INFO("note " << k);
        CHECK(std::abs(i16_at(bytes, 44 + 2 * (k * note))) < 200);             // starts in silence
        CHECK(std::abs(i16_at(bytes, 44 + 2 * ((k + 1) * note - 1))) < 1200);  // ends near it
        for (size_t s = 0; s < note; ++s) loudest = std::max(loudest, std::abs(static_cast<int>(i16_at(bytes, 44 + 2 * (k * note + s)))));
    }
    CHECK(loudest <= 16384);
    CHECK(loudest > 3000);
}
