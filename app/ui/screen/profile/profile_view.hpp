// The profile view (`6`, `--view profile`): where the GPU time of the session's plan goes. One bar per
// dispatch on a time axis, its length the dispatch's measured time and its colour its kernel, for the
// session's algorithm and a second one on the same keys (one time axis, so fewer, fuller passes show
// as a shorter lane). The step on screen is lit; hovering a bar gives its time, the bytes the traffic
// model gives it and its share of the measured copy bandwidth; clicking a bar goes to that step (a bar
// of the other lane switches the session to that algorithm first). The measurements export as CSV (the
// columns of `bench --csv`, a row per dispatch) and the timeline as PNG. On a CPU renderer (llvmpipe)
// it says that the times are CPU times.
//
// Measuring follows the session: whenever the session's input is neither lane's, the view measures
// again, a slice per frame (ProfileEngine), so the app never freezes. The geometry is
// timeline_layout.hpp's; this file only draws it.
#pragma once

#include <optional>
#include <string>

#include "core/export/save_strip.hpp"
#include "core/look/layout.hpp"
#include "core/profile/profile_engine.hpp"
#include "core/profile/timeline_layout.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"
#include "screen/requests.hpp"

namespace sortscope::ui {

class ProfileView {
public:
    // Needs the window's GL context current. Throws gpu::GpuError.
    ProfileView();

    // Starts measuring when the session's input is not profiled yet, and does this frame's slice.
    void advance(const SortSession& session);
    void draw(const SortSession& session, const Fonts& fonts, const Palette& colours, bool presenter, const PanelRect& rect,
              Requests& requests);
    // Whether the profile of `session` is still being measured (a scripted screenshot waits for it).
    bool busy(const SortSession& session) const;
    SaveStrip& saves() { return m_saves; }  // the CSV and PNG saves, and what the last one did
    ProfileEngine& engine() { return m_engine; }

private:
    ProfileRequest wanted(const SortSession& session) const;
    // The lane whose input is the session's, if the profile is of it.
    std::optional<size_t> session_lane(const SortSession& session) const;
    void draw_toolbar(const SortSession& session, const Fonts& fonts, const Palette& colours, bool presenter);
    void draw_exports(const Palette& colours);  // CSV, PNG and trace: file names and Save buttons
    void draw_timeline(const SortSession& session, const Fonts& fonts, const Palette& colours, const ImVec2& corner,
                       const ImVec2& size, Requests& requests);
    void draw_tooltip(const TimelineStep& at, const Fonts& fonts) const;

    gpu::DeviceLimits m_limits;  // the engine keeps references to these two, so they come first
    gpu::ProgramCache m_programs;
    ProfileEngine m_engine;
    std::optional<std::string> m_compare;  // the user's choice of the second lane ("" for none)
    int m_reps = 3;
    bool m_measure_again = false;
    SaveStrip m_saves{"profile.csv", "profile.png"};
    std::string m_trace_path = "profile-trace.json";
    ImVec2 m_timeline_min, m_timeline_max;
};

}  // namespace sortscope::ui
