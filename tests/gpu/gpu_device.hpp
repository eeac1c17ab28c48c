// One headless device per test process, made on first use. Tests call `test_device()` and return early
// when it is null (no GL 4.3 here); with SORTSCOPE_REQUIRE_GL=1 a missing context fails the test instead.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "device/headless_device.hpp"

namespace sortscope::test {

gpu::HeadlessDevice* test_device();

// Index of the first difference, or -1 when equal (sizes must match).
long long first_difference(std::span<const uint32_t> a, std::span<const uint32_t> b);

}  // namespace sortscope::test
