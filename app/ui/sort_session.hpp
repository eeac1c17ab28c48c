// What is on screen: the input keys, the plan, the GPU runner executing it, and the keys as they stand
// after the step under the cursor. After each step the keys are read back from the GPU buffer once and
// kept for drawing (never every frame), and the CPU reference runs the same step on the previous keys,
// which gives the comparison and swap counts and checks the GPU.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "device_limits.hpp"
#include "program.hpp"
#include "runner.hpp"
#include "sortscope/algo/distributions.hpp"
#include "sortscope/algo/plan.hpp"
#include "sortscope/algo/reference.hpp"

namespace sortscope::ui {

struct InputSpec {
    std::string algorithm = "bitonic";
    uint32_t n = 64;
    algo::Distribution distribution = algo::Distribution::Random;
    uint64_t seed = 1;
};

// "bitonic · n = 64 · random · seed 1"
std::string input_caption(const InputSpec& input);

class SortSession {
public:
    // Needs the window's GL 4.3 context current. Throws gpu::GpuError.
    explicit SortSession(const InputSpec& input);
    SortSession(const SortSession&) = delete;
    SortSession& operator=(const SortSession&) = delete;

    void set_input(const InputSpec& input);  // new keys and plan; the cursor goes to the start
    void step();                             // runs the step under the cursor (nothing when done)
    void step_back();                        // replays from the start to one step earlier
    void seek(size_t target);                // replays to `target` steps, reading back only at the end
    void reset();                            // the input keys again, cursor at the start
    void run_to_end();

    const InputSpec& input() const { return m_input; }
    const algo::Plan& plan() const { return m_runner.plan(); }
    const gpu::DeviceLimits& limits() const { return m_limits; }
    size_t cursor() const { return m_runner.cursor(); }
    size_t step_count() const { return m_runner.step_count(); }
    bool done() const { return m_runner.done(); }

    std::span<const uint32_t> keys() const { return m_keys; }
    std::span<const uint8_t> changed() const { return m_changed; }  // 1 where the last step moved a key
    uint32_t key_min() const { return m_key_min; }                   // of the input, so of every state
    uint32_t key_max() const { return m_key_max; }
    // Bumped whenever keys() changes, so views can cache what they derive from them.
    uint64_t version() const { return m_version; }

    const algo::Step* last_step() const;  // the step just run, or null at the start
    const std::optional<algo::StepEffect>& last_effect() const { return m_last_effect; }
    bool matches_reference() const { return m_matches_reference; }  // GPU keys == CPU reference keys
    bool sorted() const { return m_sorted; }

private:
    void show_keys(std::vector<uint32_t> keys, const std::vector<uint32_t>& before,
                   std::optional<algo::StepEffect> effect, bool matches);

    gpu::DeviceLimits m_limits;    // the runner keeps references to these two, so they come first
    gpu::ProgramCache m_programs;
    gpu::Runner m_runner;

    InputSpec m_input;
    std::vector<uint32_t> m_input_keys;
    algo::State m_reference;  // the CPU reference's buffers, kept in step with the GPU
    std::vector<uint32_t> m_keys;
    std::vector<uint8_t> m_changed;
    uint32_t m_key_min = 0;
    uint32_t m_key_max = 0;
    uint64_t m_version = 0;
    std::optional<algo::StepEffect> m_last_effect;
    bool m_matches_reference = true;
    bool m_sorted = false;
};

}  // namespace sortscope::ui
