// The one way to open a user's input (algorithms/inputs/user_input.hpp): regular files only, a bound on
// the bytes, NUL bytes refused in text, standard input read as a stream up to the same bound; every
// refusal names the input, quoted. The hostile inputs are made here: tiny files, a FIFO, a pipe.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <tuple>
#include <utility>

#include "algorithms/inputs/key_file.hpp"
#include "algorithms/inputs/user_input.hpp"

using namespace sortscope::algo;

namespace {

struct Scratch {
    std::filesystem::path dir;
    Scratch() : dir(std::filesystem::temp_directory_path() / ("sortscope_user_input_" + std::to_string(::getpid()))) {
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
    }
    ~Scratch() { std::filesystem::remove_all(dir); }
    std::string file(const std::string& name, const std::string& contents) const {
        const std::string path = (dir / name).string();
        std::ofstream(path, std::ios::binary) << contents;
        return path;
    }
};

InputRules text_rules(uint64_t max_bytes) {
    InputRules rules;
    rules.what = "the kernel file";
    rules.max_bytes = max_bytes;
    rules.text = true;
    return rules;
}

// The kind and message of the InputError that `read` throws.
template <typename Read>
std::pair<InputError::Kind, std::string> refusal(Read read) {
    try {
        read();
    } catch (const InputError& error) {
        return {error.kind(), error.what()};
    }
    FAIL("no InputError was thrown");
    return {};
}

// Standard input replaced by a pipe holding `contents` (closed after it) while the object lives.
struct PipedStdin {
    int saved = ::dup(STDIN_FILENO);
    explicit PipedStdin(const std::string& contents) {
        int ends[2];
        REQUIRE(::pipe(ends) == 0);
        REQUIRE(contents.size() < 60000);  // within the pipe's buffer: written before it is read
        REQUIRE(::write(ends[1], contents.data(), contents.size()) == static_cast<ssize_t>(contents.size()));
        ::close(ends[1]);
        ::dup2(ends[0], STDIN_FILENO);
        ::close(ends[0]);
    }
    ~PipedStdin() {
        ::dup2(saved, STDIN_FILENO);
        ::close(saved);
    }
};

}  // namespace

TEST_CASE("a regular file within its bound is read whole", "[cpu][user_input]") {
    const Scratch scratch;
    const std::string path = scratch.file("k.comp", "void main() {}\n");
    CHECK(read_user_input(path, text_rules(1024)) == "void main() {}\n");
    CHECK(read_user_input(scratch.file("exact", std::string(16, 'x')), text_rules(16)) == std::string(16, 'x'));
    CHECK(read_user_input(scratch.file("empty", ""), text_rules(16)).empty());
}

TEST_CASE("a folder, a FIFO and a device are refused, naming the input", "[cpu][user_input]") {
    const Scratch scratch;
    auto [kind, message] = refusal([&] { read_user_input(scratch.dir.string(), text_rules(1024)); });
    CHECK(kind == InputError::Kind::NotAFile);
    CHECK(message == "the kernel file '" + scratch.dir.string() + "' is a folder, not a file");
    // A FIFO with no writer: opening it to read would wait forever; it is refused at once.
    const std::string fifo = (scratch.dir / "k.comp").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    std::tie(kind, message) = refusal([&] { read_user_input(fifo, text_rules(1024)); });
    CHECK(kind == InputError::Kind::NotAFile);
    CHECK_THAT(message, Catch::StartsWith("the kernel file '" + fifo + "' is a FIFO (named pipe), not a regular file"));
    std::tie(kind, message) = refusal([&] { read_user_input("/dev/zero", text_rules(1024)); });
    CHECK(kind == InputError::Kind::NotAFile);
    CHECK_THAT(message, Catch::Contains("'/dev/zero' is a device"));
    // Even where the option means a stream, a FIFO or a device given by its name is refused.
    InputRules stream = text_rules(1024);
    stream.stream = true;
    CHECK(refusal([&] { read_user_input(fifo, stream); }).first == InputError::Kind::NotAFile);
    CHECK(refusal([&] { read_user_input("/dev/zero", stream); }).first == InputError::Kind::NotAFile);
}

TEST_CASE("a missing file is unreadable, with strerror's reason and the path quoted", "[cpu][user_input]") {
    const Scratch scratch;
    const std::string path = (scratch.dir / "no\x1b[31mfile").string();
    auto [kind, message] = refusal([&] { read_user_input(path, text_rules(1024)); });
    CHECK(kind == InputError::Kind::Unreadable);
    CHECK(message == "cannot read the kernel file '" + scratch.dir.string() + "/no\\x1b[31mfile': No such file or directory");
}

TEST_CASE("a file over the bound is refused unread, naming the bound", "[cpu][user_input]") {
    const Scratch scratch;
    const std::string path = scratch.file("big.comp", std::string(17, 'x'));
    auto [kind, message] = refusal([&] { read_user_input(path, text_rules(16)); });
    CHECK(kind == InputError::Kind::TooLarge);
    CHECK(message == "the kernel file '" + path + "' is 17 bytes, more than 16 bytes: refused unread");
    InputRules named = text_rules(16);
    named.bound = "the most a kernel may hold";
    CHECK_THAT(refusal([&] { read_user_input(path, named); }).second, Catch::EndsWith("more than the most a kernel may hold: refused unread"));
}

TEST_CASE("a NUL byte in a text input is refused with its offset", "[cpu][user_input]") {
    const Scratch scratch;
    // A correct kernel followed by \0 and junk.
    const std::string path = scratch.file("k.comp", std::string("void main() {}\n\0junk", 20));
    auto [kind, message] = refusal([&] { read_user_input(path, text_rules(1024)); });
    CHECK(kind == InputError::Kind::NotText);
    CHECK(message == "the kernel file '" + path + "' holds a NUL byte at offset 15: not a text file");
    InputRules binary = text_rules(1024);
    binary.text = false;
    CHECK(read_user_input(path, binary).size() == 20);
}

TEST_CASE("standard input is a stream read up to the bound, and refused past it", "[cpu][user_input]") {
    InputRules rules;
    rules.what = "key file";
    rules.max_bytes = 10;
    rules.stream = true;
    {
        const PipedStdin piped("7\n8\n9\n");
        CHECK(read_user_input("/dev/stdin", rules) == "7\n8\n9\n");
    }
    {
        const PipedStdin piped(std::string(1000, '7'));
        auto [kind, message] = refusal([&] { read_user_input("-", rules); });
        CHECK(kind == InputError::Kind::TooLarge);
        CHECK(message == "key file '-' holds more than 10 bytes: refused after reading 10 bytes");
    }
    {
        // Without `stream`, /dev/stdin is a path like any other: a pipe is not a regular file.
        const PipedStdin piped("7\n");
        rules.stream = false;
        CHECK(refusal([&] { read_user_input("/dev/stdin", rules); }).first == InputError::Kind::NotAFile);
    }
}

TEST_CASE("a key file read from a pipe stops at its bound of keys", "[cpu][user_input]") {
    // `yes 7 | sortscope-cli quiz --input /dev/stdin`: a quiz takes 64 keys; the 65th is refused.
    std::string keys;
    for (int i = 0; i < 200; ++i) keys += "7\n";
    const PipedStdin piped(keys);
    KeyFileBounds bounds;
    bounds.max_keys = 64;
    bounds.keys_bound = "a quiz takes at most 64";
    try {
        read_key_file("/dev/stdin", KeyType::U32, bounds);
        FAIL("the 65th key was taken");
    } catch (const KeyFileError& error) {
        CHECK(error.kind() == KeyFileError::Kind::NotKeys);
        CHECK(std::string(error.what()) == "key file '/dev/stdin' holds more than 64 keys, a quiz takes at most 64: refused at line 65");
    }
}
