// `sortscope-cli export --format html` (export_web.cpp): a run or a lesson as one web page.
#pragma once

#include "arguments.hpp"

namespace sortscope::cli {

int run_web_page(const Arguments& args);

}  // namespace sortscope::cli
