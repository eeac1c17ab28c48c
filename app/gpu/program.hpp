// Compute programs: built from assembled sources, with compile logs that name the kernel file and line,
// and cached per variant (kernel, work-group size, key type, direction, payload, ...) so a plan's steps
// share programs.
#pragma once

#include <compare>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "algorithms/plan/plan.hpp"

namespace sortscope::gpu {

using Defines = std::vector<std::pair<std::string, std::string>>;

class ComputeProgram {
public:
    // Compiles and links shaders/<kernel_file> with the given #defines and GLSL extensions. Throws
    // GpuError carrying the mapped compile or link log.
    ComputeProgram(const std::string& kernel_file, const Defines& defines, const std::vector<std::string>& extensions = {});
    ~ComputeProgram();
    ComputeProgram(const ComputeProgram&) = delete;
    ComputeProgram& operator=(const ComputeProgram&) = delete;

    unsigned id() const { return m_id; }

private:
    unsigned m_id = 0;
};

// Everything that is compiled into a kernel rather than passed in its parameter block.
struct ProgramKey {
    algo::KernelId kernel = algo::KernelId::BitonicStep;
    uint32_t local_size = 256;   // LOCAL_SIZE
    uint32_t items = 1;          // ITEMS
    algo::KeyType key_type = algo::KeyType::U32;  // KEY_TYPE (0 u32, 1 i32, 2 f32)
    bool descending = false;     // DESCENDING
    bool values = false;         // HAS_VALUES
    uint32_t radix_bits = 4;     // RADIX_BITS
    bool counter_ranking = false;  // COUNTER_RANKING (radix_scatter only)
    // onesweep_pass only: LOOKBACK, RANKING (algo::OnesweepRanking) and SUBGROUP_SIZE.
    bool lookback = false;
    uint32_t ranking = 0;
    uint32_t subgroup_size = 0;
    uint32_t spin_limit = 0;  // SPIN_LIMIT
    uint32_t shuffle_bits = 0;  // SHUFFLE_BITS (bitonic_shared only): distance bits run by subgroup shuffles
    bool shuffles_emulated = false;  // SHUFFLE_EMULATED: those shuffles go through shared memory

    auto operator<=>(const ProgramKey&) const = default;
};

ProgramKey program_key(const algo::Plan& plan, const algo::Step& step);
Defines program_defines(const ProgramKey& key);
// The GLSL extensions a variant needs: the subgroup ones for onesweep's Ballot and Match rankings and
// for bitonic_shared's shuffles.
std::vector<std::string> program_extensions(const ProgramKey& key);

class ProgramCache {
public:
    // The program for this variant, built on first use.
    const ComputeProgram& get(const ProgramKey& key);
    void clear() { m_programs.clear(); }
    // Rebuilds every cached program from the current kernel text (hot reload). All or nothing: when one
    // fails, every old program stays in use and the failure's compile log is returned; "" on success.
    std::string rebuild_all();

private:
    std::map<ProgramKey, std::unique_ptr<ComputeProgram>> m_programs;
};

}  // namespace sortscope::gpu
