// A compute program built from GLSL written in the C++ source rather than from a kernel of shaders/: no
// catalogue entry, no plan step, no argument block. For the GPU layer's own small jobs (word_writes.hpp,
// the timestamp probe). Throws GpuError when it does not build.
#pragma once

#include <string>
#include <vector>

namespace sortscope::gpu {

// One compute shader compiled from `strings` and linked into a program: the program, or 0 and the log
// of the step that failed (`compiled` says which). The one place Sortscope compiles GLSL: ComputeProgram
// (the kernels) and InlineProgram build through it.
struct ProgramBuild {
    unsigned program = 0;
    bool compiled = false;
    std::string log;
};
ProgramBuild build_compute_program(const std::vector<const char*>& strings);

class InlineProgram {
public:
    // `what` names it in the error ("the timestamp probe's shader").
    InlineProgram(const char* source, const std::string& what);
    ~InlineProgram();
    InlineProgram(const InlineProgram&) = delete;
    InlineProgram& operator=(const InlineProgram&) = delete;

    unsigned id() const { return m_id; }

private:
    unsigned m_id = 0;
};

}  // namespace sortscope::gpu
