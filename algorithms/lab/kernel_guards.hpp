// The kernel lab's guards, compiled into a student's kernel so that its verdicts are those a GPU would
// give on any renderer. The kernel's text (with the modules it includes spliced in, as the shader
// assembler makes it) is rewritten before it is compiled:
//   - every `for`, `while` and `do` loop goes round through sortscope_lab_loop_ran_out(LINE), which counts
//     the rounds of all loops of one invocation; past kLoopRoundLimit it notes LINE in the lab's guard
//     block and the loop breaks (and so does every later round). A loop that would never end on a GPU
//     is then reported as an endless loop at its line, whatever the renderer does (Mesa's llvmpipe
//     cuts every loop after 65,535 rounds by itself, and would otherwise let it pass);
//   - every write into a storage buffer's array (`NAME[INDEX] = ...`, compound assignments, ++ and --,
//     the first argument of an atomic*() and an argument of a function with out or inout parameters)
//     takes its index through sortscope_lab_write(INDEX, SLOT, LINE): an index outside the array's own
//     words (which the host puts in the guard block before each dispatch) is noted with its line and the
//     write goes to the first word of the guard zone past the end instead: a write outside the array is
//     found however far it aims.
// Names that start with sortscope_lab_ are the lab's own: a kernel that uses one is refused, as is a
// buffer declared at the guard block's binding or at one that is not a number or a BINDING_* name.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace sortscope::algo {

// The guard block's binding (free in the project's interface: plan/shader_interface.hpp) and layout.
inline constexpr uint32_t kLabGuardBinding = 6;
// The header: the line of the loop that ran out (0: none), the line of a write outside its array (0:
// none), its array's binding, and the smallest index written outside (the host starts it at ~0u).
inline constexpr uint32_t kLabGuardHeaderWords = 4;
inline constexpr uint32_t kLabGuardSlots = 8;        // then the own words of the array at each binding
inline constexpr uint32_t kLabGuardWords = kLabGuardHeaderWords + kLabGuardSlots;
enum LabGuardWord : uint32_t { LoopLine = 0, WriteLine = 1, WriteSlot = 2, WriteIndex = 3 };

// Rounds of all loops of one invocation before it counts as endless: the exercises' kernels go round at
// most a few hundred times at the check's sizes; below llvmpipe's own cut of 65,535.
inline constexpr uint32_t kLoopRoundLimit = 16384;

// A kernel the guards cannot be put into (a name of the lab's, a buffer at a binding it cannot tell).
struct LabGuardError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The GLSL put before the kernel: the guard block and the two functions.
std::string lab_guard_prelude();

// `text` with the guards put in (see above). LINE is the line as the text's `#line` directives number
// it. Throws LabGuardError, "LINE: why".
std::string add_lab_guards(const std::string& text);

}  // namespace sortscope::algo
