// SDL2 audio output (see audio_device.hpp).
#include "screen/sound/audio_device.hpp"

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <string_view>
#include <vector>

#include <SDL.h>

namespace sortscope::ui::sound {

namespace {

bool is_sound_server(std::string_view driver) { return driver == "pipewire" || driver == "pulseaudio" || driver == "jack"; }

// SDL's stand-ins that play into nothing (or a file): only when asked for by SDL_AUDIODRIVER.
bool is_stand_in(std::string_view driver) { return driver == "dummy" || driver == "disk"; }

// Whether the kernel lists a sound card (/proc/asound/cards starts " 0 [Card ..." when it does).
bool kernel_has_sound_card() {
    std::ifstream cards("/proc/asound/cards");
    std::string first;
    return cards >> first && !first.empty() && std::isdigit(static_cast<unsigned char>(first[0]));
}

std::vector<std::string> drivers_to_try(bool card) {
    std::vector<std::string> servers;
    std::vector<std::string> hardware;
    for (int i = 0; i < SDL_GetNumAudioDrivers(); ++i) {
        const std::string name = SDL_GetAudioDriver(i);
        if (is_stand_in(name)) continue;
        if (is_sound_server(name)) {
            servers.push_back(name);
        } else if (card) {
            hardware.push_back(name);
        }
    }
    servers.insert(servers.end(), hardware.begin(), hardware.end());
    return servers;
}

}  // namespace

AudioDevice::AudioDevice(int sample_rate) : m_sample_rate(sample_rate) {
    SDL_AudioSpec wanted{};
    wanted.freq = sample_rate;
    wanted.format = AUDIO_F32SYS;
    wanted.channels = 1;
    wanted.samples = 1024;  // about 21 ms at 48 kHz: short enough to follow the steps
    const char* forced = std::getenv("SDL_AUDIODRIVER");
    const bool user_chose = forced != nullptr && *forced != '\0';
    // With SDL_AUDIODRIVER set, SDL reads it and the hint below is ignored: one try, the user's driver.
    const bool card = kernel_has_sound_card();
    const std::vector<std::string> drivers = user_chose ? std::vector<std::string>{forced} : drivers_to_try(card);
    std::string last_error = "no driver to try";
    for (const std::string& driver : drivers) {
        SDL_SetHint(SDL_HINT_AUDIODRIVER, driver.c_str());
        if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
            last_error = driver + ": " + SDL_GetError();
            continue;
        }
        SDL_AudioSpec obtained{};
        m_device = SDL_OpenAudioDevice(nullptr, 0, &wanted, &obtained, 0);
        if (m_device != 0) {
            m_driver = SDL_GetCurrentAudioDriver() != nullptr ? SDL_GetCurrentAudioDriver() : driver;
            SDL_PauseAudioDevice(m_device, 0);
            if (is_stand_in(m_driver)) {
                m_problem = "sound: SDL's " + m_driver + " audio driver (SDL_AUDIODRIVER): nothing will be heard";
            }
            return;
        }
        last_error = driver + ": " + SDL_GetError();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    // Without a card, what the servers said matters less than that none answered.
    const std::string why = user_chose || card ? last_error : "no sound server answered and the kernel lists no sound card";
    m_problem = "sound: no audio device (" + why + "); playing nothing";
}

AudioDevice::~AudioDevice() {
    if (m_device == 0) return;
    SDL_CloseAudioDevice(m_device);
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void AudioDevice::play(std::span<const float> samples, float max_wait_seconds) {
    if (m_device == 0 || samples.empty()) return;
    const auto waiting = static_cast<float>(SDL_GetQueuedAudioSize(m_device)) / static_cast<float>(sizeof(float) * static_cast<size_t>(m_sample_rate));
    if (waiting > max_wait_seconds) SDL_ClearQueuedAudio(m_device);
    SDL_QueueAudio(m_device, samples.data(), static_cast<uint32_t>(samples.size_bytes()));
}

}  // namespace sortscope::ui::sound
