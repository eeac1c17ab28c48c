// The parallel stable LSD radix sort (see parallel_radix.hpp).
#include "algorithms/verify/parallel_radix.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <barrier>
#include <latch>
#include <memory>
#include <stdexcept>
#include <thread>
#include <vector>

namespace sortscope::algo {

namespace {

constexpr uint32_t kDigitBits = 8;
constexpr uint32_t kBins = 1u << kDigitBits;
constexpr uint32_t kPasses = 32 / kDigitBits;

using Histogram = std::array<uint64_t, kBins>;

// An item is the sort key alone (uint32_t), or the sort key in the high half and the value in the low
// half (uint64_t): one word to move per key either way.
template <class Item>
constexpr uint32_t kKeyShift = sizeof(Item) == 8 ? 32 : 0;

template <class Item>
uint32_t sort_key_of(Item item) {
    return static_cast<uint32_t>(item >> kKeyShift<Item>);
}

template <class Item>
uint32_t digit_of(Item item, uint32_t pass) {
    return static_cast<uint32_t>(item >> (kKeyShift<Item> + pass * kDigitBits)) & (kBins - 1);
}

// One call's keys and values, and the two item buffers the passes move them between (for keys alone,
// `items` is the keys themselves). Array a of the batch occupies [a n, (a + 1) n) in each, so workers on
// different arrays never share a word.
template <class Item>
struct Job {
    KeyType type;
    bool descending;
    uint64_t n;
    std::span<uint32_t> keys;
    std::span<uint32_t> values;
    Item* items;
    Item* spare;
};

template <class Item>
void encode(const Job<Item>& job, uint64_t begin, uint64_t end) {
    for (uint64_t i = begin; i < end; ++i) {
        const uint32_t key = sort_key(job.type, job.descending, job.keys[i]);
        if constexpr (sizeof(Item) == 8) {
            job.items[i] = uint64_t{key} << 32 | job.values[i];
        } else {
            job.items[i] = key;
        }
    }
}

template <class Item>
void decode(const Job<Item>& job, const Item* sorted, uint64_t begin, uint64_t end) {
    for (uint64_t i = begin; i < end; ++i) {
        const uint32_t order = sort_key_of(sorted[i]);
        job.keys[i] = decode_key(job.type, job.descending ? ~order : order);
        if constexpr (sizeof(Item) == 8) job.values[i] = static_cast<uint32_t>(sorted[i]);
    }
}

// Stable: an item moves left only past strictly greater keys.
template <class Item>
void insertion_sort(Item* items, uint64_t n) {
    for (uint64_t i = 1; i < n; ++i) {
        const Item item = items[i];
        uint64_t j = i;
        for (; j > 0 && sort_key_of(items[j - 1]) > sort_key_of(item); --j) items[j] = items[j - 1];
        items[j] = item;
    }
}

// Where a worker keeps its histograms: two sets of one histogram per worker, used by alternate passes.
// A worker overwrites its entry of a set two passes after the set was last read, and every worker has
// read it by then (they read it before arriving at the barrier that ends the next pass's counting).
struct Counts {
    std::span<Histogram> sets;  // 2 * workers histograms: set s, worker t at s * workers + t
    uint32_t pass = 0;          // passes run by this worker so far, over all its arrays
};

// The 4 passes over one array of n items at `from` (the spare buffer at `to`), as worker t of `workers`
// (sync: their barrier; null for one worker). Returns whether the result ended up in `to`.
template <class Item>
bool radix_passes(Item* from, Item* to, uint64_t n, unsigned t, unsigned workers, Counts& counts,
                  std::barrier<>* sync) {
    const uint64_t begin = n * t / workers;
    const uint64_t end = n * (t + 1) / workers;
    bool swapped = false;
    for (uint32_t pass = 0; pass < kPasses; ++pass) {
        Histogram* set = counts.sets.data() + (counts.pass++ % 2) * workers;
        Histogram mine{};
        for (uint64_t i = begin; i < end; ++i) ++mine[digit_of(from[i], pass)];
        set[t] = mine;
        if (sync) sync->arrive_and_wait();

        // This worker's first position in each bin: every key of a smaller digit, then the keys of
        // this digit in the chunks before its own.
        Histogram start{};
        uint64_t before = 0;
        bool one_bin = false;
        for (uint32_t d = 0; d < kBins; ++d) {
            uint64_t in_bin = 0;
            for (unsigned u = 0; u < workers; ++u) {
                if (u == t) start[d] = before + in_bin;
                in_bin += set[u][d];
            }
            one_bin = one_bin || in_bin == n;
            before += in_bin;
        }
        if (one_bin) continue;  // every key has this digit: the pass would move nothing

        for (uint64_t i = begin; i < end; ++i) {
            const Item item = from[i];
            to[start[digit_of(item, pass)]++] = item;
        }
        if (sync) sync->arrive_and_wait();  // the whole pass is written before anyone reads it
        std::swap(from, to);
        swapped = !swapped;
    }
    return swapped;
}

// Array a of the job, as worker t of `workers` (each takes its chunk of the array).
template <class Item>
void sort_array(const Job<Item>& job, uint64_t a, unsigned t, unsigned workers, Counts& counts, std::barrier<>* sync) {
    const uint64_t base = a * job.n;
    const uint64_t begin = base + job.n * t / workers;
    const uint64_t end = base + job.n * (t + 1) / workers;
    encode(job, begin, end);
    if (job.n < kInsertionSortBelow) {
        insertion_sort(job.items + base, job.n);  // only ever with one worker per array
        decode(job, job.items, begin, end);
        return;
    }
    const bool in_spare = radix_passes(job.items + base, job.spare + base, job.n, t, workers, counts, sync);
    decode(job, in_spare ? job.spare : job.items, begin, end);
}

// Runs work(t) for t = 0 .. count - 1, work(0) on the calling thread. The others start only once all
// have been created: if creating one fails, none runs (a worker left waiting at a barrier for one that
// never came would hang the join), and the error is thrown.
template <class Work>
void run_workers(unsigned count, const Work& work) {
    std::atomic<bool> abandoned = false;
    std::latch go(1);
    {
        std::vector<std::jthread> others;
        others.reserve(count - 1);
        try {
            for (unsigned t = 1; t < count; ++t) {
                others.emplace_back([&, t] {
                    go.wait();
                    if (!abandoned) work(t);
                });
            }
        } catch (...) {
            abandoned = true;
            go.count_down();
            throw;  // the jthreads join as they are destroyed
        }
        go.count_down();
        work(0u);
    }
}

template <class Item>
void sort_items(KeyType type, bool descending, uint32_t n, std::span<uint32_t> keys, std::span<uint32_t> values,
                unsigned threads) {
    const uint64_t total = keys.size();
    const uint64_t batch = total / n;
    // Keys alone are encoded in place (each index is read, then written, by one worker). The buffers are
    // left uninitialised: the workers' first writes touch their pages, in parallel.
    std::unique_ptr<Item[]> own_items;
    Item* items = nullptr;
    if constexpr (sizeof(Item) == sizeof(uint32_t)) {
        items = keys.data();
    } else {
        own_items = std::make_unique_for_overwrite<Item[]>(total);
        items = own_items.get();
    }
    const std::unique_ptr<Item[]> spare =
        n >= kInsertionSortBelow ? std::make_unique_for_overwrite<Item[]>(total) : std::unique_ptr<Item[]>();
    const Job<Item> job{type, descending, n, keys, values, items, spare.get()};

    if (n < kInsertionSortBelow || batch >= threads) {
        // Whole arrays per worker, each on its own histograms and without barriers.
        const unsigned workers = static_cast<unsigned>(std::min<uint64_t>(threads, batch));
        run_workers(workers, [&](unsigned t) {
            std::array<Histogram, 2> sets;
            Counts counts{sets};
            for (uint64_t a = batch * t / workers; a < batch * (t + 1) / workers; ++a) sort_array(job, a, 0, 1, counts, nullptr);
        });
        return;
    }
    std::vector<Histogram> sets(2 * size_t{threads});
    std::barrier<> sync(threads);
    run_workers(threads, [&](unsigned t) {
        Counts counts{sets};
        for (uint64_t a = 0; a < batch; ++a) sort_array(job, a, t, threads, counts, &sync);
    });
}

}  // namespace

unsigned hardware_threads() { return std::max(1u, std::thread::hardware_concurrency()); }

void parallel_radix_sort(KeyType type, bool descending, uint32_t n, std::span<uint32_t> keys,
                         std::span<uint32_t> values, unsigned threads) {
    if (!values.empty() && values.size() != keys.size()) {
        throw std::invalid_argument("parallel_radix_sort: " + std::to_string(values.size()) + " values for " +
                                    std::to_string(keys.size()) + " keys");
    }
    if (keys.empty()) return;
    if (n == 0 || keys.size() % n != 0) {
        throw std::invalid_argument("parallel_radix_sort: " + std::to_string(keys.size()) +
                                    " keys are not whole arrays of " + std::to_string(n));
    }
    threads = std::max(1u, threads);
    if (values.empty()) {
        sort_items<uint32_t>(type, descending, n, keys, values, threads);
    } else {
        sort_items<uint64_t>(type, descending, n, keys, values, threads);
    }
}

ExpectedSort parallel_expected_sort(const Options& options, std::span<const uint32_t> keys,
                                    std::span<const uint32_t> values, unsigned threads) {
    ExpectedSort expected;
    expected.reference = reference_name();
    expected.keys.assign(keys.begin(), keys.end());
    expected.values.assign(values.begin(), values.end());
    parallel_radix_sort(options.key_type, options.descending, options.n, expected.keys, expected.values, threads);
    return expected;
}

std::string reference_name() { return "the parallel radix sort"; }

std::string reference_description(unsigned threads) {
    return "a stable LSD radix sort on " + std::to_string(threads) + (threads == 1 ? " CPU thread" : " CPU threads");
}

}  // namespace sortscope::algo
