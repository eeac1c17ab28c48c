// The radix picture's per-key facts for one digit (see radix_flow.hpp).
#include "sortscope/diagram/radix_flow.hpp"

#include <algorithm>
#include <array>

#include "algorithms/plan/keys.hpp"
#include "algorithms/plan/parallel_for.hpp"

namespace sortscope::diagram {

namespace {

constexpr uint32_t kMaxBins = 256;  // 8-bit digits, the widest radix and onesweep use

}  // namespace

void refresh_radix_flow(RadixFlow& flow, const algo::Options& options, const RadixFocus& focus, std::span<const uint32_t> input,
                        std::span<const uint32_t> output) {
    const auto n = static_cast<uint32_t>(input.size());
    const uint32_t bins = 1u << focus.bits;
    const uint32_t mask = bins - 1;
    const algo::KeyType type = options.key_type;
    const bool descending = options.descending;
    flow.bins = bins;
    flow.bin.resize(n);
    flow.destination.resize(n);
    flow.output_bin.resize(output.size());

    // [SECTION] Each input key's bin, each chunk's count per bin, and the output row's bins (one pass)
    const size_t chunks = algo::chunk_count(n);
    flow.chunk_counts.assign(chunks * bins, 0);
    // Each chunk counts on its own stack and writes its counts once: counters of neighbouring chunks
    // share cache lines in chunk_counts, and incremented there by every thread at once they would bounce
    // between the cores (at 16 threads the pass ran no faster than on one).
    algo::parallel_chunks(chunks, [&](size_t chunk) {
        const algo::ChunkRange range = algo::chunk_range(n, chunks, chunk);
        std::array<uint32_t, kMaxBins> counts{};
        uint32_t* const bin = flow.bin.data();
        for (size_t i = range.begin; i < range.end; ++i) {
            const uint32_t b = (algo::sort_key(type, descending, input[i]) >> focus.shift) & mask;
            bin[i] = b;
            ++counts[b];
        }
        std::copy_n(counts.begin(), bins, flow.chunk_counts.begin() + static_cast<std::ptrdiff_t>(chunk * bins));
        uint32_t* const output_bin = flow.output_bin.data();
        for (size_t i = range.begin; i < range.end && i < output.size(); ++i) {
            output_bin[i] = (algo::sort_key(type, descending, output[i]) >> focus.shift) & mask;
        }
    });
    for (size_t i = n; i < output.size(); ++i) flow.output_bin[i] = (algo::sort_key(type, descending, output[i]) >> focus.shift) & mask;

    // [SECTION] The bins' counts and starts; each chunk's first slot in each bin: the bin's start plus
    // the bin's keys in the chunks before it (what a running counter in input order reaches there)
    flow.counts.assign(bins, 0);
    for (size_t chunk = 0; chunk < chunks; ++chunk) {
        for (uint32_t b = 0; b < bins; ++b) flow.counts[b] += flow.chunk_counts[chunk * bins + b];
    }
    flow.starts.assign(bins, 0);
    for (uint32_t b = 1; b < bins; ++b) flow.starts[b] = flow.starts[b - 1] + flow.counts[b - 1];
    for (uint32_t b = 0; b < bins; ++b) {
        uint32_t next = flow.starts[b];
        for (size_t chunk = 0; chunk < chunks; ++chunk) {
            const uint32_t count = flow.chunk_counts[chunk * bins + b];
            flow.chunk_counts[chunk * bins + b] = next;
            next += count;
        }
    }

    // [SECTION] The stable scatter's destinations
    algo::parallel_chunks(chunks, [&](size_t chunk) {
        const algo::ChunkRange range = algo::chunk_range(n, chunks, chunk);
        std::array<uint32_t, kMaxBins> next{};  // on the stack, as the counts above
        std::copy_n(flow.chunk_counts.begin() + static_cast<std::ptrdiff_t>(chunk * bins), bins, next.begin());
        const uint32_t* const bin = flow.bin.data();
        uint32_t* const destination = flow.destination.data();
        for (size_t i = range.begin; i < range.end; ++i) destination[i] = next[bin[i]]++;
    });
}

}  // namespace sortscope::diagram
