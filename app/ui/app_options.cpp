// Parses `sortscope [--algo ID] [--n N] [--dist D] [--seed S] [--step K] [--screenshot FILE]
// [--frames F] [--width W --height H]`. The plan is built here (it is pure and cheap) so that --step
// past the end is a usage error before any window opens.
#include "app_options.hpp"

#include <cctype>
#include <set>

#include "sortscope/algo/registry.hpp"

namespace sortscope::ui {

const char* const kAppUsage = R"(sortscope: step through GPU sorting one compute dispatch at a time

usage: sortscope [--algo ID] [--n N] [--dist D] [--seed S] [--step K]
                 [--screenshot FILE [--frames F]] [--width W] [--height H]
  --algo ID          algorithm (default bitonic; sortscope-cli list shows them)
  --n N              number of keys, 1 to 16777216 (default 64)
  --dist D           random (default), sorted, reversed, few-unique, all-equal, zero-one,
                     organ-pipe, nearly-sorted
  --seed S           seed of the input (default 1)
  --step K           run K dispatches before the first frame
  --screenshot FILE  render F frames (default 5), write the last one as PNG, and exit
  --width W, --height H   window size in pixels (default 1280 x 720)

keys: Space play/pause, Right step, Left step back, Home reset, End run to the end
exit codes: 0 success, 1 no display or no OpenGL 4.3, 2 bad usage
)";

namespace {

uint64_t whole_number(const std::string& text, uint64_t min, uint64_t max, const std::string& option) {
    if (text.empty()) throw UsageError(option + ": a number is needed, got nothing");
    uint64_t value = 0;
    for (char c : text) {
        if (!std::isdigit(static_cast<unsigned char>(c))) {
            throw UsageError(option + ": '" + text + "' is not a whole number");
        }
        const auto digit = static_cast<uint64_t>(c - '0');
        if (value > (max - digit) / 10) {
            throw UsageError(option + ": '" + text + "' is larger than " + std::to_string(max));
        }
        value = value * 10 + digit;
    }
    if (value < min) throw UsageError(option + ": '" + text + "' is smaller than " + std::to_string(min));
    return value;
}

std::string known_distributions() {
    std::string known;
    for (algo::Distribution d : algo::all_distributions()) {
        known += (known.empty() ? "" : ", ") + std::string(algo::distribution_name(d));
    }
    return known;
}

std::string known_algorithms() {
    std::string known;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        known += (known.empty() ? "" : ", ") + std::string(info.id);
    }
    return known;
}

}  // namespace

AppOptions parse_app_options(std::span<char* const> args) {
    AppOptions options;
    std::set<std::string> seen;
    bool frames_given = false;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string option = args[i];
        if (option == "--help" || option == "-h") {
            options.help = true;
            continue;
        }
        if (option.rfind("--", 0) != 0) throw UsageError("unexpected argument '" + option + "'");
        if (i + 1 >= args.size()) throw UsageError(option + " needs a value");
        const std::string value = args[++i];
        if (!seen.insert(option).second) throw UsageError(option + " is given twice");

        if (option == "--algo") {
            if (algo::find_algorithm(value) == nullptr) {
                throw UsageError("--algo: unknown algorithm '" + value + "' (known: " + known_algorithms() + ")");
            }
            options.algorithm = value;
        } else if (option == "--n") {
            options.n = static_cast<uint32_t>(whole_number(value, 1, kMaxGuiKeys, option));
        } else if (option == "--dist") {
            const auto distribution = algo::parse_distribution(value);
            if (!distribution) {
                throw UsageError("--dist: unknown distribution '" + value + "' (known: " + known_distributions() + ")");
            }
            options.distribution = *distribution;
        } else if (option == "--seed") {
            options.seed = whole_number(value, 0, UINT64_MAX, option);
        } else if (option == "--step") {
            options.initial_steps = static_cast<uint32_t>(whole_number(value, 0, UINT32_MAX, option));
        } else if (option == "--screenshot") {
            if (value.empty()) throw UsageError("--screenshot needs a file name");
            options.screenshot_path = value;
        } else if (option == "--frames") {
            options.frames = static_cast<uint32_t>(whole_number(value, 1, 10000, option));
            frames_given = true;
        } else if (option == "--width") {
            options.width = static_cast<int>(whole_number(value, 400, 16384, option));
        } else if (option == "--height") {
            options.height = static_cast<int>(whole_number(value, 300, 16384, option));
        } else {
            throw UsageError("unknown option " + option + " (see --help)");
        }
    }
    if (frames_given && options.screenshot_path.empty()) throw UsageError("--frames needs --screenshot");

    algo::Options plan_options;
    plan_options.n = options.n;
    const size_t step_count = algo::find_algorithm(options.algorithm)->build(plan_options).steps.size();
    if (options.initial_steps > step_count) {
        throw UsageError("--step " + std::to_string(options.initial_steps) + ": the " + options.algorithm +
                         " plan for n = " + std::to_string(options.n) + " has only " + std::to_string(step_count) +
                         " steps");
    }
    return options;
}

}  // namespace sortscope::ui
