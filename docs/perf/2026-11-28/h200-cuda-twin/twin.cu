// twin.cu: a CUDA twin of Sortscope's onesweep sort (shaders/onesweep/onesweep_histogram.comp,
// onesweep_scan.comp and onesweep_pass.comp with the look-back and the ballot ranking), timed beside CUB's
// DeviceRadixSort in one process on one card, so that Nsight Compute can read the same design, which GL
// does not allow (issue 21: where does a tile's time go?). A measurement tool, not part of the product.
//
// The pass follows the GLSL kernel step by step: the tile number from an atomic counter; warp-striped key
// loads; the next pass's status words cleared; per-warp histograms by shared atomics, scanned over the
// warps per bin and published (flag << 30 | count) before the ranking; invocations 0..255 complete the
// bin's place in the tile and walk back one tile at a time (bounded spin, then the fallback counts that
// tile's keys), then publish the inclusive prefix; the ranking's peers by eight ballots (or one
// __match_any_sync, or eight written in PTX: PEERS), running per-warp counters bumped by the highest peer and shuffled; the sorted
// tile staged through shared memory in PARTS parts, each part written out in order (bins leave in runs);
// values loaded after the ranking and staged the same way. Template parameters give the tile's shape, so
// one build times main's shape (512 x 18 in halves for keys, 1024 x 11 whole for pairs) and CUB's
// (384 x 20 keys, 384 x 23 pairs, staged whole: more shared memory than GL gives two groups on an SM).
//
// Every sort's output is compared element by element with CUB's (both are stable LSD radix sorts of the
// same input, so keys and values must be identical). Build: nvcc -O3 -arch=sm_90 -o twin twin.cu
// Run: ./twin [log2n ...] (default 24 28); prints one line per variant and size, then CUB and the copy.
#include <cub/cub.cuh>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <type_traits>
#include <vector>

#define CHECK(x) do { cudaError_t err_ = (x); if (err_ != cudaSuccess) { \
  std::fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); std::exit(1); } } while (0)

constexpr uint32_t kBins = 256;
constexpr uint32_t kStatusShift = 30, kAggregate = 1, kPrefix = 2, kCountMask = (1u << kStatusShift) - 1u;
constexpr int kSpinLimit = 4096;  // kOnesweepSpinLimit, algorithms/sorts/onesweep/onesweep.hpp
constexpr uint32_t kAllLanes = 0xFFFFFFFFu;

__device__ __forceinline__ uint32_t digit_of(uint32_t key, uint32_t shift) { return (key >> shift) & (kBins - 1u); }

// The same random bits as cub_direct.cu.
__global__ void fill(uint32_t* a, size_t n, uint32_t seed) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
    uint32_t x = (uint32_t)i * 2654435761u ^ seed; x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
    a[i] = x;
  }
}

// All four digits' histograms in one read (onesweep_histogram.comp: 4 copies of the counters).
__global__ void __launch_bounds__(256) histogram(const uint32_t* __restrict__ keys, uint32_t n, uint32_t* hist) {
  __shared__ uint32_t s[4][4 * kBins];
  const uint32_t copy = (threadIdx.x >> 5) & 3u;
  for (uint32_t i = threadIdx.x; i < 4 * 4 * kBins; i += blockDim.x) (&s[0][0])[i] = 0;
  __syncthreads();
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
    const uint32_t k = keys[i];
#pragma unroll
    for (uint32_t d = 0; d < 4; ++d) atomicAdd(&s[copy][d * kBins + digit_of(k, 8 * d)], 1u);
  }
  __syncthreads();
  for (uint32_t i = threadIdx.x; i < 4 * kBins; i += blockDim.x) {
    const uint32_t c = s[0][i] + s[1][i] + s[2][i] + s[3][i];
    if (c) atomicAdd(&hist[i], c);
  }
}

// Each digit's bins' global starts; the histogram cleared for the next sort (onesweep_scan.comp).
__global__ void __launch_bounds__(256) scan(uint32_t* hist, uint32_t* starts) {
  using Scan = cub::BlockScan<uint32_t, 256>;
  __shared__ typename Scan::TempStorage tmp;
  const uint32_t at = blockIdx.x * kBins + threadIdx.x;
  uint32_t before;
  Scan(tmp).ExclusiveSum(hist[at], before);
  starts[at] = before;
  hist[at] = 0;
}

// The ranking's peers (PEERS): eight ballots written in C++, one __match_any_sync, or eight ballots with
// each bit's test, vote and flip written in PTX (and + setp, vote, a predicated not: three machine
// instructions a bit, the form CUB's MatchAny takes).
constexpr int kPeersBallots = 0, kPeersMatch = 1, kPeersBallotsPtx = 2;
__device__ __forceinline__ uint32_t same_bit_ptx(uint32_t peers, uint32_t digit, uint32_t bit_mask) {
  uint32_t vote;
  asm("{\n\t.reg .pred set;\n\t.reg .b32 masked;\n\t"
      "and.b32 masked, %1, %2;\n\tsetp.ne.u32 set, masked, 0;\n\t"
      "vote.sync.ballot.b32 %0, set, 0xffffffff;\n\t@!set not.b32 %0, %0;\n\t}"
      : "=r"(vote) : "r"(digit), "r"(bit_mask));
  return peers & vote;
}

__device__ __forceinline__ uint32_t load_status(const uint32_t* p) { return *(const volatile uint32_t*)p; }
__device__ __forceinline__ void store_status(uint32_t* p, uint32_t w) { *(volatile uint32_t*)p = w; }

// The keys of bin `bin` in tiles 0 .. tile - 1, from their status words (onesweep_pass.comp's look_back).
template <uint32_t kTile>
__device__ __forceinline__ uint32_t look_back(const uint32_t* region, uint32_t tile, uint32_t bin, uint32_t shift,
                                           const uint32_t* __restrict__ keys, uint32_t n) {
  uint32_t k = tile - 1u, sum = 0u;
  int spins = 0;
  uint32_t word = load_status(region + k * kBins + bin);
  for (;;) {
    while ((word >> kStatusShift) == kAggregate) {
      sum += word & kCountMask;
      --k;
      word = load_status(region + k * kBins + bin);
    }
    if ((word >> kStatusShift) == kPrefix) return sum + (word & kCountMask);
    if (++spins < kSpinLimit) {
      word = load_status(region + k * kBins + bin);
      if ((word >> kStatusShift) != 0u) spins = 0;
      continue;
    }
    const uint32_t first = k * kTile, count_keys = min(kTile, n - first);  // fallback: count tile k's keys here
    for (uint32_t p = 0; p < count_keys; ++p) sum += digit_of(keys[first + p], shift) == bin ? 1u : 0u;
    if (k == 0u) return sum;
    --k;
    spins = 0;
    word = load_status(region + k * kBins + bin);
  }
}

template <int WG, int ITEMS, int PARTS, int MIN_BLOCKS, int PEERS, bool VALUES>
struct Pass {
  static constexpr uint32_t kWarps = WG / 32, kTile = WG * ITEMS;
  static constexpr uint32_t kStageItems = (ITEMS + PARTS - 1) / PARTS, kStage = kStageItems * WG;
  static constexpr uint32_t kSharedKeys = kStage > kWarps * kBins ? kStage : kWarps * kBins;
  static constexpr bool kPack = PARTS > 1 && PEERS != kPeersMatch;  // ranks two to a register, as PACK_RANKS
};

template <int WG, int ITEMS, int PARTS, int MIN_BLOCKS, int PEERS, bool VALUES, bool FULL_PATH>
__global__ void __launch_bounds__(WG, MIN_BLOCKS)
onesweep_pass(const uint32_t* __restrict__ keys_in, uint32_t* __restrict__ keys_out, const uint32_t* __restrict__ values_in,
              uint32_t* __restrict__ values_out, uint32_t* region, uint32_t* clear_region, const uint32_t* starts,
              uint32_t* counter, uint32_t n, uint32_t shift, uint32_t tiles) {
  using P = Pass<WG, ITEMS, PARTS, MIN_BLOCKS, PEERS, VALUES>;
  constexpr uint32_t kTile = P::kTile, kWarps = P::kWarps, kStage = P::kStage, kStageItems = P::kStageItems;
  constexpr bool kPack = P::kPack;
  constexpr uint32_t kPeersShift = kPack ? 5u : 8u, kPeersMask = kPack ? 31u : 255u, kBias = kPack ? 1u : 0u;
  __shared__ uint32_t s_keys[P::kSharedKeys];
  __shared__ uint32_t s_count[kBins], s_bin_start[kBins], s_offset[kBins], s_bin_scan[kBins / 32];
  __shared__ uint32_t s_tile, s_one_digit;
  const uint32_t t = threadIdx.x, lane = t & 31u, warp = t >> 5;

  if (t == 0) {
    const uint32_t number = atomicAdd(counter, 1u);
    if (number == tiles - 1u) atomicExch(counter, 0u);
    s_tile = number;
  }
  __syncthreads();
  const uint32_t tile = s_tile;
  const uint32_t tile_keys = min(kTile, n - tile * kTile);
  const uint32_t base = tile * kTile;
  // FULL_PATH: a whole tile runs a copy of the work with no position checks (IN_TILE), as CUB's full tiles.
#define IN_TILE(position) (kWholeTile || (position) < tile_keys)
  auto sort_tile = [&](auto full_tag) {
  constexpr bool kWholeTile = decltype(full_tag)::value;
  const uint32_t warp_first = warp * ITEMS * 32u;
  for (uint32_t e = t; e < kWarps * kBins; e += WG) s_keys[e] = 0u;
  if (t == 0) s_one_digit = kBins;

  uint32_t keys[ITEMS];
#pragma unroll
  for (int j = 0; j < ITEMS; ++j) {
    const uint32_t p = warp_first + j * 32u + lane;
    keys[j] = IN_TILE(p) ? keys_in[base + p] : 0u;
  }
  for (uint32_t b = t; b < kBins; b += WG) clear_region[tile * kBins + b] = 0u;
  __syncthreads();
#pragma unroll
  for (int j = 0; j < ITEMS; ++j) {
    if (IN_TILE(warp_first + j * 32u + lane)) atomicAdd(&s_keys[warp * kBins + digit_of(keys[j], shift)], 1u);
  }
  __syncthreads();
  for (uint32_t b = t; b < kBins; b += WG) {  // uniform per warp: WG and 256 are whole warps
    uint32_t sum = 0u;
    for (uint32_t w = 0; w < kWarps; ++w) {
      const uint32_t c = s_keys[w * kBins + b];
      s_keys[w * kBins + b] = sum;
      sum += c;
    }
    s_count[b] = sum;
    store_status(region + tile * kBins + b, ((tile == 0u ? kPrefix : kAggregate) << kStatusShift) | sum);
    uint32_t inclusive = sum;  // the bin scan within runs of 32 bins
#pragma unroll
    for (uint32_t d = 1; d < 32; d <<= 1) {
      const uint32_t other = __shfl_up_sync(kAllLanes, inclusive, d);
      if (lane >= d) inclusive += other;
    }
    if (lane == 31u) s_bin_scan[b / 32u] = inclusive;
    s_bin_start[b] = inclusive - sum;
    if (sum == tile_keys) s_one_digit = b;
  }
  __syncthreads();
  // Warps 0..7, one thread a bin: the bin's first place in the tile and its place in the output.
  for (uint32_t b = t; b < kBins; b += WG) {
    uint32_t add = 0u;
    for (uint32_t c = 0; c < b / 32u; ++c) add += s_bin_scan[c];
    const uint32_t first_place = s_bin_start[b] + add;
    s_bin_start[b] = first_place;
    const uint32_t start = starts[b];
    uint32_t earlier = 0u;
    if (tile > 0u) {
      earlier = look_back<kTile>(region, tile, b, shift, keys_in, n);
      store_status(region + tile * kBins + b, (kPrefix << kStatusShift) | (earlier + s_count[b]));
    }
    s_offset[b] = start + earlier - first_place;
  }

  constexpr int kRankWords = kPack ? (ITEMS + 1) / 2 : ITEMS;
  uint32_t rank_words[kRankWords];
  auto rank_get = [&](int j) -> uint32_t {
    if constexpr (kPack) return (rank_words[j >> 1] >> ((j & 1) * 16)) & 0xFFFFu;
    else return rank_words[j];
  };
  auto rank_set = [&](int j, uint32_t v) {
    if constexpr (kPack) {
      const uint32_t s = (j & 1) * 16u;
      rank_words[j >> 1] = (rank_words[j >> 1] & ~(0xFFFFu << s)) | ((v & 0xFFFFu) << s);
    } else {
      rank_words[j] = v;
    }
  };
#pragma unroll
  for (int i = 0; i < kRankWords; ++i) rank_words[i] = 0u;
  if (s_one_digit != kBins) {
#pragma unroll
    for (int j = 0; j < ITEMS; ++j) rank_set(j, warp_first + j * 32u + lane);
  } else {
#pragma unroll
    for (int j = 0; j < ITEMS; ++j) {
      const bool valid = IN_TILE(warp_first + j * 32u + lane);
      const uint32_t digit = valid ? digit_of(keys[j], shift) : kBins;
      uint32_t peers;
      if constexpr (PEERS == kPeersMatch) {
        peers = __match_any_sync(kAllLanes, digit);
      } else if constexpr (PEERS == kPeersBallotsPtx) {
        peers = kAllLanes;
        if (!kWholeTile && tile_keys < kTile) {
          const uint32_t valid_lanes = __ballot_sync(kAllLanes, valid);
          peers = valid ? valid_lanes : ~valid_lanes;
        }
#pragma unroll
        for (uint32_t bit = 0; bit < 8; ++bit) peers = same_bit_ptx(peers, digit, 1u << bit);
      } else {
        peers = kAllLanes;
        if (!kWholeTile && tile_keys < kTile) {
          const uint32_t valid_lanes = __ballot_sync(kAllLanes, valid);
          peers = valid ? valid_lanes : ~valid_lanes;
        }
#pragma unroll
        for (uint32_t bit = 0; bit < 8; ++bit) {
          const bool set = (digit >> bit) & 1u;
          const uint32_t vote = __ballot_sync(kAllLanes, set);
          peers &= set ? vote : ~vote;
        }
      }
      const uint32_t below = (1u << lane) - 1u;
      rank_set(j, uint32_t(__popc(peers & below)) | (uint32_t(31 - __clz(peers)) << kPeersShift) |
                      ((uint32_t(__popc(peers)) - kBias) << (2u * kPeersShift)));
    }
#pragma unroll
    for (int j = 0; j < ITEMS; ++j) {
      const bool valid = IN_TILE(warp_first + j * 32u + lane);
      const uint32_t peer_word = rank_get(j);
      const uint32_t leader = (peer_word >> kPeersShift) & kPeersMask;
      uint32_t before = 0u;
      if (valid && lane == leader) {  // volatile: the next item's leader, maybe another lane, reads it after the shuffle
        volatile uint32_t* counter_word = &s_keys[warp * kBins + digit_of(keys[j], shift)];
        before = *counter_word;
        *counter_word = before + (peer_word >> (2u * kPeersShift)) + kBias;
      }
      rank_set(j, __shfl_sync(kAllLanes, before, leader) + (peer_word & kPeersMask));
    }
  }
  uint32_t values[VALUES ? ITEMS : 1];
  if constexpr (VALUES) {
#pragma unroll
    for (int j = 0; j < ITEMS; ++j) {
      const uint32_t p = warp_first + j * 32u + lane;
      values[j] = IN_TILE(p) ? values_in[base + p] : 0u;
    }
  }
  __syncthreads();  // every counter read before s_keys holds keys

#pragma unroll
  for (int j = 0; j < ITEMS; ++j) {
    if (IN_TILE(warp_first + j * 32u + lane)) rank_set(j, rank_get(j) + s_bin_start[digit_of(keys[j], shift)]);
  }
  constexpr uint32_t kDigitWords = VALUES ? (PARTS * kStageItems + 3u) / 4u : 1u;
  uint32_t out_digits[kDigitWords];
#pragma unroll
  for (uint32_t i = 0; i < kDigitWords; ++i) out_digits[i] = 0u;
#pragma unroll
  for (int r = 0; r < PARTS; ++r) {
    const uint32_t lo = r * kStage;
#pragma unroll
    for (int j = 0; j < ITEMS; ++j) {
      const uint32_t at = rank_get(j) - lo;
      if (IN_TILE(warp_first + j * 32u + lane) && at < kStage) s_keys[at] = keys[j];
    }
    __syncthreads();
#pragma unroll
    for (uint32_t i = 0; i < kStageItems; ++i) {
      const uint32_t q = lo + i * WG + t;
      if (IN_TILE(q)) {
        const uint32_t key = s_keys[q - lo];
        const uint32_t digit = digit_of(key, shift);
        keys_out[s_offset[digit] + q] = key;
        if constexpr (VALUES) {
          const uint32_t m = r * kStageItems + i;
          out_digits[m / 4u] |= digit << ((m % 4u) * 8u);
        }
      }
    }
    if (VALUES || r + 1 < PARTS) __syncthreads();
  }
  if constexpr (VALUES) {
#pragma unroll
    for (int r = 0; r < PARTS; ++r) {
      const uint32_t lo = r * kStage;
#pragma unroll
      for (int j = 0; j < ITEMS; ++j) {
        const uint32_t at = rank_get(j) - lo;
        if (IN_TILE(warp_first + j * 32u + lane) && at < kStage) s_keys[at] = values[j];
      }
      __syncthreads();
#pragma unroll
      for (uint32_t i = 0; i < kStageItems; ++i) {
        const uint32_t q = lo + i * WG + t;
        const uint32_t m = r * kStageItems + i;
        if (IN_TILE(q)) values_out[s_offset[(out_digits[m / 4u] >> ((m % 4u) * 8u)) & 255u] + q] = s_keys[q - lo];
      }
      if (r + 1 < PARTS) __syncthreads();
    }
  }
  };
  if (FULL_PATH && tile_keys == kTile) sort_tile(std::true_type{});
  else sort_tile(std::false_type{});
#undef IN_TILE
}

// The input stays in in_k / in_v (pass 0 reads it), so a sort can be timed again without restoring it:
// pass 0 in -> 1, pass 1 1 -> 0, pass 2 0 -> 1, pass 3 1 -> 0.
struct Buffers {
  uint32_t *in_k, *in_v, *k0, *k1, *v0, *v1, *cub_k, *cub_v, *hist, *starts, *status, *counter;
  size_t status_words;
};

// One variant: its kernel, its shape, and the whole sort (histogram, scan, four passes).
struct Variant {
  const char* name;
  bool values;
  uint32_t tile, wg;
  void (*launch)(const Buffers&, uint32_t n, int pass, cudaStream_t);
  cudaFuncAttributes attributes;
  int blocks_per_sm;
};

template <int WG, int ITEMS, int PARTS, int MIN_BLOCKS, int PEERS, bool VALUES, bool FULL_PATH = false>
void launch_pass(const Buffers& b, uint32_t n, int pass, cudaStream_t stream) {
  constexpr uint32_t tile = WG * ITEMS;
  const uint32_t tiles = (n + tile - 1) / tile;
  const size_t region_words = b.status_words / 2;
  uint32_t* region = b.status + (pass & 1) * region_words;
  uint32_t* clear = b.status + ((pass + 1) & 1) * region_words;
  const bool odd = (pass & 1) != 0;
  onesweep_pass<WG, ITEMS, PARTS, MIN_BLOCKS, PEERS, VALUES, FULL_PATH><<<tiles, WG, 0, stream>>>(
      pass == 0 ? b.in_k : odd ? b.k1 : b.k0, odd ? b.k0 : b.k1, pass == 0 ? b.in_v : odd ? b.v1 : b.v0,
      odd ? b.v0 : b.v1, region, clear, b.starts + pass * kBins, b.counter, n, 8u * pass, tiles);
}

template <int WG, int ITEMS, int PARTS, int MIN_BLOCKS, int PEERS, bool VALUES, bool FULL_PATH = false>
Variant variant(const char* name) {
  Variant v{name, VALUES, WG * ITEMS, WG, &launch_pass<WG, ITEMS, PARTS, MIN_BLOCKS, PEERS, VALUES, FULL_PATH>, {}, 0};
  auto kernel = onesweep_pass<WG, ITEMS, PARTS, MIN_BLOCKS, PEERS, VALUES, FULL_PATH>;
  CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributePreferredSharedMemoryCarveout, 100));
  CHECK(cudaFuncGetAttributes(&v.attributes, kernel));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&v.blocks_per_sm, kernel, WG, 0));
  return v;
}

template <class F> float median_ms(F f, int reps = 20) {
  cudaEvent_t s, e; CHECK(cudaEventCreate(&s)); CHECK(cudaEventCreate(&e));
  for (int i = 0; i < 3; ++i) f();
  std::vector<float> t;
  for (int i = 0; i < reps; ++i) {
    CHECK(cudaEventRecord(s)); f(); CHECK(cudaEventRecord(e)); CHECK(cudaEventSynchronize(e));
    float ms; CHECK(cudaEventElapsedTime(&ms, s, e)); t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  CHECK(cudaEventDestroy(s)); CHECK(cudaEventDestroy(e));
  return t[t.size() / 2];
}

int main(int argc, char** argv) {
  // --once WHICH LOG2N: one sort of variant WHICH (its index, "cub" for CUB's SortKeys and SortPairs, or
  // "all"), untimed and unchecked, for Nsight Compute.
  const bool once = argc == 4 && std::string(argv[1]) == "--once";
  const std::string which = once ? argv[2] : "";
  std::vector<int> sizes;
  for (int i = once ? 3 : 1; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
  if (sizes.empty()) sizes = {24, 28};
  const int max_log2 = *std::max_element(sizes.begin(), sizes.end());
  if (max_log2 < 1 || max_log2 > 28) { std::fprintf(stderr, "twin: sizes are log2 n from 1 to 28\n"); return 2; }
  cudaDeviceProp prop; CHECK(cudaGetDeviceProperties(&prop, 0));
  std::printf("%s, %d SMs, CUB %d.%d.%d\n", prop.name, prop.multiProcessorCount, CUB_MAJOR_VERSION, CUB_MINOR_VERSION, CUB_SUBMINOR_VERSION);
  const size_t maxn = size_t(1) << max_log2;
  Buffers b{};
  for (uint32_t** p : {&b.in_k, &b.in_v, &b.k0, &b.k1, &b.v0, &b.v1, &b.cub_k, &b.cub_v}) CHECK(cudaMalloc(p, maxn * 4));
  fill<<<1024, 256>>>(b.in_k, maxn, 12345); fill<<<1024, 256>>>(b.in_v, maxn, 777); CHECK(cudaGetLastError());
  b.status_words = 2 * ((maxn + 4095) / 4096) * kBins;  // two regions, tiles of at least 4,096 keys
  CHECK(cudaMalloc(&b.status, b.status_words * 4));
  CHECK(cudaMalloc(&b.hist, 4 * kBins * 4)); CHECK(cudaMalloc(&b.starts, 4 * kBins * 4)); CHECK(cudaMalloc(&b.counter, 4));
  CHECK(cudaMemset(b.hist, 0, 4 * kBins * 4)); CHECK(cudaMemset(b.counter, 0, 4));
  void* tmp = nullptr; size_t tmp_bytes = 0;
  CHECK(cub::DeviceRadixSort::SortPairs(nullptr, tmp_bytes, b.in_k, b.cub_k, b.in_v, b.cub_v, (int)maxn));
  CHECK(cudaMalloc(&tmp, tmp_bytes));

  std::vector<Variant> variants = {
      variant<512, 18, 2, 2, kPeersBallots, false>("keys 512x18 halves ballot (main)"),
      variant<512, 18, 2, 1, kPeersBallots, false>("keys 512x18 halves ballot, no register cap"),
      variant<512, 18, 1, 2, kPeersBallots, false>("keys 512x18 whole ballot"),
      variant<384, 20, 1, 2, kPeersBallots, false>("keys 384x20 whole ballot (CUB's shape)"),
      variant<512, 18, 2, 2, kPeersMatch, false>("keys 512x18 halves match"),
      variant<384, 20, 1, 2, kPeersMatch, false>("keys 384x20 whole match"),
      variant<1024, 11, 1, 1, kPeersBallots, true>("pairs 1024x11 whole ballot (main)"),
      variant<384, 23, 1, 2, kPeersBallots, true>("pairs 384x23 whole ballot (CUB's shape)"),
      variant<512, 18, 2, 1, kPeersBallots, true>("pairs 512x18 halves ballot"),
      variant<512, 18, 2, 2, kPeersBallots, false, true>("keys 512x18 halves ballot, full path"),
      variant<384, 20, 1, 2, kPeersBallots, false, true>("keys 384x20 whole ballot, full path"),
      variant<1024, 11, 1, 1, kPeersBallots, true, true>("pairs 1024x11 whole ballot, full path"),
      variant<384, 23, 1, 2, kPeersBallots, true, true>("pairs 384x23 whole ballot, full path"),
      variant<512, 18, 2, 2, kPeersBallotsPtx, false>("keys 512x18 halves ballot in PTX"),
      variant<384, 20, 1, 2, kPeersBallotsPtx, false>("keys 384x20 whole ballot in PTX"),
      variant<1024, 11, 1, 1, kPeersBallotsPtx, true>("pairs 1024x11 whole ballot in PTX"),
  };
  for (const Variant& v : variants) {
    std::printf("variant %-42s tile %5u: %3d registers, %6zu B shared, %4zu B local, %d blocks per SM\n", v.name, v.tile,
                v.attributes.numRegs, v.attributes.sharedSizeBytes, v.attributes.localSizeBytes, v.blocks_per_sm);
  }
  const int histogram_groups = prop.multiProcessorCount * 8;
  if (once) {
    const uint32_t n = 1u << sizes[0];
    for (size_t i = 0; i < variants.size(); ++i) {
      if (which != "all" && which != std::to_string(i)) continue;
      CHECK(cudaMemset(b.status, 0, b.status_words * 4));
      histogram<<<histogram_groups, 256>>>(b.in_k, n, b.hist);
      scan<<<4, 256>>>(b.hist, b.starts);
      for (int pass = 0; pass < 4; ++pass) variants[i].launch(b, n, pass, 0);
    }
    if (which == "all" || which == "cub") {
      size_t tb = tmp_bytes;
      CHECK(cub::DeviceRadixSort::SortKeys(tmp, tb, b.in_k, b.cub_k, (int)n));
      CHECK(cub::DeviceRadixSort::SortPairs(tmp, tb, b.in_k, b.cub_k, b.in_v, b.cub_v, (int)n));
    }
    CHECK(cudaDeviceSynchronize());
    return 0;
  }
  for (int lg : sizes) {
    const uint32_t n = 1u << lg;
    size_t tb = tmp_bytes;
    const float cub_keys = median_ms([&] { CHECK(cub::DeviceRadixSort::SortKeys(tmp, tb, b.in_k, b.cub_k, (int)n)); });
    const float cub_pairs = median_ms([&] { CHECK(cub::DeviceRadixSort::SortPairs(tmp, tb, b.in_k, b.cub_k, b.in_v, b.cub_v, (int)n)); });
    std::printf("log2n %d CUB SortKeys %.3f ms = %.2f G keys/s | SortPairs %.3f ms = %.2f G pairs/s\n", lg, cub_keys,
                n / cub_keys / 1e6, cub_pairs, n / cub_pairs / 1e6);
    std::vector<uint32_t> want(n), want_v(n), got(n), got_v(n);
    CHECK(cudaMemcpy(want.data(), b.cub_k, n * 4ull, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(want_v.data(), b.cub_v, n * 4ull, cudaMemcpyDeviceToHost));
    for (const Variant& v : variants) {
      CHECK(cudaMemset(b.status, 0, b.status_words * 4));
      auto head = [&] {  // histogram and scan
        histogram<<<histogram_groups, 256>>>(b.in_k, n, b.hist);
        scan<<<4, 256>>>(b.hist, b.starts);
      };
      const float ms = median_ms([&] { head(); for (int pass = 0; pass < 4; ++pass) v.launch(b, n, pass, 0); });
      // Each pass timed alone in its own sort (the rest of the sort runs untimed around it).
      float pass_ms[4];
      cudaEvent_t s, e; CHECK(cudaEventCreate(&s)); CHECK(cudaEventCreate(&e));
      for (int pass = 0; pass < 4; ++pass) {
        std::vector<float> t;
        for (int rep = 0; rep < 11; ++rep) {
          head();
          for (int other = 0; other < 4; ++other) {
            if (other == pass) CHECK(cudaEventRecord(s));
            v.launch(b, n, other, 0);
            if (other == pass) CHECK(cudaEventRecord(e));
          }
          CHECK(cudaEventSynchronize(e)); float x; CHECK(cudaEventElapsedTime(&x, s, e)); t.push_back(x);
        }
        std::sort(t.begin(), t.end()); pass_ms[pass] = t[t.size() / 2];
      }
      CHECK(cudaEventDestroy(s)); CHECK(cudaEventDestroy(e));
      CHECK(cudaGetLastError());
      // The last sort's output (in k0 / v0) against CUB's, element by element.
      CHECK(cudaDeviceSynchronize());
      CHECK(cudaMemcpy(got.data(), b.k0, n * 4ull, cudaMemcpyDeviceToHost));
      size_t wrong = 0;
      for (uint32_t i = 0; i < n; ++i) wrong += got[i] != want[i];
      if (v.values) {
        CHECK(cudaMemcpy(got_v.data(), b.v0, n * 4ull, cudaMemcpyDeviceToHost));
        for (uint32_t i = 0; i < n; ++i) wrong += got_v[i] != want_v[i];
      }
      const float cub_ms = v.values ? cub_pairs : cub_keys;
      const double bytes = n * (v.values ? 16.0 : 8.0);
      float sorted_ms[4] = {pass_ms[0], pass_ms[1], pass_ms[2], pass_ms[3]};
      std::sort(sorted_ms, sorted_ms + 4);
      const float middle = (sorted_ms[1] + sorted_ms[2]) / 2;
      std::printf("log2n %d %-42s %s %.3f ms = %.2f G/s = %.3fx CUB | passes %.3f %.3f %.3f %.3f ms, the middle two %.0f GB/s\n",
                  lg, v.name, wrong ? "WRONG" : "matches-CUB", ms, n / ms / 1e6, cub_ms / ms, pass_ms[0], pass_ms[1],
                  pass_ms[2], pass_ms[3], bytes / (middle * 1e6));
      if (wrong) std::printf("  %zu elements differ from CUB's output\n", wrong);
    }
  }
  const float copy = median_ms([&] { CHECK(cudaMemcpyAsync(b.k1, b.in_k, maxn * 4, cudaMemcpyDeviceToDevice)); });
  std::printf("copy %zu MiB: %.3f ms = %.1f GB/s (read + written)\n", maxn * 4 >> 20, copy, 2.0 * maxn * 4 / copy / 1e6);
  return 0;
}
