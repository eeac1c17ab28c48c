// vk_pipeline_stats: what NVIDIA's compiler makes of a compute kernel, read through Vulkan.
//
// GL gives no way to read a program's registers per invocation (its program binary holds the NV
// assembly, before register allocation). Vulkan's VK_KHR_pipeline_executable_properties does: for each
// SPIR-V file given, this builds a compute pipeline asking the driver to capture its statistics, then
// prints every statistic of every executable ("Register Count" among them on NVIDIA's driver). The
// SPIR-V comes from the same GLSL the app compiles (assembled with its #defines, then glslangValidator
// -V; see measure.sh), so the counts are those of the same source through the same vendor's back end,
// not of the GL program itself: measure.sh compares them with the residency GL gave each variant.
//
// With VK_DUMP_DIR set (2026-11-29, perf/2026-11-29/h200-vk-sass/), it also writes, per SPIR-V file, the
// pipeline cache's data after the build (DIR/NAME.cache: the driver's compiled code may be in it, for
// find_sass.py) and every internal representation the driver gives (DIR/NAME.ir-K.txt, names printed).
//
// Build: g++ -std=c++20 -O1 vk_pipeline_stats.cpp -lvulkan -o vk_pipeline_stats
// Run:   vk_pipeline_stats A.spv [B.spv ...]    (one line per statistic: file, executable, name, value)
#include <vulkan/vulkan.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

bool ok(VkResult result, const char* what) {
    if (result == VK_SUCCESS) return true;
    std::fprintf(stderr, "vk_pipeline_stats: %s failed (VkResult %d)\n", what, static_cast<int>(result));
    return false;
}

std::vector<uint32_t> read_spirv(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    const std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    std::vector<uint32_t> words(bytes.size() / 4);
    for (size_t i = 0; i < words.size(); ++i) {
        words[i] = static_cast<uint32_t>(static_cast<unsigned char>(bytes[4 * i])) |
                   static_cast<uint32_t>(static_cast<unsigned char>(bytes[4 * i + 1])) << 8 |
                   static_cast<uint32_t>(static_cast<unsigned char>(bytes[4 * i + 2])) << 16 |
                   static_cast<uint32_t>(static_cast<unsigned char>(bytes[4 * i + 3])) << 24;
    }
    return words;
}

std::string statistic_text(const VkPipelineExecutableStatisticKHR& statistic) {
    switch (statistic.format) {
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR: return statistic.value.b32 ? "true" : "false";
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR: return std::to_string(statistic.value.i64);
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR: return std::to_string(statistic.value.u64);
        case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_FLOAT64_KHR: return std::to_string(statistic.value.f64);
        default: return "?";
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: vk_pipeline_stats A.spv [B.spv ...]\n");
        return 2;
    }
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "vk_pipeline_stats";
    app.apiVersion = VK_API_VERSION_1_1;
    VkInstanceCreateInfo instance_info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    instance_info.pApplicationInfo = &app;
    VkInstance instance = VK_NULL_HANDLE;
    if (!ok(vkCreateInstance(&instance_info, nullptr, &instance), "vkCreateInstance")) return 1;

    uint32_t count = 0;
    vkEnumeratePhysicalDevices(instance, &count, nullptr);
    if (count == 0) {
        std::fprintf(stderr, "vk_pipeline_stats: no Vulkan device\n");
        return 1;
    }
    std::vector<VkPhysicalDevice> physicals(count);
    vkEnumeratePhysicalDevices(instance, &count, physicals.data());
    const VkPhysicalDevice physical = physicals[0];
    VkPhysicalDeviceProperties properties{};
    vkGetPhysicalDeviceProperties(physical, &properties);
    std::printf("device: %s, driver version %u, max compute shared memory %u bytes\n", properties.deviceName,
                properties.driverVersion, properties.limits.maxComputeSharedMemorySize);

    uint32_t families = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, nullptr);
    std::vector<VkQueueFamilyProperties> family_properties(families);
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, family_properties.data());
    uint32_t compute_family = 0;
    while (compute_family < families && (family_properties[compute_family].queueFlags & VK_QUEUE_COMPUTE_BIT) == 0) ++compute_family;

    const float priority = 1.0f;
    VkDeviceQueueCreateInfo queue_info{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue_info.queueFamilyIndex = compute_family;
    queue_info.queueCount = 1;
    queue_info.pQueuePriorities = &priority;
    VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR executable_features{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR};
    executable_features.pipelineExecutableInfo = VK_TRUE;
    const char* extensions[] = {VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME};
    VkDeviceCreateInfo device_info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    device_info.pNext = &executable_features;
    device_info.queueCreateInfoCount = 1;
    device_info.pQueueCreateInfos = &queue_info;
    device_info.enabledExtensionCount = 1;
    device_info.ppEnabledExtensionNames = extensions;
    VkDevice device = VK_NULL_HANDLE;
    if (!ok(vkCreateDevice(physical, &device_info, nullptr, &device), "vkCreateDevice with VK_KHR_pipeline_executable_properties")) return 1;
    const auto get_properties = reinterpret_cast<PFN_vkGetPipelineExecutablePropertiesKHR>(
        vkGetDeviceProcAddr(device, "vkGetPipelineExecutablePropertiesKHR"));
    const auto get_statistics = reinterpret_cast<PFN_vkGetPipelineExecutableStatisticsKHR>(
        vkGetDeviceProcAddr(device, "vkGetPipelineExecutableStatisticsKHR"));
    const auto get_representations = reinterpret_cast<PFN_vkGetPipelineExecutableInternalRepresentationsKHR>(
        vkGetDeviceProcAddr(device, "vkGetPipelineExecutableInternalRepresentationsKHR"));
    const char* dump_dir = std::getenv("VK_DUMP_DIR");

    // Every kernel here reads storage buffers at bindings 0 to 7 of set 0 and one push-constant word.
    std::vector<VkDescriptorSetLayoutBinding> bindings;
    for (uint32_t b = 0; b < 8; ++b) bindings.push_back({b, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
    VkDescriptorSetLayoutCreateInfo set_info{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    set_info.bindingCount = static_cast<uint32_t>(bindings.size());
    set_info.pBindings = bindings.data();
    VkDescriptorSetLayout set_layout = VK_NULL_HANDLE;
    if (!ok(vkCreateDescriptorSetLayout(device, &set_info, nullptr, &set_layout), "vkCreateDescriptorSetLayout")) return 1;
    const VkPushConstantRange push{VK_SHADER_STAGE_COMPUTE_BIT, 0, 16};
    VkPipelineLayoutCreateInfo layout_info{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    layout_info.setLayoutCount = 1;
    layout_info.pSetLayouts = &set_layout;
    layout_info.pushConstantRangeCount = 1;
    layout_info.pPushConstantRanges = &push;
    VkPipelineLayout pipeline_layout = VK_NULL_HANDLE;
    if (!ok(vkCreatePipelineLayout(device, &layout_info, nullptr, &pipeline_layout), "vkCreatePipelineLayout")) return 1;

    int failures = 0;
    for (int a = 1; a < argc; ++a) {
        const std::string path = argv[a];
        const std::vector<uint32_t> code = read_spirv(path);
        VkShaderModuleCreateInfo module_info{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
        module_info.codeSize = code.size() * 4;
        module_info.pCode = code.data();
        VkShaderModule module = VK_NULL_HANDLE;
        if (code.empty() || !ok(vkCreateShaderModule(device, &module_info, nullptr, &module), path.c_str())) {
            ++failures;
            continue;
        }
        VkComputePipelineCreateInfo pipeline_info{VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
        pipeline_info.flags = VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
        if (dump_dir != nullptr) pipeline_info.flags |= VK_PIPELINE_CREATE_CAPTURE_INTERNAL_REPRESENTATIONS_BIT_KHR;
        VkPipelineCache cache = VK_NULL_HANDLE;
        if (dump_dir != nullptr) {
            VkPipelineCacheCreateInfo cache_info{VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO};
            ok(vkCreatePipelineCache(device, &cache_info, nullptr, &cache), "vkCreatePipelineCache");
        }
        pipeline_info.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
        pipeline_info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
        pipeline_info.stage.module = module;
        pipeline_info.stage.pName = "main";
        pipeline_info.layout = pipeline_layout;
        VkPipeline pipeline = VK_NULL_HANDLE;
        if (!ok(vkCreateComputePipelines(device, cache, 1, &pipeline_info, nullptr, &pipeline), path.c_str())) {
            ++failures;
            vkDestroyShaderModule(device, module, nullptr);
            continue;
        }
        const std::string name = dump_dir == nullptr ? "" : std::string(dump_dir) + "/" + path.substr(path.find_last_of('/') + 1);
        if (cache != VK_NULL_HANDLE) {
            size_t bytes = 0;
            vkGetPipelineCacheData(device, cache, &bytes, nullptr);
            std::vector<char> data(bytes);
            vkGetPipelineCacheData(device, cache, &bytes, data.data());
            std::ofstream(name + ".cache", std::ios::binary).write(data.data(), static_cast<std::streamsize>(bytes));
            std::printf("%s	cache	%zu bytes\n", path.c_str(), bytes);
            vkDestroyPipelineCache(device, cache, nullptr);
        }
        VkPipelineInfoKHR which{VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR};
        which.pipeline = pipeline;
        uint32_t executables = 0;
        get_properties(device, &which, &executables, nullptr);
        std::vector<VkPipelineExecutablePropertiesKHR> executable_properties(executables, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR});
        get_properties(device, &which, &executables, executable_properties.data());
        for (uint32_t e = 0; e < executables; ++e) {
            VkPipelineExecutableInfoKHR executable{VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR};
            executable.pipeline = pipeline;
            executable.executableIndex = e;
            uint32_t statistics = 0;
            get_statistics(device, &executable, &statistics, nullptr);
            std::vector<VkPipelineExecutableStatisticKHR> values(statistics, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR});
            get_statistics(device, &executable, &statistics, values.data());
            for (const VkPipelineExecutableStatisticKHR& value : values) {
                std::printf("%s\t%s\t%s\t%s\n", path.c_str(), executable_properties[e].name, value.name, statistic_text(value).c_str());
            }
            if (dump_dir == nullptr || get_representations == nullptr) continue;
            uint32_t representations = 0;
            get_representations(device, &executable, &representations, nullptr);
            std::vector<VkPipelineExecutableInternalRepresentationKHR> texts(representations, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INTERNAL_REPRESENTATION_KHR});
            get_representations(device, &executable, &representations, texts.data());
            std::vector<std::vector<char>> storage(representations);
            for (uint32_t r = 0; r < representations; ++r) {
                storage[r].resize(texts[r].dataSize);
                texts[r].pData = storage[r].data();
            }
            get_representations(device, &executable, &representations, texts.data());
            for (uint32_t r = 0; r < representations; ++r) {
                std::printf("%s\tIR %u\t%s (%s)\t%zu bytes, %s\n", path.c_str(), r, texts[r].name, texts[r].description, texts[r].dataSize,
                            texts[r].isText ? "text" : "binary");
                std::ofstream(name + ".ir-" + std::to_string(r) + ".txt", std::ios::binary)
                    .write(storage[r].data(), static_cast<std::streamsize>(texts[r].dataSize));
            }
        }
        vkDestroyPipeline(device, pipeline, nullptr);
        vkDestroyShaderModule(device, module, nullptr);
    }
    vkDestroyPipelineLayout(device, pipeline_layout, nullptr);
    vkDestroyDescriptorSetLayout(device, set_layout, nullptr);
    vkDestroyDevice(device, nullptr);
    vkDestroyInstance(instance, nullptr);
    return failures == 0 ? 0 : 1;
}
