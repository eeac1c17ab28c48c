// A shader storage buffer: allocation that reports out-of-memory as a clear error, upload, readback,
// and binding to an SSBO slot. GL 4.3 calls only (no direct state access, which is 4.5).
#pragma once

#include <cstdint>
#include <span>
#include <string>

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
    // The new storage is zero-filled.
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

private:
    unsigned m_id = 0;
    uint64_t m_bytes = 0;
};

}  // namespace sortscope::gpu
