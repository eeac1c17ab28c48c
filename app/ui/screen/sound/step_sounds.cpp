// Sounding the steps (see step_sounds.hpp).
#include "screen/sound/step_sounds.hpp"

#include <algorithm>
#include <cstdio>

#include "algorithms/text/quoted.hpp"
#include "core/look/value_colours.hpp"
#include "core/sound/dispatch_chord.hpp"
#include "core/sound/tone_synth.hpp"
#include "core/sound/wav_file.hpp"

namespace sortscope::ui::sound {

float step_sound_seconds(float steps_per_second) {
    constexpr float kShortest = 0.04f;
    constexpr float kLongest = 0.25f;
    if (steps_per_second <= 0.0f) return kLongest;
    return std::clamp(0.85f / steps_per_second, kShortest, kLongest);
}

StepSounds::StepSounds(SoundSettings settings) : m_settings(std::move(settings)) { set_volume(m_settings.volume); }

void StepSounds::set_volume(float volume) { m_settings.volume = std::clamp(volume, 0.0f, 1.0f); }

void StepSounds::follow(const SortSession& session, float steps_per_second) {
    if (session.version() == m_version) return;
    m_version = session.version();
    const bool recording = !m_settings.recording_path.empty();
    if (session.cursor() == 0 || (m_settings.muted && !recording)) return;
    const std::vector<float> notes = dispatch_chord(session.marks(), [&session](size_t position) {
        return value_fraction(session.order_of(session.keys()[position]), session.order_min(), session.order_max());
    });
    if (notes.empty()) return;
    const float seconds = step_sound_seconds(steps_per_second);
    const std::vector<float> samples = render_notes(notes, seconds, m_settings.muted ? 0.0f : m_settings.volume);
    if (recording) m_recording.insert(m_recording.end(), samples.begin(), samples.end());
    if (m_settings.muted) return;
    if (!m_device) {
        m_device = std::make_unique<AudioDevice>(kSampleRate);
        if (!m_device->problem().empty()) {
            m_status = m_device->problem();
            std::fprintf(stderr, "sortscope: %s\n", m_status.c_str());
        }
    }
    // At most two steps' sound waits: past that the picture has moved on.
    m_device->play(samples, 2.0f * seconds);
}

void StepSounds::finish() {
    if (m_settings.recording_path.empty()) return;
    write_wav(m_settings.recording_path, m_recording, kSampleRate);
    std::printf("wrote %s (%.2f s of sound)\n", algo::printable_path(m_settings.recording_path).c_str(),
                static_cast<double>(m_recording.size()) / static_cast<double>(kSampleRate));
}

}  // namespace sortscope::ui::sound
