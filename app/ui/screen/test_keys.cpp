// Reads a --test-keys script (see test_keys.hpp).
#include "test_keys.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "algorithms/inputs/user_input.hpp"
#include "algorithms/text/quoted.hpp"
#include "core/app_options.hpp"

namespace sortscope::ui {

namespace {

struct NamedKey {
    const char* name;
    int key;
};

// The keys a script may name beyond letters and digits (which are named by themselves: A, 7).
constexpr NamedKey kNamedKeys[] = {
    {"Right", GLFW_KEY_RIGHT}, {"Left", GLFW_KEY_LEFT}, {"Up", GLFW_KEY_UP}, {"Down", GLFW_KEY_DOWN},
    {"PageDown", GLFW_KEY_PAGE_DOWN}, {"PageUp", GLFW_KEY_PAGE_UP}, {"Home", GLFW_KEY_HOME}, {"End", GLFW_KEY_END},
    {"Space", GLFW_KEY_SPACE}, {"Enter", GLFW_KEY_ENTER}, {"Escape", GLFW_KEY_ESCAPE}, {"Tab", GLFW_KEY_TAB},
    {"Backspace", GLFW_KEY_BACKSPACE}, {"Period", GLFW_KEY_PERIOD}, {"Comma", GLFW_KEY_COMMA},
    {"Equal", GLFW_KEY_EQUAL}, {"Minus", GLFW_KEY_MINUS}, {"F5", GLFW_KEY_F5}, {"F9", GLFW_KEY_F9},
    {"F11", GLFW_KEY_F11}, {"LeftShift", GLFW_KEY_LEFT_SHIFT}, {"LeftControl", GLFW_KEY_LEFT_CONTROL},
    // The keypad's, as GLFW names them by their digits; sent without Num Lock, Keypad1 is the keypad's End.
    {"Keypad1", GLFW_KEY_KP_1}, {"Keypad4", GLFW_KEY_KP_4}, {"Keypad7", GLFW_KEY_KP_7},
};

std::optional<int> key_named(const std::string& name) {
    if (name.size() == 1 && std::isalnum(static_cast<unsigned char>(name[0]))) {
        return std::toupper(static_cast<unsigned char>(name[0]));  // GLFW's letters and digits are their ASCII codes
    }
    for (const NamedKey& named : kNamedKeys) {
        if (name == named.name) return named.key;
    }
    return std::nullopt;
}

}  // namespace

TestKeys TestKeys::read(const std::string& path) {
    // Through the one input opener: a FIFO, a folder or a device is refused at once, a script is text.
    algo::InputRules rules;
    rules.what = "the key script";
    rules.max_bytes = uint64_t{1} << 20;
    rules.text = true;
    std::istringstream file;
    try {
        file.str(algo::read_user_input(path, rules));
    } catch (const algo::InputError& error) {
        throw UsageError("--test-keys: " + std::string(error.what()));
    }
    TestKeys keys;
    std::string line;
    for (int number = 1; std::getline(file, line); ++number) {
        const std::string where = "--test-keys: " + algo::printable(path) + " line " + std::to_string(number) + ": ";
        line = line.substr(0, line.find('#'));
        std::istringstream words(line);
        std::string frame_text;
        if (!(words >> frame_text)) continue;
        uint32_t frame = 0;
        for (char c : frame_text) {
            if (!std::isdigit(static_cast<unsigned char>(c)) || frame > 100000) throw UsageError(where + "a frame number first, got " + algo::quoted(frame_text));
            frame = frame * 10 + static_cast<uint32_t>(c - '0');
        }
        if (frame == 0) throw UsageError(where + "frames count from 1");
        std::vector<KeyEvent>& events = keys.m_frames[frame];
        for (std::string word; words >> word;) {
            if (word.rfind("Click:", 0) == 0) {
                const std::string at = word.substr(6);
                const size_t comma = at.find(',');
                // The halves are kept: strtof's end pointers point into them (not into temporaries).
                const std::string x_text = comma == std::string::npos ? std::string() : at.substr(0, comma);
                const std::string y_text = comma == std::string::npos ? std::string() : at.substr(comma + 1);
                char* end_x = nullptr;
                char* end_y = nullptr;
                const float x = comma == std::string::npos ? -1.0f : std::strtof(x_text.c_str(), &end_x);
                const float y = comma == std::string::npos ? -1.0f : std::strtof(y_text.c_str(), &end_y);
                if (comma == std::string::npos || *end_x != '\0' || *end_y != '\0' || x < 0.0f || y < 0.0f) {
                    throw UsageError(where + "Click: needs a point X,Y, got " + algo::quoted(at));
                }
                if (keys.m_clicks.count(frame - 1) != 0) throw UsageError(where + "a click's release takes the frame after it");
                keys.m_clicks[frame] = {x, y};
                continue;
            }
            if (word.rfind("Text:", 0) == 0 && word.size() > 5) {
                keys.m_text[frame] += word.substr(5);
                continue;
            }
            if (word.rfind("Monitors:", 0) == 0) {
                const std::string count = word.substr(9);
                if (count.size() != 1 || count[0] < '0' || count[0] > '9') throw UsageError(where + "Monitors: needs a number of monitors, 0 to 9, got " + algo::quoted(count));
                keys.m_monitors[frame] = count[0] - '0';
                continue;
            }
            if (word == "Wait") {
                keys.m_waits.insert(frame);
                continue;
            }
            if (word.rfind("WaitFor:", 0) == 0) {
                const std::string name = word.substr(8);
                if (name.empty()) throw UsageError(where + "WaitFor: needs a file's path");
                keys.m_wait_files[frame] = name;
                continue;
            }
            if (word.rfind("Shot:", 0) == 0) {
                const std::string name = word.substr(5);
                if (name.empty() || name.find('/') != std::string::npos) throw UsageError(where + "Shot: needs a file name without a folder");
                keys.m_shots[frame] = name;
                continue;
            }
            int action = -1;  // press and release
            if (word[0] == '+') action = GLFW_PRESS;
            if (word[0] == '-') action = GLFW_RELEASE;
            if (word[0] == '*') action = GLFW_REPEAT;
            std::string name = action == -1 ? word : word.substr(1);
            int mods = 0;
            for (const auto& [prefix, bit] : {std::pair<std::string, int>{"Ctrl+", GLFW_MOD_CONTROL}, {"Shift+", GLFW_MOD_SHIFT}}) {
                if (name.rfind(prefix, 0) == 0 && name.size() > prefix.size()) {
                    name = name.substr(prefix.size());
                    mods |= bit;
                }
            }
            const std::optional<int> key = key_named(name);
            if (!key) throw UsageError(where + "unknown key " + algo::quoted(name));
            if (action == -1) {
                events.push_back({*key, GLFW_PRESS, mods});
                events.push_back({*key, GLFW_RELEASE, mods});
            } else {
                events.push_back({*key, action, mods});
            }
        }
    }
    return keys;
}

ScriptedPointer TestKeys::pointer_at(uint32_t frame) const {
    ScriptedPointer pointer;
    if (const auto click = m_clicks.find(frame); click != m_clicks.end()) {
        pointer.button = ScriptedPointer::Button::Press;
        pointer.x = click->second.first;
        pointer.y = click->second.second;
    } else if (const auto pressed = m_clicks.find(frame - 1); frame > 1 && pressed != m_clicks.end()) {
        pointer.button = ScriptedPointer::Button::Release;
        pointer.x = pressed->second.first;
        pointer.y = pressed->second.second;
    }
    if (const auto text = m_text.find(frame); text != m_text.end()) pointer.text = text->second;
    return pointer;
}

std::string TestKeys::shot_at(uint32_t frame) const {
    const auto shot = m_shots.find(frame);
    return shot != m_shots.end() ? shot->second : std::string();
}

std::optional<int> TestKeys::monitors_at(uint32_t frame) const {
    const auto found = m_monitors.find(frame);
    return found != m_monitors.end() ? std::optional<int>(found->second) : std::nullopt;
}

bool TestKeys::waits_for_file_at(uint32_t frame) const {
    const auto file = m_wait_files.find(frame);
    std::error_code ignored;
    return file != m_wait_files.end() && !std::filesystem::exists(file->second, ignored);
}

uint32_t TestKeys::last_frame() const {
    uint32_t last = 0;
    for (const auto* frames : {&m_clicks}) {
        if (!frames->empty()) last = std::max(last, frames->rbegin()->first + 1);  // the release
    }
    if (!m_frames.empty()) last = std::max(last, m_frames.rbegin()->first);
    if (!m_text.empty()) last = std::max(last, m_text.rbegin()->first);
    if (!m_shots.empty()) last = std::max(last, m_shots.rbegin()->first);
    if (!m_monitors.empty()) last = std::max(last, m_monitors.rbegin()->first);
    if (!m_waits.empty()) last = std::max(last, *m_waits.rbegin());
    if (!m_wait_files.empty()) last = std::max(last, m_wait_files.rbegin()->first);
    return last;
}

std::vector<KeyEvent> TestKeys::at_frame(uint32_t frame) const {
    const auto found = m_frames.find(frame);
    return found != m_frames.end() ? found->second : std::vector<KeyEvent>{};
}

}  // namespace sortscope::ui
