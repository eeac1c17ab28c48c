// Developer hot reload: watches the kernel files of the shader folder (SORTSCOPE_SHADER_DIR, set by
// --dev-shaders) and says when one changed. Polls modification times at most every half second, so it
// costs nothing measurable per frame.
#pragma once

#include <filesystem>
#include <map>
#include <string>

namespace sortscope::ui {

class ShaderWatcher {
public:
    explicit ShaderWatcher(std::string directory);

    // True once after any .comp or .glsl file in the folder or its subfolders was written, added or removed.
    bool changed(double now_seconds);
    const std::string& directory() const { return m_directory; }

private:
    std::map<std::string, std::filesystem::file_time_type> scan() const;

    std::string m_directory;
    std::map<std::string, std::filesystem::file_time_type> m_seen;
    double m_next_poll = 0.0;
};

}  // namespace sortscope::ui
