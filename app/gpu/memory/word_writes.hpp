// Words written into storage buffers by a compute dispatch instead of glBufferSubData: how gpu::Runner
// puts each run's input back (a copy from the input it keeps on the GPU) and zeros the other buffers.
// Measured on the H100 (docs/performance.md): when the CPU wrote the buffers before every
// run, the driver left them slow for every dispatch of the run at 2^19 and 2^20 keys (pairs 2.5 to 4.2
// times slower, keys now and then half speed); written by shaders, they stay fast at every size, and
// 2^24 and 2^28 do not change.
#pragma once

#include <cstdint>

#include "memory/buffer.hpp"
#include "programs/program.hpp"

namespace sortscope::gpu {

// to[to_offset + i] = from[i] for i < words.
void copy_words(ProgramCache& programs, const StorageBuffer& from, const StorageBuffer& to, uint64_t to_offset, uint64_t words);
// to[offset + i] = value for i < words.
void fill_words(ProgramCache& programs, const StorageBuffer& to, uint64_t offset, uint64_t words, uint32_t value);

}  // namespace sortscope::gpu
