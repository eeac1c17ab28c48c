// Sound that follows the steps: whenever the session runs a step (played, stepped or scrubbed to), the
// keys that dispatch compared sound as a chord or a sweep (dispatch_chord, render_notes), as long as
// the step lasts at the play speed. Mute (M, --mute) and a volume; muted at launch in headless runs.
// The audio device is opened at the first sound, so a muted or headless run never touches it; a machine
// without one plays nothing and says so once, on stderr and in the panel. With a recording path
// (--sound-wav) every sound made is also kept and written as a WAV at the end.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/session/sort_session.hpp"
#include "screen/sound/audio_device.hpp"

namespace sortscope::ui::sound {

struct SoundSettings {
    bool muted = false;
    float volume = 0.5f;          // 0 .. 1
    std::string recording_path;   // --sound-wav FILE: "" records nothing
};

class StepSounds {
public:
    explicit StepSounds(SoundSettings settings);

    // Once a frame, after the session moved: sounds the step just run, if a new one ran.
    // `steps_per_second` while playing (a step's sound lasts about one step), 0 when stepping by hand.
    void follow(const SortSession& session, float steps_per_second);

    bool muted() const { return m_settings.muted; }
    void set_muted(bool muted) { m_settings.muted = muted; }
    float volume() const { return m_settings.volume; }
    void set_volume(float volume);
    // What the panel shows: "" while all is well, else why nothing is heard.
    const std::string& status() const { return m_status; }

    // Writes the recording, when asked for one. Throws exports::ExportError.
    void finish();

private:
    SoundSettings m_settings;
    std::unique_ptr<AudioDevice> m_device;
    uint64_t m_version = UINT64_MAX;
    std::string m_status;
    std::vector<float> m_recording;
};

// How long a step's sound lasts: most of a step at the play speed, between 40 ms and 250 ms (a step
// by hand gets the longest).
float step_sound_seconds(float steps_per_second);

}  // namespace sortscope::ui::sound
