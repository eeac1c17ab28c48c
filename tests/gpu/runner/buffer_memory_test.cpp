// Where buffers get their memory (app/gpu/memory/vulkan_memory.hpp): SORTSCOPE_BUFFER_MEMORY's values, a wrong one
// named in the error, and buffers asked to take Vulkan's memory: imported where the driver takes the
// import (NVIDIA's, on the GPU machine), GL's own where it refuses (llvmpipe). Either way their words
// round-trip through uploads that span the staging buffer's pieces, new storage reads as zeros, a sort
// on them matches the CPU reference, and every GL buffer and memory object they make is freed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "device/gl_objects.hpp"
#include "device/gpu_error.hpp"
#include "gpu_sort.hpp"
#include "memory/buffer.hpp"
#include "memory/vulkan_memory.hpp"

using namespace sortscope;

namespace {

// Sets SORTSCOPE_BUFFER_MEMORY (or unsets it, for nullptr) while it lives, then puts back what was there.
class BufferMemoryVariable {
public:
    explicit BufferMemoryVariable(const char* value) {
        if (const char* old = std::getenv("SORTSCOPE_BUFFER_MEMORY"); old != nullptr) m_old = old;
        if (value != nullptr) {
            ::setenv("SORTSCOPE_BUFFER_MEMORY", value, 1);
        } else {
            ::unsetenv("SORTSCOPE_BUFFER_MEMORY");
        }
    }
    ~BufferMemoryVariable() {
        if (m_old) {
            ::setenv("SORTSCOPE_BUFFER_MEMORY", m_old->c_str(), 1);
        } else {
            ::unsetenv("SORTSCOPE_BUFFER_MEMORY");
        }
    }
    BufferMemoryVariable(const BufferMemoryVariable&) = delete;
    BufferMemoryVariable& operator=(const BufferMemoryVariable&) = delete;

private:
    std::optional<std::string> m_old;
};

}  // namespace

TEST_CASE("SORTSCOPE_BUFFER_MEMORY takes auto, gl or vulkan, and a wrong value is named", "[gpu][buffers]") {
    {
        const BufferMemoryVariable unset(nullptr);
        CHECK(gpu::buffer_memory_choice() == gpu::BufferMemoryChoice::Auto);
    }
    {
        const BufferMemoryVariable value("auto");
        CHECK(gpu::buffer_memory_choice() == gpu::BufferMemoryChoice::Auto);
    }
    {
        const BufferMemoryVariable value("gl");
        CHECK(gpu::buffer_memory_choice() == gpu::BufferMemoryChoice::Gl);
    }
    {
        const BufferMemoryVariable value("vulkan");
        CHECK(gpu::buffer_memory_choice() == gpu::BufferMemoryChoice::Vulkan);
    }
    {
        const BufferMemoryVariable value("Vulkan");
        CHECK_THROWS_AS(gpu::buffer_memory_choice(), gpu::GpuError);
        CHECK_THROWS_WITH(gpu::buffer_memory_choice(), Catch::Contains("SORTSCOPE_BUFFER_MEMORY is 'Vulkan'") &&
                                                           Catch::Contains("auto, gl or vulkan"));
    }
}

TEST_CASE("with SORTSCOPE_BUFFER_MEMORY=gl no buffer takes Vulkan's memory", "[gpu][buffers]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const BufferMemoryVariable value("gl");
    CHECK(gpu::buffer_memory_text() == "GL's own allocations: SORTSCOPE_BUFFER_MEMORY=gl");
    gpu::StorageBuffer buffer;
    buffer.allocate(uint64_t{40} << 20, "a test buffer");  // above auto's threshold
    CHECK_FALSE(buffer.imported());
}

TEST_CASE("buffers asked to take Vulkan's memory hold what is uploaded, read zeros when new, and free all they make",
          "[gpu][buffers]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const BufferMemoryVariable value("vulkan");
    const std::string text = gpu::buffer_memory_text();
    INFO("buffers: " << text);
    const bool vulkan = text.starts_with("Vulkan's device memory");
    CHECK((vulkan || text.starts_with("GL's own allocations: ")));
    const gpu::GlObjectCounts before = gpu::gl_object_counts();
    {
        // 24 MiB and 12 bytes: an upload of 20 MiB crosses a piece of the staging buffer (16 MiB).
        const uint64_t words = (uint64_t{24} << 18) + 3;
        gpu::StorageBuffer buffer;
        buffer.allocate(words * 4, "a test buffer");
        CHECK(buffer.imported() == vulkan);
        std::vector<uint32_t> read(words, 1u);
        buffer.download(read);
        CHECK(std::all_of(read.begin(), read.end(), [](uint32_t w) { return w == 0; }));

        std::vector<uint32_t> pattern((uint64_t{20} << 18) + 1);
        std::iota(pattern.begin(), pattern.end(), 0x1234u);
        const uint64_t offset = 1001;
        buffer.upload(pattern, offset);
        buffer.download(read);
        for (uint64_t w = 0; w < words; ++w) {
            const uint32_t expected = w >= offset && w < offset + pattern.size() ? pattern[w - offset] : 0u;
            if (read[w] != expected) FAIL("word " << w << " reads " << read[w] << ", not " << expected);
        }

        // clear() zeros what the upload wrote (new storage may read zeros whether or not it is cleared).
        buffer.clear();
        buffer.download(read);
        CHECK(std::all_of(read.begin(), read.end(), [](uint32_t w) { return w == 0; }));

        // A second allocation of the same buffer: new storage, zeros again, still where the choice says.
        buffer.allocate(4000 * 4, "the same buffer, smaller");
        CHECK(buffer.imported() == vulkan);
        std::vector<uint32_t> small(4000, 1u);
        buffer.download(small);
        CHECK(std::all_of(small.begin(), small.end(), [](uint32_t w) { return w == 0; }));
    }
    const gpu::GlObjectCounts after = gpu::gl_object_counts();
    CHECK(after.buffers_alive() == before.buffers_alive());
    CHECK(after.memory_objects_alive() == before.memory_objects_alive());
}

TEST_CASE("sorts on buffers asked to take Vulkan's memory match the CPU reference", "[gpu][buffers]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    const BufferMemoryVariable value("vulkan");
    INFO("buffers: " << gpu::buffer_memory_text());
    for (const char* id : {"onesweep", "radix", "bitonic-shared"}) {
        const algo::AlgorithmInfo* info = algo::find_algorithm(id);
        REQUIRE(info != nullptr);
        for (const uint32_t n : {0u, 1u, 2u, 7168u * 3 + 5, 100003u}) {
            algo::Options options = test::device_options(*device, n, 256);
            options.values = n % 2 == 1;
            test::check_gpu_sort(*device, *info, options, algo::Distribution::Random, n);
        }
    }
}
