// Numbers for the text formats (SVG, TikZ): rounded to 0.1 and written without needless digits
// ("12", "12.5", "-3.2"), so files stay small and diffs stay readable.
#pragma once

#include <string>

namespace sortscope::exports {

std::string decimal(double value);

}  // namespace sortscope::exports
