// Rank sort: what each of its dispatches does, in one line for the plan (describe) and in plain words
// for a classroom (narration).
#include "algorithms/sorts/rank/rank.hpp"

#include <sstream>

#include "algorithms/text/phrases.hpp"

namespace sortscope::algo {

namespace {

// ", counting against keys 0..4095 (dispatch 1 of 3 ...)" for a chunked step, "" for a whole one.
std::string chunk_text(const Step& step) {
    const RankColumns columns = rank_columns(step);
    if (columns.first_chunk && columns.last_chunk) return "";
    std::ostringstream out;
    out << "; this dispatch counts against keys " << columns.first << ".." << columns.end - 1 << " only ("
        << (columns.first_chunk ? "first" : columns.last_chunk ? "last" : "next")
        << " of the dispatches a long count is split into, so none runs long), "
        << (columns.first_chunk ? "starting the counts" : "adding to the counts kept in the count buffer")
        << (columns.last_chunk ? ", then moves every key to its position" : "");
    return out.str();
}

std::string narrate_rank(const Plan& plan, const Step& step, const StepEffect& effect, bool shared) {
    const uint32_t n = plan.options.n;
    const RankColumns columns = rank_columns(step);
    std::string text = "Every key counts the keys that come before it (smaller, or equal and earlier): that count is "
                       "its place, so all " + std::to_string(n) + " keys move to their places at once. ";
    if (!columns.first_chunk || !columns.last_chunk) {
        // A split count (rank.hpp): this dispatch is one share of the counting.
        text = "Every key counts the keys that come before it among keys " + std::to_string(columns.first) + " to " +
               std::to_string(columns.end - 1) + " only, and adds that to its count so far: the count is split over " +
               "dispatches so that none runs long. ";
        if (!columns.last_chunk) return text + "No key moves yet.";
        text += "This is the last share, so every key now moves to its place. ";
    }
    if (shared) {
        text += "The keys are counted from blocks copied into shared memory, " + std::to_string(step.items * step.local_size) +
                " at a time. ";
    }
    return text + with_separators(effect.swaps) + " of " + count_of(n, "key", "keys") + " changed position.";
}

}  // namespace

std::string describe_rank_step(const Step& step) {
    const uint32_t n = step.params.n;
    std::ostringstream out;
    out << "rank: invocation i counts the keys before key i (smaller, or equal at j < i) among all " << n
        << " keys read from global memory and writes key i there in the other buffer; "
        << count_of(uint64_t{n} * n, "comparison", "comparisons") << " per array, " << groups_text(step.groups, step.local_size) << chunk_text(step);
    return out.str();
}

std::string describe_rank_shared_step(const Step& step) {
    const uint32_t n = step.params.n;
    const uint32_t block = step.items * step.local_size;
    const uint32_t blocks = (n + block - 1) / block;
    const uint32_t last = n - (blocks - 1) * block;
    std::ostringstream out;
    out << "rank-shared: each group stages the " << n << " keys through shared memory in " << blocks
        << (blocks == 1 ? " block" : " blocks") << " of " << block << " (block factor " << step.items << " x "
        << step.local_size << ")";
    if (last != block) out << (blocks == 1 ? ", partial: " : ", the last one partial: ") << last << " keys";
    out << "; invocation i counts the keys before key i (smaller, or equal at j < i) in each block and writes key i "
           "there in the other buffer; "
        << count_of(uint64_t{n} * n, "comparison", "comparisons") << " per array, " << groups_text(step.groups, step.local_size);
    const uint32_t asked = step_args<RankArgs>(step).block_factor;
    if (asked > step.items) {
        out << "; block factor clamped from " << asked << ": " << asked << " x " << step.local_size << " keys need "
            << uint64_t{asked} * step.local_size * 4 << " bytes, more than this device's shared memory";
    }
    out << chunk_text(step);
    return out.str();
}

std::string narrate_rank_step(const Plan& plan, const Step& step, const StepEffect& effect) {
    return narrate_rank(plan, step, effect, false);
}

std::string narrate_rank_shared_step(const Plan& plan, const Step& step, const StepEffect& effect) {
    return narrate_rank(plan, step, effect, true);
}

}  // namespace sortscope::algo
