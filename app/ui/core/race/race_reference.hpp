// Reference lines for the race chart: throughputs measured elsewhere, by another tool, read from a CSV
// file (for example CUB's radix sort measured with cub_direct.cu on the same GPU), so that a class sees
// how far a graphics-API sort is from the best CUDA sort on that card. The chart draws them dashed and
// labels them with their source; they are never mixed with what the race measured.
//
// The file: lines starting with # are comments; then a header row, exactly
//   series,kind,log2n,g_keys_per_s,source
// and one row per point: the line's name, what it sorted (the kind, below), log2 of the keys per array
// (1..31), the rate in G keys (pairs) per second, and where it was measured (the rest of the row: it may
// hold commas).
//
// The kind names the key type, the order and the payload: u32, i32 or f32; then -desc for a descending
// sort; then +u32 when a u32 value moved with each key (pairs). So u32, u32-desc, i32, i32-desc, f32,
// f32-desc, u32+u32, f32+u32, f32-desc+u32. The first files' kinds stay: keys means u32 (ascending, keys
// alone) and pairs means u32+u32. A line is a series and a kind: one series name (CUB SortKeys) may have
// a line per kind, each with one source and one point per size. The race draws only the lines whose kind
// is what it sorts (its key type, order and payload).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/keys.hpp"

namespace sortscope::ui {

// What a reference line sorted (its kind): the key type, the order, and whether a u32 value moved with
// each key.
struct ReferenceKeys {
    algo::KeyType key_type = algo::KeyType::U32;
    bool descending = false;
    bool values = false;
    bool operator==(const ReferenceKeys&) const = default;
};

// A kind as a file writes it ("u32", "f32-desc+u32", also the old "keys" and "pairs"); nullopt when
// `kind` is none.
std::optional<ReferenceKeys> parse_reference_kind(std::string_view kind);
// The kind as a file writes it from now on: "u32", "i32-desc", "f32+u32".
std::string reference_kind_text(const ReferenceKeys& keys);
// The kind as people read it: "u32 keys", "f32 keys descending", "f32 keys with u32 values".
std::string reference_keys_name(const ReferenceKeys& keys);

struct ReferencePoint {
    uint32_t log2n = 0;
    double keys_per_s = 0.0;
};

struct ReferenceLine {
    std::string series;
    ReferenceKeys keys;  // what it sorted (the race draws it only when it sorts the same)
    std::string source;
    std::vector<ReferencePoint> points;  // by log2n, one point per size
};

// The lines of a reference CSV, in the order of their first rows. Throws std::invalid_argument naming
// `name`, the line and what is wrong.
std::vector<ReferenceLine> parse_reference_csv(std::string_view text, std::string_view name);
// The file at `path` read and parsed (at most 1 MB). Throws std::invalid_argument.
std::vector<ReferenceLine> read_reference_csv(const std::string& path);

// The reference files shipped in `folder` (assets/reference/: *.csv), sorted by name, as full paths.
std::vector<std::string> shipped_reference_files(const std::string& folder);

// Whether the chart of a race that sorts `raced` draws `line`: the same key type, order and payload.
bool reference_for(const ReferenceLine& line, const ReferenceKeys& raced);
// What the chart notes under its legend for a drawn line: its source and what it sorted,
// "cub_direct.cu on an NVIDIA H200, 2026-11-29; for f32 keys descending".
std::string reference_note(const ReferenceLine& line);
// What of `lines` the chart of a race over 2^first .. 2^last on `raced` keys cannot draw, said for the
// teacher: the kinds of the lines for other keys ("lines for other keys than this race's u32 keys (u32
// keys descending, f32 keys)"), and each line of the race's kind with no point in range ("CUB SortKeys
// (u32 keys): measured at 2^16 .. 2^28, outside this race's 2^10 .. 2^14"). Empty when every line is
// drawn.
std::string references_outside(const std::vector<ReferenceLine>& lines, uint32_t first_log2n, uint32_t last_log2n,
                               const ReferenceKeys& raced);

}  // namespace sortscope::ui
