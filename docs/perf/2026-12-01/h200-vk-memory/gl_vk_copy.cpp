// gl_vk_copy: does GL's copy keep its bandwidth on large buffers when their memory comes from Vulkan?
//
// On the H200 (../h200-copy-sizes/), GL's copy moves 3,950 GB/s while a dispatch touches up to 512 MiB
// and 2,150 to 2,600 GB/s beyond, where CUDA's copy holds 4,100 to 4,250 at every size to 4 GiB. The
// memory a process holds and the size of one buffer do not matter, only the memory one dispatch touches:
// the pattern of a translation cache (TLB) that covers about 512 MiB of GL's pages. If GL maps its
// buffers with smaller pages than CUDA, memory allocated by Vulkan and imported into GL
// (GL_EXT_memory_object_fd) may be mapped as Vulkan maps it. For each size this times the same compute
// copy (8 uvec4s per invocation, groups of 1024, as `bench --copy` after 2026-12-01) on two buffers made
// by glNamedBufferStorage and on two made from imported Vulkan memory: median of 9 of GL_TIME_ELAPSED,
// bytes read + written over the time. It checks the copy's last word each time.
//
// Build (from the checkout, after a Release build): see measure.sh.
// Run: gl_vk_copy [MiB ...]   (default 256 512 1024 1536)
#include <epoxy/gl.h>
#include <vulkan/vulkan.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "device/headless_context.hpp"

namespace {

[[noreturn]] void fail(const std::string& what) {
    std::fprintf(stderr, "gl_vk_copy: %s\n", what.c_str());
    std::exit(1);
}
void vk_check(VkResult result, const char* what) {
    if (result != VK_SUCCESS) fail(std::string(what) + " failed (VkResult " + std::to_string(result) + ")");
}
void gl_check(const char* what) {
    if (const GLenum error = glGetError(); error != GL_NO_ERROR) fail(std::string(what) + ": GL error " + std::to_string(error));
}

constexpr unsigned kItems = 8;
constexpr unsigned kLocal = 1024;
const char* kCopySource = R"(#version 430
layout(local_size_x = 1024) in;
layout(std430, binding = 0) readonly buffer In { uvec4 b_in[]; };
layout(std430, binding = 1) writeonly buffer Out { uvec4 b_out[]; };
uniform uint u_vectors;
void main() {
    const uint first = gl_WorkGroupID.x * (1024u * 8u) + gl_LocalInvocationID.x;
    uvec4 data[8];
    for (uint k = 0u; k < 8u; ++k) { const uint v = first + k * 1024u; if (v < u_vectors) data[k] = b_in[v]; }
    for (uint k = 0u; k < 8u; ++k) { const uint v = first + k * 1024u; if (v < u_vectors) b_out[v] = data[k]; }
}
)";

GLuint copy_program() {
    const GLuint shader = glCreateShader(GL_COMPUTE_SHADER);
    glShaderSource(shader, 1, &kCopySource, nullptr);
    glCompileShader(shader);
    GLint compiled = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &compiled);
    if (!compiled) fail("the copy shader did not compile");
    const GLuint program = glCreateProgram();
    glAttachShader(program, shader);
    glLinkProgram(program);
    GLint linked = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &linked);
    if (!linked) fail("the copy program did not link");
    return program;
}

struct Vulkan {
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice physical = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    PFN_vkGetMemoryFdKHR get_memory_fd = nullptr;
};

Vulkan open_vulkan() {
    Vulkan vk;
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "gl_vk_copy";
    app.apiVersion = VK_API_VERSION_1_1;
    VkInstanceCreateInfo instance_info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    instance_info.pApplicationInfo = &app;
    vk_check(vkCreateInstance(&instance_info, nullptr, &vk.instance), "vkCreateInstance");
    uint32_t count = 0;
    vkEnumeratePhysicalDevices(vk.instance, &count, nullptr);
    if (count == 0) fail("no Vulkan device");
    std::vector<VkPhysicalDevice> physicals(count);
    vkEnumeratePhysicalDevices(vk.instance, &count, physicals.data());
    // The Vulkan device whose UUID is GL's.
    GLubyte gl_uuid[GL_UUID_SIZE_EXT] = {};
    glGetUnsignedBytei_vEXT(GL_DEVICE_UUID_EXT, 0, gl_uuid);
    gl_check("reading GL's device UUID");
    for (VkPhysicalDevice physical : physicals) {
        VkPhysicalDeviceIDProperties ids{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES};
        VkPhysicalDeviceProperties2 properties{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
        properties.pNext = &ids;
        vkGetPhysicalDeviceProperties2(physical, &properties);
        if (std::memcmp(ids.deviceUUID, gl_uuid, VK_UUID_SIZE) == 0) {
            vk.physical = physical;
            std::printf("vulkan device: %s\n", properties.properties.deviceName);
        }
    }
    if (vk.physical == VK_NULL_HANDLE) fail("no Vulkan device has GL's UUID");
    const float priority = 1.0f;
    VkDeviceQueueCreateInfo queue{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue.queueFamilyIndex = 0;
    queue.queueCount = 1;
    queue.pQueuePriorities = &priority;
    const char* extensions[] = {VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME};
    VkDeviceCreateInfo device_info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    device_info.queueCreateInfoCount = 1;
    device_info.pQueueCreateInfos = &queue;
    device_info.enabledExtensionCount = 1;
    device_info.ppEnabledExtensionNames = extensions;
    vk_check(vkCreateDevice(vk.physical, &device_info, nullptr, &vk.device), "vkCreateDevice");
    vk.get_memory_fd = reinterpret_cast<PFN_vkGetMemoryFdKHR>(vkGetDeviceProcAddr(vk.device, "vkGetMemoryFdKHR"));
    if (vk.get_memory_fd == nullptr) fail("no vkGetMemoryFdKHR");
    return vk;
}

// A GL buffer of `bytes` on device-local memory that Vulkan allocated (one dedicated allocation).
GLuint imported_buffer(const Vulkan& vk, uint64_t bytes) {
    VkExternalMemoryBufferCreateInfo external{VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO};
    external.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
    VkBufferCreateInfo buffer_info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    buffer_info.pNext = &external;
    buffer_info.size = bytes;
    buffer_info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    VkBuffer buffer = VK_NULL_HANDLE;
    vk_check(vkCreateBuffer(vk.device, &buffer_info, nullptr, &buffer), "vkCreateBuffer");
    VkMemoryRequirements needs{};
    vkGetBufferMemoryRequirements(vk.device, buffer, &needs);
    VkPhysicalDeviceMemoryProperties memory{};
    vkGetPhysicalDeviceMemoryProperties(vk.physical, &memory);
    uint32_t type = UINT32_MAX;
    for (uint32_t t = 0; t < memory.memoryTypeCount && type == UINT32_MAX; ++t) {
        if ((needs.memoryTypeBits & (1u << t)) && (memory.memoryTypes[t].propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)) type = t;
    }
    if (type == UINT32_MAX) fail("no device-local memory type for the buffer");
    VkMemoryDedicatedAllocateInfo dedicated{VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO};
    dedicated.buffer = buffer;
    VkExportMemoryAllocateInfo export_info{VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO};
    export_info.pNext = &dedicated;
    export_info.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
    VkMemoryAllocateInfo allocate{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    allocate.pNext = &export_info;
    allocate.allocationSize = needs.size;
    allocate.memoryTypeIndex = type;
    VkDeviceMemory device_memory = VK_NULL_HANDLE;
    vk_check(vkAllocateMemory(vk.device, &allocate, nullptr, &device_memory), "vkAllocateMemory");
    VkMemoryGetFdInfoKHR fd_info{VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR};
    fd_info.memory = device_memory;
    fd_info.handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
    int fd = -1;
    vk_check(vk.get_memory_fd(vk.device, &fd_info, &fd), "vkGetMemoryFdKHR");
    GLuint object = 0;
    glCreateMemoryObjectsEXT(1, &object);
    const GLint yes = GL_TRUE;
    glMemoryObjectParameterivEXT(object, GL_DEDICATED_MEMORY_OBJECT_EXT, &yes);
    glImportMemoryFdEXT(object, needs.size, GL_HANDLE_TYPE_OPAQUE_FD_EXT, fd);  // GL owns the fd now
    gl_check("glImportMemoryFdEXT");
    GLuint id = 0;
    glCreateBuffers(1, &id);
    glNamedBufferStorageMemEXT(id, static_cast<GLsizeiptr>(bytes), object, 0);
    gl_check("glNamedBufferStorageMemEXT");
    return id;  // the Vulkan buffer and memory live to the end of the process
}

GLuint gl_buffer(uint64_t bytes) {
    GLuint id = 0;
    glCreateBuffers(1, &id);
    glNamedBufferData(id, static_cast<GLsizeiptr>(bytes), nullptr, GL_DYNAMIC_COPY);  // as app/gpu/memory/buffer.cpp
    gl_check("glNamedBufferData");
    return id;
}

double copy_gb_per_s(GLuint program, GLuint in, GLuint out, uint64_t bytes) {
    const uint32_t pattern = 0x5eed0001u;
    glClearNamedBufferData(in, GL_R32UI, GL_RED_INTEGER, GL_UNSIGNED_INT, &pattern);
    const uint32_t zero = 0;
    glClearNamedBufferData(out, GL_R32UI, GL_RED_INTEGER, GL_UNSIGNED_INT, &zero);
    const uint64_t vectors = bytes / 16;
    glUseProgram(program);
    glUniform1ui(glGetUniformLocation(program, "u_vectors"), static_cast<GLuint>(vectors));
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, in);
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 1, out);
    const GLuint groups = static_cast<GLuint>((vectors + kLocal * kItems - 1) / (kLocal * kItems));
    GLuint query = 0;
    glGenQueries(1, &query);
    std::vector<double> ms;
    for (int r = 0; r < 10; ++r) {
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
        glBeginQuery(GL_TIME_ELAPSED, query);
        glDispatchCompute(groups, 1, 1);
        glEndQuery(GL_TIME_ELAPSED);
        GLuint64 ns = 0;
        glGetQueryObjectui64v(query, GL_QUERY_RESULT, &ns);
        if (r > 0) ms.push_back(ns / 1e6);  // the first is a warm-up
    }
    gl_check("the copy");
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
    uint32_t last = 0;
    glGetNamedBufferSubData(out, static_cast<GLintptr>(bytes - 4), 4, &last);
    if (last != pattern) fail("the copy's last word is " + std::to_string(last) + ", not the pattern");
    glDeleteQueries(1, &query);
    std::sort(ms.begin(), ms.end());
    return 2.0 * bytes / ms[ms.size() / 2] / 1e6;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<uint64_t> mib;
    for (int a = 1; a < argc; ++a) mib.push_back(std::strtoull(argv[a], nullptr, 10));
    if (mib.empty()) mib = {256, 512, 1024, 1536};
    sortscope::gpu::HeadlessContext context;
    std::printf("GL: %s, %s (%s)\n", glGetString(GL_RENDERER), glGetString(GL_VERSION), context.path().c_str());
    if (!epoxy_has_gl_extension("GL_EXT_memory_object_fd")) fail("GL_EXT_memory_object_fd is missing");
    const Vulkan vk = open_vulkan();
    const GLuint program = copy_program();
    for (const uint64_t m : mib) {
        const uint64_t bytes = m << 20;
        const GLuint gl_in = gl_buffer(bytes), gl_out = gl_buffer(bytes);
        const double gl_rate = copy_gb_per_s(program, gl_in, gl_out, bytes);
        glDeleteBuffers(1, &gl_in);
        glDeleteBuffers(1, &gl_out);
        const GLuint vk_in = imported_buffer(vk, bytes), vk_out = imported_buffer(vk, bytes);
        const double vk_rate = copy_gb_per_s(program, vk_in, vk_out, bytes);
        glDeleteBuffers(1, &vk_in);
        glDeleteBuffers(1, &vk_out);
        std::printf("copy %5llu MiB: GL's buffers %7.1f GB/s | Vulkan's memory in GL %7.1f GB/s\n",
                    static_cast<unsigned long long>(m), gl_rate, vk_rate);
        std::fflush(stdout);
    }
    return 0;
}
