// Reading a student's kernel file (see kernel_file.hpp).
#include "algorithms/lab/kernel_file.hpp"

#include "algorithms/inputs/user_input.hpp"

namespace sortscope::algo {

std::string read_kernel_file(const std::string& path) {
    InputRules rules;
    rules.what = "the kernel file";
    rules.max_bytes = kMaxKernelFileBytes;
    rules.bound = "1 MiB, far more than any kernel";
    rules.text = true;
    return read_user_input(path, rules);
}

}  // namespace sortscope::algo
