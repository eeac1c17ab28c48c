// Benchmark records as files (sortscope-cli bench --csv/--json; the race panel's and the profile view's
// CSV exports): one record per line or object, one column per field of BenchRecord (and
// copy_bandwidth_share, computed from two of them). CSV has a header row and joins the individual times
// with spaces in one `times_ms` column; JSON holds the same fields with `times_ms` as an array and absent
// numbers as null. Writing them to disk is the caller's (export/atomic_file.hpp).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "bench_record.hpp"

namespace sortscope::measure {

// The CSV columns, in order; the JSON fields have the same names.
std::vector<std::string> bench_columns();
std::string bench_csv(std::span<const BenchRecord> records);
// {"renderer": ..., "timer": ..., "measurements": [one object per record]}
std::string bench_json(std::span<const BenchRecord> records, const std::string& renderer, const std::string& timer);

// One CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled), as RFC 4180.
std::string csv_field(const std::string& text);

}  // namespace sortscope::measure
