// Shader storage buffers with upload, readback, and out-of-memory reported by name and size.
#include "buffer.hpp"

#include <utility>

#include "gl.hpp"
#include "gpu_error.hpp"

namespace sortscope::gpu {

StorageBuffer::~StorageBuffer() {
    if (m_id != 0) glDeleteBuffers(1, &m_id);
}

StorageBuffer::StorageBuffer(StorageBuffer&& other) noexcept
    : m_id(std::exchange(other.m_id, 0u)), m_bytes(std::exchange(other.m_bytes, 0u)) {}

StorageBuffer& StorageBuffer::operator=(StorageBuffer&& other) noexcept {
    if (this != &other) {
        if (m_id != 0) glDeleteBuffers(1, &m_id);
        m_id = std::exchange(other.m_id, 0u);
        m_bytes = std::exchange(other.m_bytes, 0u);
    }
    return *this;
}

void StorageBuffer::allocate(uint64_t bytes, const std::string& what) {
    if (m_id == 0) glGenBuffers(1, &m_id);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    // Zero-sized buffers cannot be bound as SSBOs, so an empty array still gets one word.
    const uint64_t allocated = bytes > 0 ? bytes : 4;
    glBufferData(GL_SHADER_STORAGE_BUFFER, static_cast<GLsizeiptr>(allocated), nullptr, GL_DYNAMIC_DRAW);
    check_gl("allocating " + std::to_string((allocated + (1u << 20) - 1) >> 20) + " MiB for " + what);
    m_bytes = bytes;
    clear();
}

void StorageBuffer::clear() {
    // glBufferData leaves the contents undefined; zeros make every run start from the same state, which
    // the CPU reference (zero-initialised) can then match word for word.
    const GLuint zero = 0;
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    glClearBufferData(GL_SHADER_STORAGE_BUFFER, GL_R32UI, GL_RED_INTEGER, GL_UNSIGNED_INT, &zero);
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

}  // namespace sortscope::gpu
