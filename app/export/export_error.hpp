// The error of an export that could not be written: the message names the file and the reason.
#pragma once

#include <stdexcept>

namespace sortscope::exports {

class ExportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace sortscope::exports
