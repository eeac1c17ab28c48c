// Loading cairo at run time (see cairo_library.hpp).
#include "cairo_library.hpp"

#include "run_time_library.hpp"

namespace sortscope::exports {

namespace {

CairoLibrary load() {
    void* handle = open_run_time_library("libcairo.so.2", "PNG and PDF export need the cairo library (Debian package libcairo2)");
    CairoLibrary library;
#define SORTSCOPE_CAIRO_LOAD(name) \
    resolve_run_time_symbol(handle, library.name, "cairo_" #name, "the cairo library has no cairo_" #name " (cairo 1.16 or newer is needed)");
    SORTSCOPE_CAIRO_FUNCTIONS(SORTSCOPE_CAIRO_LOAD)
#undef SORTSCOPE_CAIRO_LOAD
    return library;
}

}  // namespace

const CairoLibrary& cairo_library() {
    static const CairoLibrary library = load();
    return library;
}

}  // namespace sortscope::exports
