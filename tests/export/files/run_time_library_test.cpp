// The run-time loader that cairo's and giflib's tables go through: a library that cannot be opened and a
// function a library lacks are both refused with an ExportError naming what is needed or missing.
#include <catch2/catch.hpp>

#include <string>

#include "export_error.hpp"
#include "run_time_library.hpp"

using namespace sortscope;

TEST_CASE("a library that cannot be opened is refused, naming what needs it and why", "[export][run-time-library]") {
    try {
        exports::open_run_time_library("libsortscope-no-such-library.so.1", "the test needs no-such-library");
        FAIL("a missing library was opened");
    } catch (const exports::ExportError& error) {
        const std::string message = error.what();
        CHECK(message.rfind("the test needs no-such-library: ", 0) == 0);
        CHECK(message.find("libsortscope-no-such-library.so.1") != std::string::npos);  // dlerror names the file
    }
}

TEST_CASE("a function the library lacks is refused with the given message; one it has resolves", "[export][run-time-library]") {
    void* c_library = exports::open_run_time_library("libc.so.6", "the test needs the C library");
    using StrlenFunction = size_t (*)(const char*);
    StrlenFunction length = nullptr;
    exports::resolve_run_time_symbol(c_library, length, "strlen", "the C library has no strlen");
    REQUIRE(length != nullptr);
    CHECK(length("four") == 4);
    StrlenFunction missing = nullptr;
    CHECK_THROWS_WITH(exports::resolve_run_time_symbol(c_library, missing, "sortscope_no_such_function", "no such function here"),
                      "no such function here");
    CHECK(missing == nullptr);
}
