// Compute programs: built from assembled sources, with compile logs that name the kernel file and line,
// and cached per variant (the kernel, and what its catalogue entry says a step compiles in: #defines and
// GLSL extensions) so a plan's steps share programs. Nothing here knows one kernel from another.
#pragma once

#include <compare>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "algorithms/plan/plan.hpp"
#include "programs/inline_program.hpp"
#include "programs/shader_source.hpp"

namespace sortscope::gpu {

using Defines = std::vector<std::pair<std::string, std::string>>;

class ComputeProgram {
public:
    // Compiles and links shaders/<kernel_file> (or `replacement` in its place) with the given #defines and
    // GLSL extensions. Throws GpuError carrying the mapped compile or link log.
    ComputeProgram(const std::string& kernel_file, const Defines& defines, const std::vector<std::string>& extensions = {},
                   const KernelText* replacement = nullptr);
    ~ComputeProgram();
    ComputeProgram(const ComputeProgram&) = delete;
    ComputeProgram& operator=(const ComputeProgram&) = delete;

    unsigned id() const { return m_id; }

private:
    unsigned m_id = 0;
};

// Everything that is compiled into a kernel rather than passed in its parameter block: the kernel and
// its program variant (algo::program_variant: the #defines and extensions its catalogue entry names).
struct ProgramKey {
    algo::KernelId kernel = algo::KernelId::BitonicStep;
    Defines defines;
    std::vector<std::string> extensions;

    auto operator<=>(const ProgramKey&) const = default;
};

// The program of one step of a plan, as the plan decided it.
ProgramKey program_key(const algo::Plan& plan, const algo::Step& step);
// The key's #defines, and any a developer adds with SORTSCOPE_EXTRA_DEFINES="NAME=VALUE,NAME=VALUE"
// (experiments on a kernel: timings of a variant with a phase left out, say).
Defines program_defines(const ProgramKey& key);

class ProgramCache {
public:
    // The program for this variant, built on first use.
    const ComputeProgram& get(const ProgramKey& key);
    void clear() { m_programs.clear(); }
    // Rebuilds every cached program from the current kernel text (hot reload). All or nothing: when one
    // fails, every old program stays in use and the failure's compile log is returned; "" on success.
    std::string rebuild_all();
    // Builds `kernel`'s programs from `text` instead of its file in shaders/ (the kernel lab's student
    // kernel), from now on; its programs built so far are dropped.
    void replace_kernel(algo::KernelId kernel, KernelText text);
    // The program of GLSL written in the C++ source at `source` (one program per such text, built on
    // first use; clear() and hot reload leave it): the GPU layer's own jobs (word_writes.hpp).
    const InlineProgram& inline_program(const char* source, const std::string& what);

private:
    std::unique_ptr<ComputeProgram> build(const ProgramKey& key) const;

    std::map<ProgramKey, std::unique_ptr<ComputeProgram>> m_programs;
    std::map<algo::KernelId, KernelText> m_replacements;
    std::map<const char*, std::unique_ptr<InlineProgram>> m_inline_programs;
};

}  // namespace sortscope::gpu
