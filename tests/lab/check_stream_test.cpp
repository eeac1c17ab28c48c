// What the check's process writes (app/lab/check_process.hpp), read back by the one reader the CLI and
// the app share: progress lines cut anywhere by the pipe, the report after "report", an error line.
#include <catch2/catch.hpp>

#include <optional>
#include <string>
#include <utility>

#include "check_process.hpp"

using namespace sortscope;

TEST_CASE("the check's stream is read line by line, however the pipe cuts it", "[lab][stream]") {
    lab::CheckStream stream;
    std::string buffer = "compile\nstart 0 ";
    lab::read_check_stream(buffer, stream);
    CHECK(stream.compiling);
    CHECK_FALSE(stream.running.has_value());
    CHECK(buffer == "start 0 ");  // an incomplete line waits for the rest
    buffer += "3\n";
    lab::read_check_stream(buffer, stream);
    CHECK_FALSE(stream.compiling);
    REQUIRE(stream.running.has_value());
    CHECK(*stream.running == std::make_pair(size_t{0}, size_t{3}));
    buffer = "end 0 3\nstart 1 0\nreport\nexercise bit";
    lab::read_check_stream(buffer, stream);
    CHECK(stream.running == std::make_pair(size_t{1}, size_t{0}));
    CHECK(stream.last == std::make_pair(size_t{1}, size_t{0}));
    REQUIRE(stream.report_text.has_value());
    CHECK(stream.finished());
    buffer = "onic\nend\n";  // the rest of the report, as it comes
    lab::read_check_stream(buffer, stream);
    CHECK(*stream.report_text == "exercise bitonic\nend\n");

    lab::CheckStream failed;
    buffer = "error no GL 4.3 context\n";
    lab::read_check_stream(buffer, failed);
    CHECK(failed.error == std::optional<std::string>("no GL 4.3 context"));
    CHECK(failed.finished());
}
