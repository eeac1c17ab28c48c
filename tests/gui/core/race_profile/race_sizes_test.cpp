// The lecture's race: its sizes follow the device's speed so that the race is estimated at about 30 s,
// a slow CPU renderer racing smaller sizes than a GPU; the estimate grows with every size and algorithm.
#include <catch2/catch.hpp>

#include <tuple>

#include "core/race/race_sizes.hpp"

using namespace sortscope;
using namespace sortscope::ui;

namespace {

RaceSettings five_algorithms() {
    RaceSettings settings;
    settings.algorithms = {"bitonic", "bitonic-shared", "odd-even-merge", "radix", "onesweep"};
    settings.first_log2n = 10;
    settings.last_log2n = 10;
    settings.reps = 3;
    return settings;
}

algo::DeviceSpeed gpu_speed() {
    algo::DeviceSpeed speed;
    speed.comparisons_per_ms = 1e9;
    speed.bytes_per_ms = 1e9;  // 1 TB/s
    speed.dispatch_ms = 0.005;
    return speed;
}

}  // namespace

TEST_CASE("the lecture's race is sized to its device: about 30 s, never more", "[gui][core]") {
    const algo::DeviceSpeed slow = algo::conservative_speed();  // slower than llvmpipe on CI
    const RaceSettings on_cpu = lecture_race(five_algorithms(), slow, 28, kCpuRendererRaceShare);
    const RaceSettings on_gpu = lecture_race(five_algorithms(), gpu_speed(), 28, kGpuRaceShare);
    INFO("CPU renderer: 2^" << on_cpu.first_log2n << "..2^" << on_cpu.last_log2n << ", GPU: 2^" << on_gpu.first_log2n << "..2^"
                            << on_gpu.last_log2n);
    CHECK(on_cpu.first_log2n == 10);
    CHECK(estimate_race_ms(on_cpu, slow, kCpuRendererRaceShare) <= kLectureRaceMs);
    CHECK(on_cpu.last_log2n > on_cpu.first_log2n);  // a curve, not a point
    CHECK(on_gpu.last_log2n > on_cpu.last_log2n);    // a GPU races larger sizes in the same time
    // The largest that fits: one size more is over.
    for (const auto& [settings, speed, share] :
         {std::tuple{on_cpu, slow, kCpuRendererRaceShare}, std::tuple{on_gpu, gpu_speed(), kGpuRaceShare}}) {
        if (settings.last_log2n == 28) continue;
        RaceSettings longer = settings;
        ++longer.last_log2n;
        CHECK(estimate_race_ms(longer, speed, share) > kLectureRaceMs);
    }
    // The frames take their share: the same race is estimated longer when the GPU work gets less time.
    CHECK(estimate_race_ms(on_gpu, gpu_speed(), 0.25) > estimate_race_ms(on_gpu, gpu_speed(), 0.5));
    // Every algorithm and size adds time; the warm-up alone is 250 ms for each.
    RaceSettings one = five_algorithms();
    one.algorithms = {"bitonic"};
    CHECK(estimate_race_ms(one, gpu_speed()) >= 250.0);
    CHECK(estimate_race_ms(five_algorithms(), gpu_speed()) >= 5 * 250.0);
    // A device limit: never past the largest size it holds.
    CHECK(lecture_race(five_algorithms(), gpu_speed(), 12, kGpuRaceShare).last_log2n <= 12);
}
