// The sound card, through SDL2's audio subsystem (Debian's libsdl2-dev; README "Sound" says why):
// mono float samples queued from the frame loop, played by SDL's audio thread. Opening never fails
// loudly: with no device it stays closed and says why in one line, and queueing does nothing.
// SDL_AUDIODRIVER, when set, is the only driver tried (SDL_AUDIODRIVER=dummy plays into nothing, for
// tests). Otherwise the sound servers (PipeWire, PulseAudio, JACK) come first, and drivers that open the
// hardware (ALSA, sndio, OSS) are tried only when the kernel lists a sound card: on a machine without
// one, ALSA's library would print a page of errors before failing.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace sortscope::ui::sound {

class AudioDevice {
public:
    explicit AudioDevice(int sample_rate);
    ~AudioDevice();
    AudioDevice(const AudioDevice&) = delete;
    AudioDevice& operator=(const AudioDevice&) = delete;

    bool is_open() const { return m_device != 0; }
    // "" when it opened on a real driver; else one line: why nothing will be heard.
    const std::string& problem() const { return m_problem; }
    const std::string& driver() const { return m_driver; }

    // Plays `samples` next. Samples still waiting from before are dropped first when more than
    // `max_wait_seconds` of them wait, so the sound keeps up with the picture.
    void play(std::span<const float> samples, float max_wait_seconds);

private:
    uint32_t m_device = 0;
    int m_sample_rate = 0;
    std::string m_driver;
    std::string m_problem;
};

}  // namespace sortscope::ui::sound
