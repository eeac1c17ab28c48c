// Plan/Step helpers shared by every algorithm: group counts, powers of two, buffer sizes.
#include "algorithms/plan/plan.hpp"

#include "algorithms/text/counts.hpp"

namespace sortscope::algo {

uint32_t Plan::stage_count() const {
    uint32_t stages = 0;
    for (const Step& step : steps) stages += step.stage_count;
    return stages;
}

Pair Plan::keys_after(size_t cursor) const {
    if (cursor == 0 || steps.empty()) return Pair::Primary;
    const size_t last = (cursor < steps.size() ? cursor : steps.size()) - 1;
    return steps[last].keys_after();
}

bool Plan::is_network() const {
    for (const Step& step : steps) {
        if (step.stage_count == 0) return false;
    }
    return true;
}

std::string groups_text(uint32_t groups, uint32_t local_size) {
    return count_of(groups, "group", "groups") + " of " + std::to_string(local_size);
}

uint32_t groups_for(uint64_t work_items, uint32_t local_size) {
    return static_cast<uint32_t>((work_items + local_size - 1) / local_size);
}

uint64_t next_power_of_two(uint64_t n) {
    uint64_t p = 1;
    while (p < n) p <<= 1;
    return p;
}

uint32_t floor_power_of_two(uint32_t value) {
    uint32_t p = 1;
    while (p <= value / 2) p <<= 1;
    return p;
}

uint32_t ceil_log2(uint64_t n) {
    uint32_t m = 0;
    while ((uint64_t{1} << m) < n) ++m;
    return m;
}

void size_ping_pong_buffers(Plan& plan, uint64_t counts_words) {
    const uint64_t keys = plan.total_keys();
    const uint64_t values = plan.options.values ? keys : 0;
    plan.buffer_words[static_cast<size_t>(BufferId::Keys)] = keys;
    plan.buffer_words[static_cast<size_t>(BufferId::KeysAlt)] = keys;
    plan.buffer_words[static_cast<size_t>(BufferId::Values)] = values;
    plan.buffer_words[static_cast<size_t>(BufferId::ValuesAlt)] = values;
    plan.buffer_words[static_cast<size_t>(BufferId::Counts)] = counts_words;
}

void size_in_place_buffers(Plan& plan) {
    plan.buffer_words[static_cast<size_t>(BufferId::Keys)] = plan.total_keys();
    plan.buffer_words[static_cast<size_t>(BufferId::Values)] = plan.options.values ? plan.total_keys() : 0;
}

}  // namespace sortscope::algo
