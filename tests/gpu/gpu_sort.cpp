// Shared GPU test helpers (see gpu_sort.hpp).
#include "gpu_sort.hpp"

#include <catch2/catch.hpp>

#include <sstream>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/catalogue/reference.hpp"
#include "algorithms/plan/buffer_name.hpp"
#include "algorithms/verify/check.hpp"
#include "algorithms/sorts/radix/radix_options.hpp"

namespace sortscope::test {

algo::Options device_options(gpu::HeadlessDevice& device, uint32_t n, uint32_t local_size) {
    algo::Options options;
    options.n = n;
    options.local_size = local_size;
    options.device = gpu::device_caps(device.limits);
    return options;
}

std::string describe_case(const algo::AlgorithmInfo& info, const algo::Options& options, algo::Distribution dist,
                          uint64_t seed) {
    std::ostringstream out;
    out << info.id << ", n = " << options.n;
    if (options.batch > 1) out << ", batch " << options.batch;
    out << ", wg " << options.local_size << ", " << algo::key_type_name(options.key_type)
        << (options.descending ? " desc" : "") << (options.values ? " + values" : "");
    if (info.id == "radix") out << ", " << radix_bits_of(options) << "-bit digits";
    out << ", " << algo::distribution_name(dist) << " seed " << seed;
    return out.str();
}

void check_gpu_sort_keys(gpu::HeadlessDevice& device, const algo::AlgorithmInfo& info, const algo::Options& options,
                         const std::vector<uint32_t>& keys, const std::string& label) {
    const std::vector<uint32_t> values = options.values ? algo::index_values(keys.size()) : std::vector<uint32_t>{};
    const algo::Plan plan = info.build(options);
    gpu::Runner runner(device.programs, device.limits);
    runner.load(plan, keys, values);
    runner.run_to_end();
    const std::vector<uint32_t> result = runner.read_keys();
    const std::vector<uint32_t> result_values = runner.read_values();
    const algo::SortCheck check =
        algo::check_sort(options, info.stable, algo::expected_sort(options, keys, values), result, result_values);
    INFO(label);
    INFO(check.message);
    REQUIRE(check.ok);
}

void check_gpu_sort(gpu::HeadlessDevice& device, const algo::AlgorithmInfo& info, const algo::Options& options,
                    algo::Distribution dist, uint64_t seed) {
    const std::vector<uint32_t> keys = algo::generate_input(dist, options.n, options.batch, options.key_type, seed);
    check_gpu_sort_keys(device, info, options, keys, describe_case(info, options, dist, seed));
}

void check_lock_step(gpu::HeadlessDevice& device, const algo::Plan& plan, const std::vector<uint32_t>& keys,
                     uint32_t max_groups_per_dimension, uint32_t max_z_groups) {
    const std::vector<uint32_t> values =
        plan.options.values ? algo::index_values(keys.size()) : std::vector<uint32_t>{};
    gpu::Runner runner(device.programs, device.limits);
    if (max_groups_per_dimension != 0) runner.set_max_groups_per_dimension(max_groups_per_dimension);
    if (max_z_groups != 0) runner.set_max_z_groups(max_z_groups);
    runner.load(plan, keys, values);
    algo::State state = algo::make_state(plan, keys, values);
    for (const algo::Step& step : plan.steps) {
        algo::reference_step(plan, step, state);
        runner.step();
        for (size_t b = 0; b < algo::kBufferCount; ++b) {
            if (plan.buffer_words[b] == 0) continue;
            const auto id = static_cast<algo::BufferId>(b);
            const std::vector<uint32_t> gpu_words = runner.read_buffer(id);
            INFO(plan.name() << ", n = " << plan.options.n << ", batch " << plan.options.batch << ", wg "
                                << plan.options.local_size << ", dispatch " << runner.cursor() - 1 << ": "
                                << algo::describe(step));
            INFO("buffer " << algo::buffer_name(id) << ", first difference at word " << first_difference(gpu_words, state[id]));
            REQUIRE(gpu_words == state[id]);
        }
    }
}

}  // namespace sortscope::test
