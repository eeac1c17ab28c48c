// Compute programs: built from assembled sources, with compile logs that name the kernel file and line,
// and cached per (kernel, work-group size) so a plan's steps share one program.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>

#include "sortscope/algo/plan.hpp"

namespace sortscope::gpu {

class ComputeProgram {
public:
    // Compiles and links shaders/<kernel_file> with LOCAL_SIZE = local_size. Throws GpuError carrying
    // the mapped compile or link log.
    ComputeProgram(const std::string& kernel_file, uint32_t local_size);
    ~ComputeProgram();
    ComputeProgram(const ComputeProgram&) = delete;
    ComputeProgram& operator=(const ComputeProgram&) = delete;

    unsigned id() const { return m_id; }

private:
    unsigned m_id = 0;
};

class ProgramCache {
public:
    // The program for this kernel and work-group size, built on first use.
    const ComputeProgram& get(algo::KernelId kernel, uint32_t local_size);
    void clear() { m_programs.clear(); }

private:
    std::map<std::pair<algo::KernelId, uint32_t>, std::unique_ptr<ComputeProgram>> m_programs;
};

}  // namespace sortscope::gpu
