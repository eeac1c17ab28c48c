// What the app sorts and how: the algorithm, the input (n, distribution, seed, key type, payload,
// direction, or keys typed in by hand or read from a key file) and the kernel options (work-group size, the
// option table's other whole numbers such as the tile, the algorithms' own options). The controls edit it,
// session files store it, and SortSession turns it into keys and a plan.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/distributions.hpp"
#include "algorithms/plan/plan.hpp"
#include "option_table.hpp"

namespace sortscope::ui {

// The GUI reads the keys back after every step, so it stays with sizes that are interactive on a laptop;
// sortscope-cli takes the large sizes. The option table declares it as --n's range in the app.
constexpr auto kMaxGuiKeys = static_cast<uint32_t>(options::kSizeOption.app_range->max);
static_assert(kMaxGuiKeys == uint32_t{1} << 20);

// The work group when none was chosen: small inputs (up to kTeachingKeys, the sizes a class reads) use
// groups of kTeachingWorkGroup, so that they run on several work groups and show the multi-group paths;
// larger ones get what sortscope-cli runs with no --wg (its default work group, and an algorithm's own
// per-device choice where it has one), so that what the app times is what `bench` measures. The option
// table declares it as --wg's default in the app.
constexpr auto kTeachingWorkGroup = static_cast<uint32_t>(options::kWorkGroupOption.app_default());
constexpr uint32_t kTeachingKeys = 4096;

// The whole-number plan options an InputSpec keeps beyond n and the work group: the option table's
// entries with a plan_field (a field of algo::Options) that the app takes or session files store (--tile),
// each by its entry. The app's command line reads them, session files store them under the entry's key,
// and plan_options writes each into its field, all from the table: a new such option needs nothing here.
class PlanNumbers {
public:
    // The entries kept, in the table's order.
    static std::span<const options::OptionSpec* const> kept();
    static bool keeps(const options::OptionSpec& option);

    // Its value: as set, or the entry's default in the app.
    uint32_t get(const options::OptionSpec& option) const;
    void set(const options::OptionSpec& option, uint32_t value);
    // Each into its field of `options`, and each read back from there.
    void write_to(algo::Options& options) const;
    void read_from(const algo::Options& options);

    // Equal values, however they were set (a value equal to its default is not stored).
    bool operator==(const PlanNumbers&) const = default;

private:
    std::map<const options::OptionSpec*, uint32_t> m_set;
};

// The algorithms' own values an InputSpec starts with: the app's defaults where they differ from
// sortscope-cli's (OwnNumber::app_default).
algo::OwnValues app_own_defaults();

struct InputSpec {
    std::string algorithm = "bitonic";
    // n: the first screen, ten steps, and a network whose wires read at 1280x720. The defaults are the table's.
    uint32_t n = static_cast<uint32_t>(options::kSizeOption.app_default());
    algo::Distribution distribution = algo::Distribution::Random;
    uint64_t seed = options::kSeedOption.app_default();
    algo::KeyType key_type = algo::KeyType::U32;
    bool values = false;
    bool descending = false;
    std::optional<uint32_t> local_size;  // chosen by --wg, the panel or a session file; else see kTeachingWorkGroup
    PlanNumbers numbers;  // the table's other whole numbers (--tile, ...), by entry
    algo::OwnValues own = app_own_defaults();  // the algorithms' own options (AlgorithmInfo::own_options), as chosen
    std::vector<uint32_t> typed_keys;  // not empty: sort these (n is their count) instead of a distribution
    std::string key_file;              // the key file typed_keys were read from, as named (empty: typed by hand)
    // Algorithm "network": the kept network it runs (algorithms/networks/kept_networks.hpp, the plan's
    // Options::network; 0: none loaded) and where it came from ("dobbelaere-16-60-10", a file, "pasted text").
    uint32_t network = 0;
    std::string network_name;

    bool operator==(const InputSpec&) const = default;
};

// A whole number an InputSpec keeps for `option` (one of PlanNumbers::kept(), or an algorithm's own
// whole number), and setting it: false where the entry is neither.
std::optional<uint32_t> input_number(const InputSpec& input, const options::OptionSpec& option);
bool set_input_number(InputSpec& input, const options::OptionSpec& option, uint32_t value);

// The Options a plan is built from: the input's n (or its typed keys' count) and options, on `device`;
// the options the app does not offer keep their defaults.
algo::Options plan_options(const InputSpec& input, const algo::DeviceCaps& device);
// The typed keys, or the distribution's keys as sortscope-cli makes them (algo::default_input: small
// keys a class can read up to 64 keys).
std::vector<uint32_t> input_keys(const InputSpec& input);
// Where the keys come from: "random, seed 1", "typed keys" or "keys from scores.txt" (the file's name).
std::string input_label(const InputSpec& input);
// "bitonic · n = 32 · random · seed 1", with the key type, direction, payload and the algorithm's own
// options (OwnOptionNotes::caption) when not the defaults.
std::string input_caption(const InputSpec& input);

// What rules over the n a user typed, said beside the field: with typed keys, their count is n ("n = 13
// is not used: the 16 typed keys set n", or "the 16 typed keys set n" while the field agrees); empty
// when n is what the field says.
std::string typed_keys_note(const InputSpec& shown);

// The name of an algorithm's own named option's value in `input` (as the command line and session files
// write it), and setting it from such a name: false where the option does not know the name.
std::string_view own_value_name(const InputSpec& input, const algo::OwnOption& option);
bool set_own_value(InputSpec& input, const algo::OwnOption& option, std::string_view name);

// Typed keys' text laid out in lines of at most `max_chars` characters, the keys (separated by
// spaces, tabs or new lines) one space apart and never split (a key longer than a line has a line of its
// own): the typed-keys box, which ImGui does not wrap, shows them whole. Commas stay with their key.
std::string wrap_key_list(const std::string& text, size_t max_chars);

// Keys typed by hand, separated by spaces, commas or new lines, in the key type's notation (the text
// algo::format_keys writes). Returns the keys, or the reason the text is not a list of keys ("'abc'
// (the 3rd key) is not a signed 32-bit key").
struct TypedKeys {
    std::vector<uint32_t> keys;
    std::string error;  // empty when the text parsed
};
TypedKeys parse_typed_keys(const std::string& text, algo::KeyType type);

// The keys of the key file at `path` (algo::read_key_file: the format and checks of sortscope-cli's
// --input), as an input's typed keys, or the reason they cannot be sorted here: the file's problem
// ("keys.txt:3: 'hello' is not an unsigned 32-bit key"), no keys, or more than the app takes.
TypedKeys read_typed_key_file(const std::string& path, algo::KeyType type);

// A plan refusal's reason with the way out the input's algorithm offers, where it has one
// (OwnOptionNotes::way_out): as the command line's option, or as the panel's controls.
std::string with_way_out(const InputSpec& input, const std::string& reason, const algo::DeviceCaps& device, bool command_line);

// The input when `algorithm` is picked from the menu: one that shows what it is about. The quadratic
// sorts keep n where a step stays quick; an algorithm with its own choice of input (OwnOptionNotes::picked)
// takes it (32 keys in tiles that show a look-back).
InputSpec input_for_picked(const InputSpec& current, const algo::AlgorithmInfo& algorithm, const algo::DeviceCaps& device);
// Why the plan hides what its algorithm is about on this device (OwnOptionNotes::header), for the header;
// empty when it shows it.
std::string algorithm_header_note(const InputSpec& input, const algo::DeviceCaps& device);

// Why `input` cannot be sorted as it stands (an unknown algorithm, n out of the app's range, a quadratic
// sort asked for more keys than keep a step quick, an option that algo::check_options refuses, with the
// message sortscope-cli gives), or nullopt when it can.
std::optional<std::string> input_problem(const InputSpec& input);

}  // namespace sortscope::ui
