// Every option of sortscope-cli, once: its name, what follows it and what it does. The commands'
// table (command_table.cpp) lists which of these each command takes, so that an option shared by
// several commands has one description, and its help and its parser cannot disagree. An option name
// that means different things in different commands (--format, --steps, --output, --algo) has one entry
// per meaning. The texts are single paragraphs: the help wraps them.
#pragma once

#include <string_view>

namespace sortscope::cli {

struct CliOption {
    std::string_view name;        // "wg": written --wg on the command line
    std::string_view value;       // what follows it ("W"); empty for a flag
    std::string_view text;        // what it does
    std::string_view short_name;  // "-o", where the option has one
};

// [SECTION] What to run, and on which keys
inline constexpr CliOption kAlgoOption{"algo", "ID", "the algorithm (sortscope-cli list names them all)", ""};
inline constexpr CliOption kNetworkOption{
    "network", "FILE",
    "run a comparator network instead of --algo: a file (- for standard input) in any of the formats dobbelaere, "
    "sorterhunter, snv, colon, knuth or sortscope (detected from the text), or a name from sortscope-cli network list "
    "(dobbelaere-16-60-10, pairwise-24); each layer is one dispatch, and --n defaults to its wires",
    ""};
inline constexpr CliOption kNetworkFormatOption{
    "network-format", "F", "read --network in this format (dobbelaere, sorterhunter, snv, colon, knuth, sortscope) instead of detecting it", ""};
inline constexpr CliOption kRelayerOption{
    "relayer", "", "pack --network's comparators into layers as early as each can go, whatever layers its file gives", ""};
inline constexpr CliOption kNetworkTextFormatOption{
    "format", "F", "the text format network show writes: dobbelaere (the default), sorterhunter, snv, colon, knuth or sortscope", ""};
inline constexpr CliOption kMarkRedundantOption{
    "mark-redundant", "", "draw the comparators that never swap on any input marked (red), found by verify's check of all 2^n 0/1 inputs (n <= 32)", ""};
inline constexpr CliOption kGpuCheckOption{
    "gpu", "",
    "also run the check on the GPU (32 inputs per word, a kernel generated for the network: its wires in registers, its "
    "comparators unrolled), require the same report and print the dispatches' time; where the CPU's check would pass "
    "--max-seconds, or past 32 wires (up to 48), the GPU's report alone, refused when its estimate, timed on the "
    "device's first dispatches, passes --max-seconds",
    ""};
inline constexpr CliOption kFusedOption{
    "fused", "",
    "run --network as one dispatch for the whole batch, each array of n <= 64 keys sorted in registers by one invocation",
    ""};
inline constexpr CliOption kSizeOption{"n", "N", "keys per array: any whole number from 0 to 2^31, not only a power of two", ""};
inline constexpr CliOption kDistOption{
    "dist", "D",
    "the distribution of the keys: random (the default), sorted, reversed, few-unique, all-equal, zero-one, organ-pipe, "
    "nearly-sorted",
    ""};
inline constexpr CliOption kSeedOption{"seed", "S", "the random seed of the keys (default 1); array a of a batch uses seed S+a", ""};
inline constexpr CliOption kInputOption{
    "input", "FILE",
    "the keys from a text file instead, one per line in the key type's notation (blank lines and # comments are "
    "skipped; a bad line is named); the file gives n",
    ""};

// [SECTION] The plan options: every command that builds a plan takes them
inline constexpr CliOption kWorkGroupOption{
    "wg", "W",
    "work-group size, a power of two from 1 to 1024 (default 256, for speed; the app's default is 64, so that its "
    "small inputs use several work groups and show the multi-group paths)",
    ""};
inline constexpr CliOption kKeyTypeOption{
    "keys", "u32|i32|f32",
    "key type (default u32); floats sort in a total order: -inf < ... < -0.0 < +0.0 < ... < +inf < NaN (NaNs last, "
    "whatever their sign or payload)",
    ""};
inline constexpr CliOption kDescendingOption{"desc", "", "descending order", ""};
inline constexpr CliOption kValuesOption{"values", "", "a uint32 payload per key (its input position), moved with the key", ""};
inline constexpr CliOption kBatchOption{"batch", "B", "sort B independent arrays of n keys each (Zucchi 2013's batched mode); any number up to 2^31 keys in all (past the "
    "device's work groups in z, 65,535 at least, the batch is split over dispatches)", ""};
inline constexpr CliOption kRadixBitsOption{"radix-bits", "2|4|8", "radix digit width (default 4: 16 bins)", ""};
inline constexpr CliOption kBlockFactorOption{"block-factor", "F", "rank-shared: keys each invocation loads per block, 1 to 32 (default 4)", ""};
inline constexpr CliOption kTileOption{"tile", "T", "shared-memory kernels: keys per tile, a power of two (default: as many as fit)", ""};
inline constexpr CliOption kItemsOption{
    "items", "I",
    "bitonic-shared's shared-memory kernel: keys each invocation holds in registers, 2, 4, 8, 16 or 32 (default 8); "
    "a window of log2(I) stages runs between barriers",
    ""};
inline constexpr CliOption kShufflesOption{
    "shuffles", "off|on|emulated",
    "bitonic-shared: exchange keys within a subgroup by shuffles (on: needs GL_KHR_shader_subgroup_shuffle), by "
    "shared memory standing in for them (emulated: any driver, for tests), or not (off, the default: the portable "
    "shared-memory windows)",
    ""};
inline constexpr CliOption kOnesweepPathOption{
    "onesweep-path", "lookback|portable|auto",
    "onesweep: the single-pass decoupled look-back, or count + scan + scatter per digit (default auto: the look-back "
    "only on drivers known to run work groups independently, NVIDIA)",
    ""};
inline constexpr CliOption kOnesweepRankingOption{
    "onesweep-ranking", "split|ballot|match|auto",
    "onesweep: the tile ranking (default auto: the best the driver has; match needs GL_NV_shader_subgroup_partitioned, "
    "ballot GL_KHR_shader_subgroup)",
    ""};

// [SECTION] sort
inline constexpr CliOption kSortedOutputOption{
    "output", "FILE",
    "write the sorted keys to FILE, one per line ('-': standard output; with --values the lines are key<TAB>value)", ""};
inline constexpr CliOption kStepByStepOption{
    "steps", "", "run one step (dispatch) at a time and print each, numbered from 1 as plan numbers them (and "
    "the keys after it, for 32 keys or fewer)", ""};
inline constexpr CliOption kVerifyOption{
    "verify", "",
    "compare the result with std::stable_sort (keys bit for bit; values in stable order for stable sorts, travelling "
    "with their keys for the others): print OK, or the first wrong index and exit 1",
    ""};
inline constexpr CliOption kMaxSecondsOption{
    "max-seconds", "S",
    "refuse (exit 2) a command estimated on this machine to take longer than S seconds (default 60), before it "
    "allocates its keys, naming the estimate and the largest n that fits",
    ""};
inline constexpr CliOption kMaxMemoryOption{
    "max-memory", "MIB",
    "refuse (exit 2) a command estimated to hold more than MIB mebibytes of memory, naming the estimate and the "
    "largest n that fits (default: SORTSCOPE_MAX_MEMORY_MIB, or else the memory available now, MemAvailable)",
    ""};

// [SECTION] table and quiz
inline constexpr CliOption kKernelSourceOption{
    "kernel-source", "K",
    "instead of the dispatches: the GLSL of step K's kernel, its parameters for that step above it, the lines "
    "the step runs marked > and those its #defines leave out marked -",
    ""};
inline constexpr CliOption kStepOption{"step", "K", "only step K, numbered from 1 (the first dispatch) as plan numbers them (every step without it)", ""};
inline constexpr CliOption kTableFormatOption{
    "format", "text|csv|md|latex",
    "text (the default); csv, whose first row names the columns; md, Markdown; or latex, a plain tabular (no "
    "packages) ready to \\input",
    ""};
inline constexpr CliOption kQuizFormatOption{
    "format", "text|md|latex",
    "text (the default); md, Markdown; or latex, plain \\section*, tabular and enumerate for any article", ""};

// [SECTION] bench
inline constexpr CliOption kAlgoListOption{"algo", "ID[,ID...]|all", "the algorithms to time: ids separated by commas, or all", ""};
inline constexpr CliOption kLog2nOption{
    "log2n", "A..B", "the sizes: 2^A to 2^B keys per array, one per power of two (one number: one size; a list: 20,24 or 8..12,16)", ""};
inline constexpr CliOption kRepsOption{"reps", "R", "timed runs of each size (default 5); the table gives keys/s from their median", ""};
inline constexpr CliOption kCopyOption{
    "copy", "",
    "first measure the copy bandwidth (copy.comp), then print the share of it each median reaches and each "
    "algorithm's ceiling; without --algo, measure only the bandwidth",
    ""};
inline constexpr CliOption kCopyMibOption{"copy-mib", "M", "the copy's buffer in MiB (default 256, or the largest the device allows)", ""};
inline constexpr CliOption kNoCpuOption{
    "no-cpu", "", "leave out the std::sort and std::stable_sort columns (the same keys on one CPU thread)", ""};
inline constexpr CliOption kPerDispatchOption{
    "per-dispatch", "",
    "also time every dispatch of the largest size on its own and print each kernel's bandwidth (with --csv or --json, "
    "a row per dispatch too)",
    ""};
inline constexpr CliOption kMaxRunMsOption{
    "max-run-ms", "T",
    "skip a size whose run is estimated past T ms (default 2000; from the last size by the bytes model) and the "
    "sizes after it, with the reason",
    ""};
inline constexpr CliOption kCpuMaxRunMsOption{
    "cpu-max-run-ms", "C",
    "skip a CPU baseline's size whose run is estimated past C ms (default 3000; by n log n from its last size)", ""};
inline constexpr CliOption kCsvOption{
    "csv", "FILE",
    "every measurement as CSV, one row per algorithm and size, rewritten after each size ('-': standard output, at "
    "the end)",
    ""};
inline constexpr CliOption kJsonOption{"json", "FILE", "every measurement as JSON, like --csv", ""};
inline constexpr CliOption kChartOption{
    "chart", "FILE",
    "the keys/s chart as SVG, the race view's chart: a line per algorithm and CPU sort, its ceiling dashed, rewritten "
    "after each size",
    ""};
inline constexpr CliOption kTraceOption{
    "trace", "FILE",
    "the dispatches of the largest size as a Chrome/Perfetto trace (open it in ui.perfetto.dev or chrome://tracing): "
    "one event per dispatch, each algorithm a thread; implies --per-dispatch",
    ""};

// [SECTION] export
inline constexpr CliOption kExportFormatOption{
    "format", "svg|pdf|png|tikz|json|gif|html",
    "the network's file format (with --frames, png is the only one); gif: the run as an animation; html: the run or "
    "lesson as one web page", ""};
inline constexpr CliOption kExportOutputOption{"output", "FILE", "the file to write ('-': standard output)", "-o"};
inline constexpr CliOption kFramesOption{
    "frames", "DIR",
    "instead of a network: the bars view of any algorithm after every step, as DIR/step-0000.png (the input), "
    "step-0001.png, ... (DIR is created)",
    ""};
inline constexpr CliOption kStepRangeOption{
    "steps", "A..B", "only steps A to B, numbered from 1 as plan numbers them (one number: one step); with --frames, "
    "the frames before step A to after step B", ""};
inline constexpr CliOption kLabelsOption{"labels", "", "number the wires (the default)", ""};
inline constexpr CliOption kNoLabelsOption{"no-labels", "", "leave the wire numbers out", ""};
inline constexpr CliOption kNoCaptionOption{"no-caption", "", "no caption line under the network (for a document with its own)", ""};
inline constexpr CliOption kShadeOption{"shade", "", "shade every other dispatch", ""};
inline constexpr CliOption kSessionOption{
    "session", "FILE",
    "html: a lesson (a session file of the app, such as assets/sessions/bitonic-16.json) instead of --algo and the "
    "input: its algorithm, keys and options, its slides with the teacher's notes, and its Predict steps",
    ""};
inline constexpr CliOption kStudentOption{
    "student", "", "html: a copy for students, without the teacher's notes and the Predict answers", ""};
inline constexpr CliOption kStyleOption{
    "style", "light|dark|mono",
    "the figure's colours: light (the default), dark, or mono (black on white, for print)", ""};
inline constexpr CliOption kHighlightOption{"highlight", "K", "light step K (numbered from 1, as plan numbers them)", ""};
inline constexpr CliOption kPictureStepOption{
    "step", "K",
    "the picture of step K once it has run (numbered from 1, as plan numbers them; default: the last step) for an "
    "algorithm that is not a network (radix, rank, onesweep); a network's diagram with step K lit",
    ""};
inline constexpr CliOption kWidthOption{
    "width", "PX", "a PNG's width in pixels (default: 2 pixels per point); a GIF's (default 960)", ""};
inline constexpr CliOption kHeightOption{
    "height", "PX", "a GIF's height in pixels (default 540, or 720 with the network under the bars)", ""};
inline constexpr CliOption kFrameMsOption{"frame-ms", "MS", "how long a GIF shows each step (default 800)", ""};
inline constexpr CliOption kLastFrameMsOption{
    "last-frame-ms", "MS", "how long a GIF holds its last frame, the sorted keys, before it loops (default 3 x --frame-ms)", ""};

// [SECTION] lab
inline constexpr CliOption kLabFormatOption{
    "format", "text|json",
    "text (the default), for a student; or json, one object for a grader's scripts (docs/lab.md gives its schema)", ""};
inline constexpr CliOption kForceOption{
    "force", "", "lab start: overwrite the files if they exist (without it, a student's work is never overwritten)", ""};
inline constexpr CliOption kSolutionOption{
    "solution", "",
    "lab start: write the reference solution (the project's own kernel, nothing cut out) instead of the exercise: "
    "for teachers, to check the set-up or to make wrong answers from",
    ""};

}  // namespace sortscope::cli
