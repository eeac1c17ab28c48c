// Shader storage buffers with upload, readback, and out-of-memory reported by name and size.
#include "buffer.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "gl.hpp"
#include "gl_objects.hpp"
#include "gpu_error.hpp"

namespace sortscope::gpu {

StorageBuffer::~StorageBuffer() {
    if (m_id != 0) delete_buffers(1, &m_id);
}

StorageBuffer::StorageBuffer(StorageBuffer&& other) noexcept
    : m_id(std::exchange(other.m_id, 0u)), m_bytes(std::exchange(other.m_bytes, 0u)) {}

StorageBuffer& StorageBuffer::operator=(StorageBuffer&& other) noexcept {
    if (this != &other) {
        if (m_id != 0) delete_buffers(1, &m_id);
        m_id = std::exchange(other.m_id, 0u);
        m_bytes = std::exchange(other.m_bytes, 0u);
    }
    return *this;
}

void StorageBuffer::allocate(uint64_t bytes, const std::string& what) {
    if (m_id == 0) gen_buffers(1, &m_id);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    // Zero-sized buffers cannot be bound as SSBOs, so an empty array still gets one word.
    const uint64_t allocated = bytes > 0 ? bytes : 4;
    // GL_DYNAMIC_COPY: written and read by the GPU (shaders), only now and then by the CPU. With
    // GL_DYNAMIC_DRAW ("the CPU writes it often") the H100's driver gave whole runs at 2^22 keys and up
    // two to four times the sum of their dispatches' times, varying from process to process.
    glBufferData(GL_SHADER_STORAGE_BUFFER, static_cast<GLsizeiptr>(allocated), nullptr, GL_DYNAMIC_COPY);
    check_gl("allocating " + std::to_string((allocated + (1u << 20) - 1) >> 20) + " MiB for " + what);
    m_bytes = bytes;
    clear();
}

void StorageBuffer::clear() {
    // glBufferData leaves the contents undefined; zeros make every run start from the same state, which
    // the CPU reference (zero-initialised) can then match word for word. The zeros go through
    // glBufferSubData, the path every upload takes: on the H100's driver a glClearBufferData issued
    // before an upload was seen to land after it, wiping the keys.
    static const std::vector<uint32_t> zeros(uint64_t{1} << 18);  // 1 MiB at a time
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    const uint64_t words = m_bytes / 4;
    for (uint64_t offset = 0; offset < words; offset += zeros.size()) {
        const uint64_t count = std::min<uint64_t>(zeros.size(), words - offset);
        glBufferSubData(GL_SHADER_STORAGE_BUFFER, static_cast<GLintptr>(offset * 4), static_cast<GLsizeiptr>(count * 4),
                        zeros.data());
    }
}

void StorageBuffer::upload(std::span<const uint32_t> words, uint64_t offset_words) {
    if (words.empty()) return;
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    glBufferSubData(GL_SHADER_STORAGE_BUFFER, static_cast<GLintptr>(offset_words * 4),
                    static_cast<GLsizeiptr>(words.size_bytes()), words.data());
    check_gl("uploading to a storage buffer");
}

void StorageBuffer::download(std::span<uint32_t> words, uint64_t offset_words) const {
    if (words.empty()) return;
    // Kernel writes must be visible to buffer reads before glGetBufferSubData.
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    glGetBufferSubData(GL_SHADER_STORAGE_BUFFER, static_cast<GLintptr>(offset_words * 4),
                       static_cast<GLsizeiptr>(words.size_bytes()), words.data());
    check_gl("reading back a storage buffer");
}

void StorageBuffer::bind(unsigned binding) const { glBindBufferBase(GL_SHADER_STORAGE_BUFFER, binding, m_id); }

void StorageBuffer::bind_range(unsigned binding, uint64_t offset, uint64_t bytes) const {
    glBindBufferRange(GL_SHADER_STORAGE_BUFFER, binding, m_id, static_cast<GLintptr>(offset), static_cast<GLsizeiptr>(bytes));
}

}  // namespace sortscope::gpu
