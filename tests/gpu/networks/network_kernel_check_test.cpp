// The generated 0-1 check (app/gpu/checks/network_kernel_check.hpp, a kernel made for each network with
// its wires in registers) against the CPU reference, field by field: every library network up to 20
// inputs, the constructions at several sizes up to 24 wires, broken networks (a comparator removed, two
// swapped), and a 40-wire network on slices of its 2^40 inputs (the low ones and the top ones, where the
// input numbers pass 32 bits), compared with the CPU run one input at a time. And its limit: 2^40
// inputs on a CPU renderer are refused with the estimate.
#include <catch2/catch.hpp>

#include <random>
#include <regex>

#include "algorithms/networks/generators.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/networks/zero_one_network.hpp"
#include "checks/network_kernel_check.hpp"
#include "checks/network_kernel_source.hpp"
#include "broken_networks.hpp"
#include "gpu_sort.hpp"

using namespace sortscope;
using test::without;

namespace {

// Every field of the two reports, one by one (so that a failure names the field).
void check_same_report(const algo::NetworkCheck& gpu, const algo::NetworkCheck& cpu) {
    CHECK(gpu.sorts == cpu.sorts);
    CHECK(gpu.first_failure == cpu.first_failure);
    CHECK(gpu.failing_input == cpu.failing_input);
    CHECK(gpu.failing_output == cpu.failing_output);
    CHECK(gpu.redundant == cpu.redundant);
    CHECK(gpu.unordered_after == cpu.unordered_after);
    CHECK(gpu.inputs == cpu.inputs);
}

void check_both(const algo::ComparatorNetwork& network, const std::string& what) {
    INFO(what << " (" << network.wires << " wires, " << network.size() << " comparators)");
    const gpu::KernelCheckRun gpu = gpu::check_network_with_kernel(network);
    check_same_report(gpu.check, algo::check_network(network));
    CHECK(gpu.dispatches >= 1);
}

// The report over inputs [first, first + count), one input at a time on the CPU.
algo::NetworkCheck cpu_slice_check(const algo::ComparatorNetwork& network, uint64_t first, uint64_t count) {
    const std::vector<algo::WirePair> sequence = network.sequence();
    algo::NetworkCheck check;
    check.inputs = count;
    check.unordered_after.assign(network.wires - 1, 0);
    std::vector<uint8_t> swapped(sequence.size(), 0);
    std::vector<uint8_t> wires(network.wires);
    for (uint64_t input = first; input < first + count; ++input) {
        for (uint32_t k = 0; k < network.wires; ++k) wires[k] = static_cast<uint8_t>((input >> k) & 1u);
        for (size_t c = 0; c < sequence.size(); ++c) {
            const uint8_t a = wires[sequence[c].low];
            const uint8_t b = wires[sequence[c].high];
            if (a > b) swapped[c] = 1;
            wires[sequence[c].low] = a & b;
            wires[sequence[c].high] = a | b;
        }
        bool unsorted = false;
        for (uint32_t k = 0; k + 1 < network.wires; ++k) {
            if (wires[k] > wires[k + 1]) {
                check.unordered_after[k] = 1;
                unsorted = true;
            }
        }
        if (unsorted && !check.first_failure) check.first_failure = input;
    }
    check.redundant.resize(sequence.size());
    for (size_t c = 0; c < sequence.size(); ++c) check.redundant[c] = swapped[c] == 0 ? 1 : 0;
    if (check.first_failure) {
        check.sorts = false;
        for (uint32_t k = 0; k < network.wires; ++k) check.failing_input.push_back(static_cast<uint8_t>((*check.first_failure >> k) & 1u));
        check.failing_output = algo::run_zero_one(network, *check.first_failure);
    }
    return check;
}

void check_slice(const algo::ComparatorNetwork& network, uint64_t first_invocation, uint64_t invocations, const std::string& what) {
    const uint64_t per_invocation = uint64_t{32} << gpu::check_kernel_loop_bits(network.wires);
    INFO(what << ": inputs from " << first_invocation * per_invocation << ", " << invocations * per_invocation << " of them");
    gpu::KernelCheckOptions options;
    options.first_invocation = first_invocation;
    options.invocations = invocations;
    const algo::NetworkCheck cpu = cpu_slice_check(network, first_invocation * per_invocation, invocations * per_invocation);
    check_same_report(gpu::check_network_with_kernel(network, options).check, cpu);
}

}  // namespace

TEST_CASE("the generated 0-1 check equals the CPU's on the library networks up to 20 inputs and the constructions",
          "[gpu][networks][verify][generated]") {
    if (test::test_device() == nullptr) return;
    size_t checked = 0;
    for (const algo::LibraryNetwork& entry : algo::library_networks()) {
        if (entry.wires > 20) continue;
        check_both(algo::parse_network(entry.text), std::string(entry.name));
        ++checked;
    }
    CHECK(checked >= 30);
    for (const algo::NetworkGenerator& generator : algo::all_network_generators()) {
        for (uint32_t wires : {1u, 2u, 3u, 4u, 5u, 6u, 9u, 12u, 17u}) {
            check_both(algo::generate_network(generator, wires), std::string(generator.name));
        }
    }
    for (const char* name : {"odd-even-merge-24", "bitonic-23"}) {
        const auto network = algo::library_network(name);
        REQUIRE(network);
        check_both(*network, name);
    }
    // bitonic-23 has comparators that the CPU's sample does not see swap and a later dispatch does: the
    // kernel is compiled again with fewer tracked, and the report is still the CPU's (above).
    CHECK(gpu::check_network_with_kernel(*algo::library_network("bitonic-23")).compiles >= 2);
}

TEST_CASE("the generated 0-1 check equals the CPU's on broken networks", "[gpu][networks][verify][generated]") {
    if (test::test_device() == nullptr) return;
    const auto broken = test::broken_library_networks(
        {"dobbelaere-8-19-6", "dobbelaere-12-39-9", "dobbelaere-18-77-12", "pairwise-20", "insertion-6", "odd-even-merge-22"});
    REQUIRE(broken.size() == 6 * 4);
    for (const test::BrokenNetwork& network : broken) {
        check_both(network.network, network.what);
        if (network.sorts_not) CHECK_FALSE(algo::check_network(network.network).sorts);
    }
    const auto doubled = algo::parse_network("0:1,2:3\n0:1,2:3\n0:2,1:3\n1:2\n1:2\n");
    check_both(doubled, "doubled comparators");
    CHECK(gpu::check_network_with_kernel(doubled).check.redundant == std::vector<uint8_t>{0, 0, 1, 1, 0, 0, 0, 1});
}

TEST_CASE("the generated 0-1 check of a 40-wire network equals the CPU's on slices of its inputs",
          "[gpu][networks][verify][generated]") {
    if (test::test_device() == nullptr) return;
    const auto network = algo::library_network("odd-even-merge-40");
    REQUIRE(network);
    REQUIRE(network->wires == 40);
    const uint64_t invocations = uint64_t{1} << (40 - 5 - gpu::check_kernel_loop_bits(40));
    check_slice(*network, 0, 16, "odd-even-merge-40, the lowest inputs");
    check_slice(*network, invocations - 16, 16, "odd-even-merge-40, the highest inputs");
    check_slice(*network, (invocations / 3) | 1, 16, "odd-even-merge-40, inputs past 2^32");

    // Broken: the last comparator removed; the slice holds an input it fails on, found on the CPU among
    // the inputs of one, two or three ones or zeros.
    const algo::ComparatorNetwork broken = without(*network, network->size() - 1);
    uint64_t failing = 0;
    const uint64_t all_ones = (uint64_t{1} << 40) - 1;
    for (uint32_t a = 0; a < 40 && failing == 0; ++a) {
        for (uint32_t b = a; b < 40 && failing == 0; ++b) {
            for (uint32_t c = b; c < 40 && failing == 0; ++c) {
                const uint64_t ones = (uint64_t{1} << a) | (uint64_t{1} << b) | (uint64_t{1} << c);
                for (const uint64_t input : {ones, all_ones & ~ones}) {
                    const std::vector<uint8_t> output = algo::run_zero_one(broken, input);
                    if (!std::is_sorted(output.begin(), output.end())) failing = input;
                }
            }
        }
    }
    REQUIRE(failing != 0);
    const uint64_t per_invocation = uint64_t{32} << gpu::check_kernel_loop_bits(40);
    check_slice(broken, failing / per_invocation, 2, "odd-even-merge-40 without a comparator, around a failing input");
}

TEST_CASE("the generated 0-1 check refuses 2^40 inputs on a slow device with its estimate", "[gpu][networks][verify][generated]") {
    gpu::HeadlessDevice* device = test::test_device();
    if (device == nullptr) return;
    if (device->summary().find("llvmpipe") == std::string::npos) return;  // a real GPU may fit this limit
    const auto network = algo::library_network("odd-even-merge-40");
    REQUIRE(network);
    gpu::KernelCheckOptions options;
    options.max_ms = 60e3;
    try {
        (void)gpu::check_network_with_kernel(*network, options);
        FAIL("2^40 inputs on llvmpipe passed a 60 s limit");
    } catch (const gpu::CheckOverBudget& refused) {
        CHECK(refused.estimate_ms > 60e3);
    }
}

TEST_CASE("the generated check kernel keeps every wire in its own register", "[gpu][networks][verify][generated]") {
    const auto network = algo::library_network("dobbelaere-4-5-3");
    REQUIRE(network);
    const std::string source = gpu::network_check_kernel_source(*network, {4});
    CHECK(source.find("w0 = t & w1; w1 = t | w1;") != std::string::npos);
    CHECK(source.find("uint w3 = ") != std::string::npos);
    CHECK_FALSE(std::regex_search(source, std::regex("w[0-9]*\\[")));  // no wire array, no index
    CHECK(source.find("s0 |=") != std::string::npos);
    CHECK(source.find("s0 |=") == source.rfind("s0 |="));  // one tracked comparator
}

TEST_CASE("the generated check kernel takes each dispatch's parameters from a buffer", "[gpu][networks][verify][generated]") {
    // Not uniforms: on NVIDIA's driver 580 the dispatches that changed only uniforms did not run.
    const auto network = algo::library_network("dobbelaere-16-60-10");
    REQUIRE(network);
    const std::string source = gpu::network_check_kernel_source(*network, {});
    CHECK(source.find("uniform") == std::string::npos);
    CHECK(source.find("binding = 1) readonly buffer ParameterBlock") != std::string::npos);
    CHECK(source.find("j < p_words") != std::string::npos);
}

TEST_CASE("the generated check's dispatches double up to the largest and stay there", "[gpu][networks][verify][generated]") {
    const uint64_t largest = uint64_t{1} << 21;
    uint64_t invocations = gpu::kCheckKernelLocalSize;
    for (int dispatch = 0; dispatch < 300; ++dispatch) {  // 2^40 inputs of 40 wires: 256 dispatches at the largest
        invocations = gpu::next_check_dispatch_invocations(invocations, 0.05, largest);
        REQUIRE(invocations >= gpu::kCheckKernelLocalSize);
        REQUIRE(invocations <= largest);
    }
    CHECK(invocations == largest);
    CHECK(gpu::next_check_dispatch_invocations(4096, gpu::kTargetDispatchMs + 1, largest) == 4096);  // slow: kept
}

TEST_CASE("every library network past 20 inputs sorts by the generated check, where the device is quick enough",
          "[gpu][networks][verify][generated]") {
    // Up to 20 inputs the check equals the CPU's (above). Past them, on a GPU, every library network (up
    // to 32 inputs, 2^32 inputs each) is checked whole; a CPU renderer refuses the largest within the
    // limit below, which the estimate decides after its first dispatches, and checks the rest.
    if (test::test_device() == nullptr) return;
    gpu::KernelCheckOptions options;
    options.max_ms = 2000;
    size_t checked = 0;
    size_t refused = 0;
    for (const algo::LibraryNetwork& entry : algo::library_networks()) {
        if (entry.wires <= 20) continue;
        INFO(entry.name);
        try {
            const gpu::KernelCheckRun run = gpu::check_network_with_kernel(algo::parse_network(entry.text), options);
            CHECK(run.check.sorts);
            CHECK_FALSE(run.check.first_failure);
            CHECK(run.check.inputs == uint64_t{1} << entry.wires);
            ++checked;
        } catch (const gpu::CheckOverBudget& over) {
            CHECK(over.estimate_ms > options.max_ms);
            ++refused;
        }
    }
    WARN(checked << " library networks past 20 inputs checked whole, " << refused << " refused as too slow here");
    CHECK(checked >= 1);
}
