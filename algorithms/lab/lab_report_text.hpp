// A lab report (lab_report.hpp) for a student (text) or a grader (JSON). The JSON schema is documented
// in docs/lab.md, and the tests parse what these write.
#pragma once

#include <string>

#include "algorithms/lab/exercises.hpp"
#include "algorithms/lab/lab_report.hpp"

namespace sortscope::algo {

// "n = 13, reversed keys (seed 1)": one case, as reports name it.
std::string case_label(const LabCase& lab_case);

// The report as a student reads it: a line per case, then the first failure in detail and the verdict.
std::string report_text(const Exercise& exercise, const LabReport& report);
// The same as one JSON object (docs/lab.md).
std::string report_json(const Exercise& exercise, const LabReport& report);

}  // namespace sortscope::algo
