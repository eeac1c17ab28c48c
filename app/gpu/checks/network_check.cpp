// The GPU's 0-1 check of a network (see network_check.hpp).
#include "checks/network_check.hpp"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "device/gl.hpp"
#include "device/gpu_error.hpp"
#include "memory/buffer.hpp"
#include "programs/inline_program.hpp"
#include "programs/shader_source.hpp"

namespace sortscope::gpu {

namespace {

constexpr uint32_t kLocalSize = 64;
constexpr uint64_t kBlocksPerDispatch = uint64_t{1} << 22;
constexpr uint32_t kMaxGroupsX = 65535;
constexpr uint32_t kNoFailure = 0xFFFFFFFFu;

}  // namespace

double estimate_gpu_check_seconds(const algo::ComparatorNetwork& network) {
    // zero_one_work counts 64-input words; the GPU's words hold 32. 5 x 10^8 words a second.
    return 2.0 * algo::zero_one_work(network) / 5e8;
}

algo::NetworkCheck check_network_on_gpu(const algo::ComparatorNetwork& network, double* dispatch_ms) {
    const uint32_t n = network.wires;
    if (n == 0 || n > algo::kMaxCheckedWires) throw GpuError("the GPU check runs networks of 1 to 32 wires");
    std::vector<uint32_t> pairs;
    for (const algo::WirePair& pair : network.sequence()) pairs.push_back(pair.low | (pair.high << 16));
    const auto comparators = static_cast<uint32_t>(pairs.size());
    if (pairs.empty()) pairs.push_back(0);  // the buffer needs a word; COMPARATORS = 0 reads none
    const uint32_t lanes_used = n >= 5 ? 0xFFFFFFFFu : static_cast<uint32_t>((uint64_t{1} << (1u << n)) - 1);
    const std::string defines = "#version 430\n#define LOCAL_SIZE " + std::to_string(kLocalSize) + "u\n#define WIRES " +
                                std::to_string(n) + "u\n#define COMPARATORS " + std::to_string(std::max(comparators, 1u)) +
                                "u\n#define LANES_USED " + std::to_string(lanes_used) + "u\n#line 1\n";
    // COMPARATORS >= 1 keeps the arrays sized; a network without comparators gets one (0,0) pair, which
    // changes nothing and never swaps (a & ~a == 0).
    const std::string source = defines + load_shader_text("network_zero_one.comp");
    const InlineProgram program(source.c_str(), "the network check's shader (network_zero_one.comp)");

    const uint32_t swap_words = (std::max(comparators, 1u) + 31) / 32;
    std::vector<uint32_t> result(2 + swap_words, 0);
    result[0] = kNoFailure;
    StorageBuffer pair_buffer;
    StorageBuffer result_buffer;
    pair_buffer.allocate(pairs.size() * 4, "the network's comparators");
    pair_buffer.upload(pairs);
    result_buffer.allocate(result.size() * 4, "the network check's result");
    result_buffer.upload(result);
    glUseProgram(program.id());
    pair_buffer.bind(0);
    result_buffer.bind(1);
    const uint64_t blocks = n >= 5 ? uint64_t{1} << (n - 5) : 1;
    glFinish();
    const auto start = std::chrono::steady_clock::now();
    for (uint64_t first = 0; first < blocks; first += kBlocksPerDispatch) {
        const uint64_t count = std::min(kBlocksPerDispatch, blocks - first);
        const auto groups = static_cast<uint32_t>((count + kLocalSize - 1) / kLocalSize);
        const uint32_t x = std::min(groups, kMaxGroupsX);
        const uint32_t y = (groups + x - 1) / x;
        glUniform1ui(0, static_cast<GLuint>(first));
        glUniform1ui(1, static_cast<GLuint>(count));
        glDispatchCompute(x, y, 1);
        glMemoryBarrier(GL_SHADER_STORAGE_BARRIER_BIT);
    }
    glFinish();
    if (dispatch_ms != nullptr) *dispatch_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
    result_buffer.download(result);
    check_gl("the network check");

    algo::NetworkCheck check;
    check.inputs = uint64_t{1} << n;
    check.unordered_after.resize(n - 1);
    for (uint32_t k = 0; k + 1 < n; ++k) check.unordered_after[k] = static_cast<uint8_t>((result[1] >> k) & 1u);
    check.redundant.resize(comparators);
    for (uint32_t c = 0; c < comparators; ++c) check.redundant[c] = ((result[2 + c / 32] >> (c % 32)) & 1u) == 0 ? 1 : 0;
    if (result[0] != kNoFailure) {
        check.sorts = false;
        check.first_failure = result[0];
        for (uint32_t k = 0; k < n; ++k) check.failing_input.push_back(static_cast<uint8_t>((result[0] >> k) & 1u));
        check.failing_output = algo::run_zero_one(network, result[0]);
    }
    return check;
}

}  // namespace sortscope::gpu
