// Keys a class can read: the rule for the keys sortscope and sortscope-cli make from a distribution.
// Up to kSmallKeysUpTo keys per array a student follows each key by eye, so the keys are small numbers
// instead of the full 32-bit range (a bar labelled "37", a quiz asking where "37" lands); past it the
// keys span the full range (generate_input), as they always did, so large inputs keep their statistics.
//
// The small form of each distribution, as u32 keys (the rule lives here and nowhere else):
//   random         each key uniform in 0..99 (repeats happen, as they do at random)
//   sorted         the random keys, ascending          reversed   the random keys, descending
//   nearly-sorted  the sorted keys, then max(1, n/20) swaps, each of two keys that differ, and one more
//                  where those left it sorted (it is never sorted while it holds two different keys)
//   few-unique     four values, one from each quarter of 0..99, each key one of them
//   all-equal      one value from 0..99, n times
//   zero-one       0s and 1s (the 0-1 principle's inputs; already small)
//   organ-pipe     1, 2, .. rising to the middle and falling back to 1
// In the other key types the same shapes keep their order and show what the type is for:
//   i32  each range is centred on zero (0..99 becomes -50..49), so negative keys sort first;
//   f32  centred as i32 and halved (-25, -24.5 .. 24.5): fractions that print exactly;
//   zero-one stays 0 and 1 in every type.
#pragma once

#include <cstdint>
#include <vector>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/plan/keys.hpp"

namespace sortscope::algo {

// Arrays of at most this many keys get small keys.
inline constexpr uint32_t kSmallKeysUpTo = 64;

// The small form of `distribution` (table above) as u32 keys, for any n (the rule applies it up to
// kSmallKeysUpTo). The same (distribution, n, seed) gives the same keys on every machine.
std::vector<uint32_t> generate_small_keys(Distribution distribution, uint32_t n, uint64_t seed);

// The small u32 keys of `distribution` in `type` (table above), order kept.
std::vector<uint32_t> small_keys_of_type(KeyType type, Distribution distribution, std::vector<uint32_t> keys);

// The keys the front ends sort for a named distribution: `batch` arrays of n keys of `type`, array a
// drawn with seed + a: small keys where n <= kSmallKeysUpTo, else generate_input's full range.
std::vector<uint32_t> default_input(Distribution distribution, uint32_t n, uint32_t batch, KeyType type, uint64_t seed);

}  // namespace sortscope::algo
