// The one budget every command is checked against before it allocates or starts work: a limit on time
// (sortscope-cli --max-seconds, the app's minute), on memory held at once (the machine's available
// memory, or --max-memory) and, for the exports written as they are made, on the bytes written (the
// free space of the file system the file goes to). A command gives its cost model, the memory it holds and the time it takes
// for a plan at n keys per array (from the plan's shape: its dispatches, comparators and the
// traffic model of traffic.hpp); check_budget says whether n fits, and if not, why, with the estimate,
// the limit and the largest n that fits.
//
// Unless the plan's size is known to stay small (PlanGrowth::FewDispatches: then the plan at n is built
// first, and only a refusal walks), plans are built on the way up: n, n/2, n/4, ... down to about a
// thousand keys, then built in rising
// order, each built only when the one before predicts it small enough to hold (a plan's dispatches grow
// at most linearly with n: odd-even transposition has n of them). So a plan too large to hold is never
// built, and a walk that meets the limits early stops there: the refusal then says "at least". No plan
// may hold more than kMaxPlanBytes.
//
// The largest n that fits is searched with room for a device twice as slow as the estimate (half the
// time limit), so that the size the message suggests runs even on a loaded machine.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "algorithms/plan/function_ref.hpp"
#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

struct Budget {
    double max_ms = 60e3;
    uint64_t max_bytes = UINT64_MAX;  // UINT64_MAX: no memory limit
    std::string time_limit;           // how messages name the time limit: "the 60 s limit (--max-seconds)"
    std::string memory_limit;         // "the 3.1 GB of available memory (MemAvailable; --max-memory)"
    uint64_t max_disk_bytes = UINT64_MAX;  // UINT64_MAX: no limit on the bytes written
    std::string disk_limit;           // "the 2.1 GB free on the file system of 'net.svg'"
};

// What a command costs for one plan: the memory it holds at once, the time it takes, and the bytes it
// writes to a file as it goes (the exports that stream; 0 for the others).
struct Cost {
    Cost() = default;
    Cost(uint64_t held_bytes, double time_ms, uint64_t written_bytes = 0)
        : bytes(held_bytes), ms(time_ms), disk_bytes(written_bytes) {}

    uint64_t bytes = 0;
    double ms = 0.0;
    uint64_t disk_bytes = 0;
    // Non-empty: a bound of the command's own that this size is past, said as what it would do ("would
    // make an image of 27752 x 17568 pixels, past ..."): the size does not fit, and a suggested n is
    // within this bound too.
    std::string beyond;
};

// The estimate is multiplied by this before the largest fitting n is searched (a device twice as slow).
constexpr double kSuggestionMargin = 2.0;

// The most one plan may hold, whatever the memory limit: odd-even transposition's plan has n dispatches,
// and at 900,000 of them (64 MB) its n^2/2 comparisons take minutes on any device.
constexpr uint64_t kMaxPlanBytes = uint64_t{64} << 20;

// The bytes a plan holds while it lives (its steps and their parameter blocks).
uint64_t plan_held_bytes(const Plan& plan);

struct BudgetCheck {
    std::optional<Plan> plan;  // the plan at n, when the command fits the budget
    std::string refusal;       // otherwise the reason, naming the estimate, the limit and the largest n
    Cost cost;                 // the estimate at n (or at the largest size the walk reached)
};

// Checks `what` ("table of bitonic") at n keys per array (n >= 1) against `budget`. `build(m)` makes the
// plan at m keys per array; `cost(plan)` is the command's cost model for it, assumed to grow with n;
// `source` says where the rates came from ("a conservative default, without a probe"). The returned
// plan is the one built at n, so a command does not build it twice.
// How a plan's size grows with n, which decides how the check reaches n. Unknown: the walk up the sizes
// (a plan too large to hold is never built). FewDispatches (a few per bit of n, or per bit squared) and
// AtMostOnePerKey (odd-even transposition's n phases, a split count's ranges) while n such dispatches
// fit the limits: the plan at n is built first, and when it fits it is the only plan built; the walk
// runs only for a refusal.
enum class PlanGrowth : uint8_t { Unknown, FewDispatches, AtMostOnePerKey };

BudgetCheck check_budget(std::string_view what, uint32_t n, FunctionRef<Plan(uint32_t)> build,
                         FunctionRef<Cost(const Plan&)> cost, const Budget& budget, const std::string& source,
                         PlanGrowth growth = PlanGrowth::Unknown);

// MemAvailable of /proc/meminfo in bytes (what this machine can give a command now without swapping),
// or nothing where there is none (not Linux).
std::optional<uint64_t> available_memory();

// The memory this process can still take, and where that limit comes from.
struct MemoryLimit {
    uint64_t bytes = 0;
    std::string text;  // "the 1.9 GB left under this process's address-space limit (ulimit -v: RLIMIT_AS)"
};

// The smallest of what limits this process's memory: the machine's MemAvailable, the room left under
// its address-space and data limits (RLIMIT_AS, RLIMIT_DATA: ulimit -v, -d; less what it maps or holds
// already) and under its control group's memory limit (cgroup v2 memory.max, v1 memory.limit_in_bytes;
// less what the group uses), with the text naming it. Nothing where none is known.
std::optional<MemoryLimit> process_memory_limit();

// "512 bytes", "3.2 KB", "1.5 MB", "2.1 GB", "1.1 TB": sizes in messages (powers of 1000, as df -H).
std::string bytes_text(uint64_t bytes);

}  // namespace sortscope::algo
