// The kernel lab's exercises: each is one region of one of the project's own kernels, cut out for a
// student to write (the region between `// @region NAME` and `// @end NAME`, teaching/region_markers.hpp),
// a short statement of the task, hints, and what it is checked at: an algorithm, the sizes (a power of
// two and sizes that are not), the distributions, and the work-group size (small, so several groups run).
// The reference solution is the kernel itself, so an exercise and its solution never drift apart. This
// table is the one place that describes the exercises; `sortscope-cli lab`, the app's --lab and the
// files the build writes for the package (lab_files.cpp) all read it.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

struct Exercise {
    std::string_view name;       // "bitonic": what `lab start` and `lab check` take
    std::string_view title;      // one line, for `lab list`
    std::string_view algorithm;  // the registry id whose plan runs the kernel
    KernelId kernel = KernelId::BitonicStep;  // the kernel the student writes part of
    std::string_view region;     // the region of that kernel cut out for the student
    std::string_view statement;  // the task, one paragraph
    std::vector<std::string_view> hints;
    std::vector<uint32_t> sizes;              // keys per array, each checked in turn
    std::vector<Distribution> distributions;  // each size is checked with each of these
    uint32_t local_size = 4;                  // invocations per work group: small, so many groups run
    uint32_t radix_bits = 4;                  // radix only
    // A payload of each key's input position travels with it, so that the order of equal keys shows
    // (a scatter that is not stable moves the payload, not the keys, when a bin's keys are all equal).
    bool values = false;
};

// Every exercise, in the order `lab list` prints them.
std::span<const Exercise> all_exercises();
// The exercise named `name`, or null.
const Exercise* find_exercise(std::string_view name);
// "bitonic, odd-even-merge, ..." for messages.
std::string exercise_names();

// One run of an exercise's check: a size and a distribution, with its plan's options and its seed.
struct LabCase {
    uint32_t n = 0;
    Distribution distribution = Distribution::Random;
    uint64_t seed = 1;
    Options options;
};

// Every case of an exercise, in the order they are checked: each size with each distribution.
std::vector<LabCase> exercise_cases(const Exercise& exercise);
// The plan of one case: its algorithm's plan for the case's options, resolved (costs/resolve_run.hpp's
// resolve_plan) and built once. A check builds each case's plan once (case_plans) and reads it from there.
Plan case_plan(const Exercise& exercise, const LabCase& lab_case);
// Every case's plan, in the order of `cases`.
std::vector<Plan> case_plans(const Exercise& exercise, const std::vector<LabCase>& cases);
// The keys of one case: small keys a student can read (0..99, inputs/small_keys.hpp), whatever n.
std::vector<uint32_t> case_keys(const LabCase& lab_case);
// Their payload: each key's input position, or nothing when the exercise has none.
std::vector<uint32_t> case_values(const LabCase& lab_case);

}  // namespace sortscope::algo
