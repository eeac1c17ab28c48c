// The frame slice's loop (measure/frame_slice.hpp), which the measuring engine and the app's replays
// share: it steps until a step says there is nothing more this frame or the slice's time is spent, takes
// the first step even past the deadline, hands a gpu::GpuError's message to the engine's `fail` and ends
// the slice there, and lets any other exception through.
#include <catch2/catch.hpp>

#include <chrono>
#include <stdexcept>
#include <string>
#include <vector>

#include "frame_slice.hpp"
#include "device/gpu_error.hpp"

using namespace sortscope;
using namespace sortscope::measure;

TEST_CASE("a frame slice steps until a step returns false and reports no failure", "[measure][frame_slice]") {
    int steps = 0;
    std::vector<std::string> failures;
    run_frame_slice([&] { return ++steps < 5; }, [&](const std::string& why) { failures.push_back(why); });
    CHECK(steps == 5);
    CHECK(failures.empty());
}

TEST_CASE("a GpuError ends the slice and its message goes to fail, once", "[measure][frame_slice]") {
    int steps = 0;
    std::vector<std::string> failures;
    run_frame_slice(
        [&] {
            if (++steps == 3) throw gpu::GpuError("out of GPU memory allocating 512 MiB for keys");
            return true;
        },
        [&](const std::string& why) { failures.push_back(why); });
    CHECK(steps == 3);
    REQUIRE(failures.size() == 1);
    CHECK(failures[0] == "out of GPU memory allocating 512 MiB for keys");
}

TEST_CASE("an error that is not a GpuError is not the slice's to handle", "[measure][frame_slice]") {
    int failures = 0;
    CHECK_THROWS_AS(run_frame_slice([]() -> bool { throw std::logic_error("a bug"); }, [&](const std::string&) { ++failures; }),
                    std::logic_error);
    CHECK(failures == 0);
}

TEST_CASE("a slice whose steps never run out ends once its time is spent", "[measure][frame_slice]") {
    int steps = 0;
    const auto start = std::chrono::steady_clock::now();
    run_frame_slice([&] { return ++steps > 0; }, [](const std::string&) { FAIL("no step failed"); });
    const auto spent = std::chrono::steady_clock::now() - start;
    CHECK(steps >= 1);
    CHECK(spent >= std::chrono::milliseconds(kFrameSliceMs));
    CHECK(spent < std::chrono::seconds(5));  // it stopped at the deadline rather than running on
}

TEST_CASE("a deadline already past still takes the first step, and only that", "[measure][frame_slice]") {
    int steps = 0;
    run_until_deadline([&] { return ++steps > 0; }, std::chrono::steady_clock::now() - std::chrono::milliseconds(1));
    CHECK(steps == 1);
}
