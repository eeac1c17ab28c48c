// --test-keys FILE: key events fed to the app at chosen frames, through GLFW's key callback (the path a
// real key takes), so a test can press and release a key inside one frame, as a presentation clicker
// does, and count what the app did. One line per frame that gets events; '#' starts a comment:
//
//   # frame: events, in order. Key = press and release; +Key press; -Key release; *Key a repeat
//   3 Right Right Right
//   5 +PageDown *PageDown -PageDown
//   7 Ctrl+Equal
//
// Keys are named as in GLFW's key tokens without GLFW_KEY_ (Right, PageDown, Space, Escape, F5, B,
// Period, Enter, 1, Equal, ...); Ctrl+ or Shift+ before a key holds that modifier.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "window.hpp"

namespace sortscope::ui {

class TestKeys {
public:
    TestKeys() = default;
    // Throws UsageError (app_options.hpp) naming the file and line of a mistake.
    static TestKeys read(const std::string& path);

    // The events of frame `frame` (frames count from 1).
    std::vector<KeyEvent> at_frame(uint32_t frame) const;
    uint32_t last_frame() const { return m_frames.empty() ? 0 : m_frames.rbegin()->first; }
    bool empty() const { return m_frames.empty(); }

private:
    std::map<uint32_t, std::vector<KeyEvent>> m_frames;
};

}  // namespace sortscope::ui
