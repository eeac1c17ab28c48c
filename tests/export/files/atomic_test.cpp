// Atomic writes: an export that fails leaves no file and no temporary file behind, and an existing file
// stays exactly as it was, whether the folder cannot be written, the options are refused, or the write
// itself fails half way (forced with a file-size limit in a child process).
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "algorithms/catalogue/registry.hpp"
#include "atomic_file.hpp"
#include "export.hpp"
#include "export_error.hpp"
#include "export_test_util.hpp"

using namespace sortscope;

namespace {

exports::ExportOptions svg_to(const std::filesystem::path& path) {
    exports::ExportOptions options;
    options.path = path.string();
    return options;
}

}  // namespace

TEST_CASE("an export into a folder that cannot be written leaves nothing behind", "[export][atomic]") {
    const std::filesystem::path folder = test::fresh_folder("atomic-unwritable");
    test::write_file(folder / "plain-file", "x");
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(8));
    for (const std::filesystem::path& path : {folder / "missing" / "out.svg", folder / "plain-file" / "out.svg"}) {
        INFO(path.string());
        REQUIRE_THROWS_WITH(exports::export_network(plan, svg_to(path)), Catch::StartsWith("cannot write " + path.string()));
        CHECK(test::file_names(folder) == std::vector<std::string>{"plain-file"});
    }
    if (::geteuid() != 0) {  // root writes through permission bits, so this case needs an ordinary user
        const std::filesystem::path locked = folder / "locked";
        std::filesystem::create_directory(locked);
        std::filesystem::permissions(locked, std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
        CHECK_THROWS_AS(exports::export_network(plan, svg_to(locked / "out.svg")), exports::ExportError);
        std::filesystem::permissions(locked, std::filesystem::perms::owner_all);
        CHECK(test::file_names(locked).empty());
    }
}

TEST_CASE("a refused export leaves the existing file as it was", "[export][atomic]") {
    const std::filesystem::path folder = test::fresh_folder("atomic-refused");
    const std::filesystem::path path = folder / "figure.svg";
    test::write_file(path, "the old figure");
    exports::ExportOptions options = svg_to(path);
    options.highlight = 99;
    CHECK_THROWS_AS(exports::export_network(algo::find_algorithm("bitonic")->build(algo::sized(8)), options),
                    exports::ExportOptionError);
    CHECK(test::read_file(path) == "the old figure");
    CHECK(test::file_names(folder) == std::vector<std::string>{"figure.svg"});
}

TEST_CASE("a write that fails half way leaves the existing file whole and no temporary file", "[export][atomic]") {
    const std::filesystem::path folder = test::fresh_folder("atomic-half");
    const std::filesystem::path path = folder / "figure.svg";
    test::write_file(path, "the old figure");
    const algo::Plan plan = algo::find_algorithm("odd-even-transposition")->build(algo::sized(64));
    // The child may write at most 4096 bytes per file; the SVG is far larger, so its write fails with EFBIG
    // after the temporary file has been created and partly written.
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{4096, 4096};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        int code = 3;
        try {
            exports::export_network(plan, svg_to(path));
            code = 1;
        } catch (const exports::ExportError&) {
            code = 0;
        } catch (...) {
            code = 2;
        }
        ::_exit(code);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    INFO("child exit code (0: ExportError, 1: no error, 2: another error)");
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(test::read_file(path) == "the old figure");
    CHECK(test::file_names(folder) == std::vector<std::string>{"figure.svg"});
}

TEST_CASE("a successful export replaces the file whole and leaves no temporary file", "[export][atomic]") {
    const std::filesystem::path folder = test::fresh_folder("atomic-ok");
    const std::filesystem::path path = folder / "figure.json";
    test::write_file(path, "the old list, longer than the new one would be if it were only appended to...");
    exports::ExportOptions options = svg_to(path);
    options.format = exports::Format::Json;
    const algo::Plan plan = algo::find_algorithm("bitonic")->build(algo::sized(2));
    exports::export_network(plan, options);
    CHECK(test::read_file(path) == exports::render_network(plan, options));
    CHECK(test::file_names(folder) == std::vector<std::string>{"figure.json"});
}

TEST_CASE("a write to /dev/full fails with the device's reason and /dev/full stays a device", "[export][atomic]") {
    struct stat before {};
    if (::stat("/dev/full", &before) != 0 || !S_ISCHR(before.st_mode)) {
        WARN("skipped: this system has no /dev/full character device");
        return;
    }
    REQUIRE_THROWS_WITH(exports::write_file_atomically("/dev/full", "some keys\n"),
                        "cannot write /dev/full: No space left on device");
    struct stat after {};
    REQUIRE(::stat("/dev/full", &after) == 0);
    CHECK(S_ISCHR(after.st_mode));  // written directly: a rename over it would replace the device by a file
    CHECK(after.st_rdev == before.st_rdev);
}

TEST_CASE("a rewritten file keeps its permissions, and a folder is refused by name", "[export][atomic]") {
    const std::filesystem::path folder = test::fresh_folder("atomic-mode");
    const std::filesystem::path path = folder / "keys.txt";
    test::write_file(path, "old");
    std::filesystem::permissions(path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
    exports::write_file_atomically(path.string(), "new\n");
    CHECK(test::read_file(path) == "new\n");
    CHECK(std::filesystem::status(path).permissions() ==
          (std::filesystem::perms::owner_read | std::filesystem::perms::owner_write));
    REQUIRE_THROWS_WITH(exports::write_file_atomically(folder.string(), "x"), Catch::EndsWith("it is a folder"));
    CHECK(test::file_names(folder) == std::vector<std::string>{"keys.txt"});
}

TEST_CASE("a write through a symbolic link replaces the link's target and keeps the link", "[export][atomic]") {
    const std::filesystem::path folder = test::fresh_folder("atomic-link");
    test::write_file(folder / "target.txt", "the old keys");
    std::filesystem::create_symlink("target.txt", folder / "link.txt");
    exports::write_file_atomically((folder / "link.txt").string(), "the new keys\n");
    CHECK(std::filesystem::is_symlink(folder / "link.txt"));
    CHECK(test::read_file(folder / "target.txt") == "the new keys\n");
    // A link to a file that does not exist yet creates the file it names.
    std::filesystem::create_symlink("later.txt", folder / "dangling.txt");
    exports::write_file_atomically((folder / "dangling.txt").string(), "made");
    CHECK(std::filesystem::is_symlink(folder / "dangling.txt"));
    CHECK(test::read_file(folder / "later.txt") == "made");
    CHECK(test::file_names(folder) == std::vector<std::string>{"dangling.txt", "later.txt", "link.txt", "target.txt"});
}

TEST_CASE("a file written in parts is whole only once committed, and left as it was when not", "[export][atomic]") {
    const std::filesystem::path folder = test::fresh_folder("atomic-stream");
    const std::filesystem::path path = folder / "net.json";
    test::write_file(path, "the old list");
    {
        exports::AtomicFile file(path.string());
        file.write("[1, ");
        CHECK(test::read_file(path) == "the old list");  // the parts go to the temporary file
        CHECK(test::file_names(folder).size() == 2);
    }  // destroyed without commit: abandoned
    CHECK(test::read_file(path) == "the old list");
    CHECK(test::file_names(folder) == std::vector<std::string>{"net.json"});
    exports::AtomicFile file(path.string());
    file.write("[1, ");
    file.write("2]\n");
    file.commit();
    CHECK(test::read_file(path) == "[1, 2]\n");
    CHECK(test::file_names(folder) == std::vector<std::string>{"net.json"});
}
