// The commands of sortscope-cli (see command_table.hpp): what each does, the options it takes from
// option_texts.hpp, and examples, which the tests run.
#include "command_table.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/text/counts.hpp"
#include "commands.hpp"

namespace sortscope::cli {

namespace {

using namespace options;  // the option table's entries, kSizeOption...

const std::vector<const CliOption*> kInputs = {&kSizeOption, &kDistOption, &kSeedOption, &kInputOption};

// Every command that builds a plan takes these: the generic ones, every whole number of the plan's
// Options and every option that only some algorithms read (the table's entries with a plan_field or
// read_by, and the algorithms' own, in its order), the budget it is checked against (run_limit.hpp), and
// a loaded network in place of --algo (any command that takes --algo takes it).
std::vector<const CliOption*> plan_option_list() {
    std::vector<const CliOption*> list = {&kWorkGroupOption, &kKeyTypeOption, &kDescendingOption, &kValuesOption, &kBatchOption};
    for (const CliOption* option : all_options()) {
        const bool listed = std::find(list.begin(), list.end(), option) != list.end();
        if (option->cli && !listed && (option->read_by_some() || option->plan_field != nullptr)) list.push_back(option);
    }
    list.insert(list.end(), {&kMaxSecondsOption, &kMaxMemoryOption, &kNetworkOption, &kNetworkFormatOption, &kRelayerOption,
                             &kFusedOption});
    return list;
}
const std::vector<const CliOption*> kPlanOptions = plan_option_list();

// bench limits the time of each run instead (--max-run-ms, --cpu-max-run-ms), so it takes no --max-seconds.
std::vector<const CliOption*> bench_plan_options() {
    std::vector<const CliOption*> options;
    for (const CliOption* option : kPlanOptions) {
        if (option != &kMaxSecondsOption) options.push_back(option);
    }
    return options;
}

// The quadratic sorts' practical n on a CPU renderer, from the catalogue (AlgorithmInfo::quick_n).
std::string quadratic_sorts() {
    std::string text;
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        if (info.quick_n == UINT32_MAX) continue;
        text += "  " + std::string(info.id) + ": n up to about " + algo::with_separators(info.quick_n) +
                " sorts in a second on a CPU renderer (llvmpipe)\n";
    }
    return text.empty() ? text : "quadratic sorts (use smaller n):\n" + text;
}

// plan's example of a plan that depends on the driver (AlgorithmInfo::driver_choices), or of its
// listing in full where no algorithm's does.
Example driver_choices_example() {
    for (const algo::AlgorithmInfo& info : algo::all_algorithms()) {
        if (info.driver_choices == nullptr) continue;
        const std::string id(info.id);
        return {"sortscope-cli plan --algo " + id + " --n 1048576", "what " + id + "'s plan chose on this driver, and why"};
    }
    return {"sortscope-cli plan --algo radix --n 1048576", "the passes of a radix sort over a million keys"};
}

std::vector<Command> make_commands() {
    std::vector<Command> commands;
    commands.push_back({
        "list",
        "the algorithms, one per line: the id that --algo takes and what it does",
        {""},
        "Prints every algorithm: the id that --algo takes, then what it does.",
        {},
        {{"sortscope-cli list", "every algorithm"},
         {"sortscope-cli plan --algo odd-even-merge --n 8", "then one of them: the dispatches it runs for 8 keys"}},
        run_list,
    });
    commands.push_back({
        "plan",
        "the dispatches an algorithm runs for n keys, one per line, and their totals",
        {"--algo ID --n N [--kernel-source K] [plan options]"},
        "One line per step (one dispatch) of the plan, numbered from 1 as every command and the app number them, then the numbers of dispatches, stages and comparators, "
        "the bytes of global memory moved per key and the passes over global memory. Plans are made for the GL "
        "minimum of shared memory (32 KiB) without opening the GPU (sort --steps shows the plan sized for this "
        "device), except where the plan depends on the driver ({driver-options}): then it opens the GPU "
        "and says what it chose and why. With --kernel-source K it prints the kernel of step K instead, as the "
        "app's kernel view shows it: its parameters, then its source with the lines the step runs marked.",
        {{"options", {&kAlgoOption, &kSizeOption, &kKernelSourceOption}}, {"plan options", kPlanOptions}},
        {{"sortscope-cli plan --algo bitonic --n 8", "the bitonic network of 8 keys: 6 dispatches of 4 comparators"},
         {"sortscope-cli plan --algo bitonic-shared --n 65536", "the stages that run in shared memory, fused"},
         driver_choices_example()},
        run_plan,
    });
    commands.push_back({
        "sort",
        "sorts keys on the GPU and checks the result; --steps shows every dispatch",
        {"--algo ID (--n N [--dist D] [--seed S] | --input FILE) [--output FILE] [--steps] [--verify] "
         "[--max-seconds S] [plan options]"},
        "Sorts the keys on the GPU with the algorithm's plan and prints how long its dispatches took on the GPU. "
        "Before it runs, the run is estimated on this device: one estimated past --max-seconds is refused. The rank "
        "sorts' counts are split into dispatches of at most about 100 ms, so that no dispatch trips a desktop "
        "driver's watchdog. On a terminal, a sort of more than a second shows its progress on stderr.",
        {{"options", {&kAlgoOption, &kSortedOutputOption, &kStepByStepOption, &kVerifyOption}},
         {"inputs", kInputs},
         {"plan options", kPlanOptions}},
        {{"sortscope-cli sort --algo bitonic --n 1000 --verify", "1,000 random keys, checked against std::stable_sort"},
         {"sortscope-cli sort --algo odd-even-merge --n 8 --dist reversed --steps", "every dispatch and the keys after it"},
         {"sortscope-cli sort --algo radix --input keys.txt --output sorted.txt", "keys from a file, sorted into another"}},
        run_sort,
        quadratic_sorts,
    });
    commands.push_back({
        "table",
        "the tables the source documents drew, for every step or one",
        {"--algo ID (--n N [--dist D] [--seed S] | --input FILE) [--step K] [--format text|csv|md|latex] "
         "[plan options]"},
        "The table the source document drew for each step, filled in as the step leaves it, computed by the CPU "
        "reference from the keys before it ({tables}).",
        {{"options", {&kAlgoOption, &kStepOption, &kTableFormatOption}},
         {"inputs", kInputs},
         {"plan options", kPlanOptions}},
        {{"sortscope-cli table --algo bitonic --n 8", "Zucchi's pairs, binary indices and flips, every step"},
         {"sortscope-cli table --algo radix --n 1024 --step 2 --format csv", "a prefix sum of the bin counts, as CSV"},
         {"sortscope-cli table --algo odd-even-transposition --n 8 --step 1 --format latex", "a tabular for a paper"}},
        run_table,
    });
    commands.push_back({
        "quiz",
        "a worksheet of Predict mode's questions about the next step, then the answers",
        {"--algo ID (--n N [--dist D] [--seed S] | --input FILE) [--step K] [--format text|md|latex] [plan options]"},
        "For each step that moves keys (or only step K): the keys before it and a question ({predict}), then the "
        "answers at the end, from the CPU reference. Every key is listed, so n is from 2 to 64. A "
        "step that moves no keys (a count or a prefix sum) asks nothing.",
        {{"options", {&kAlgoOption, &kStepOption, &kQuizFormatOption}},
         {"inputs", kInputs},
         {"plan options", kPlanOptions}},
        {{"sortscope-cli quiz --algo bitonic --n 8 --step 2", "one question and its answer"},
         {"sortscope-cli quiz --algo radix --n 16 --dist few-unique --format md", "every scatter, in Markdown"},
         {"sortscope-cli quiz --algo rank --n 8 --format latex", "sections, tabulars and lists for an article"}},
        run_quiz,
    });
    commands.push_back({
        "verify",
        "checks a comparator network on every 0/1 input (the 0-1 principle)",
        {"(--algo ID --n N | --network FILE) [--gpu] [plan options]"},
        "For the network algorithms and any loaded network of up to 32 wires (48 with --gpu): runs all 2^n inputs of zeros and ones "
        "through the network, 64 per word, and prints its numbers of comparators, stages and dispatches, then OK, or the "
        "first input it leaves unsorted with its output (exit 1) and the adjacent outputs some input leaves out of order; "
        "then its size and depth beside the best known and the proven bounds for that n, and the comparators that never "
        "swap on any input (redundant). By the 0-1 principle, a network that sorts every 0/1 input sorts every input. A "
        "check estimated past --max-seconds is refused with its estimate. For the other algorithms, use sort --verify.",
        {{"options", {&kAlgoOption, &kSizeOption, &kGpuCheckOption}}, {"plan options", kPlanOptions}},
        {{"sortscope-cli verify --algo odd-even-merge --n 13", "all 8,192 inputs of 13 zeros and ones"},
         {"sortscope-cli verify --network dobbelaere-16-60-10 --gpu", "a library network, checked on the CPU and the GPU"},
         {"sortscope-cli verify --algo bitonic-shared --n 16 --tile 4", "the network with its stages fused in tiles"}},
        run_verify,
    });
    commands.push_back({
        "bench",
        "times algorithms over a range of sizes, next to std::sort on the CPU",
        {"--algo ID[,ID...]|all --log2n A..B [--reps R] [--dist D] [--seed S] [--copy [--copy-mib M]] [--no-cpu] "
         "[--per-dispatch] [--max-run-ms T] [--cpu-max-run-ms C] [--csv FILE] [--json FILE] [--chart FILE] [--trace FILE] "
         "[plan options]",
         "--copy [--copy-mib M] [--reps R]",
         "--network FILE [--batch B] [--fused] [--reps R] [--no-cpu] [plan options]"},
        "Each size is sorted once and checked, every key and value, against a stable radix sort of the same keys on "
        "every CPU thread (a wrong result: exit 1, and no number); then warmed up (at least 250 ms of GPU work) and "
        "timed R times, GL_TIMESTAMP around the dispatches only. It prints the renderer and the timer, then keys/s "
        "from the median: a row per log2 n, a column per algorithm, and std::sort and std::stable_sort of the same "
        "keys on one CPU thread (a * marks a median over 1.10 times its fastest run: unsteady, run it again); "
        "under them, the bytes of global memory each plan moves per key. Numbers from "
        "llvmpipe are CPU numbers. --chart draws the keys/s as the app's race chart (SVG); --trace writes the dispatches of the largest size as a trace that "
        "ui.perfetto.dev and chrome://tracing open: the profile view's Save trace, from the command line.",
        {{"options",
          {&kAlgoListOption, &kLog2nOption, &kRepsOption, &kDistOption, &kSeedOption, &kCopyOption, &kCopyMibOption,
           &kNoCpuOption, &kPerDispatchOption, &kMaxRunMsOption, &kCpuMaxRunMsOption, &kCsvOption, &kJsonOption,
           &kChartOption, &kTraceOption}},
         {"plan options", bench_plan_options()}},
        {{"sortscope-cli bench --algo bitonic,radix --log2n 10..16", "two algorithms at 2^10 to 2^16 keys"},
         {"sortscope-cli bench --algo all --log2n 8..20 --copy --csv bench.csv", "every algorithm, against the copy "
                                                                                  "bandwidth, saved as CSV"},
         {"sortscope-cli bench --copy", "only the GPU's copy bandwidth"}},
        run_bench,
    });
    commands.push_back({
        "export",
        "a network or a step's picture as a figure (svg, pdf, png, tikz), a network as a list (json), the bars of "
        "every step as PNGs or a GIF, or a run or lesson as a web page (html)",
        {"--algo ID --n N --format svg|pdf|png|tikz|json -o FILE [--steps A..B] [--labels | --no-labels] "
         "[--no-caption] [--shade] [--style light|dark|mono] [--highlight K | --step K] [--width PX] [plan options]",
         "--algo ID (--n N [--dist D] [--seed S] | --input FILE) --format svg|pdf|png|tikz -o FILE [--step K] "
         "[--style light|dark|mono] [--width PX] [plan options]",
         "--algo ID (--n N [--dist D] [--seed S] | --input FILE) --frames DIR [--format png] [--steps A..B] "
         "[--style light|dark|mono] [--width PX] [plan options]",
         "--algo ID (--n N [--dist D] [--seed S] | --input FILE) --format gif -o FILE [--width PX] [--height PX] "
         "[--frame-ms MS] [--last-frame-ms MS] [--style light|dark|mono] [plan options]",
         "--algo ID (--n N [--dist D] [--seed S] | --input FILE) --format html -o FILE [--student] [plan options]",
         "--session FILE --format html -o FILE [--student]"},
        "A network algorithm's comparator network as a textbook figure: wires left to right, index 0 on top; a "
        "comparator is a segment with a dot at each end, and a descending one has an arrowhead toward its larger "
        "output; heavy rules separate dispatches, thin dashed ones the stages fused into one dispatch. tikz is a "
        "standalone LaTeX file that \\input also puts into a figure; json lists every stage's comparators, each pair "
        "sending the smaller key to its first index. svg, tikz and json take up to 65536 wires and are written as "
        "they are made, so the disk's free space limits them; pdf and png take 1024. An algorithm that is not a network "
        "({pictures}) draws instead the picture the app shows beside the bars once step K has run (--step, "
        "default the last; {picture-shows}). With --frames, "
        "the bars view of any algorithm after every step instead, for animations in slides (--dist, --seed and "
        "--input are for frames and pictures: a network does not depend on the keys). --format gif makes the run an "
        "animation for slides: the input, then the bars after every step with its caption and, for a network of up to "
        "256 wires, the network under them with the step lit; it loops, holding the sorted keys longer (giflib, Debian "
        "package libgif7, is loaded to write it). With --format html, a run (or with --session a lesson) as one web "
        "page that opens in any browser, offline: every step as the GPU ran it (read back and checked against the CPU "
        "reference), its bars and network or picture, table, narration and kernel, the lesson's slides and Predict "
        "questions; keys as in the app (docs/web.md). Files are written whole or not at all.",
        {{"options",
          {&kAlgoOption, &kExportFormatOption, &kExportOutputOption, &kFramesOption, &kStepRangeOption, &kLabelsOption,
           &kNoLabelsOption, &kNoCaptionOption, &kShadeOption, &kStyleOption, &kHighlightOption, &kPictureStepOption,
           &kWidthOption, &kHeightOption, &kFrameMsOption, &kLastFrameMsOption, &kSessionOption, &kStudentOption,
           &kMarkRedundantOption}},
         {"inputs", kInputs},
         {"plan options", kPlanOptions}},
        {{"sortscope-cli export --algo radix --n 32 --step 3 --format svg -o radix-step-3.svg", "radix's bins after step 3, for a slide"},
         {"sortscope-cli export --algo bitonic --n 16 --format gif -o bitonic.gif", "the run as a looping animation"},
         {"sortscope-cli export --algo bitonic --n 16 --format html -o bitonic-16.html",
          "every step as one web page (--session FILE: a lesson)"}},
        run_export,
    });
    commands.push_back({
        "network",
        "the library of networks: the best known for 2 to 32 inputs, and the classic constructions at any size",
        {"list", "show NAME [--format F]"},
        "list names every network --network takes by name: the best-known sorting networks for 2 to 32 inputs from "
        "Bert Dobbelaere's list (bertdobbelaere.github.io/sorting_networks.html, found by his SorterHunter), named "
        "dobbelaere-INPUTS-SIZE-DEPTH, and the constructions Batcher's odd-even merge and bitonic, Parberry's pairwise, "
        "Bose-Nelson, insertion, bubble and odd-even transposition on any number of wires, named NAME-N. show prints "
        "one in a text format that --network reads back, and its size and depth beside the best known (on stderr).",
        {{"options", {&kNetworkTextFormatOption}}},
        {{"sortscope-cli network list", "every named network"},
         {"sortscope-cli network show dobbelaere-16-60-10 --format knuth", "the 60-comparator 16-input network in Knuth's notation"},
         {"sortscope-cli verify --network pairwise-13", "any of them verified, sorted, drawn or exported by name"}},
        run_network,
        nullptr,
        2,
    });
    commands.push_back({
        "lab",
        "the kernel lab: write a region of a kernel, and see the first dispatch where it goes wrong",
        {"list", "start NAME [DIR] [--force] [--solution]", "check NAME FILE [--format text|json]"},
        "Exercises for students of GPU programming: each is one of Sortscope's own kernels with one region cut "
        "out. list names them; start writes the exercise NAME.comp (the TODO is where the student writes) and its "
        "statement NAME.md to DIR (default: the current folder), and never overwrites them without --force; check "
        "compiles FILE in place of the project's kernel, runs the algorithm at the exercise's sizes (not only powers "
        "of two) and distributions, and compares every buffer with the CPU reference after every dispatch. It "
        "stops at the first dispatch that differs and names it, what it should have done, the positions that "
        "differ (expected and actual keys) and, for a network, the comparators there; a compile error shows the "
        "file's own line numbers. A loop that goes round more than 16,384 times fails as an endless loop at its "
        "line, and a write outside the array's positions, however far, is reported with its position and line. "
        "The check runs in a child process with at most 1024 MB more memory for the compile and the run, stopped "
        "when a dispatch takes more than 2 s and ended with sortscope-cli. Exit "
        "code 0 when every case passes, 1 when the kernel is wrong, does not compile or hangs.",
        {{"options", {&kLabFormatOption, &kForceOption, &kSolutionOption}}},
        {{"sortscope-cli lab start bitonic work", "the exercise work/bitonic.comp and its statement work/bitonic.md"},
         {"sortscope-cli lab start bitonic --solution", "the reference solution as bitonic.comp, for a teacher"},
         {"sortscope-cli lab check bitonic bitonic.comp --format json", "checks it (the solution passes): a report "
                                                                         "for a grader"}},
        run_lab,
        nullptr,
        3,
    });
    return commands;
}

}  // namespace

std::span<const Command> all_commands() {
    static const std::vector<Command> commands = make_commands();
    return commands;
}

const Command* find_command(std::string_view name) {
    for (const Command& command : all_commands()) {
        if (command.name == name) return &command;
    }
    return nullptr;
}

std::string command_names() {
    std::string names;
    for (const Command& command : all_commands()) names += (names.empty() ? "" : ", ") + std::string(command.name);
    return names;
}

ArgumentSpec arguments_of(const Command& command) {
    ArgumentSpec spec;
    spec.max_operands = command.max_operands;
    for (const OptionGroup& group : command.groups) {
        for (const CliOption* option : group.options) {
            const std::string name(option->name);
            (option->value.empty() ? spec.flags : spec.value_options).insert(name);
            if (!option->short_name.empty()) spec.short_names.emplace(option->short_name, name);
        }
    }
    return spec;
}

ArgumentSpec command_arguments(std::string_view name) {
    const Command* command = find_command(name);
    if (command == nullptr) throw std::logic_error("sortscope-cli has no command " + std::string(name));
    return arguments_of(*command);
}

}  // namespace sortscope::cli
