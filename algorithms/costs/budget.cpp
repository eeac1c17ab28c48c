// The budget check: a walk up the sizes to n, then a bisection for the largest n that fits (see
// budget.hpp).
#include "algorithms/costs/budget.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "algorithms/costs/cost.hpp"

namespace sortscope::algo {

namespace {

// The walk starts at n / 2^k, the first such size at or below this: small plans cost nothing to build.
constexpr uint32_t kFirstWalkSize = 1024;
// A plan is built only when the one at about half its size predicts it within the memory limit and
// kMaxPlanBytes (a plan's dispatches at most double when n doubles, plus the few a power of two adds),
// and, once the walk has met the limits, within kMaxEstimatePlanBytes: past that it stops and says
// "at least".
constexpr uint64_t kMaxEstimatePlanBytes = uint64_t{32} << 20;
constexpr uint64_t kPlanGrowthSlackBytes = uint64_t{64} << 10;
// The dispatches a plan of at most one per key may have beyond n (set-up and clean-up dispatches).
constexpr uint64_t kFewDispatches = 64;


bool within(const Cost& cost, const Budget& budget, double margin) {
    return cost.beyond.empty() && cost.bytes <= budget.max_bytes && cost.ms * margin <= budget.max_ms &&
           cost.disk_bytes <= budget.max_disk_bytes;
}

uint64_t predicted_plan_bytes(uint64_t half_plan_bytes) { return 2 * half_plan_bytes + kPlanGrowthSlackBytes; }

struct Sample {
    uint32_t n = 0;
    Cost cost;
    uint64_t plan_bytes = 0;
};

// What exceeds the budget, for the message: "would need about 1.1 TB of memory, over the 3.1 GB of
// available memory (...)", "would take about 3.2 h, over the 60 s limit (--max-seconds)", "would write
// about 12 GB, over the 2.1 GB free on the file system of 'net.svg'", or several.
std::string over_text(const Cost& cost, const Budget& budget, bool at_least) {
    const std::string about = at_least ? "at least about " : "about ";
    std::string text;
    if (cost.bytes > budget.max_bytes) {
        text = "would need " + about + bytes_text(cost.bytes) + " of memory, over " + budget.memory_limit;
    }
    if (cost.ms > budget.max_ms) {
        text += (text.empty() ? "would take " : ", and take ") + about + duration_text(cost.ms) + " on this device, over " +
                budget.time_limit;
    }
    if (cost.disk_bytes > budget.max_disk_bytes) {
        text += (text.empty() ? "would write " : ", and write ") + about + bytes_text(cost.disk_bytes) + ", over " +
                budget.disk_limit;
    }
    if (!cost.beyond.empty()) text += (text.empty() ? "" : ", and ") + cost.beyond;
    return text;
}

// The plan at a size smaller than asked, or nullopt where the builder refuses that size (a tile given
// larger than the array, say): the walk and the search skip it.
std::optional<Plan> try_build(FunctionRef<Plan(uint32_t)> build, uint32_t n) {
    try {
        return build(n);
    } catch (const std::invalid_argument&) {
        return std::nullopt;
    }
}

}  // namespace

uint64_t plan_held_bytes(const Plan& plan) { return sizeof(Plan) + plan.steps.capacity() * sizeof(Step); }

BudgetCheck check_budget(std::string_view what, uint32_t n, FunctionRef<Plan(uint32_t)> build,
                         FunctionRef<Cost(const Plan&)> cost, const Budget& budget, const std::string& source,
                         PlanGrowth growth) {
    BudgetCheck check;
    if (n == 0) {
        check.plan = build(0);
        check.cost = cost(*check.plan);
        return check;
    }
    // A plan of few dispatches at any n is built at n straight away: when it fits, that is the only plan
    // built. Otherwise the walk below runs for the refusal's message, and reuses it.
    std::optional<Plan> at_n;
    std::optional<Sample> at_n_sample;
    const uint64_t one_per_key_bytes = sizeof(Plan) + (uint64_t{n} + kFewDispatches) * sizeof(Step);
    const bool small_at_n = growth == PlanGrowth::FewDispatches ||
                            (growth == PlanGrowth::AtMostOnePerKey && one_per_key_bytes <= std::min(kMaxPlanBytes, budget.max_bytes));
    if (small_at_n) {
        at_n = build(n);  // a builder's refusal of n itself is the command's to report
        at_n_sample = Sample{n, cost(*at_n), plan_held_bytes(*at_n)};
        if (within(at_n_sample->cost, budget, 1.0) && at_n_sample->plan_bytes <= kMaxPlanBytes) {
            check.cost = at_n_sample->cost;
            check.plan = std::move(at_n);
            return check;
        }
    }
    std::vector<uint32_t> sizes{n};
    while (sizes.back() > kFirstWalkSize) sizes.push_back(sizes.back() - sizes.back() / 2);

    auto sample_fits = [&](const Sample& sample, double margin) {
        return within(sample.cost, budget, margin) && sample.plan_bytes <= kMaxPlanBytes;
    };
    std::vector<Sample> walked;  // rising sizes, each built and estimated
    uint32_t unbuilt = 0;        // the size the walk stopped before (0: it reached n)
    bool plan_too_large = false; // it stopped because the next plan alone would be past kMaxPlanBytes
    for (auto size = sizes.rbegin(); size != sizes.rend(); ++size) {
        if (!walked.empty()) {
            const uint64_t predicted = predicted_plan_bytes(walked.back().plan_bytes);
            const bool last_fits = sample_fits(walked.back(), 1.0);
            if (predicted > kMaxPlanBytes || predicted > budget.max_bytes || (predicted > kMaxEstimatePlanBytes && !last_fits)) {
                plan_too_large = last_fits;
                unbuilt = *size;
                break;
            }
        }
        std::optional<Plan> built;
        if (*size == n && at_n_sample) {
            walked.push_back(*at_n_sample);  // built above, and over the budget
            continue;
        }
        if (*size == n) {
            built = build(n);  // a builder's refusal of n itself is the command's to report
        } else {
            built = try_build(build, *size);
            if (!built) continue;
        }
        const Sample sample{*size, cost(*built), plan_held_bytes(*built)};
        walked.push_back(sample);
        if (*size == n && sample_fits(sample, 1.0)) {
            check.cost = sample.cost;
            check.plan = std::move(*built);
            return check;
        }
    }
    check.cost = walked.back().cost;

    // The largest n whose estimate, doubled, fits: from the walk's last fitting size to its first
    // failing one (or the size it stopped before), bisected; from 1 when not even its first size fits.
    auto fits = [&](uint32_t m) {
        const std::optional<Plan> plan = try_build(build, m);
        return plan && sample_fits(Sample{m, cost(*plan), plan_held_bytes(*plan)}, kSuggestionMargin);
    };
    uint64_t good = 0;
    uint64_t bad = unbuilt != 0 ? unbuilt : walked.back().n;
    for (const Sample& sample : walked) {
        if (sample_fits(sample, kSuggestionMargin)) {
            good = sample.n;
        } else {
            bad = sample.n;
            break;
        }
    }
    if (good == 0 && fits(1)) good = 1;
    // To within 1/256 of the answer ("about"): each probe of a large size builds a large plan.
    if (good != 0 && bad > good) {
        while (bad - good > std::max<uint64_t>(1, good / 256)) {
            const uint64_t middle = good + (bad - good) / 2;
            (fits(static_cast<uint32_t>(middle)) ? good : bad) = middle;
        }
    }
    std::string reason;
    if (plan_too_large) {
        reason = "would hold a plan of more than " + bytes_text(kMaxPlanBytes) + " (about " +
                 std::to_string(walked.back().plan_bytes / sizeof(Step)) + " dispatches at n = " +
                 std::to_string(walked.back().n) + ", growing with n), more than one plan may hold";
    } else {
        reason = over_text(check.cost, budget, unbuilt != 0);
        if (unbuilt != 0) reason += " (estimated at n = " + std::to_string(walked.back().n) + " already)";
    }
    check.refusal = std::string(what) + " at n = " + std::to_string(n) + " " + reason + "; " +
                    (good > 0 ? "the largest n that fits is about " + std::to_string(good) +
                                    " (with room for a device twice as slow; estimated from " + source + ")"
                              : "not even n = 1 fits (estimated from " + source + ")");
    return check;
}

std::optional<uint64_t> available_memory() {
    std::ifstream meminfo("/proc/meminfo");
    std::string line;
    while (std::getline(meminfo, line)) {
        std::istringstream words(line);
        std::string name;
        uint64_t kib = 0;
        if (words >> name >> kib && name == "MemAvailable:") return kib * 1024;
    }
    return std::nullopt;
}

namespace {

// A field of /proc/self/status in bytes ("VmSize:" in kB), or nothing.
std::optional<uint64_t> status_bytes(const std::string& field) {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        std::istringstream words(line);
        std::string name;
        uint64_t kib = 0;
        if (words >> name >> kib && name == field) return kib * 1024;
    }
    return std::nullopt;
}

// The first number of a small file under /sys, or nothing ("max", missing, not a number).
std::optional<uint64_t> number_in_file(const std::string& path) {
    std::ifstream file(path);
    uint64_t value = 0;
    if (file >> value) return value;
    return std::nullopt;
}

// This process's control group's memory limit and use: cgroup v2 (a line "0::/PATH" in /proc/self/cgroup),
// then v1 (a line "N:...memory...:/PATH"). The group's own folder first, then the mount's root (a
// container sees its own group there).
std::optional<MemoryLimit> cgroup_room() {
    std::ifstream groups("/proc/self/cgroup");
    std::string line;
    std::string v2_path;
    std::string v1_path;
    bool v2 = false;
    bool v1 = false;
    while (std::getline(groups, line)) {
        const size_t first = line.find(':');
        const size_t second = first == std::string::npos ? std::string::npos : line.find(':', first + 1);
        if (second == std::string::npos) continue;
        const std::string controllers = line.substr(first + 1, second - first - 1);
        const std::string path = line.substr(second + 1);
        if (line.compare(0, first, "0") == 0 && controllers.empty()) {
            v2 = true;
            v2_path = path;
        } else if (("," + controllers + ",").find(",memory,") != std::string::npos) {
            v1 = true;
            v1_path = path;
        }
    }
    auto room = [](const std::string& folder, const char* limit_file, const char* usage_file, const std::string& text)
        -> std::optional<MemoryLimit> {
        const std::optional<uint64_t> limit = number_in_file(folder + "/" + limit_file);
        if (!limit) return std::nullopt;
        const uint64_t used = number_in_file(folder + "/" + usage_file).value_or(0);
        const uint64_t left = *limit > used ? *limit - used : 0;
        return MemoryLimit{left, "the " + bytes_text(left) + " left under this process's control group's memory limit of " +
                                     bytes_text(*limit) + " (" + text + ")"};
    };
    if (v2) {
        for (const std::string& folder : {"/sys/fs/cgroup" + v2_path, std::string("/sys/fs/cgroup")}) {
            if (auto found = room(folder, "memory.max", "memory.current", "cgroup memory.max")) return found;
        }
    }
    if (v1) {
        for (const std::string& folder : {"/sys/fs/cgroup/memory" + v1_path, std::string("/sys/fs/cgroup/memory")}) {
            if (auto found = room(folder, "memory.limit_in_bytes", "memory.usage_in_bytes", "cgroup v1 memory.limit_in_bytes")) return found;
        }
    }
    return std::nullopt;
}

// The room left under a resource limit of this process, less `used` (what it maps or holds already);
// `how` says how it is set ("ulimit -v: RLIMIT_AS").
std::optional<MemoryLimit> rlimit_room(int resource, std::optional<uint64_t> used, const std::string& what, const std::string& how) {
    struct rlimit limit {};
    if (::getrlimit(resource, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return std::nullopt;
    const auto cap = static_cast<uint64_t>(limit.rlim_cur);
    const uint64_t left = cap > used.value_or(0) ? cap - used.value_or(0) : 0;
    return MemoryLimit{left, "the " + bytes_text(left) + " left under this process's " + what + " of " + bytes_text(cap) + " (" + how + ")"};
}

}  // namespace

std::optional<MemoryLimit> process_memory_limit() {
    std::vector<MemoryLimit> limits;
    if (const auto available = available_memory()) {
        limits.push_back({*available, "the " + bytes_text(*available) + " of memory available on this machine (MemAvailable)"});
    }
    if (auto room = rlimit_room(RLIMIT_AS, status_bytes("VmSize:"), "address-space limit", "ulimit -v: RLIMIT_AS")) {
        limits.push_back(std::move(*room));
    }
    if (auto room = rlimit_room(RLIMIT_DATA, status_bytes("VmData:"), "data limit", "ulimit -d: RLIMIT_DATA")) {
        limits.push_back(std::move(*room));
    }
    if (auto room = cgroup_room()) limits.push_back(std::move(*room));
    if (limits.empty()) return std::nullopt;
    return *std::min_element(limits.begin(), limits.end(), [](const MemoryLimit& a, const MemoryLimit& b) { return a.bytes < b.bytes; });
}

std::string bytes_text(uint64_t bytes) {
    if (bytes < 1000) return std::to_string(bytes) + " bytes";
    const char* units[] = {"KB", "MB", "GB", "TB", "PB", "EB"};
    double value = static_cast<double>(bytes) / 1000.0;
    size_t unit = 0;
    while (value >= 1000.0 && unit + 1 < std::size(units)) {
        value /= 1000.0;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.3g %s", value, units[unit]);
    return text;
}

}  // namespace sortscope::algo
