// Finding the example lessons (see lessons.hpp).
#include "core/lessons/lessons.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iterator>

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

std::vector<ExampleLesson> read_lessons(const std::string& folder) {
    std::vector<ExampleLesson> found;
    std::error_code error;
    for (auto entry = std::filesystem::directory_iterator(folder, error); !error && entry != std::filesystem::directory_iterator();
         entry.increment(error)) {
        if (entry->path().extension() != ".json") continue;
        const SessionRead read = read_session_file(entry->path().string());
        if (!read.session) {
            found.push_back({entry->path().stem().string(), entry->path().string(), 0, read.error});
            continue;
        }
        found.push_back({read.session->title.empty() ? entry->path().stem().string() : read.session->title, entry->path().string(),
                         read.session->slides.size(), ""});
    }
    std::sort(found.begin(), found.end(), [](const ExampleLesson& a, const ExampleLesson& b) { return a.title < b.title; });
    return found;
}

namespace {

// The lessons folder's files, read once, that read (`broken` false) or do not.
const std::vector<ExampleLesson>& lessons_read_once(bool broken) {
    static const std::vector<ExampleLesson> all = read_lessons(assets_directory() + "/sessions");
    auto kept = [](bool errors) {
        std::vector<ExampleLesson> some;
        std::copy_if(all.begin(), all.end(), std::back_inserter(some), [&](const ExampleLesson& lesson) { return lesson.error.empty() != errors; });
        return some;
    };
    static const std::vector<ExampleLesson> good = kept(false);
    static const std::vector<ExampleLesson> bad = kept(true);
    return broken ? bad : good;
}

}  // namespace

const std::vector<ExampleLesson>& example_lessons() { return lessons_read_once(false); }

const std::vector<ExampleLesson>& broken_example_lessons() { return lessons_read_once(true); }

}  // namespace sortscope::ui
