// Finding the example lessons (see lessons.hpp).
#include "session/lessons.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "session/session_file.hpp"

namespace sortscope::ui {

std::string assets_directory() {
    if (const char* dir = std::getenv("SORTSCOPE_ASSETS_DIR"); dir != nullptr && *dir != '\0') return dir;
#ifdef SORTSCOPE_SOURCE_ASSETS
    return SORTSCOPE_SOURCE_ASSETS;
#else
    return "assets";
#endif
}

const std::vector<Lesson>& example_lessons() {
    static const std::vector<Lesson> lessons = [] {
        std::vector<Lesson> found;
        std::error_code error;
        for (const auto& entry : std::filesystem::directory_iterator(assets_directory() + "/sessions", error)) {
            if (entry.path().extension() != ".json") continue;
            const SessionRead read = read_session_file(entry.path().string());
            if (!read.session) continue;  // a broken example is not offered
            found.push_back({read.session->title.empty() ? entry.path().stem().string() : read.session->title, entry.path().string()});
        }
        std::sort(found.begin(), found.end(), [](const Lesson& a, const Lesson& b) { return a.title < b.title; });
        return found;
    }();
    return lessons;
}

}  // namespace sortscope::ui
