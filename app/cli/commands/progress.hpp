// Progress of a long command on stderr, only when stderr is a terminal (isatty): one line rewritten in
// place ("sort: 37% (about 12 s left)"), at most four times a second and only once the command has run
// for a second, then cleared. Nothing at all when stderr is a file or a pipe, so logs and tests stay clean.
#pragma once

#include <chrono>
#include <string>

namespace sortscope::cli {

class Progress {
public:
    explicit Progress(std::string label);
    ~Progress();  // clears the line, if one was drawn
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    bool shown() const { return m_terminal; }  // false: update() does nothing, callers may skip work for it
    // True when a new line is due (a quarter second since the last): callers that must wait for the GPU
    // to know how far it got ask first.
    bool due() const;
    void update(double fraction);  // 0..1 of the work done
    void clear();                  // removes the line (before the command prints its result)

private:
    std::string m_label;
    bool m_terminal;
    bool m_drawn = false;
    std::chrono::steady_clock::time_point m_start;
    std::chrono::steady_clock::time_point m_last;
};

}  // namespace sortscope::cli
