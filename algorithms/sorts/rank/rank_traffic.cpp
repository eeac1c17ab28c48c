// Rank sort: the global-memory bytes each dispatch moves (the model of costs/traffic.hpp; rank.hpp gives
// the counts) and the comparisons the cost model times.
#include "algorithms/sorts/rank/rank.hpp"

namespace sortscope::algo {

namespace {

// The global bytes of a rank dispatch that reads the columns `compared` times in all (see rank.hpp).
uint64_t rank_bytes_reading(const Plan& plan, const Step& step, uint64_t compared) {
    const uint64_t n = plan.options.n;
    const RankColumns columns = rank_columns(step);
    const uint64_t counts = (columns.first_chunk ? 0 : n) + (columns.last_chunk ? 0 : n);
    const uint64_t moved = columns.last_chunk ? 2 * n * moved_key_bytes(plan.options) : n * kWordBytes;
    return plan.options.batch * ((compared + counts) * kWordBytes + moved);
}

uint64_t column_count(const Step& step) {
    const RankColumns columns = rank_columns(step);
    return columns.end - columns.first;
}

}  // namespace

uint64_t rank_comparisons(const Plan& plan, const Step& step) {
    return uint64_t{plan.options.batch} * plan.options.n * column_count(step);
}

uint64_t rank_bytes(const Plan& plan, const Step& step) {
    return rank_bytes_reading(plan, step, uint64_t{plan.options.n} * column_count(step));
}

uint64_t rank_shared_bytes(const Plan& plan, const Step& step) {
    const uint64_t groups = (uint64_t{plan.options.n} + step.local_size - 1) / step.local_size;
    return rank_bytes_reading(plan, step, groups * column_count(step));
}

}  // namespace sortscope::algo
