// Vulkan's device memory imported into GL for large buffers (see vulkan_memory.hpp for why and when).
#include "memory/vulkan_memory.hpp"

#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

#include <dlfcn.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <string_view>
#include <vector>

#include "device/gl_objects.hpp"
#include "device/gpu_error.hpp"

namespace sortscope::gpu {

namespace {

// A Vulkan structure, zeroed, with its type set.
template <class Structure>
Structure vk_struct(VkStructureType type) {
    Structure structure{};
    structure.sType = type;
    return structure;
}

// The Vulkan device of the current GL context, opened once per process on first use and never closed
// (buffers may hold its memory until the process ends). A failure is kept and said, never retried.
class VulkanDevice {
public:
    static VulkanDevice& get() {
        static VulkanDevice* device = new VulkanDevice();  // kept to the end: see above
        return *device;
    }

    bool ready() const { return m_failure.empty(); }
    const std::string& failure() const { return m_failure; }
    void fail(std::string why) { m_failure = std::move(why); }

    // One dedicated device-local allocation of `bytes`, exported: its buffer, memory, allocation size
    // and file descriptor. False (and nothing held) when Vulkan cannot give it.
    bool allocate(uint64_t bytes, VkBuffer& buffer, VkDeviceMemory& memory, VkDeviceSize& size, int& fd) const;
    void release(VkBuffer buffer, VkDeviceMemory memory) const {
        if (buffer != VK_NULL_HANDLE) m_destroy_buffer(m_device, buffer, nullptr);
        if (memory != VK_NULL_HANDLE) m_free_memory(m_device, memory, nullptr);
    }

private:
    VulkanDevice() { m_failure = open(); }
    std::string open();

    void* m_library = nullptr;
    VkInstance m_instance = VK_NULL_HANDLE;
    VkPhysicalDevice m_physical = VK_NULL_HANDLE;
    VkDevice m_device = VK_NULL_HANDLE;
    uint32_t m_memory_type = UINT32_MAX;  // the first device-local type (checked against each buffer's)
    std::string m_failure;
    PFN_vkCreateBuffer m_create_buffer = nullptr;
    PFN_vkDestroyBuffer m_destroy_buffer = nullptr;
    PFN_vkGetBufferMemoryRequirements m_buffer_requirements = nullptr;
    PFN_vkAllocateMemory m_allocate_memory = nullptr;
    PFN_vkFreeMemory m_free_memory = nullptr;
    PFN_vkGetMemoryFdKHR m_memory_fd = nullptr;
};

// Imports `bytes` of new Vulkan memory as the storage of the buffer bound to GL_SHADER_STORAGE_BUFFER.
// nullptr with `refused` empty: Vulkan could not allocate it (GL's own for this buffer); with `refused`
// set: GL refused the import, and the bound buffer may be unusable.
std::unique_ptr<ImportedMemory> import_as_storage(const VulkanDevice& device, uint64_t bytes, std::string& refused);

std::string VulkanDevice::open() {
    if (!epoxy_has_gl_extension("GL_EXT_memory_object") || !epoxy_has_gl_extension("GL_EXT_memory_object_fd")) {
        return "GL lacks GL_EXT_memory_object_fd, to import Vulkan's memory";
    }
    m_library = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
    if (m_library == nullptr) return "no Vulkan loader (libvulkan.so.1)";
    const auto instance_proc = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(m_library, "vkGetInstanceProcAddr"));
    if (instance_proc == nullptr) return "libvulkan.so.1 has no vkGetInstanceProcAddr";
    const auto create_instance = reinterpret_cast<PFN_vkCreateInstance>(instance_proc(VK_NULL_HANDLE, "vkCreateInstance"));
    auto app = vk_struct<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
    app.pApplicationName = "sortscope";
    app.apiVersion = VK_API_VERSION_1_1;
    auto instance_info = vk_struct<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
    instance_info.pApplicationInfo = &app;
    if (create_instance == nullptr || create_instance(&instance_info, nullptr, &m_instance) != VK_SUCCESS) {
        return "no Vulkan 1.1 instance";
    }
    const auto proc = [&](const char* name) { return instance_proc(m_instance, name); };
    const auto enumerate = reinterpret_cast<PFN_vkEnumeratePhysicalDevices>(proc("vkEnumeratePhysicalDevices"));
    const auto properties2 = reinterpret_cast<PFN_vkGetPhysicalDeviceProperties2>(proc("vkGetPhysicalDeviceProperties2"));
    const auto memory_properties =
        reinterpret_cast<PFN_vkGetPhysicalDeviceMemoryProperties>(proc("vkGetPhysicalDeviceMemoryProperties"));
    const auto create_device = reinterpret_cast<PFN_vkCreateDevice>(proc("vkCreateDevice"));
    const auto device_proc = reinterpret_cast<PFN_vkGetDeviceProcAddr>(proc("vkGetDeviceProcAddr"));
    if (enumerate == nullptr || properties2 == nullptr || memory_properties == nullptr || create_device == nullptr ||
        device_proc == nullptr) {
        return "the Vulkan instance lacks a 1.1 entry point";
    }

    // The Vulkan device that is GL's: the same UUID.
    GLubyte gl_uuid[GL_UUID_SIZE_EXT] = {};
    glGetUnsignedBytei_vEXT(GL_DEVICE_UUID_EXT, 0, gl_uuid);
    if (glGetError() != GL_NO_ERROR) return "GL did not give its device's UUID";
    uint32_t count = 0;
    enumerate(m_instance, &count, nullptr);
    std::vector<VkPhysicalDevice> physicals(count);
    enumerate(m_instance, &count, physicals.data());
    for (VkPhysicalDevice physical : physicals) {
        auto ids = vk_struct<VkPhysicalDeviceIDProperties>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES);
        auto properties = vk_struct<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
        properties.pNext = &ids;
        properties2(physical, &properties);
        if (std::memcmp(ids.deviceUUID, gl_uuid, VK_UUID_SIZE) == 0) m_physical = physical;
    }
    if (m_physical == VK_NULL_HANDLE) {
        return count == 0 ? "no Vulkan device" : "none of the " + std::to_string(count) + " Vulkan devices is GL's (by UUID)";
    }
    VkPhysicalDeviceMemoryProperties memory{};
    memory_properties(m_physical, &memory);
    for (uint32_t t = 0; t < memory.memoryTypeCount && m_memory_type == UINT32_MAX; ++t) {
        if (memory.memoryTypes[t].propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT) m_memory_type = t;
    }
    if (m_memory_type == UINT32_MAX) return "GL's Vulkan device has no device-local memory type";

    // No queue is ever used: the device only allocates memory. Family 0 always exists.
    const float priority = 1.0f;
    auto queue = vk_struct<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
    queue.queueFamilyIndex = 0;
    queue.queueCount = 1;
    queue.pQueuePriorities = &priority;
    const char* extensions[] = {VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME};
    auto device_info = vk_struct<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
    device_info.queueCreateInfoCount = 1;
    device_info.pQueueCreateInfos = &queue;
    device_info.enabledExtensionCount = 1;
    device_info.ppEnabledExtensionNames = extensions;
    if (create_device(m_physical, &device_info, nullptr, &m_device) != VK_SUCCESS) {
        return "GL's Vulkan device refused VK_KHR_external_memory_fd";
    }
    const auto device_fn = [&](const char* name) { return device_proc(m_device, name); };
    m_create_buffer = reinterpret_cast<PFN_vkCreateBuffer>(device_fn("vkCreateBuffer"));
    m_destroy_buffer = reinterpret_cast<PFN_vkDestroyBuffer>(device_fn("vkDestroyBuffer"));
    m_buffer_requirements = reinterpret_cast<PFN_vkGetBufferMemoryRequirements>(device_fn("vkGetBufferMemoryRequirements"));
    m_allocate_memory = reinterpret_cast<PFN_vkAllocateMemory>(device_fn("vkAllocateMemory"));
    m_free_memory = reinterpret_cast<PFN_vkFreeMemory>(device_fn("vkFreeMemory"));
    m_memory_fd = reinterpret_cast<PFN_vkGetMemoryFdKHR>(device_fn("vkGetMemoryFdKHR"));
    if (m_create_buffer == nullptr || m_destroy_buffer == nullptr || m_buffer_requirements == nullptr ||
        m_allocate_memory == nullptr || m_free_memory == nullptr || m_memory_fd == nullptr) {
        return "GL's Vulkan device lacks an entry point of VK_KHR_external_memory_fd";
    }
    // One trial import on a scratch buffer, so that a driver that refuses them is known before any
    // buffer of a run depends on one (llvmpipe refuses them).
    GLuint scratch = 0;
    gen_buffers(1, &scratch);
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, scratch);
    std::string refused;
    std::unique_ptr<ImportedMemory> trial = import_as_storage(*this, uint64_t{1} << 20, refused);
    delete_buffers(1, &scratch);
    trial.reset();
    return refused;
}

bool VulkanDevice::allocate(uint64_t bytes, VkBuffer& buffer, VkDeviceMemory& memory, VkDeviceSize& size, int& fd) const {
    buffer = VK_NULL_HANDLE;
    memory = VK_NULL_HANDLE;
    auto external = vk_struct<VkExternalMemoryBufferCreateInfo>(VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO);
    external.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
    auto buffer_info = vk_struct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
    buffer_info.pNext = &external;
    buffer_info.size = bytes;
    buffer_info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    if (m_create_buffer(m_device, &buffer_info, nullptr, &buffer) != VK_SUCCESS) return false;
    VkMemoryRequirements needs{};
    m_buffer_requirements(m_device, buffer, &needs);
    if ((needs.memoryTypeBits & (1u << m_memory_type)) == 0) {
        release(buffer, VK_NULL_HANDLE);
        return false;
    }
    auto dedicated = vk_struct<VkMemoryDedicatedAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO);
    dedicated.buffer = buffer;
    auto export_info = vk_struct<VkExportMemoryAllocateInfo>(VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO);
    export_info.pNext = &dedicated;
    export_info.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
    auto allocate_info = vk_struct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
    allocate_info.pNext = &export_info;
    allocate_info.allocationSize = needs.size;
    allocate_info.memoryTypeIndex = m_memory_type;
    if (m_allocate_memory(m_device, &allocate_info, nullptr, &memory) != VK_SUCCESS) {
        memory = VK_NULL_HANDLE;
    } else {
        auto fd_info = vk_struct<VkMemoryGetFdInfoKHR>(VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR);
        fd_info.memory = memory;
        fd_info.handleType = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
        if (m_memory_fd(m_device, &fd_info, &fd) == VK_SUCCESS) {
            size = needs.size;
            return true;
        }
    }
    release(buffer, memory);
    buffer = VK_NULL_HANDLE;
    memory = VK_NULL_HANDLE;
    return false;
}

bool gl_vendor_is_nvidia() {
    const auto* vendor = reinterpret_cast<const char*>(glGetString(GL_VENDOR));
    return vendor != nullptr && std::string_view(vendor).find("NVIDIA") != std::string_view::npos;
}

// Whether a buffer of `bytes` wants Vulkan's memory, before asking whether Vulkan can give it; `why`
// says why not.
bool wants_vulkan_memory(uint64_t bytes, std::string& why) {
    switch (buffer_memory_choice()) {
        case BufferMemoryChoice::Gl: why = "SORTSCOPE_BUFFER_MEMORY=gl"; return false;
        case BufferMemoryChoice::Vulkan: return true;
        case BufferMemoryChoice::Auto: break;
    }
    if (!gl_vendor_is_nvidia()) {
        why = "GL's vendor is not NVIDIA, the one driver where its own buffers were measured to lose bandwidth";
        return false;
    }
    if (bytes < kVulkanMemoryFromBytes) {
        why = "smaller than " + mib_text(kVulkanMemoryFromBytes);
        return false;
    }
    return true;
}

std::unique_ptr<ImportedMemory> import_as_storage(const VulkanDevice& device, uint64_t bytes, std::string& refused) {
    VkBuffer vk_buffer = VK_NULL_HANDLE;
    VkDeviceMemory vk_memory = VK_NULL_HANDLE;
    VkDeviceSize size = 0;
    int fd = -1;
    if (!device.allocate(bytes, vk_buffer, vk_memory, size, fd)) return nullptr;
    clear_gl_errors();
    auto imported = std::make_unique<ImportedMemory>(create_memory_object(),
                                                     [&device, vk_buffer, vk_memory] { device.release(vk_buffer, vk_memory); });
    const GLuint memory_object = imported->memory_object();
    const GLint dedicated = GL_TRUE;
    glMemoryObjectParameterivEXT(memory_object, GL_DEDICATED_MEMORY_OBJECT_EXT, &dedicated);
    glImportMemoryFdEXT(memory_object, size, GL_HANDLE_TYPE_OPAQUE_FD_EXT, fd);  // GL owns the descriptor now
    if (const GLenum error = glGetError(); error != GL_NO_ERROR) {
        close(fd);  // a refused import leaves the descriptor with us
        clear_gl_errors();
        refused = "GL refused to import Vulkan's memory (GL error " + std::to_string(error) + ")";
        return nullptr;
    }
    glBufferStorageMemEXT(GL_SHADER_STORAGE_BUFFER, static_cast<GLsizeiptr>(bytes), memory_object, 0);
    if (const GLenum error = glGetError(); error != GL_NO_ERROR) {
        clear_gl_errors();
        refused = "GL refused imported Vulkan memory as a buffer's storage (GL error " + std::to_string(error) + ")";
        return nullptr;
    }
    return imported;
}

}  // namespace

BufferMemoryChoice buffer_memory_choice() {
    const char* value = std::getenv("SORTSCOPE_BUFFER_MEMORY");
    if (value == nullptr || *value == '\0' || std::strcmp(value, "auto") == 0) return BufferMemoryChoice::Auto;
    if (std::strcmp(value, "gl") == 0) return BufferMemoryChoice::Gl;
    if (std::strcmp(value, "vulkan") == 0) return BufferMemoryChoice::Vulkan;
    throw GpuError(std::string("SORTSCOPE_BUFFER_MEMORY is '") + value + "': it takes auto, gl or vulkan");
}

ImportedMemory::~ImportedMemory() {
    delete_memory_object(m_memory_object);
    if (m_free_vulkan_memory) m_free_vulkan_memory();
}

std::unique_ptr<ImportedMemory> store_in_vulkan_memory(uint64_t bytes, GLuint& buffer) {
    std::string why;
    if (!wants_vulkan_memory(bytes, why)) return nullptr;
    VulkanDevice& device = VulkanDevice::get();  // the first call opens it, with a trial import
    glBindBuffer(GL_SHADER_STORAGE_BUFFER, buffer);
    if (!device.ready()) return nullptr;
    std::string refused;
    std::unique_ptr<ImportedMemory> imported = import_as_storage(device, bytes, refused);
    if (!refused.empty()) {
        // The trial passed, yet GL refused this one: stop asking, and give the buffer a fresh name.
        device.fail(refused);
        delete_buffers(1, &buffer);
        gen_buffers(1, &buffer);
        glBindBuffer(GL_SHADER_STORAGE_BUFFER, buffer);
    }
    return imported;
}

std::string buffer_memory_text() {
    std::string why;
    if (!wants_vulkan_memory(UINT64_MAX, why)) return "GL's own allocations: " + why;
    const VulkanDevice& device = VulkanDevice::get();
    if (!device.ready()) return "GL's own allocations: " + device.failure();
    const bool every_buffer = buffer_memory_choice() == BufferMemoryChoice::Vulkan;
    return std::string("Vulkan's device memory imported into GL (GL_EXT_memory_object_fd) for ") +
           (every_buffer ? "every buffer (SORTSCOPE_BUFFER_MEMORY=vulkan)"
                         : "buffers of " + mib_text(kVulkanMemoryFromBytes) + " and more (SORTSCOPE_BUFFER_MEMORY=auto)");
}

}  // namespace sortscope::gpu
