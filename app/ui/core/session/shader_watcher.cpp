// Polling the shader folder for edits (see shader_watcher.hpp).
#include "core/session/shader_watcher.hpp"

#include <utility>

namespace sortscope::ui {

namespace {
constexpr double kPollSeconds = 0.5;
}

ShaderWatcher::ShaderWatcher(std::string directory) : m_directory(std::move(directory)), m_seen(scan()) {}

std::map<std::string, std::filesystem::file_time_type> ShaderWatcher::scan() const {
    std::map<std::string, std::filesystem::file_time_type> times;
    std::error_code error;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(m_directory, error)) {
        const std::string extension = entry.path().extension().string();
        if (extension != ".comp" && extension != ".glsl") continue;
        times[entry.path().lexically_relative(m_directory).string()] = entry.last_write_time(error);
    }
    return times;
}

bool ShaderWatcher::changed(double now_seconds) {
    if (now_seconds < m_next_poll) return false;
    m_next_poll = now_seconds + kPollSeconds;
    auto now = scan();
    if (now == m_seen) return false;
    m_seen = std::move(now);
    return true;
}

}  // namespace sortscope::ui
