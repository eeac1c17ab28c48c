// A loop over many items split across the CPU's threads: the one way the views' per-step work at
// n = 2^20 (the bars' heights and column summaries, the radix picture's bins and scatter, the tables'
// counts) uses more than one core. The items are cut into chunks of at least kMinChunkItems, at most one
// per thread (min(hardware threads, kMaxThreads)); chunk c of C covers [c*n/C, (c+1)*n/C). A pass that
// keeps results per chunk (counts, then a prefix over the chunks for a stable scatter) combines them in
// chunk order, so what it computes never depends on how many threads ran it. Below two chunks' worth of
// items everything runs on the calling thread.
// The chunks run on a pool of threads started on first use and kept (starting 15 threads on every call
// would cost more than a chunk), the calling thread among them. Calls from several threads take turns;
// a call from inside a chunk runs on its own thread alone.
#pragma once

#include <cstddef>

#include "algorithms/plan/function_ref.hpp"

namespace sortscope::algo {

inline constexpr size_t kMinChunkItems = size_t{1} << 16;
inline constexpr unsigned kMaxThreads = 16;

// The threads a parallel loop uses: min(std::thread::hardware_concurrency(), kMaxThreads), at least 1.
unsigned parallel_threads();

// How many chunks `items` are cut into: min(parallel_threads(), items / kMinChunkItems), at least 1.
size_t chunk_count(size_t items);

// Chunk `chunk` of `chunks` over `items`: [begin, end).
struct ChunkRange {
    size_t begin = 0;
    size_t end = 0;
};
inline ChunkRange chunk_range(size_t items, size_t chunks, size_t chunk) {
    return {items * chunk / chunks, items * (chunk + 1) / chunks};
}

// Calls body(chunk) for chunk = 0 .. chunks - 1, in parallel, and returns when all have returned. An
// exception thrown by a body is thrown here (the first one; the other chunks still run).
void parallel_chunks(size_t chunks, FunctionRef<void(size_t chunk)> body);

// Calls body(begin, end) over the chunks of [0, items) (chunk_count), in parallel.
inline void parallel_for(size_t items, FunctionRef<void(size_t begin, size_t end)> body) {
    const size_t chunks = chunk_count(items);
    parallel_chunks(chunks, [&](size_t chunk) {
        const ChunkRange range = chunk_range(items, chunks, chunk);
        body(range.begin, range.end);
    });
}

}  // namespace sortscope::algo
