// The example lessons shipped in assets/sessions/: session files a teacher can open from the panel.
#pragma once

#include <string>
#include <vector>

namespace sortscope::ui {

struct Lesson {
    std::string title;  // the session's "title", or its file name
    std::string path;
};

// Read once from the assets folder (SORTSCOPE_ASSETS_DIR, or the source tree's assets/), sorted by title.
const std::vector<Lesson>& example_lessons();
std::string assets_directory();

}  // namespace sortscope::ui
