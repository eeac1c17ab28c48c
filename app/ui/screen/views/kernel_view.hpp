// The kernel view: the GLSL source of the kernel the current step runs, read as the program cache
// compiled it (gpu::load_shader_text: the embedded copy, or with --dev-shaders the file on disk), with
// the regions the step runs lit (its catalogue entry names them; region markers in the kernel mark
// them), the code its program's #defines leave out dimmed, and the step's parameters filled in above:
// its parameter block by name (n, work_items, its typed arguments) and the #defines compiled in. It
// follows stepping and scrolls to the lit lines at each step; long lines wrap so nothing is cut. A thin
// drawing of algo::kernel_listing and core/kernel/code_rows.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "algorithms/teaching/kernel_listing.hpp"
#include "core/kernel/code_rows.hpp"
#include "core/look/layout.hpp"
#include "core/session/sort_session.hpp"
#include "screen/look/theme.hpp"

namespace sortscope::ui {

class KernelView {
public:
    void draw(const SortSession& session, const Fonts& fonts, const Palette& colours, const PanelRect& rect);

private:
    void refresh(const SortSession& session);

    algo::KernelListing m_listing;
    std::string m_error;  // the kernel's text could not be read
    std::string m_title;
    uint64_t m_version = UINT64_MAX;
    std::vector<CodeRow> m_rows;
    size_t m_columns = 0;        // the width m_rows were cut for
    bool m_scroll_to_lit = false;  // a new step: scroll to its lit lines once, then the user may scroll
};

}  // namespace sortscope::ui
