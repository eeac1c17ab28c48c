// Region markers: named stretches of a kernel's lines, marked in the GLSL itself with comments that the
// compiler ignores, so a tool can point at "the lines that do this" without counting lines. Two jobs
// read them: the app's kernel view and `sortscope-cli plan --kernel-source` light the regions a step
// runs (each kernel's catalogue entry names them, KernelInfo::lit_regions; teaching/kernel_listing.hpp),
// and the kernel lab cuts a region out of a kernel to make an exercise (cut_region: the lines between
// the markers become one `// TODO` line). docs/architecture.md ("Region markers") is the
// reference for kernel authors.
//
//     void main() {
//         ...
//         // @region pair: p0 is lid with a 0 bit inserted at distance_bit, p1 its partner
//         const uint p0 = ...;
//         const uint p1 = ...;
//         // @end pair
//         compare_exchange(base + p0, base + p1, flip);
//     }
//
// The rules, all checked by parse_region_markers (and for every shipped kernel by the tests):
//   - a marker is a line of its own: indentation, `//`, then `@region NAME` or `@region NAME: what the
//     lines do` (the description, shown by the kernel view and left in the lab's TODO), or `@end NAME`;
//     any other `// @word` comment is an error, so a misspelt marker is never silently ignored;
//   - NAME is lower case: a letter, then letters, digits and underscores, unique in its file (and in
//     the files of one program: a step names regions by name alone);
//   - `@end NAME` closes the innermost open region, which must be NAME; regions nest but never overlap,
//     and every region is closed before the end of the file;
//   - a region holds at least one line of code (not blank, not only a comment), or the `// TODO` line
//     that cut_region leaves (an exercise still parses);
//   - a region never straddles a preprocessor branch: every #if inside it ends inside it, and no #elif,
//     #else or #endif of a branch opened outside it falls inside it (so lighting it, or removing its
//     lines, keeps the #if structure whole).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sortscope::algo {

struct SourceRegion {
    std::string name;
    std::string description;  // after the colon; may be empty
    uint32_t begin_line = 0;  // the `// @region` line, numbered from 1 as the file's own lines
    uint32_t end_line = 0;    // the `// @end` line; the region's lines are begin_line + 1 .. end_line - 1
    std::string indent;       // the begin marker's indentation (where a lab's TODO line goes)
    uint32_t depth = 0;       // 0: not inside another region; 1: inside one; ...

    bool contains(uint32_t line) const { return line > begin_line && line < end_line; }
};

struct MarkerProblem {
    uint32_t line = 0;  // the file's line the problem is on (the end of the file for an unclosed region)
    std::string message;
};

struct RegionMarkers {
    std::vector<SourceRegion> regions;  // in the order their `@region` lines appear
    std::vector<MarkerProblem> problems;

    bool ok() const { return problems.empty(); }
    // The region named `name`, or null.
    const SourceRegion* find(std::string_view name) const;
};

// Every region of `text` (a kernel or module), and every way its markers break the rules above.
RegionMarkers parse_region_markers(std::string_view text);

// Whether `line` (one line, without its newline) is a region marker.
bool is_region_marker(std::string_view line);

// The text with the lines of `region` (as parse_region_markers found it in `text`) replaced by one line,
// `// TODO: description` (or `// TODO` without one) at the marker's indentation; the markers stay, so
// the result still parses, with the same regions less those nested inside `region` (cut with it). The
// kernel lab's exercises are made this way. A region that is not `text`'s leaves the text as it is.
std::string cut_region(std::string_view text, const SourceRegion& region);

// "FILE:12: @end pair closes no open region", one line for every problem.
std::string describe_problems(std::string_view file, const std::vector<MarkerProblem>& problems);

}  // namespace sortscope::algo
