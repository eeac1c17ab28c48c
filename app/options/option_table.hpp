// Every option of Sortscope's two command lines, once: sortscope-cli's and the app's. Each declares its
// name and value, its help (and the app's words where they differ), whether the app takes it, its range
// and default in the app (the work group's default differs: 64 in the app to teach, 256 in sortscope-cli
// for speed), which algorithms read it (the catalogue's PlanOption), and its session-file key. The
// commands' table (app/cli/parsing/command_table.cpp) lists which of these each command takes; the app
// takes those marked `app` (app/ui/core/app_options.cpp), and both programs' help is made from here, so
// that a help and its parser cannot disagree. An option name that means different things (--format,
// --steps, --output, --frames) has one entry per meaning; a front end never takes two entries of one name.
// The texts are single paragraphs: the help wraps them.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"
#include "option_spec.hpp"

namespace sortscope::options {

// Each entry names only the members it sets (designated initializers); the others keep their defaults
// (option_spec.hpp), which GCC 12's -Wmissing-field-initializers would report for every entry.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

// [SECTION] What to run, and on which keys
inline constexpr OptionSpec kAlgoOption{
    .name = "algo", .value = "ID",
    .text = "the algorithm (sortscope-cli list names them all)",
    .app = true,
    .app_text = "algorithm (default bitonic; sortscope-cli list shows them)",
    .session_key = "algorithm"};
inline constexpr OptionSpec kNetworkOption{
    .name = "network", .value = "FILE",
    .text = "run a comparator network instead of --algo: a file (- for standard input) in any of the formats dobbelaere, "
    "sorterhunter, snv, colon, knuth or sortscope (detected from the text), or a name from sortscope-cli network list "
    "(dobbelaere-16-60-10, pairwise-24); each layer is one dispatch, and --n defaults to its wires",
    .app = true,
    .app_value = "FILE|NAME",
    .app_text = "run a comparator network, one step per layer: a file in any network format (the format detected from the"
    " text: dobbelaere, sorterhunter, snv, colon, knuth, sortscope) or a library name such as "
    "dobbelaere-16-60-10 (sortscope-cli network list); n is its wire count unless --n gives fewer. The "
    "panel's Network... entry loads one too",
    .session_key = "network"};
inline constexpr OptionSpec kNetworkFormatOption{
    .name = "network-format", .value = "F",
    .text = "read --network in this format (dobbelaere, sorterhunter, snv, colon, knuth, sortscope) instead of detecting it"};
inline constexpr OptionSpec kRelayerOption{
    .name = "relayer", .value = "",
    .text = "pack --network's comparators into layers as early as each can go, whatever layers its file gives"};
inline constexpr OptionSpec kNetworkTextFormatOption{
    .name = "format", .value = "F",
    .text = "the text format network show writes: dobbelaere (the default), sorterhunter, snv, colon, knuth or sortscope"};
inline constexpr OptionSpec kMarkRedundantOption{
    .name = "mark-redundant", .value = "",
    .text = "draw the comparators that never swap on any input marked (red), found by verify's check of all 2^n 0/1 inputs (n <= 32)"};
inline constexpr OptionSpec kGpuCheckOption{
    .name = "gpu", .value = "",
    .text = "also run the check on the GPU (32 inputs per word, with a kernel generated for the network, its wires in registers, "
    "after its self-test on the device; up to 8,192 comparators), require the same report and "
    "print the dispatches' time; where the CPU's check would pass --max-seconds, or past 32 wires (up to 48), the GPU's "
    "report alone, refused when its estimate, timed on the device's first dispatches, passes --max-seconds"};
inline constexpr OptionSpec kFusedOption{
    .name = "fused", .value = "",
    .text = "run --network as one dispatch for the whole batch, each array of n <= 64 keys sorted in registers by one invocation"};
inline constexpr OptionSpec kSizeOption{
    .name = "n", .value = "N",
    .text = "keys per array: any whole number from 0 to 2^31, not only a power of two",
    .app = true,
    .app_text = "number of keys, 1 to 1048576 (default 16)",
    .app_range = WholeRange{1, uint64_t{1} << 20},
    .app_default_number = 16,
    .session_key = "n"};
inline constexpr OptionSpec kDistOption{
    .name = "dist", .value = "D",
    .text = "the distribution of the keys: random (the default), sorted, reversed, few-unique, all-equal, zero-one, organ-pipe, "
    "nearly-sorted",
    .app = true,
    .app_text = "random (default), sorted, reversed, few-unique, all-equal, zero-one, organ-pipe, nearly-sorted",
    .session_key = "distribution"};
inline constexpr OptionSpec kSeedOption{
    .name = "seed", .value = "S",
    .text = "the random seed of the keys (default 1); array a of a batch uses seed S+a",
    .app = true,
    .app_text = "random seed of the input (default 1); up to 64 keys the keys are small numbers a class can read (0..99 "
    "for random), past 64 the full 32-bit range",
    .app_range = WholeRange{0, UINT64_MAX},
    .default_number = 1,
    .session_key = "seed"};
inline constexpr OptionSpec kInputOption{
    .name = "input", .value = "FILE",
    .text = "the keys from a text file instead, one per line in the key type's notation (blank lines and # comments are "
    "skipped; a bad line is named); the file gives n",
    .app = true,
    .app_text = "sort the keys of FILE instead: one key per line in the key type's notation, blank lines and # comments skipped (sortscope-cli sort --input reads the same)"};

// [SECTION] The plan options: every command that builds a plan takes them
inline constexpr OptionSpec kWorkGroupOption{
    .name = "wg", .value = "W",
    .text = "work-group size, a power of two from 1 to 1024 (default 256, for speed; the app's default is 64, so that its "
    "small inputs use several work groups and show the multi-group paths)",
    .app = true,
    .app_text = "work-group size, a power of two (default 64 up to 4096 keys, so that small inputs use several work "
    "groups and show the multi-group paths; above that, what sortscope-cli runs: sortscope-cli's default is "
    "256, for speed{tile-defaults})",
    .app_range = WholeRange{0, UINT32_MAX},
    .default_number = 256, .app_default_number = 64,
    .session_key = "work_group_size",
    .plan_field = &algo::Options::local_size};
inline constexpr OptionSpec kKeyTypeOption{
    .name = "keys", .value = "u32|i32|f32",
    .text = "key type (default u32); floats sort in a total order: -inf < ... < -0.0 < +0.0 < ... < +inf < NaN (NaNs last, "
    "whatever their sign or payload)",
    .app = true,
    .app_text = "key type: u32 (default), i32, f32 (floats: -0 before +0, NaN last)",
    .session_key = "keys"};
inline constexpr OptionSpec kDescendingOption{
    .name = "desc", .value = "",
    .text = "descending order",
    .app = true,
    .app_text = "sort in descending order",
    .session_key = "descending"};
inline constexpr OptionSpec kValuesOption{
    .name = "values", .value = "",
    .text = "a uint32 payload per key (its input position), moved with the key",
    .app = true,
    .app_text = "a payload (each key's input position) moves with its key",
    .session_key = "values"};
inline constexpr OptionSpec kBatchOption{
    .name = "batch", .value = "B",
    .text = "sort B independent arrays of n keys each (Zucchi 2013's batched mode); any number up to 2^31 keys in all (past the "
    "device's work groups in z, 65,535 at least, the batch is split over dispatches)",
    .plan_field = &algo::Options::batch};
inline constexpr OptionSpec kTileOption{
    .name = "tile", .value = "T",
    .text = "shared-memory kernels: keys per tile, a power of two (default: as many as fit)",
    .app = true,
    .app_text = "keys per shared-memory tile (default: as many as fit{tile-defaults})",
    .app_range = WholeRange{0, UINT32_MAX},
    .read_by = algo::PlanOption::Tile,
    .default_number = 0,
    .session_key = "tile",
    .plan_field = &algo::Options::tile};
// The algorithms' own options (AlgorithmInfo::own_options: each a whole number or one of a few names)
// follow here in all_options(), made from their catalogue entries: the table never names them.

// [SECTION] sort
inline constexpr OptionSpec kSortedOutputOption{
    .name = "output", .value = "FILE",
    .text = "write the sorted keys to FILE, one per line ('-': standard output; with --values the lines are key<TAB>value)"};
inline constexpr OptionSpec kStepByStepOption{
    .name = "steps", .value = "",
    .text = "run one step (dispatch) at a time and print each, numbered from 1 as plan numbers them (and "
    "the keys after it, for 32 keys or fewer)"};
inline constexpr OptionSpec kVerifyOption{
    .name = "verify", .value = "",
    .text = "compare the result with std::stable_sort (keys bit for bit; values in stable order for stable sorts, travelling "
    "with their keys for the others): print OK, or the first wrong index and exit 1"};
inline constexpr OptionSpec kMaxSecondsOption{
    .name = "max-seconds", .value = "S",
    .text = "refuse (exit 2) a command estimated on this machine to take longer than S seconds (default 60), before it "
    "allocates its keys, naming the estimate and the largest n that fits"};
inline constexpr OptionSpec kMaxMemoryOption{
    .name = "max-memory", .value = "MIB",
    .text = "refuse (exit 2) a command estimated to hold more than MIB mebibytes of memory, naming the estimate and the "
    "largest n that fits (default: SORTSCOPE_MAX_MEMORY_MIB, or else the memory available now, MemAvailable)"};

// [SECTION] table and quiz
inline constexpr OptionSpec kKernelSourceOption{
    .name = "kernel-source", .value = "K",
    .text = "instead of the dispatches: the GLSL of step K's kernel, its parameters for that step above it, the lines "
    "the step runs marked > and those its #defines leave out marked -"};
inline constexpr OptionSpec kStepOption{
    .name = "step", .value = "K",
    .text = "only step K, numbered from 1 (the first dispatch) as plan numbers them (every step without it)"};
inline constexpr OptionSpec kTableFormatOption{
    .name = "format", .value = "text|csv|md|latex",
    .text = "text (the default); csv, whose first row names the columns; md, Markdown; or latex, a plain tabular (no "
    "packages) ready to \\input"};
inline constexpr OptionSpec kQuizFormatOption{
    .name = "format", .value = "text|md|latex",
    .text = "text (the default); md, Markdown; or latex, plain \\section*, tabular and enumerate for any article"};

// [SECTION] bench
inline constexpr OptionSpec kAlgoListOption{
    .name = "algo", .value = "ID[,ID...]|all",
    .text = "the algorithms to time: ids separated by commas, or all"};
inline constexpr OptionSpec kLog2nOption{
    .name = "log2n", .value = "A..B",
    .text = "the sizes: 2^A to 2^B keys per array, one per power of two (one number: one size; a list: 20,24 or 8..12,16)"};
inline constexpr OptionSpec kRepsOption{
    .name = "reps", .value = "R",
    .text = "timed runs of each size (default 5); the table gives keys/s from their median"};
inline constexpr OptionSpec kCopyOption{
    .name = "copy", .value = "",
    .text = "first measure the copy bandwidth (copy.comp), then print the share of it each median reaches and each "
    "algorithm's ceiling; without --algo, measure only the bandwidth"};
inline constexpr OptionSpec kCopyMibOption{
    .name = "copy-mib", .value = "M",
    .text = "the copy's buffer in MiB (default 256, or the largest the device allows)"};
inline constexpr OptionSpec kNoCpuOption{
    .name = "no-cpu", .value = "",
    .text = "leave out the std::sort and std::stable_sort columns (the same keys on one CPU thread)"};
inline constexpr OptionSpec kPerDispatchOption{
    .name = "per-dispatch", .value = "",
    .text = "also time every dispatch of the largest size on its own and print each kernel's bandwidth (with --csv or --json, "
    "a row per dispatch too)"};
inline constexpr OptionSpec kMaxRunMsOption{
    .name = "max-run-ms", .value = "T",
    .text = "skip a size whose run is estimated past T ms (default 2000; from the last size by the bytes model) and the "
    "sizes after it, with the reason"};
inline constexpr OptionSpec kCpuMaxRunMsOption{
    .name = "cpu-max-run-ms", .value = "C",
    .text = "skip a CPU baseline's size whose run is estimated past C ms (default 3000; by n log n from its last size)"};
inline constexpr OptionSpec kCsvOption{
    .name = "csv", .value = "FILE",
    .text = "every measurement as CSV, one row per algorithm and size, rewritten after each size ('-': standard output, at "
    "the end)"};
inline constexpr OptionSpec kJsonOption{
    .name = "json", .value = "FILE",
    .text = "every measurement as JSON, like --csv"};
inline constexpr OptionSpec kChartOption{
    .name = "chart", .value = "FILE",
    .text = "the keys/s chart as SVG, the race view's chart: a line per algorithm and CPU sort, its ceiling dashed, rewritten "
    "after each size"};
inline constexpr OptionSpec kTraceOption{
    .name = "trace", .value = "FILE",
    .text = "the dispatches of the largest size as a Chrome/Perfetto trace (open it in ui.perfetto.dev or chrome://tracing): "
    "one event per dispatch, each algorithm a thread; implies --per-dispatch"};

// [SECTION] export
inline constexpr OptionSpec kExportFormatOption{
    .name = "format", .value = "svg|pdf|png|tikz|json|gif|html",
    .text = "the network's file format (with --frames, png is the only one); gif: the run as an animation; html: the run or "
    "lesson as one web page"};
inline constexpr OptionSpec kExportOutputOption{
    .name = "output", .value = "FILE",
    .text = "the file to write ('-': standard output)",
    .short_name = "-o"};
inline constexpr OptionSpec kFramesOption{
    .name = "frames", .value = "DIR",
    .text = "instead of a network: the bars view of any algorithm after every step, as DIR/step-0000.png (the input), "
    "step-0001.png, ... (DIR is created)"};
inline constexpr OptionSpec kStepRangeOption{
    .name = "steps", .value = "A..B",
    .text = "only steps A to B, numbered from 1 as plan numbers them (one number: one step); with --frames, "
    "the frames before step A to after step B"};
inline constexpr OptionSpec kLabelsOption{
    .name = "labels", .value = "",
    .text = "number the wires (the default)"};
inline constexpr OptionSpec kNoLabelsOption{
    .name = "no-labels", .value = "",
    .text = "leave the wire numbers out"};
inline constexpr OptionSpec kNoCaptionOption{
    .name = "no-caption", .value = "",
    .text = "no caption line under the network (for a document with its own)"};
inline constexpr OptionSpec kShadeOption{
    .name = "shade", .value = "",
    .text = "shade every other dispatch"};
inline constexpr OptionSpec kSessionOption{
    .name = "session", .value = "FILE",
    .text = "html: a lesson (a session file of the app, such as assets/sessions/bitonic-16.json) instead of --algo and the "
    "input: its algorithm, keys and options, its slides with the teacher's notes, and its Predict steps"};
inline constexpr OptionSpec kStudentOption{
    .name = "student", .value = "",
    .text = "html: a copy for students, without the teacher's notes and the Predict answers"};
inline constexpr OptionSpec kStyleOption{
    .name = "style", .value = "light|dark|mono",
    .text = "the figure's colours: light (the default), dark, or mono (black on white, for print)"};
inline constexpr OptionSpec kHighlightOption{
    .name = "highlight", .value = "K",
    .text = "light step K (numbered from 1, as plan numbers them)"};
inline constexpr OptionSpec kPictureStepOption{
    .name = "step", .value = "K",
    .text = "the picture of step K once it has run (numbered from 1, as plan numbers them; default: the last step) for an "
    "algorithm that is not a network ({pictures}); a network's diagram with step K lit"};
inline constexpr OptionSpec kWidthOption{
    .name = "width", .value = "PX",
    .text = "a PNG's width in pixels (default: 2 pixels per point); a GIF's (default 960)"};
inline constexpr OptionSpec kHeightOption{
    .name = "height", .value = "PX",
    .text = "a GIF's height in pixels (default 540, or 720 with the network under the bars)"};
inline constexpr OptionSpec kFrameMsOption{
    .name = "frame-ms", .value = "MS",
    .text = "how long a GIF shows each step (default 800)"};
inline constexpr OptionSpec kLastFrameMsOption{
    .name = "last-frame-ms", .value = "MS",
    .text = "how long a GIF holds its last frame, the sorted keys, before it loops (default 3 x --frame-ms)"};

// [SECTION] lab
inline constexpr OptionSpec kLabFormatOption{
    .name = "format", .value = "text|json",
    .text = "text (the default), for a student; or json, one object for a grader's scripts (docs/lab.md gives its schema)"};
inline constexpr OptionSpec kForceOption{
    .name = "force", .value = "",
    .text = "lab start: overwrite the files if they exist (without it, a student's work is never overwritten)"};
inline constexpr OptionSpec kSolutionOption{
    .name = "solution", .value = "",
    .text = "lab start: write the reference solution (the project's own kernel, nothing cut out) instead of the exercise: "
    "for teachers, to check the set-up or to make wrong answers from"};

// [SECTION] The app's own: what it opens at, its views and modes, lessons, screenshots and tests
inline constexpr OptionSpec kAppStepOption{
    .name = "step", .value = "K", .text = "open at step K (K dispatches already run)", .cli = false, .app = true,
    .app_range = WholeRange{0, UINT32_MAX}, .session_key = "step"};
inline constexpr OptionSpec kViewOption{
    .name = "view", .value = "V",
    .text = "the views shown: bars, network, table, all (default), kernel (the GLSL source of the step's kernel, its lines "
    "for the step lit), race, or profile (every dispatch timed, one bar each, next to a second algorithm; a --screenshot "
    "waits for the measurements unless --frames is given)",
    .cli = false, .app = true};
inline constexpr OptionSpec kRaceOption{
    .name = "race", .value = "[A..B]",
    .text = "open the race panel and start a race at once over n = 2^A .. 2^B (without a range: from 2^10 up to the sizes "
    "that take about 30 s on this device) ({race}) of random keys of the "
    "type, order and payload of --keys, --desc and --values; a --screenshot waits for it to finish unless --frames is given",
    .cli = false, .app = true, .app_range = WholeRange{1, 28}};
inline constexpr OptionSpec kRaceReferenceOption{
    .name = "race-reference", .value = "FILE",
    .text = "reference lines on the race chart: rates measured elsewhere by another tool, from a CSV "
    "(assets/reference/cub-h100-2026-11-24.csv: CUB on an H100; cub-h200-types-2026-11-29.csv: on an H200, every key type "
    "and order), drawn dashed white with their source, only those of the keys the race sorts",
    .cli = false, .app = true};
inline constexpr OptionSpec kPredictOption{
    .name = "predict", .value = "",
    .text = "Predict mode: before each dispatch that moves keys, the app asks what it will do ({predict}); answer, then "
    "the GPU runs it and "
    "the app shows what really happened, with a running score",
    .cli = false, .app = true};
inline constexpr OptionSpec kGuessOption{
    .name = "guess", .value = "A",
    .text = "with --predict: answer the question of the opening step at once and show the result: {guess} (for "
    "screenshots and worksheets' keys)",
    .cli = false, .app = true};
inline constexpr OptionSpec kPresenterOption{
    .name = "presenter", .value = "",
    .text = "presenter mode: large fonts, high contrast, advanced controls hidden. With two monitors (a laptop and a "
    "projector), the class's window goes on the projector and a second window on the laptop shows the teacher the slide's "
    "notes, the next slide or step, the Predict question's answer and a clock",
    .cli = false, .app = true};
inline constexpr OptionSpec kProjectorMonitorOption{
    .name = "projector-monitor", .value = "N",
    .text = "in presenter mode with two monitors or more: the class's window on monitor N (from 1, as the app lists them; "
    "default: the first that is not the primary one)",
    .cli = false, .app = true, .app_range = WholeRange{1, 16}};
inline constexpr OptionSpec kThemeOption{
    .name = "theme", .value = "T",
    .text = "colours: standard (default) or colour-blind (a blue-to-yellow value ramp and marks that differ in lightness "
    "and shape, safe under deuteranopia and protanopia)",
    .cli = false, .app = true};
inline constexpr OptionSpec kMuteOption{
    .name = "mute", .value = "",
    .text = "start with the sound off (M turns it on); sound is off anyway in --screenshot runs and when CI is set, and a "
    "machine with no audio device plays nothing",
    .cli = false, .app = true};
inline constexpr OptionSpec kSoundOption{
    .name = "sound", .value = "", .text = "sound on even in a --screenshot run or under CI", .cli = false, .app = true};
inline constexpr OptionSpec kSoundWavOption{
    .name = "sound-wav", .value = "FILE", .text = "also write every sound made as a WAV file (16-bit, 48 kHz) at exit",
    .cli = false, .app = true};
inline constexpr OptionSpec kAppSessionOption{
    .name = "session", .value = "FILE",
    .text = "open a saved lesson (a session file): its first slide's input, step, views and note; --step and --presenter "
    "still apply on top of it",
    .cli = false, .app = true};
inline constexpr OptionSpec kSlideOption{
    .name = "slide", .value = "K", .text = "with --session: open at the lesson's slide K (from 1)", .cli = false, .app = true,
    .app_range = WholeRange{1, 100}};
inline constexpr OptionSpec kPlayOption{
    .name = "play", .value = "", .text = "start playing at once", .cli = false, .app = true};
inline constexpr OptionSpec kSpeedOption{
    .name = "speed", .value = "S", .text = "steps per second when playing, 0.25 to 120", .cli = false, .app = true};
inline constexpr OptionSpec kExportDialogOption{
    .name = "export-dialog", .value = "", .text = "open the Export dialog (network, frames, table) at launch",
    .cli = false, .app = true};
inline constexpr OptionSpec kDevShadersOption{
    .name = "dev-shaders", .value = "",
    .text = "read the kernels from the source tree's shaders/ and rebuild them when edited (an installed build reads them "
    "from $SORTSCOPE_SHADER_DIR instead)",
    .cli = false, .app = true};
inline constexpr OptionSpec kScreenshotOption{
    .name = "screenshot", .value = "FILE", .text = "render F frames (default 5), write the last one as PNG, and exit",
    .cli = false, .app = true};
inline constexpr OptionSpec kAppFramesOption{
    .name = "frames", .value = "F", .text = "with --screenshot: frames rendered before the screenshot is taken (default 5)",
    .cli = false, .app = true, .app_range = WholeRange{1, 10000}, .default_number = 5};
inline constexpr OptionSpec kWindowWidthOption{
    .name = "width", .value = "W", .text = "window width in pixels (default 1280)", .cli = false, .app = true,
    .app_range = WholeRange{400, 16384}, .default_number = 1280};
inline constexpr OptionSpec kWindowHeightOption{
    .name = "height", .value = "H", .text = "window height in pixels (default 720)", .cli = false, .app = true,
    .app_range = WholeRange{300, 16384}, .default_number = 720};
inline constexpr OptionSpec kTestKeysOption{
    .name = "test-keys", .value = "FILE",
    .text = "for tests: press and release the keys FILE lists at the frames it names (two presses inside one frame "
    "included), and print the state reached at exit",
    .cli = false, .app = true};
inline constexpr OptionSpec kLabOption{
    .name = "lab", .value = "NAME",
    .text = "the kernel lab (sortscope-cli lab list names the exercises): with --kernel FILE, FILE runs in place of the "
    "project's kernel at the exercise's first case that fails (checked first in a process of its own, which a kernel that "
    "never ends cannot block), and the app opens at its first step that differs from the CPU reference; saving FILE checks "
    "it again and reloads it, run again to the current step. --lab NAME alone opens the panel's Kernel lab section with "
    "NAME picked (Start, Check, Ctrl+L)",
    .cli = false, .app = true};
inline constexpr OptionSpec kLabKernelOption{
    .name = "kernel", .value = "FILE", .text = "with --lab: the student's kernel file", .cli = false, .app = true};
inline constexpr OptionSpec kLessonsOption{
    .name = "lessons", .value = "",
    .text = "print the folder of the example lessons and each lesson's title, number of slides and file, and exit "
    "(../share/sortscope/sessions next to the program when installed; $SORTSCOPE_ASSETS_DIR/sessions overrides it)",
    .cli = false, .app = true};

#pragma GCC diagnostic pop

// [SECTION] The list: every option above, once, in the order the helps list them (a new option is an
// entry above and its line here). The algorithms' own options (AlgorithmInfo::own_options) come after
// the plan options, before kFirstAfterOwnOptions.
inline constexpr const OptionSpec* kFixedOptions[] = {
    &kAlgoOption, &kNetworkOption, &kNetworkFormatOption, &kRelayerOption, &kNetworkTextFormatOption,
    &kMarkRedundantOption, &kGpuCheckOption, &kFusedOption, &kSizeOption, &kDistOption, &kSeedOption,
    &kInputOption, &kWorkGroupOption, &kKeyTypeOption, &kDescendingOption, &kValuesOption, &kBatchOption,
    &kTileOption,
    // (the algorithms' own options go here: kFirstAfterOwnOptions)
    &kSortedOutputOption, &kStepByStepOption, &kVerifyOption, &kMaxSecondsOption,
    &kMaxMemoryOption, &kKernelSourceOption, &kStepOption, &kTableFormatOption, &kQuizFormatOption,
    &kAlgoListOption, &kLog2nOption, &kRepsOption, &kCopyOption, &kCopyMibOption, &kNoCpuOption, &kPerDispatchOption,
    &kMaxRunMsOption, &kCpuMaxRunMsOption, &kCsvOption, &kJsonOption, &kChartOption, &kTraceOption,
    &kExportFormatOption, &kExportOutputOption, &kFramesOption, &kStepRangeOption, &kLabelsOption,
    &kNoLabelsOption, &kNoCaptionOption, &kShadeOption, &kSessionOption, &kStudentOption, &kStyleOption,
    &kHighlightOption, &kPictureStepOption, &kWidthOption, &kHeightOption, &kFrameMsOption, &kLastFrameMsOption,
    &kLabFormatOption, &kForceOption, &kSolutionOption, &kAppStepOption, &kViewOption, &kRaceOption,
    &kRaceReferenceOption, &kPredictOption, &kGuessOption, &kPresenterOption, &kProjectorMonitorOption, &kThemeOption, &kMuteOption,
    &kSoundOption, &kSoundWavOption, &kAppSessionOption, &kSlideOption, &kPlayOption, &kSpeedOption,
    &kExportDialogOption, &kDevShadersOption, &kScreenshotOption, &kAppFramesOption, &kWindowWidthOption,
    &kWindowHeightOption, &kTestKeysOption, &kLabOption, &kLabKernelOption, &kLessonsOption,
};
inline constexpr const OptionSpec* kFirstAfterOwnOptions = &kSortedOutputOption;

// [SECTION] Looking options up
// Every option above, in this order (the app's help lists its own in this order), with the algorithms'
// own options (AlgorithmInfo::own_options, in the registry's order) after the plan options.
std::span<const OptionSpec* const> all_options();
// The app's option written --`name`, or null: the one place its command line's names are compared.
const OptionSpec* find_app_option(std::string_view name);
// Whether `word` asks for help (--help or -h), in either program.
bool is_help_word(std::string_view word);

}  // namespace sortscope::options
