// Shader storage buffers with upload, readback, and out-of-memory reported by name and size.
#include "memory/buffer.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "device/gl.hpp"
#include "device/gl_objects.hpp"
#include "device/gpu_error.hpp"

namespace sortscope::gpu {

namespace {

// The staging buffer's largest piece: a write to imported storage goes in pieces of at most this.
constexpr uint64_t kStagingBytes = uint64_t{16} << 20;

}  // namespace

StorageBuffer::~StorageBuffer() { release(); }

StorageBuffer::StorageBuffer(StorageBuffer&& other) noexcept
    : m_id(std::exchange(other.m_id, 0u)),
      m_bytes(std::exchange(other.m_bytes, 0u)),
      m_imported(std::move(other.m_imported)),
      m_staging(std::exchange(other.m_staging, 0u)) {}

StorageBuffer& StorageBuffer::operator=(StorageBuffer&& other) noexcept {
    if (this != &other) {
        release();
        m_id = std::exchange(other.m_id, 0u);
        m_bytes = std::exchange(other.m_bytes, 0u);
        m_imported = std::move(other.m_imported);
        m_staging = std::exchange(other.m_staging, 0u);
    }
    return *this;
}

void StorageBuffer::release() {
    if (m_id != 0) delete_buffers(1, &m_id);
    if (m_staging != 0) delete_buffers(1, &m_staging);
    m_id = 0;
    m_staging = 0;
    m_imported.reset();  // after the buffer that used it
}

void StorageBuffer::allocate(uint64_t bytes, const std::string& what) {
    // A new name each time: imported storage is immutable, and GL's own may give way to it.
    release();
    gen_buffers(1, &m_id);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    // Zero-sized buffers cannot be bound as SSBOs, so an empty array still gets one word.
    const uint64_t allocated = bytes > 0 ? bytes : 4;
    m_imported = store_in_vulkan_memory(allocated, m_id);
    if (m_imported == nullptr) {
        // GL_DYNAMIC_COPY: written and read by the GPU (shaders), only now and then by the CPU. With
        // GL_DYNAMIC_DRAW ("the CPU writes it often") the H100's driver gave whole runs at 2^22 keys and up
        // two to four times the sum of their dispatches' times, varying from process to process.
        glBufferData(GL_SHADER_STORAGE_BUFFER, static_cast<GLsizeiptr>(allocated), nullptr, GL_DYNAMIC_COPY);
    }
    check_gl("allocating " + mib_text(allocated) + " for " + what);
    m_bytes = bytes;
    clear();
}

void StorageBuffer::clear() {
    // glBufferData leaves the contents undefined; zeros make every run start from the same state, which
    // the CPU reference (zero-initialised) can then match word for word. The zeros go the way every
    // upload goes (not glClearBufferData): on the H100's driver a glClearBufferData issued before an
    // upload was seen to land after it, wiping the keys.
    // A staging piece at a time, whichever storage the buffer has (upload picks the way).
    static const std::vector<uint32_t> zeros(kStagingBytes / 4);
    const uint64_t words = m_bytes / 4;
    for (uint64_t offset = 0; offset < words; offset += zeros.size()) {
        const uint64_t count = std::min<uint64_t>(zeros.size(), words - offset);
        upload(std::span(zeros).first(count), offset);
    }
}

void StorageBuffer::upload(std::span<const uint32_t> words, uint64_t offset_words) {
    if (words.empty()) return;
    if (m_imported != nullptr) {
        write_staged(words.data(), offset_words * 4, words.size_bytes());
        check_gl("uploading to a storage buffer on Vulkan's memory");
        return;
    }
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, m_id);
    glBufferSubData(GL_SHADER_STORAGE_BUFFER, static_cast<GLintptr>(offset_words * 4),
                    static_cast<GLsizeiptr>(words.size_bytes()), words.data());
    check_gl("uploading to a storage buffer");
}

void StorageBuffer::write_staged(const void* data, uint64_t offset, uint64_t bytes) {
    // One staging store for the buffer's life, made once: a store made for each piece (as orphaning
    // would) interleaves small allocations with the imported ones in the driver's address space.
    const uint64_t staging_bytes = std::min(kStagingBytes, std::max<uint64_t>(m_bytes, 4));
    if (m_staging == 0) {
        gen_buffers(1, &m_staging);
        glBindBuffer(GL_COPY_READ_BUFFER, m_staging);
        glBufferData(GL_COPY_READ_BUFFER, static_cast<GLsizeiptr>(staging_bytes), nullptr, GL_STREAM_DRAW);
    }
    const auto* source = static_cast<const unsigned char*>(data);
    glBindBuffer(GL_COPY_READ_BUFFER, m_staging);
    glBindBuffer(GL_COPY_WRITE_BUFFER, m_id);
    for (uint64_t done = 0; done < bytes; done += staging_bytes) {
        const uint64_t piece = std::min(staging_bytes, bytes - done);
        glBufferSubData(GL_COPY_READ_BUFFER, 0, static_cast<GLsizeiptr>(piece), source + done);
        glCopyBufferSubData(GL_COPY_READ_BUFFER, GL_COPY_WRITE_BUFFER, 0, static_cast<GLintptr>(offset + done),
                            static_cast<GLsizeiptr>(piece));
    }
    glBindBuffer(GL_COPY_READ_BUFFER, 0);
    glBindBuffer(GL_COPY_WRITE_BUFFER, 0);
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
