// parallel_for: every item is visited exactly once, in chunks that tile the range in order; small loops
// stay on the calling thread; a call from inside a chunk runs; an exception in a chunk reaches the caller;
// and calls from several threads at once each visit all their items.
#include <catch2/catch.hpp>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

#include "algorithms/plan/parallel_for.hpp"

using namespace sortscope::algo;

TEST_CASE("parallel_for visits every item exactly once, in chunks that tile the range", "[cpu][parallel]") {
    for (size_t items : {size_t{0}, size_t{1}, kMinChunkItems - 1, 2 * kMinChunkItems, 5 * kMinChunkItems + 7, size_t{1} << 20}) {
        INFO(items << " items");
        std::vector<std::atomic<uint8_t>> visits(items);
        std::atomic<size_t> calls = 0;
        parallel_for(items, [&](size_t begin, size_t end) {
            ++calls;
            for (size_t i = begin; i < end; ++i) ++visits[i];
        });
        size_t once = 0;
        for (const auto& v : visits) once += v == 1 ? 1 : 0;
        CHECK(once == items);
        CHECK(calls == chunk_count(items));
    }
}

TEST_CASE("chunk ranges are contiguous, in order, at least kMinChunkItems each, and one per thread at most", "[cpu][parallel]") {
    for (size_t items : {size_t{10}, 2 * kMinChunkItems, size_t{1} << 20, size_t{1} << 24}) {
        const size_t chunks = chunk_count(items);
        CHECK(chunks >= 1);
        CHECK(chunks <= parallel_threads());
        size_t next = 0;
        for (size_t c = 0; c < chunks; ++c) {
            const ChunkRange range = chunk_range(items, chunks, c);
            CHECK(range.begin == next);
            if (chunks > 1) CHECK(range.end - range.begin >= kMinChunkItems);
            next = range.end;
        }
        CHECK(next == items);
    }
    CHECK(chunk_count(2 * kMinChunkItems - 1) == 1);
}

TEST_CASE("a small loop runs on the calling thread", "[cpu][parallel]") {
    const std::thread::id caller = std::this_thread::get_id();
    bool same = false;
    parallel_for(kMinChunkItems, [&](size_t, size_t) { same = std::this_thread::get_id() == caller; });
    CHECK(same);
}

TEST_CASE("parallel_for called from inside a chunk, or from several threads at once, visits every item", "[cpu][parallel]") {
    constexpr size_t kItems = size_t{1} << 19;
    std::atomic<size_t> inner_total = 0;
    parallel_chunks(4, [&](size_t) {
        parallel_for(kItems, [&](size_t begin, size_t end) { inner_total += end - begin; });
    });
    CHECK(inner_total == 4 * kItems);

    std::vector<size_t> totals(4, 0);
    {
        std::vector<std::jthread> callers;
        for (size_t t = 0; t < totals.size(); ++t) {
            callers.emplace_back([&totals, t] {
                for (int round = 0; round < 20; ++round) {
                    std::atomic<size_t> total = 0;
                    parallel_for(kItems, [&](size_t begin, size_t end) { total += end - begin; });
                    totals[t] += total;
                }
            });
        }
    }
    for (size_t total : totals) CHECK(total == 20 * kItems);
}

TEST_CASE("an exception thrown in a chunk reaches the caller, and the pool runs the next call", "[cpu][parallel]") {
    const size_t items = 4 * kMinChunkItems;
    CHECK_THROWS_AS(parallel_for(items, [&](size_t begin, size_t) {
                        if (begin == 0) throw std::runtime_error("chunk 0 failed");
                    }),
                    std::runtime_error);
    std::atomic<size_t> total = 0;
    parallel_for(items, [&](size_t begin, size_t end) { total += end - begin; });
    CHECK(total == items);
}
