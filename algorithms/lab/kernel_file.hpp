// Reading a student's kernel file (sortscope-cli lab check NAME FILE, the app's --lab NAME --kernel FILE
// and its panel's Check): through the one input reader (inputs/user_input.hpp), so a folder, a FIFO, a
// device, a file of more than kMaxKernelFileBytes and a NUL byte (a kernel followed by "\0junk" would
// compile as its first part) are refused, each naming the file and the reason.
#pragma once

#include <cstdint>
#include <string>

namespace sortscope::algo {

// Far more than any kernel of the lab (a few KB): a larger file is not a kernel.
constexpr uint64_t kMaxKernelFileBytes = uint64_t{1} << 20;

// The text of the kernel at `path`. Throws InputError (inputs/user_input.hpp); every kind is a bad
// input (exit 2 in the CLI).
std::string read_kernel_file(const std::string& path);

}  // namespace sortscope::algo
