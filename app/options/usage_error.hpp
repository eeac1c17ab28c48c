// Bad usage of either program (an unknown option, a missing or bad value): one error type, so that the
// option parsers both front ends share can throw it, and each main turns it into exit code 2. The CLI's
// cli::UsageError and the app's ui::UsageError are this type.
#pragma once

#include <stdexcept>

namespace sortscope::options {

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace sortscope::options
