// Loading giflib at run time (see gif_library.hpp).
#include "gif_library.hpp"

#include <string>

#include "run_time_library.hpp"

namespace sortscope::exports {

namespace {

GifLibrary load() {
    void* handle = open_run_time_library(kGifLibraryFile, std::string("GIF export needs giflib (Debian package ") + kGifPackage +
                                                              ", install it with: sudo apt-get install " + kGifPackage + ")");
    GifLibrary library;
#define SORTSCOPE_GIF_LOAD(name) \
    resolve_run_time_symbol(handle, library.name, #name, "giflib has no " #name " (giflib 5.1 or newer is needed)");
    SORTSCOPE_GIF_FUNCTIONS(SORTSCOPE_GIF_LOAD)
#undef SORTSCOPE_GIF_LOAD
    return library;
}

}  // namespace

const GifLibrary& gif_library() {
    static const GifLibrary library = load();
    return library;
}

}  // namespace sortscope::exports
