// Which views are on screen and how the app looks: saved with a session so a lesson reopens as it was.
#pragma once

namespace sortscope::ui {

struct ViewLayout {
    bool bars = true;      // the keys as bars
    bool network = true;   // the comparator network (radix: bins; rank: arrows)
    bool table = true;     // the seed's table for the current step
    bool kernel = false;   // the kernel's source with the step's lines lit: beside the others (K), or alone (7)
    bool race = false;     // the race panel instead of the three views
    bool profile = false;  // the profile (one bar per dispatch, timed) instead of the three views
    bool presenter = false;  // large fonts, high contrast, advanced controls hidden
    bool sidebar = true;     // the control panel on the left; H hides it so the views get the whole width
    float text_scale = 1.0f;  // Ctrl+= / Ctrl+-, on top of the screen's own scale

    bool operator==(const ViewLayout&) const = default;
    // The views beside the kernel view (bars, network, table).
    int shown() const { return (bars ? 1 : 0) + (network ? 1 : 0) + (table ? 1 : 0); }
};

constexpr float kMinTextScale = 0.6f;
constexpr float kMaxTextScale = 2.5f;

}  // namespace sortscope::ui
