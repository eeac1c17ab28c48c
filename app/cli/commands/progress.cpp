// Progress lines on a terminal (see progress.hpp).
#include "progress.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>

#include "algorithms/costs/cost.hpp"

namespace sortscope::cli {

namespace {

constexpr std::chrono::milliseconds kQuiet{1000};  // nothing for commands that end within a second
constexpr std::chrono::milliseconds kEvery{250};

}  // namespace

Progress::Progress(std::string label)
    : m_label(std::move(label)), m_terminal(::isatty(STDERR_FILENO) == 1), m_start(std::chrono::steady_clock::now()),
      m_last(m_start) {}

Progress::~Progress() { clear(); }

void Progress::clear() {
    if (!m_drawn) return;
    std::fprintf(stderr, "\r\033[K");
    std::fflush(stderr);
    m_drawn = false;
}

bool Progress::due() const {
    if (!m_terminal) return false;
    const auto now = std::chrono::steady_clock::now();
    return now - m_start >= kQuiet && now - m_last >= kEvery;
}

void Progress::update(double fraction) {
    if (!due()) return;
    const auto now = std::chrono::steady_clock::now();
    m_last = now;
    fraction = std::clamp(fraction, 0.0, 1.0);
    const double elapsed_ms = std::chrono::duration<double, std::milli>(now - m_start).count();
    std::string left;
    if (fraction > 0.01) left = ", about " + algo::duration_text(elapsed_ms * (1.0 - fraction) / fraction) + " left";
    std::fprintf(stderr, "\r\033[K%s: %.0f%%%s", m_label.c_str(), 100.0 * fraction, left.c_str());
    std::fflush(stderr);
    m_drawn = true;
}

}  // namespace sortscope::cli
