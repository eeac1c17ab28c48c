// A step's kernel as a class sees it: the source of the kernel file the step's program was compiled
// from, as numbered lines, with the regions the step runs lit (its catalogue entry's lit_regions, found
// through the file's region markers), the lines its program's #defines leave out marked, and the step's
// parameters by name with their values: the parameter block (n, work_items and the kernel's typed Param
// arguments) and the #defines compiled in (LOCAL_SIZE, ITEMS, ... and its Define arguments). The app's
// kernel view draws it; the text comes from whoever compiled it (app/gpu's load_shader_text: the
// embedded copy, or with --dev-shaders the edited file).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

struct KernelParameter {
    std::string name;   // "distance_bit", "n", "LOCAL_SIZE"
    std::string value;  // "3", "true", "64"
    bool compiled_in = false;  // a #define of the program (else a word of the step's parameter block)
};

struct ListingLine {
    uint32_t number = 0;  // the file's own line number, from 1
    std::string text;
    bool lit = false;     // inside (or a marker of) a region the step runs
    bool marker = false;  // a region marker line (a comment)
    bool kept = true;     // compiled in: false where the program's #defines leave the line out
};

struct LitRegion {
    std::string name;
    std::string description;
    uint32_t begin_line = 0;  // its `// @region` line
    uint32_t end_line = 0;    // its `// @end` line
    bool kept = true;         // some line of it is compiled into this step's program
};

struct KernelListing {
    std::string file;  // "bitonic_step.comp"
    std::vector<ListingLine> lines;
    std::vector<LitRegion> lit;  // in the order of the file
    std::vector<KernelParameter> parameters;
    // Marker problems and lit regions the file lacks (an edited kernel under --dev-shaders): shown, not thrown.
    std::vector<std::string> problems;

    // The first line of the first lit region compiled in (or of any lit region), or 1: where a view scrolls.
    uint32_t focus_line() const;
};

// The parameter block's words by name (n, work_items, then the kernel's Param arguments in field order)
// and the program's #defines (program_variant), each with this step's value.
std::vector<KernelParameter> kernel_parameters(const Plan& plan, const Step& step);

// The listing of `text`, the source of the step's kernel file.
KernelListing kernel_listing(const Plan& plan, const Step& step, std::string_view text);

// The listing as plain text, for a terminal or a handout: the parameters, then every line with its
// number, `>` before lit lines and `-` before lines the program leaves out.
std::string format_kernel_listing(const KernelListing& listing);

}  // namespace sortscope::algo
