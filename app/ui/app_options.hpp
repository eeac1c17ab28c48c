// Command-line options of the desktop app: what to sort, how many steps to run before the first frame,
// and the screenshot mode the GUI smoke test uses. Every mistake is a UsageError with a one-line reason
// (main turns it into exit code 2).
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>

#include "sortscope/algo/distributions.hpp"

namespace sortscope::ui {

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The GUI reads the keys back after every step and the bars view scans them, so it stays with sizes
// that are interactive on a laptop; sortscope-cli takes the large sizes.
constexpr uint32_t kMaxGuiKeys = uint32_t{1} << 24;

struct AppOptions {
    std::string algorithm = "bitonic";
    uint32_t n = 64;
    algo::Distribution distribution = algo::Distribution::Random;
    uint64_t seed = 1;
    uint32_t initial_steps = 0;   // --step K: dispatches run before the first frame
    std::string screenshot_path;  // --screenshot FILE: empty means interactive
    uint32_t frames = 5;          // --frames F: frames rendered before the screenshot is taken
    int width = 1280;
    int height = 720;
    bool help = false;
};

// `args` excludes the program name. Throws UsageError.
AppOptions parse_app_options(std::span<char* const> args);

extern const char* const kAppUsage;

}  // namespace sortscope::ui
