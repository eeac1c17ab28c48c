// A shader storage buffer: allocation that reports out-of-memory as a clear error, upload, readback,
// and binding to an SSBO slot. GL 4.3 calls only (no direct state access, which is 4.5), and, for the
// buffers that take Vulkan's memory (vulkan_memory.hpp), GL_EXT_memory_object.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include "memory/vulkan_memory.hpp"

namespace sortscope::gpu {

class StorageBuffer {
public:
    StorageBuffer() = default;
    ~StorageBuffer();
    StorageBuffer(const StorageBuffer&) = delete;
    StorageBuffer& operator=(const StorageBuffer&) = delete;
    StorageBuffer(StorageBuffer&& other) noexcept;
    StorageBuffer& operator=(StorageBuffer&& other) noexcept;

    // (Re)allocates `bytes` of storage; `what` names the buffer in an out-of-memory message.
    // The new storage is zero-filled. It is Vulkan's imported memory where store_in_vulkan_memory gives
    // it, GL's own otherwise.
    void allocate(uint64_t bytes, const std::string& what);
    void clear();  // fills the buffer with zero words
    void upload(std::span<const uint32_t> words, uint64_t offset_words = 0);
    void download(std::span<uint32_t> words, uint64_t offset_words = 0) const;
    void bind(unsigned binding) const;
    // Binds only `bytes` from `offset` (a multiple of GL_SHADER_STORAGE_BUFFER_OFFSET_ALIGNMENT): the
    // kernel's array starts there, after a guard zone.
    void bind_range(unsigned binding, uint64_t offset, uint64_t bytes) const;

    unsigned id() const { return m_id; }
    uint64_t bytes() const { return m_bytes; }
    bool imported() const { return m_imported != nullptr; }  // its storage is Vulkan's memory

private:
    void release();  // deletes the buffer and its storage
    // Writes `bytes` at byte `offset` through a staging buffer and a GPU copy: imported storage is
    // immutable without GL_DYNAMIC_STORAGE_BIT, so glBufferSubData may not write it.
    void write_staged(const void* data, uint64_t offset, uint64_t bytes);

    unsigned m_id = 0;
    uint64_t m_bytes = 0;
    std::unique_ptr<ImportedMemory> m_imported;  // freed after the buffer that uses it (release)
    unsigned m_staging = 0;  // write_staged's buffer, made on first use and kept
};

}  // namespace sortscope::gpu
