// Reference lines for the race chart: throughputs measured elsewhere, by another tool, read from a CSV
// file (for example CUB's radix sort measured with cub_direct.cu on the same GPU), so that a class sees
// how far a graphics-API sort is from the best CUDA sort on that card. The chart draws them dashed and
// labels them with their source; they are never mixed with what the race measured.
//
// The file: lines starting with # are comments; then a header row, exactly
//   series,kind,log2n,g_keys_per_s,source
// and one row per point: the line's name, keys (keys only) or pairs (keys with a payload: shown only in
// a race with payloads), log2 of the keys per array (1..31), the rate in G keys (pairs) per second, and
// where it was measured (the rest of the row: it may hold commas). A series has one source and one kind.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sortscope::ui {

struct ReferencePoint {
    uint32_t log2n = 0;
    double keys_per_s = 0.0;
};

struct ReferenceLine {
    std::string series;
    bool pairs = false;  // measured with a payload (the race shows it only with payloads)
    std::string source;
    std::vector<ReferencePoint> points;  // by log2n, one point per size
};

// The lines of a reference CSV. Throws std::invalid_argument naming `name`, the line and what is wrong.
std::vector<ReferenceLine> parse_reference_csv(std::string_view text, std::string_view name);
// The file at `path` read and parsed (at most 1 MB). Throws std::invalid_argument.
std::vector<ReferenceLine> read_reference_csv(const std::string& path);

// The reference files shipped in `folder` (assets/reference/: *.csv), sorted by name, as full paths.
std::vector<std::string> shipped_reference_files(const std::string& folder);
// What of `lines` the chart of a race over 2^first .. 2^last (with payloads or not) cannot draw, said
// for the teacher: "CUB onesweep (keys): measured at 2^16 .. 2^28, outside this race's 2^10 .. 2^14";
// a line of the other kind (keys against pairs) likewise. Empty when every line has a point in range.
std::string references_outside(const std::vector<ReferenceLine>& lines, uint32_t first_log2n, uint32_t last_log2n, bool values);

}  // namespace sortscope::ui
