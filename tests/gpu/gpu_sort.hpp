// Running a plan on the test device and checking it: the helpers every GPU test shares.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "gpu_device.hpp"
#include "runner.hpp"

namespace sortscope::test {

// The options of a test case, with the device's caps so tiles are sized for it.
algo::Options device_options(gpu::HeadlessDevice& device, uint32_t n, uint32_t local_size);

// "bitonic-shared, n = 1000, batch 3, wg 64, f32 desc + values, random seed 5"
std::string describe_case(const algo::AlgorithmInfo& info, const algo::Options& options, algo::Distribution dist,
                          uint64_t seed);

// Sorts the distribution's keys on the GPU with `info`'s plan and checks the result against
// std::stable_sort (keys bit for bit; values by the algorithm's stability). Fails the test on a mismatch.
void check_gpu_sort(gpu::HeadlessDevice& device, const algo::AlgorithmInfo& info, const algo::Options& options,
                    algo::Distribution dist, uint64_t seed);

// Same, for keys given by the test.
void check_gpu_sort_keys(gpu::HeadlessDevice& device, const algo::AlgorithmInfo& info, const algo::Options& options,
                         const std::vector<uint32_t>& keys, const std::string& label);

// Runs the plan step by step on the GPU and the CPU reference, and requires every buffer the plan uses
// to be equal after every dispatch. `max_groups_per_dimension` > 0 forces 2-D grids; `max_z_groups` > 0
// splits the batch over dispatches of at most that many arrays.
void check_lock_step(gpu::HeadlessDevice& device, const algo::Plan& plan, const std::vector<uint32_t>& keys,
                     uint32_t max_groups_per_dimension = 0, uint32_t max_z_groups = 0);

}  // namespace sortscope::test
