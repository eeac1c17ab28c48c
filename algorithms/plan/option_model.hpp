// What an option rule speaks of, below the rules themselves: the options an algorithm may read beyond
// the generic ones, the problem a rule reports, and the limits the generic rules hold. The rules are the
// catalogue's (catalogue/option_rules.hpp) and each sort folder's (sorts/<family>/*_options.hpp); both
// include this, so a sort's rules never reach up into the catalogue.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "algorithms/plan/own_values.hpp"

namespace sortscope::algo {

// The options an algorithm may read beyond the generic ones (n, work-group size, key type, direction,
// payload, batch), as AlgorithmInfo lists them. An option only one algorithm reads may instead be that
// algorithm's own (OwnOption below), declared by its catalogue entry, so that nothing here names it.
enum class PlanOption : uint8_t {
    Tile,             // Options::tile (--tile)
};

class PlanOptionSet {
public:
    constexpr PlanOptionSet() = default;
    constexpr PlanOptionSet(std::initializer_list<PlanOption> options) {
        for (PlanOption option : options) m_bits |= bit(option);
    }
    constexpr bool has(PlanOption option) const { return (m_bits & bit(option)) != 0; }
    constexpr bool contains(PlanOptionSet other) const { return (other.m_bits & ~m_bits) == 0; }

private:
    static constexpr uint32_t bit(PlanOption option) { return uint32_t{1} << static_cast<uint32_t>(option); }
    uint32_t m_bits = 0;
};

struct Options;

// An option an algorithm introduces whose value is one of a few names (a path, a ranking, a kernel's variant), as its sort folder defines it: the front ends read it through this, so that their parsing
// never names the option's algorithm.
struct NamedOptionValue {
    std::string_view known;                                 // the names, for messages: "lookback, portable or auto"
    bool (*read)(Options& options, std::string_view name);  // sets its field of `options`; false: not a name it knows
    void (*not_given)(Options& options) = nullptr;          // what its absence sets, where that is not the default
    std::string_view (*written)(const Options& options) = nullptr;  // its value's name, as read (session files)
};

// One of an own option's values as the app's controls offer it: its name on the command line and in
// session files, and its label in the panel.
struct OwnChoice {
    std::string_view name;   // "lookback"
    std::string_view label;  // "Look-back"
};

// An own option whose value is a whole number (radix's digit width), kept in Options::own under its sort
// folder's OwnValue: the front ends read it, write it back and offer it through this alone. A number is
// taken as far as 32 bits hold; the algorithm's rules (AlgorithmInfo::validate) refuse the rest, as they
// do a generic number's.
struct OwnNumber {
    const OwnValue* value = nullptr;  // where it lives in Options::own; its fallback is sortscope-cli's default
    uint32_t app_default = 0;         // the app's default (its InputSpec's), where app_default_differs
    bool app_default_differs = false;
    // The values its rule takes, in order (the app's control lists them where the option has a
    // control_label), and how one is labelled there ("4 (16 bins)"; nullptr: the number itself).
    std::span<const uint32_t> values;
    std::string (*value_label)(uint32_t value) = nullptr;
    // How sortscope-cli bench's heading names the value it ran with ("radix digits of 4 bits"); nullptr:
    // the heading does not name it.
    std::string (*heading)(uint32_t value) = nullptr;

    constexpr bool is_number() const { return value != nullptr; }
    constexpr uint32_t default_in_app() const { return app_default_differs ? app_default : value->fallback; }
};

// An option only one algorithm reads, declared once by that algorithm (its sort folder, which its
// catalogue entry lists in AlgorithmInfo::own_options): everything the option table declares of an
// option, so that the table, both command lines and their help, the app's controls, session files and
// the man pages take it from the entry and never name the algorithm. Its value lives in Options::own. Its
// value is one of a few names (`named`) or a whole number (`number`). The app's controls show a named
// one's row with the algorithm, a number's under Kernels.
struct OwnOption {
    std::string_view name;         // "digits" would be written --digits
    std::string_view value;        // what follows it: "lookback|portable|auto"
    std::string_view text;         // sortscope-cli's help
    bool app = false;              // the app's command line takes it, and its controls offer it
    std::string_view app_text;     // the app's help, where it differs from `text`
    std::string_view session_key;  // its field in the app's session files ("": not stored)
    NamedOptionValue named;        // a named value: how it is read from a name, and written back
    OwnNumber number;              // a whole number instead (number.is_number()): where it lives, what the app offers
    std::span<const OwnChoice> choices;  // a named value's names the app's controls offer, in order
    std::string_view control_label;      // the row's label in the app's controls ("Path", "Radix bits")
    // Where the user forced a value the opened device cannot run: the message (sortscope-cli refuses it
    // as bad usage); nullptr or empty: it runs as asked.
    std::string (*refused_on_device)(const Options& options, std::string_view given) = nullptr;
    // Where the value given runs something else on this device (or, device_opened false, on the GL minimum
    // a plan is made for) and that is worth a word rather than a refusal: the note sortscope-cli prints on
    // standard error, after "note: "; nullptr or empty: none.
    std::string (*note_on_device)(const Options& options, std::string_view given, bool device_opened) = nullptr;
};

// An own option whose value is a whole number, as its sort folder declares it: OwnOption's texts (each as
// there) and its number, and nothing else: own_number_option makes the OwnOption, with no named value or
// choices and nothing refused or noted on a device. The fields it leaves out are empty.
struct OwnNumberOption {
    std::string_view name = {};
    std::string_view value = {};
    std::string_view text = {};
    bool app = false;
    std::string_view app_text = {};
    std::string_view session_key = {};
    std::string_view control_label = {};
    OwnNumber number = {};
};

constexpr OwnOption own_number_option(const OwnNumberOption& option) {
    return OwnOption{
        .name = option.name,
        .value = option.value,
        .text = option.text,
        .app = option.app,
        .app_text = option.app_text,
        .session_key = option.session_key,
        .named = {},
        .number = option.number,
        .choices = {},
        .control_label = option.control_label,
        .refused_on_device = nullptr,
        .note_on_device = nullptr,
    };
}

// What the app says and does about an algorithm's own options, each from the plan's Options (its own
// values among them), as the algorithm's sort folder writes it and its catalogue entry points at it
// (AlgorithmInfo::own_notes); any may be nullptr.
struct OwnOptionNotes {
    // Words for the input's caption where its own options are not the defaults ("look-back"); "": none.
    std::string (*caption)(const Options& options) = nullptr;
    // Why the plan hides what the algorithm is about on this device, for the header; "": it shows it.
    std::string (*header)(const Options& options) = nullptr;
    // A line under its own controls: what the running plan chose and why.
    std::string (*controls)(const Options& options) = nullptr;
    // A plan refusal's way out, added to the reason: as a command-line option, or as the panel's
    // controls; "": none.
    std::string (*way_out)(const Options& options, bool command_line) = nullptr;
    // Picked from the app's menu: the options that show what it is about (n unless the keys are typed,
    // the tile, the work group, its own values).
    void (*picked)(Options& options, bool keys_typed) = nullptr;
};

// An option a rule refuses: the option's name on the command line ("wg", "tile") and the message
// both front ends show, which names the option, the rule and the value ("--wg: the work-group size must
// be a power of two from 1 to 1024, got 3").
struct OptionProblem {
    std::string option;
    std::string message;
};

// The most keys one run holds, all arrays of a batch together: 2^31, so that every index into the key
// buffers stays below 2^32 with room for the alternate pair.
constexpr uint64_t kMaxKeys = uint64_t{1} << 31;
// Work-group sizes: the powers of two from 1 to the GL minimum of GL_MAX_COMPUTE_WORK_GROUP_INVOCATIONS.
constexpr uint32_t kMaxLocalSize = 1024;
// Arrays of a batch: as many as keys (the runner splits a batch past the device's work groups in z, at
// least 65535 in GL, over several dispatches; the fused network counts its arrays in the grid).
constexpr uint32_t kMaxBatch = uint32_t{1} << 31;
// Keys per shared-memory tile when given: a power of two from 2 to this (0 lets the plan choose).
constexpr uint32_t kMaxTile = uint32_t{1} << 20;

constexpr bool is_power_of_two(uint64_t value) { return value != 0 && (value & (value - 1)) == 0; }

}  // namespace sortscope::algo
