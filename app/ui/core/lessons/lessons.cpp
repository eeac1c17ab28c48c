// Finding the example lessons (see lessons.hpp).
#include "core/lessons/lessons.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "core/lessons/session_file.hpp"

namespace sortscope::ui {

namespace {

bool has_lessons(const std::filesystem::path& folder) {
    std::error_code error;
    return std::filesystem::is_directory(folder / "sessions", error);
}

}  // namespace

std::string installed_assets_directory() {
    std::error_code error;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error || program.empty()) return {};
    return (program.parent_path().parent_path() / "share" / "sortscope").string();
}

std::string choose_assets_directory(const char* chosen, const std::string& installed, const char* source_tree) {
    if (chosen != nullptr && *chosen != '\0') return chosen;
    if (!installed.empty() && has_lessons(installed)) return installed;
    if (source_tree != nullptr) return source_tree;  // a program run from its build tree
    return installed.empty() ? std::string("../share/sortscope") : installed;
}

std::string assets_directory() {
#ifdef SORTSCOPE_SOURCE_ASSETS
    const char* source_tree = SORTSCOPE_SOURCE_ASSETS;
#else
    const char* source_tree = nullptr;
#endif
    return choose_assets_directory(std::getenv("SORTSCOPE_ASSETS_DIR"), installed_assets_directory(), source_tree);
}

const std::vector<ExampleLesson>& example_lessons() {
    static const std::vector<ExampleLesson> lessons = [] {
        std::vector<ExampleLesson> found;
        std::error_code error;
        for (const auto& entry : std::filesystem::directory_iterator(assets_directory() + "/sessions", error)) {
            if (entry.path().extension() != ".json") continue;
            const SessionRead read = read_session_file(entry.path().string());
            if (!read.session) continue;  // a broken example is not offered
            found.push_back({read.session->title.empty() ? entry.path().stem().string() : read.session->title, entry.path().string(),
                             read.session->slides.size()});
        }
        std::sort(found.begin(), found.end(), [](const ExampleLesson& a, const ExampleLesson& b) { return a.title < b.title; });
        return found;
    }();
    return lessons;
}

}  // namespace sortscope::ui
