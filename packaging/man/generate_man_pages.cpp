// The build tool that writes a man page from its template: `sortscope_man_pages PAGE TEMPLATE OUTPUT`
// (PAGE: sortscope-cli or sortscope) copies TEMPLATE's hand-written prose and puts the sections made
// from the option and command tables (man_sections.hpp) in place of its @MARKER@ lines. packaging/
// CMakeLists.txt runs it for both pages; the packages install its output, gzipped.
#include <cstdio>
#include <exception>
#include <fstream>
#include <sstream>
#include <string>

#include "man_sections.hpp"

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: sortscope_man_pages sortscope-cli|sortscope TEMPLATE OUTPUT\n");
        return 2;
    }
    const std::string page = argv[1];
    const auto sections = sortscope::man::sections_of(page);
    if (sections.empty()) {
        std::fprintf(stderr, "sortscope_man_pages: no page '%s' (sortscope-cli or sortscope)\n", page.c_str());
        return 2;
    }
    std::ifstream in(argv[2]);
    if (!in) {
        std::fprintf(stderr, "sortscope_man_pages: cannot read the template %s\n", argv[2]);
        return 1;
    }
    std::stringstream page_template;
    page_template << in.rdbuf();
    try {
        const std::string text = sortscope::man::filled(page_template.str(), sections);
        std::ofstream out(argv[3], std::ios::binary);
        out << text;
        out.close();
        if (!out) {
            std::fprintf(stderr, "sortscope_man_pages: cannot write %s\n", argv[3]);
            return 1;
        }
    } catch (const std::exception& error) {
        std::fprintf(stderr, "sortscope_man_pages: %s: %s\n", argv[2], error.what());
        return 1;
    }
    return 0;
}
