// The generated 0-1 check of a network (see network_kernel_check.hpp).
#include "checks/network_kernel_check.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "algorithms/networks/library.hpp"
#include "checks/network_kernel_source.hpp"
#include "device/gl.hpp"
#include "device/gpu_error.hpp"
#include "memory/buffer.hpp"
#include "programs/inline_program.hpp"

namespace sortscope::gpu {

namespace {

constexpr uint32_t kNoFailure = 0xFFFFFFFFu;
constexpr uint32_t kSwapWordsAt = 3;
constexpr uint32_t kParameterWords = 4;
// A dispatch this long (or the largest) times the check for its estimate; the rest of the estimate
// gets this margin.
constexpr double kEstimateDispatchMs = 10.0;
constexpr double kEstimateMargin = 1.25;
// Compiles in all: the first, then again while dispatches find tracked comparators swapping.
constexpr uint32_t kMaxCompiles = 4;

// Comparators that swap on 4,096 random 0/1 inputs (64 words of 64, densities from 1/16 to 15/16), run
// bit-sliced on the CPU: these need no tracking on the GPU.
std::vector<uint8_t> swapped_on_sample(const algo::ComparatorNetwork& network, const std::vector<algo::WirePair>& sequence) {
    std::vector<uint8_t> swapped(sequence.size(), 0);
    std::mt19937_64 random(0x5EED0001u);
    std::vector<uint64_t> wires(network.wires);
    for (uint32_t word = 0; word < 64; ++word) {
        const uint32_t density = word % 8;  // 0: 1/2; odd: ANDs (sparse); even: ORs (dense)
        for (uint64_t& w : wires) {
            w = random();
            for (uint32_t extra = 0; extra < (density + 1) / 2; ++extra) w = density % 2 == 1 ? (w & random()) : (w | random());
        }
        for (size_t c = 0; c < sequence.size(); ++c) {
            const uint64_t a = wires[sequence[c].low];
            const uint64_t b = wires[sequence[c].high];
            if ((a & ~b) != 0) swapped[c] = 1;
            wires[sequence[c].low] = a & b;
            wires[sequence[c].high] = a | b;
        }
    }
    return swapped;
}

std::vector<uint32_t> untracked_positions(const std::vector<uint8_t>& swapped) {
    std::vector<uint32_t> tracked;
    for (size_t c = 0; c < swapped.size(); ++c) {
        if (swapped[c] == 0) tracked.push_back(static_cast<uint32_t>(c));
    }
    return tracked;
}

double elapsed_ms(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

CheckOverBudget::CheckOverBudget(double estimate, double limit)
    : std::runtime_error("the check is estimated at " + std::to_string(estimate / 1e3) + " s on this device, over the limit of " +
                         std::to_string(limit / 1e3) + " s"),
      estimate_ms(estimate) {}

uint64_t next_check_dispatch_invocations(uint64_t invocations, double last_ms, uint64_t largest) {
    // Capped: doubled on its own, the count passed 2^64 and wrapped to 0 after 58 quick dispatches (a
    // 38-wire check on an H200 then looped on empty dispatches).
    return last_ms < kTargetDispatchMs ? std::min(invocations * 2, largest) : std::min(invocations, largest);
}

bool kernel_check_takes(const algo::ComparatorNetwork& network) {
    return network.wires >= 1 && network.wires <= kMaxKernelCheckedWires && network.size() <= kMaxKernelCheckComparators;
}

KernelCheckRun check_network_with_kernel(const algo::ComparatorNetwork& network, const KernelCheckOptions& options) {
    if (!kernel_check_takes(network)) {
        throw std::invalid_argument("the generated check takes networks of 1 to " + std::to_string(kMaxKernelCheckedWires) +
                                    " wires and at most " + std::to_string(kMaxKernelCheckComparators) + " comparators");
    }
    const uint32_t n = network.wires;
    const std::vector<algo::WirePair> sequence = network.sequence();
    const uint32_t loop_bits = check_kernel_loop_bits(n);
    const uint32_t inputs_bits = kCheckKernelLaneBits + loop_bits;  // log2 of the inputs per invocation
    const uint64_t all_invocations = n > inputs_bits ? uint64_t{1} << (n - inputs_bits) : 1;
    const uint64_t first = options.first_invocation;
    const uint64_t total = options.invocations == 0 ? all_invocations : options.invocations;
    if (first > all_invocations || total > all_invocations - first) throw std::invalid_argument("the check's slice passes its inputs");
    // One dispatch holds at most 2^32 inputs, so its failure offset fits the result's word.
    const uint64_t max_per_dispatch = uint64_t{1} << (32 - inputs_bits);

    KernelCheckRun run;
    // A slice reports the swaps within it alone, so the sample (any inputs) is left out there.
    std::vector<uint8_t> swapped =
        options.invocations == 0 ? swapped_on_sample(network, sequence) : std::vector<uint8_t>(sequence.size(), 0);
    std::vector<uint32_t> tracked = untracked_positions(swapped);
    std::unique_ptr<InlineProgram> program;
    StorageBuffer result_buffer;
    std::vector<uint32_t> result(kSwapWordsAt + (sequence.size() + 31) / 32 + 1, 0);
    result[0] = kNoFailure;
    result_buffer.allocate(result.size() * 4, "the generated network check's result");
    result_buffer.upload(result);
    result_buffer.bind(0);

    StorageBuffer parameter_buffer;
    parameter_buffer.allocate(kParameterWords * 4, "the generated network check's parameters");
    auto set_parameters = [&](uint64_t first_invocation, uint64_t invocations) {
        const std::vector<uint32_t> words{static_cast<uint32_t>(first_invocation & 0xFFFFFFFFu), static_cast<uint32_t>(first_invocation >> 32),
                                          static_cast<uint32_t>(invocations), 1u << loop_bits};
        parameter_buffer.upload(words);
        parameter_buffer.bind(1);
    };

    auto compile = [&] {
        const std::string source = network_check_kernel_source(network, tracked);
        program = std::make_unique<InlineProgram>(source.c_str(), "the generated network check's shader");
        ++run.compiles;
        glUseProgram(program->id());
        // The first dispatch of a program pays for its translation to the device: one that does nothing.
        set_parameters(0, 0);
        glDispatchCompute(1, 1, 1);
        glFinish();
    };
    compile();

    std::optional<uint64_t> failure;
    uint32_t unordered[2] = {0, 0};
    uint64_t done = 0;
    uint64_t size = kCheckKernelLocalSize;
    bool estimated = false;
    while (done < total) {
        const uint64_t count = std::min({size, total - done, max_per_dispatch});
        const uint64_t start_invocation = first + done;
        set_parameters(start_invocation, count);
        const auto start = std::chrono::steady_clock::now();
        glDispatchCompute(static_cast<GLuint>((count + kCheckKernelLocalSize - 1) / kCheckKernelLocalSize), 1, 1);
        glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
        result_buffer.download(result);
        const double ms = elapsed_ms(start);
        run.dispatch_ms += ms;
        ++run.dispatches;
        done += count;
        if (result[0] != kNoFailure && !failure) failure = (start_invocation << inputs_bits) + result[0];
        unordered[0] |= result[1];
        unordered[1] |= result[2];
        bool found_swaps = false;
        for (size_t t = 0; t < tracked.size(); ++t) {
            if (((result[kSwapWordsAt + t / 32] >> (t % 32)) & 1u) != 0 && swapped[tracked[t]] == 0) {
                swapped[tracked[t]] = 1;
                found_swaps = true;
            }
        }
        if (!estimated && (ms >= kEstimateDispatchMs || count == max_per_dispatch) && done < total) {
            estimated = true;
            run.estimate_ms = run.dispatch_ms + kEstimateMargin * ms * static_cast<double>(total - done) / static_cast<double>(count);
            if (run.estimate_ms > options.max_ms) throw CheckOverBudget(run.estimate_ms, options.max_ms);
        }
        if (found_swaps && run.compiles < kMaxCompiles && done < total) {
            // Fewer comparators to track: compile again, with the swap words cleared for the new numbering.
            tracked = untracked_positions(swapped);
            std::fill(result.begin() + kSwapWordsAt, result.end(), 0u);
            result_buffer.upload(result);
            compile();
        }
        size = next_check_dispatch_invocations(size, ms, max_per_dispatch);
    }
    check_gl("the generated network check");

    algo::NetworkCheck& check = run.check;
    check.inputs = total << inputs_bits;
    if (n < inputs_bits) check.inputs = uint64_t{1} << n;
    check.unordered_after.resize(n - 1);
    for (uint32_t k = 0; k + 1 < n; ++k) check.unordered_after[k] = static_cast<uint8_t>((unordered[k / 32] >> (k % 32)) & 1u);
    check.redundant.resize(sequence.size());
    for (size_t c = 0; c < sequence.size(); ++c) check.redundant[c] = swapped[c] == 0 ? 1 : 0;
    if (failure) {
        check.sorts = false;
        check.first_failure = *failure;
        for (uint32_t k = 0; k < n; ++k) check.failing_input.push_back(static_cast<uint8_t>((*failure >> k) & 1u));
        check.failing_output = algo::run_zero_one(network, *failure);
    }
    return run;
}

std::string kernel_check_self_test() {
    static const std::string verdict = [] {
        const std::optional<algo::ComparatorNetwork> pairwise = algo::library_network("pairwise-20");
        if (!pairwise) return std::string("the self-test's network pairwise-20 is missing from the library");
        algo::ComparatorNetwork broken = *pairwise;
        broken.layers.front().erase(broken.layers.front().begin());
        const algo::NetworkCheck cpu = algo::check_network(broken);
        const algo::NetworkCheck gpu = check_network_with_kernel(broken).check;
        if (gpu.sorts != cpu.sorts || gpu.first_failure != cpu.first_failure) return std::string("its first failing input differs");
        if (gpu.redundant != cpu.redundant) return std::string("its redundant comparators differ");
        if (gpu.unordered_after != cpu.unordered_after) return std::string("the adjacent outputs it finds out of order differ");
        return std::string();
    }();
    return verdict;
}

}  // namespace sortscope::gpu
