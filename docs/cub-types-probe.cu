// docs/cub-types-probe.cu: why CUB's DeviceRadixSort sorts u32 ascending slower than its other key types on
// the same random bits (docs/performance.md, "What each case costs that u32 ascending does not").
// It times, median of 20 after 3 warm-ups at 2^24 and 2^28: u32 and i32 ascending on the bits B, the same
// two on B with the top bit flipped (so that i32's sort key equals the u32 bits B), and u32 descending.
// If the data made the difference, the rows with equal sort keys would agree; they follow the key type.
// `cub-types-probe once` sorts 2^28 keys once as u32 and once as i32: run it under Nsight Compute
// (measure-performance.sh's `cubtypes` section) to read each pass's registers, occupancy and time.
// Build on the GPU machine: nvcc -O3 -arch=sm_90 -o cub-types-probe docs/cub-types-probe.cu
#include <cub/cub.cuh>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  std::fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); std::exit(1); } } while (0)

// The random bits of cub_direct.cu (a bijective hash of the index), XORed with flip.
__global__ void fill(uint32_t* keys, size_t n, uint32_t seed, uint32_t flip) {
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
    uint32_t x = (uint32_t)i * 2654435761u ^ seed; x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
    keys[i] = x ^ flip;
  }
}

template <class Sort> float median_ms(Sort sort) {
  cudaEvent_t start, stop; CHECK(cudaEventCreate(&start)); CHECK(cudaEventCreate(&stop));
  for (int i = 0; i < 3; ++i) sort();
  std::vector<float> times;
  for (int i = 0; i < 20; ++i) {
    CHECK(cudaEventRecord(start)); sort(); CHECK(cudaEventRecord(stop)); CHECK(cudaEventSynchronize(stop));
    float ms; CHECK(cudaEventElapsedTime(&ms, start, stop)); times.push_back(ms);
  }
  std::sort(times.begin(), times.end()); return times[times.size() / 2];
}

int main(int argc, char** argv) {
  const bool once = argc > 1 && std::strcmp(argv[1], "once") == 0;
  const size_t maxn = size_t(1) << 28;
  uint32_t *bits, *flipped, *out; void* temp; size_t temp_bytes = 0;
  CHECK(cudaMalloc(&bits, maxn * 4)); CHECK(cudaMalloc(&flipped, maxn * 4)); CHECK(cudaMalloc(&out, maxn * 4));
  fill<<<1024, 256>>>(bits, maxn, 12345, 0); fill<<<1024, 256>>>(flipped, maxn, 12345, 0x80000000u);
  CHECK(cub::DeviceRadixSort::SortKeys(nullptr, temp_bytes, bits, out, (int)maxn)); CHECK(cudaMalloc(&temp, temp_bytes));
  auto as_i32 = [](uint32_t* p) { return reinterpret_cast<int*>(p); };
  if (once) {
    const int n = 1 << 28;
    CHECK(cub::DeviceRadixSort::SortKeys(temp, temp_bytes, bits, out, n)); CHECK(cudaDeviceSynchronize());
    CHECK(cub::DeviceRadixSort::SortKeys(temp, temp_bytes, as_i32(bits), as_i32(out), n)); CHECK(cudaDeviceSynchronize());
    return 0;
  }
  for (int lg : {24, 28}) {
    const int n = 1 << lg;
    const struct { const char* what; float ms; } rows[] = {
      {"u32 ascending, bits B", median_ms([&] { CHECK(cub::DeviceRadixSort::SortKeys(temp, temp_bytes, bits, out, n)); })},
      {"i32 ascending, bits B", median_ms([&] { CHECK(cub::DeviceRadixSort::SortKeys(temp, temp_bytes, as_i32(bits), as_i32(out), n)); })},
      {"u32 ascending, B with the top bit flipped", median_ms([&] { CHECK(cub::DeviceRadixSort::SortKeys(temp, temp_bytes, flipped, out, n)); })},
      {"i32 ascending, B with the top bit flipped", median_ms([&] { CHECK(cub::DeviceRadixSort::SortKeys(temp, temp_bytes, as_i32(flipped), as_i32(out), n)); })},
      {"u32 descending, bits B", median_ms([&] { CHECK(cub::DeviceRadixSort::SortKeysDescending(temp, temp_bytes, bits, out, n)); })},
    };
    for (const auto& row : rows) std::printf("cub types log2N=%d %-42s %8.3f ms %6.2f G keys/s\n", lg, row.what, row.ms, n / row.ms / 1e6);
  }
  return 0;
}
