// A stable LSD radix sort on every CPU thread: the exact reference that `sortscope-cli bench` checks
// results against. It gives the same keys and values as std::stable_sort by sort_key (keys.hpp), which
// is what expected_sort (check.hpp) does, but at 2^28 keys expected_sort took 102 s on one thread of the
// H100 machine's Xeon, and this 1.5 to 2 s on its 16 threads (3.4 to 3.8 s with a payload).
//
// How: the keys are encoded once into their sort keys (the encoding is a bijection, so decoding gives
// back the same bits), sorted by 4 digits of 8 bits, least significant first, and decoded. A payload
// rides in the low half of a 64-bit item whose high half is the sort key, so one word moves per key.
// Memory besides the input: one spare array of keys, or two arrays of 64-bit items with a payload.
// Each pass, with T threads and thread t owning the chunk [t n / T, (t + 1) n / T) of the array:
//   1. every thread counts the digits of its own chunk (a histogram of 256 bins per thread);
//   2. every thread computes its own start in each bin, prefix-summing over (bin, thread) in that
//      order: all keys of smaller digits, then the keys of this digit in the chunks before its own;
//   3. every thread scatters its chunk, in order, from those starts.
// Keys of equal digit thus keep their input order (chunks in thread order, each chunk in order): every
// pass is stable, so the sort is. A pass in which every key has the same digit would move nothing and
// is skipped (zero-one keys, few-unique keys and small ranges skip most of them).
//
// Batches (arrays one after another, each sorted on its own): with at least as many arrays as threads,
// or arrays shorter than kInsertionSortBelow keys, each thread sorts whole arrays on its own; otherwise
// all threads sort one array after another. Arrays shorter than kInsertionSortBelow keys use a stable
// insertion sort, cheaper there than 4 passes over 256 bins.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "algorithms/plan/keys.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/verify/check.hpp"

namespace sortscope::algo {

constexpr uint32_t kInsertionSortBelow = 64;

// std::thread::hardware_concurrency(), or 1 where the library cannot tell.
unsigned hardware_threads();

// Sorts `keys` (arrays of n keys one after another, each sorted on its own) by sort_key(type,
// descending, key), stably, in place; `values` (empty, or one per key) travel with their keys. Uses
// `threads` workers, the calling thread among them (0 counts as 1). Throws std::invalid_argument when
// keys.size() is not a multiple of n (n = 0: nothing to sort) or values has another length.
void parallel_radix_sort(KeyType type, bool descending, uint32_t n, std::span<uint32_t> keys,
                         std::span<uint32_t> values, unsigned threads);

// expected_sort (check.hpp) made with parallel_radix_sort: the same keys and values, bit for bit, with
// `reference` set to reference_name() for check_sort's messages.
ExpectedSort parallel_expected_sort(const Options& options, std::span<const uint32_t> keys,
                                    std::span<const uint32_t> values = {}, unsigned threads = hardware_threads());

// "the parallel radix sort" for messages ("key 5, the parallel radix sort puts 4 there"), and the long
// form for reports: "a stable LSD radix sort on 16 CPU threads".
std::string reference_name();
std::string reference_description(unsigned threads);

}  // namespace sortscope::algo
