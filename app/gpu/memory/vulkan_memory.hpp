// Vulkan's device memory as the storage of GL's large buffers, where GL's own allocations lose bandwidth.
//
// Why: on NVIDIA's GL driver (the H200, driver 580), a dispatch that touches more than about 512 MiB of
// buffers GL allocated itself moves 2,150 to 2,600 GB/s, where below that it moves 3,950 and CUDA's copy
// moves 4,100 at every size. The same GL kernel on memory that Vulkan allocated and GL imported
// (GL_EXT_memory_object_fd) keeps 3,800 to 4,150 GB/s at every size (docs/performance.md).
// Each pass of a radix sort of 2^26 pairs touches that much.
//
// How: Vulkan is loaded at run time (dlopen of libvulkan.so.1), so the programs link no Vulkan and run
// where it is absent. The first buffer that wants Vulkan's memory opens the Vulkan device whose UUID is
// the current GL context's. Each such buffer gets one dedicated device-local allocation, exported as an
// opaque file descriptor, which GL imports as a memory object and makes the buffer's immutable storage
// (glBufferStorageMemEXT; buffer.cpp then writes it by copies from a staging buffer). When anything fails
// (no loader, no device, no device with GL's UUID, an import GL refuses), buffers keep GL's own
// allocations, and buffer_memory_text() says why.
//
// Which buffers: the environment variable SORTSCOPE_BUFFER_MEMORY chooses.
//   auto (or unset)  buffers of kVulkanMemoryFromBytes and more, where GL's vendor is NVIDIA (the only
//                    driver measured; elsewhere GL's own)
//   gl               GL's own allocations for every buffer
//   vulkan           Vulkan's memory for every buffer, on any driver where the import works (the GPU
//                    tests run once this way on the GPU machine)
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "device/gl.hpp"

namespace sortscope::gpu {

enum class BufferMemoryChoice { Auto, Gl, Vulkan };

// SORTSCOPE_BUFFER_MEMORY, read at each call. Throws GpuError naming the variable and the values it takes
// when it holds anything else.
BufferMemoryChoice buffer_memory_choice();

// Under `auto`, the smallest buffer that takes Vulkan's memory: a dispatch touches 512 MiB (where GL's
// own lose bandwidth) only with buffers far larger than this, and smaller ones gain nothing.
constexpr uint64_t kVulkanMemoryFromBytes = uint64_t{32} << 20;

// One dedicated Vulkan allocation imported into GL as a memory object. Destroy it after the GL buffer
// that uses it: it deletes the memory object, then frees the Vulkan memory.
class ImportedMemory {
public:
    ImportedMemory(GLuint memory_object, std::function<void()> free_vulkan_memory)
        : m_memory_object(memory_object), m_free_vulkan_memory(std::move(free_vulkan_memory)) {}
    ~ImportedMemory();
    ImportedMemory(const ImportedMemory&) = delete;
    ImportedMemory& operator=(const ImportedMemory&) = delete;
    GLuint memory_object() const { return m_memory_object; }

private:
    GLuint m_memory_object;
    std::function<void()> m_free_vulkan_memory;
};

// Gives `buffer` (a new name without storage) `bytes` of Vulkan's memory, when the choice above puts a
// buffer of that size there and Vulkan and GL can: returns what holds that memory. Otherwise returns
// nullptr, and `buffer` (perhaps a fresh name, where GL refused the import) is bound to
// GL_SHADER_STORAGE_BUFFER without storage, for GL's own allocation.
std::unique_ptr<ImportedMemory> store_in_vulkan_memory(uint64_t bytes, GLuint& buffer);

// Where this process's buffers get their memory, in one line: "Vulkan's device memory imported into GL
// for buffers of 32 MiB and more (SORTSCOPE_BUFFER_MEMORY=auto)", or "GL's own allocations: <why>".
// Opens the Vulkan device if the choice wants it, so that the line says whether it could.
std::string buffer_memory_text();

}  // namespace sortscope::gpu
