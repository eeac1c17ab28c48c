// Samples as a WAV file (16-bit PCM, mono): `--sound-wav FILE` writes what the app played, so the
// sound can be checked on a machine with no sound card (sox, a test, or an ear later).
#pragma once

#include <span>
#include <string>

namespace sortscope::ui::sound {

// The bytes of a RIFF/WAVE file holding `samples` (floats in [-1, 1], clamped) at `sample_rate`.
std::string wav_bytes(std::span<const float> samples, int sample_rate);

// Writes them atomically (exports::write_file_atomically). Throws exports::ExportError.
void write_wav(const std::string& path, std::span<const float> samples, int sample_rate);

}  // namespace sortscope::ui::sound
