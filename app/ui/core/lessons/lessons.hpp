// The example lessons shipped in assets/sessions/ (installed in share/sortscope/sessions/): session files
// of a few slides each, at least one per algorithm, that a teacher opens from the panel or with --session.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace sortscope::ui {

struct ExampleLesson {
    std::string title;  // the session's "title", or its file name
    std::string path;
    size_t slides = 1;
    std::string error;  // why the file does not read (read_session_file's message); empty when it does
};

// Every *.json of `folder`, sorted by title, those that do not read (bad JSON, nested too deep, a FIFO)
// included with their error: one broken lesson is listed as broken, never takes the others down.
std::vector<ExampleLesson> read_lessons(const std::string& folder);

// Read once from assets_directory()'s sessions/, sorted by title; a file that does not read is left out
// (broken_example_lessons() lists those).
const std::vector<ExampleLesson>& example_lessons();
const std::vector<ExampleLesson>& broken_example_lessons();
// The folder holding sessions/: SORTSCOPE_ASSETS_DIR when set; else the installed one next to the program
// (../share/sortscope from its bin/) when it exists; else, in a build that has it (CMake's
// SORTSCOPE_BUILD_TREE_FALLBACK), the source tree's assets/; else the installed one's path all the same.
std::string assets_directory();
// The choice assets_directory() makes, given SORTSCOPE_ASSETS_DIR (or null), the installed folder and the
// source tree's assets/ (or null in a build made for installing).
std::string choose_assets_directory(const char* chosen, const std::string& installed, const char* source_tree);
// ../share/sortscope from the running program's folder (/proc/self/exe), or empty where that is unknown.
std::string installed_assets_directory();

}  // namespace sortscope::ui
