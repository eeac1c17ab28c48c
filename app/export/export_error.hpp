// The errors of an export that could not be written: the message names the file and the reason.
#pragma once

#include <stdexcept>

namespace sortscope::exports {

class ExportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A renderer's own failure (cairo could not make the image or the page): the caller, which knows the
// file, puts its name in front.
class RenderError : public ExportError {
public:
    using ExportError::ExportError;
};

}  // namespace sortscope::exports
