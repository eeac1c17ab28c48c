// The copy plan: not a sort. One dispatch copies a buffer of words from the keys to the other key
// buffer with several independent 16-byte loads in flight per invocation (shaders/copy/copy.comp). Timed on
// a large buffer, it measures the global-memory bandwidth a card can give a compute kernel, which
// bounds every sort: keys/s <= copy bandwidth / bytes moved per key (traffic.hpp).
//
// Mapping to dispatches: one dispatch. The words are padded to whole uvec4s (V = ceil(n / 4)); each
// invocation copies kCopyItems uvec4s, so the grid is ceil(V / kCopyItems) invocations in one flat
// range (one work group in z, whatever the batch). Step count: 1 (0 for n = 0).
//
// Source: not from a seed. The GPU machine's notes (shared/gpu/README.md) measured a CUDA
// device-to-device copy at 2969 GB/s on an H100 and a naive GLSL copy (one uvec4 per invocation) at
// 1857 GB/s, and say that bandwidth-bound kernels need several independent 16-byte loads in flight.
// The shape: on the H200, 4 uvec4s x 256 moved 2,948 GB/s of 256 MiB, 8 x 1024 3,948, CUDA's own copy
// 4,169 (docs/performance.md): a work group needs about 64 KiB in flight (4 x 1024 and 16 x
// 256 reached 3,876 to 3,918, 32 KiB a group 3,452 to 3,461).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/plan/kernel_args.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/plan/state.hpp"

namespace sortscope::algo {

// uvec4s each invocation loads before it stores any (the shader's ITEMS): 128 bytes in flight, 128 KiB
// per work group.
constexpr uint32_t kCopyItems = 8;
constexpr uint32_t kCopyLocalSize = 1024;

// A plan that copies `words` words (at most UINT32_MAX) from Keys to KeysAlt, with `local_size`
// invocations per work group. Both buffers hold ceil(words / 4) * 4 words; the padding is copied too.
Plan build_copy_plan(uint64_t words, uint32_t local_size = kCopyLocalSize);

// Kernel arguments of a copy dispatch (shaders/copy/copy.comp).
struct CopyArgs {
    uint32_t vectors;  // uvec4s to copy, ceil(n / 4)

    static constexpr auto fields() { return std::array{param<&CopyArgs::vectors>("vectors")}; }
};
CopyArgs copy_args(const Step& step);

std::string describe_copy(const Step& step);
// The region markers of its kernel that a dispatch runs, for the kernel view to light
// (teaching/region_markers.hpp; *_regions.cpp).
std::vector<std::string_view> copy_regions(const Step& step);
// Copies every word of the source pair's key buffer (padding included) to the other pair's.
StepEffect copy_reference(const Plan& plan, const Step& step, State& state);
// Reads and writes every padded word: 8 * 4 * VECTORS bytes.
uint64_t copy_bytes(const Plan& plan, const Step& step);

}  // namespace sortscope::algo
