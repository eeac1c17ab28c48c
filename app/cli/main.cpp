// sortscope-cli: the headless face of Sortscope. Same engine as the desktop app, scriptable, and the
// tool that runs on a GPU machine with no display. Exit codes: 0 success, 1 runtime failure, 2 usage.
#include <cerrno>
#include <cstdio>
#include <stdexcept>
#include <cstring>
#include <span>
#include <string>

#include "algorithms/text/quoted.hpp"
#include "commands.hpp"

namespace {

constexpr const char* kUsage = R"(sortscope-cli: GPU sorting, one compute dispatch at a time (OpenGL 4.3, headless EGL)

usage:
  sortscope-cli list
      one line per algorithm: its id and what it does
  sortscope-cli plan --algo ID --n N [plan options]
      one line per dispatch of the plan, then the numbers of dispatches, stages and comparators
  sortscope-cli sort --algo ID (--n N [--dist D] [--seed S] | --input FILE) [--output FILE]
                     [plan options] [--steps] [--verify] [--max-seconds S]
      sorts on the GPU. --input/--output: text files, one key per line ('-' for stdout; with
      --values the output has "key<TAB>value" lines). --steps: run and print one dispatch at a time
      (and the keys, for 32 keys or fewer). --verify: compare with std::stable_sort (keys bit for bit;
      values in stable order for stable sorts, travelling with their keys for the others); print OK,
      or the first wrong index and exit 1. Before it runs, the run is estimated on this device (a
      cost model per kernel; a short probe measures the device's rates when the run could be long):
      a run estimated past S seconds (default 60) is refused with exit 2, naming the estimate and
      the largest n that fits; the rank sorts' counts are split into dispatches of at most about
      100 ms, so no dispatch trips a desktop driver's watchdog, and a plan with a dispatch still
      estimated past 1 s is refused. On a terminal, a sort of more than a second shows progress
      on stderr.
  sortscope-cli table --algo ID (--n N [--dist D] [--seed S] | --input FILE) [--step K]
                      [--format text|csv|md|latex] [plan options]
      the table the source document drew for step K (every step without --step), computed by the
      CPU reference: bitonic pairs, binary indices and flips; odd-even merge strides; radix bin counts,
      prefix sums and bin starts; ranks. CSV starts with a header row naming the columns; latex is a
      plain tabular per table (no extra packages), ready to \input into a table or a standalone page.
  sortscope-cli quiz --algo ID --n N [--dist D] [--seed S] [--step K] [--format text|md|latex]
                     [plan options]
      a worksheet of the app's Predict mode: for each dispatch that moves keys (or only step K), the
      keys before it and a question (networks: which comparators will swap; rank: where a highlighted
      key lands; radix and onesweep: its bin and where it lands), then the answers, from the CPU
      reference. n from 2 to 64 (every key is listed). md is Markdown; latex is plain \section*,
      tabular and enumerate for any article. A step that moves no keys (a count or a prefix sum)
      asks nothing: --step K on it is a usage error that lists the steps that ask.
  sortscope-cli verify --algo ID --n N [plan options]
      network algorithms, n <= 24: runs all 2^n 0/1 inputs through the network (the 0-1 principle);
      prints the numbers of comparators, stages and dispatches and OK, or a counterexample (exit 1).
  sortscope-cli bench --algo ID[,ID...]|all --log2n A..B [--reps R] [plan options] [--dist D] [--seed S]
                      [--copy [--copy-mib M]] [--no-cpu] [--per-dispatch] [--max-run-ms T]
                      [--cpu-max-run-ms C] [--csv FILE] [--json FILE]
      times the algorithms at n = 2^A .. 2^B keys per array (--log2n 20: one size). Each size is sorted
      once and checked, every key and value, against a stable LSD radix sort of the same input on every
      CPU thread (the same result as std::stable_sort; a wrong result: exit 1, no number), then warmed
      up (at least one run and 250 ms of GPU work, so the GPU is at full clock), then R timed runs
      (default 5) with GL_TIMESTAMP around the dispatches only (uploads are not timed; glFinish +
      steady_clock where timestamps are missing). Prints the renderer and timer, then keys/s from the
      median: a row per log2 n, a column per algorithm, and std::sort and std::stable_sort of the same
      keys on one CPU thread (--no-cpu leaves them out). A size whose run would take over T ms (default
      2000; estimated from the last size by the bytes model) or that the GPU cannot hold is skipped,
      with the reason; so is a CPU baseline's whose run would take over C ms (default 3000; estimated
      by n log n from the last size, or from a probe on the first 2^20 keys). Under the table: the
      bytes per key each plan moves (algo/traffic.hpp's model). --copy first measures the copy
      bandwidth (GB/s read + written, copy.comp on an M MiB buffer, default 256) and prints the share
      of it each median reaches (bytes per key x keys/s / bandwidth) and each algorithm's ceiling:
      bandwidth / modelled bytes per key. --csv/--json: every measurement, one row per algorithm and
      size.
      `sortscope-cli bench --copy` alone measures only the bandwidth. --per-dispatch also times every
      dispatch of the largest size on its own and prints each kernel's bandwidth (median and lowest);
      with --csv/--json every dispatch is also a row (kind "dispatch": step, kernel, description,
      its timed runs, modelled bytes per key, GB/s and share of the copy bandwidth).
  sortscope-cli export --algo ID --n N --format svg|pdf|png|tikz|json -o FILE [--steps A..B]
                       [--labels | --no-labels] [--no-caption] [--shade] [--theme light|dark|mono]
                       [--highlight K] [--width PX] [plan options]
      a network algorithm's comparator network as a textbook figure: wires left to right, index 0
      on top, numbered by default (--labels; --no-labels leaves them out); a comparator is a segment
      with a dot at each end, and a descending one has an arrowhead toward its larger output;
      comparators that would overlap in a stage sit in sub-columns; heavy rules separate dispatches,
      thin dashed ones the stages fused into one dispatch; dispatch numbers above, and a caption
      line below (--no-caption when the document has its own). --steps A..B draws only those
      dispatches; --shade shades every other dispatch; --highlight K lights dispatch K. The theme
      is light by default. png is 2 pixels per point unless --width PX says how wide. tikz is a
      standalone LaTeX file that pdflatex compiles as it is and that \input puts into a figure of a
      document loading tikz. json: {"algorithm": ID, "n": N, "stages": [{"dispatch": D,
      "comparators": [[a, b], ...]}, ...]}, every stage in execution order, each pair sending the
      smaller key to a (a descending comparator is [j, i]; --desc reverses every pair). -o -
      writes to stdout. Network diagrams take at most 1024 wires, json 65536. Files are written
      whole or not at all (a temporary file in the same folder, then renamed).
  sortscope-cli export --algo ID (--n N [--dist D] [--seed S] | --input FILE) --frames DIR
                       [--format png] [--steps A..B] [--theme light|dark|mono] [--width PX]
                       [plan options]
      the bars view of any algorithm at every step, for animations in slides: DIR/step-0000.png is
      the input and step-K.png the keys after dispatch K-1 (--steps A..B: frames A..B+1), each
      with the positions the dispatch compared and changed marked and its description. States
      come from the CPU reference, which the GPU matches dispatch for dispatch. DIR is created.

plan options:
  --wg W            work-group size, a power of two from 1 to 1024 (default 256)
  --keys u32|i32|f32
                    key type (default u32). Floats sort in a total order: -inf < ... < -0.0 < +0.0
                    < ... < +inf < NaN (NaNs last, whatever their sign or payload)
  --desc            descending order
  --values          a uint32 payload per key (its input position), moved with the key
  --batch B         sort B independent arrays of N keys each (seed 000's batched mode)
  --radix-bits 2|4|8   radix digit width (default 4: 16 bins)
  --block-factor F  rank-shared: keys each invocation loads per block, 1..32 (default 4)
  --tile T          shared-memory kernels: keys per tile, a power of two (default: as many as fit)
  --items I         bitonic-shared's shared-memory kernel: keys each invocation holds in registers,
                    2, 4, 8, 16 or 32 (default 8); a window of log2(I) stages runs between barriers
  --shuffles off|on|emulated
                    bitonic-shared: on exchanges keys between invocations of a subgroup by shuffles
                    where the driver has GL_KHR_shader_subgroup_shuffle; emulated runs that path
                    with shared memory standing in for the shuffles (any driver, for tests); off
                    (the default) keeps the portable shared-memory windows
  --onesweep-path lookback|portable|auto
                    onesweep: the single-pass decoupled look-back, or count + scan + scatter per
                    digit (default auto: look-back only on drivers known to run work groups
                    independently, NVIDIA; a look-back that waits too long counts the tile itself)
  --onesweep-ranking split|ballot|match|auto
                    onesweep: the best tile ranking to use (default auto: the best the driver has;
                    match needs GL_NV_shader_subgroup_partitioned, ballot GL_KHR_shader_subgroup)

inputs: --dist random (default), sorted, reversed, few-unique, all-equal, zero-one, organ-pipe,
  nearly-sorted; --seed S (default 1); array a of a batch uses seed S + a.
n may be any whole number from 0 to 2^31, not only a power of two.
exit codes: 0 success, 1 runtime failure (no OpenGL 4.3, out of memory, I/O: every write, flush and
  close is checked, standard output included), 2 bad usage. Files are written whole or not at all.
)";

void print_usage(FILE* out) {
    std::fputs(kUsage, out);
    std::string quadratic;
    for (const sortscope::algo::AlgorithmInfo& info : sortscope::algo::all_algorithms()) {
        if (info.quick_n == UINT32_MAX) continue;
        quadratic += "  " + std::string(info.id) + ": n up to about " + std::to_string(info.quick_n) +
                     " sorts in a second on a CPU renderer (llvmpipe)\n";
    }
    if (!quadratic.empty()) std::fprintf(out, "\nquadratic sorts (use smaller n):\n%s", quadratic.c_str());
}

// Everything printed goes through stdout's buffer: a write that failed on the way (a full disk, a
// closed pipe, /dev/full) shows at the final flush, and turns a success into exit code 1.
int checked_standard_output(int code, const std::string& shown) {
    errno = 0;
    if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return code;
    std::fprintf(stderr, "sortscope-cli %s: cannot write standard output: %s\n", shown.c_str(),
                 errno != 0 ? std::strerror(errno) : "a write failed");
    return 1;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace sortscope::cli;
    if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0 ||
        std::strcmp(argv[1], "help") == 0) {
        print_usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : checked_standard_output(0, "--help");
    }
    const std::string command = argv[1];
    const std::string shown = sortscope::algo::printable(command);  // the prefix of every message
    const std::span<char* const> args(argv + 2, static_cast<size_t>(argc - 2));
    try {
        int code = -1;
        if (command == "list") code = run_list(args);
        if (command == "plan") code = run_plan(args);
        if (command == "sort") code = run_sort(args);
        if (command == "table") code = run_table(args);
        if (command == "verify") code = run_verify(args);
        if (command == "bench") code = run_bench(args);
        if (command == "export") code = run_export(args);
        if (command == "quiz") code = run_quiz(args);
        if (code < 0) {
            throw UsageError("unknown command " + sortscope::algo::quoted(command) +
                             " (commands: list, plan, sort, table, quiz, verify, bench, export; see --help)");
        }
        return checked_standard_output(code, shown);
    } catch (const UsageError& error) {
        std::fprintf(stderr, "sortscope-cli %s: %s\n", shown.c_str(), error.what());
        return 2;
    } catch (const RuntimeFailure& error) {
        std::fprintf(stderr, "sortscope-cli %s: %s\n", shown.c_str(), error.what());
        return 1;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "sortscope-cli %s: out of host memory\n", shown.c_str());
        return 1;
    } catch (const std::invalid_argument& error) {
        // A plan builder refused these options (they do not fit the algorithm or the device).
        std::fprintf(stderr, "sortscope-cli %s: %s\n", shown.c_str(), error.what());
        return 2;
    }
}
