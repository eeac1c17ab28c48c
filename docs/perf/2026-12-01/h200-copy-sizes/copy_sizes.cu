// copy_sizes.cu: CUDA's copy bandwidth on this card by buffer size, to set beside GL's `bench --copy
// --copy-mib M` (issue 21, 2026-12-01). For each size: cudaMemcpyAsync device to device, and a kernel
// that copies uint4s (each thread 8 of them, all loads before its stores, as shaders/copy/copy.comp);
// median of 7 timed runs after one warm-up, bytes read + written over the time.
//   nvcc -O3 -arch=sm_90 -o copy_sizes copy_sizes.cu && ./copy_sizes
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
    std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(e)); std::exit(1); } } while (0)

constexpr int kItems = 8;
constexpr int kThreads = 1024;

__global__ void copy_vectors(const uint4* __restrict__ in, uint4* __restrict__ out, size_t vectors) {
    const size_t first = size_t(blockIdx.x) * kThreads * kItems + threadIdx.x;
    uint4 data[kItems];
#pragma unroll
    for (int k = 0; k < kItems; ++k) { const size_t v = first + size_t(k) * kThreads; if (v < vectors) data[k] = in[v]; }
#pragma unroll
    for (int k = 0; k < kItems; ++k) { const size_t v = first + size_t(k) * kThreads; if (v < vectors) out[v] = data[k]; }
}

template <class F> float median_ms(F run) {
    cudaEvent_t a, b; CHECK(cudaEventCreate(&a)); CHECK(cudaEventCreate(&b));
    run(); CHECK(cudaDeviceSynchronize());
    std::vector<float> t;
    for (int r = 0; r < 7; ++r) {
        CHECK(cudaEventRecord(a)); run(); CHECK(cudaEventRecord(b)); CHECK(cudaEventSynchronize(b));
        float ms = 0; CHECK(cudaEventElapsedTime(&ms, a, b)); t.push_back(ms);
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

int main() {
    for (size_t mib : {128, 256, 512, 768, 1024, 1536, 2047, 4096}) {
        const size_t bytes = mib << 20, vectors = bytes / 16;
        void *in = nullptr, *out = nullptr;
        CHECK(cudaMalloc(&in, bytes)); CHECK(cudaMalloc(&out, bytes));
        CHECK(cudaMemset(in, 1, bytes)); CHECK(cudaMemset(out, 0, bytes));
        const float memcpy_ms = median_ms([&] { CHECK(cudaMemcpyAsync(out, in, bytes, cudaMemcpyDeviceToDevice)); });
        const unsigned blocks = unsigned((vectors + size_t(kThreads) * kItems - 1) / (size_t(kThreads) * kItems));
        const float kernel_ms = median_ms([&] { copy_vectors<<<blocks, kThreads>>>((const uint4*)in, (uint4*)out, vectors); });
        CHECK(cudaGetLastError());
        std::printf("cuda copy %5zu MiB: memcpy %.3f ms = %6.1f GB/s | kernel 8 x 1024 %.3f ms = %6.1f GB/s\n", mib, memcpy_ms,
                    2.0 * bytes / memcpy_ms / 1e6, kernel_ms, 2.0 * bytes / kernel_ms / 1e6);
        CHECK(cudaFree(in)); CHECK(cudaFree(out));
    }
    return 0;
}
