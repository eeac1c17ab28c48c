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
// Period, Enter, 1, Equal, ...; the keypad's Keypad1, Keypad4, Keypad7, sent with Num Lock off);
// Ctrl+ or Shift+ before a key holds that modifier. Besides keys, for a
// scripted lecture: Click:X,Y presses the left mouse button at window point (X, Y) in this frame and
// lets it go in the next (the pointer then stays there); Text:ABC types the characters ABC (into the
// field with the keyboard's focus); Shot:NAME writes the frame as NAME.png beside --screenshot's file
// (and the teacher's window, when open, as NAME-teacher.png); Monitors:N holds the script before this
// frame until the window system reports N monitors (a test plugs or unplugs one meanwhile; after 60 s
// the script goes on and the app says it waited in vain);
// Wait holds the script at its frame while a race or a lab check runs, WaitFor:PATH until the file PATH
// exists (each a frame of its own: nothing else on it).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
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
    // The pointer and typing of frame `frame`: a click's press (or, the frame after, its release) and text.
    ScriptedPointer pointer_at(uint32_t frame) const;
    // The name of the screenshot to write after drawing frame `frame`, or "".
    std::string shot_at(uint32_t frame) const;
    // The number of monitors frame `frame` waits for, if any (Monitors:N).
    std::optional<int> monitors_at(uint32_t frame) const;
    bool has_clicks() const { return !m_clicks.empty(); }
    uint32_t last_frame() const;
    // Whether the script holds at frame `frame` while the app is busy (Wait: a race runs, a lab check
    // runs, steps are being checked): the script goes on when it is done, however long that takes.
    bool waits_at(uint32_t frame) const { return m_waits.count(frame) != 0; }
    // WaitFor:PATH: the script holds at its frame until PATH exists (a driver outside the app, such as
    // xdotool pressing real keys, says it is done by writing it).
    bool waits_for_file_at(uint32_t frame) const;
    bool empty() const {
        return m_frames.empty() && m_clicks.empty() && m_text.empty() && m_shots.empty() && m_waits.empty() && m_wait_files.empty() &&
               m_monitors.empty();
    }

private:
    std::map<uint32_t, std::vector<KeyEvent>> m_frames;
    std::map<uint32_t, std::pair<float, float>> m_clicks;
    std::map<uint32_t, std::string> m_text;
    std::map<uint32_t, std::string> m_shots;
    std::map<uint32_t, int> m_monitors;
    std::set<uint32_t> m_waits;
    std::map<uint32_t, std::string> m_wait_files;
};

}  // namespace sortscope::ui
