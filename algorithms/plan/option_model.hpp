// What an option rule speaks of, below the rules themselves: the options an algorithm may read beyond
// the generic ones, the problem a rule reports, and the limits the generic rules hold. The rules are the
// catalogue's (catalogue/option_rules.hpp) and each sort folder's (sorts/<family>/*_options.hpp); both
// include this, so a sort's rules never reach up into the catalogue.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace sortscope::algo {

// The options an algorithm may read beyond the generic ones (n, work-group size, key type, direction,
// payload, batch), as AlgorithmInfo lists them.
enum class PlanOption : uint8_t {
    RadixBits,        // Options::radix_bits (--radix-bits)
    BlockFactor,      // Options::block_factor (--block-factor)
    Tile,             // Options::tile (--tile)
    Items,            // Options::items (--items)
    Shuffles,         // Options::shuffles (--shuffles)
    OnesweepPath,     // Options::onesweep_path (--onesweep-path)
    OnesweepRanking,  // Options::onesweep_ranking (--onesweep-ranking)
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

// An option an algorithm introduces whose value is one of a few names (onesweep's path and ranking,
// bitonic-shared's shuffles), as its sort folder defines it: the front ends read it through this, so
// that their parsing never names the option's algorithm.
struct NamedOptionValue {
    std::string_view known;                                 // the names, for messages: "lookback, portable or auto"
    bool (*read)(Options& options, std::string_view name);  // sets its field of `options`; false: not a name it knows
    void (*not_given)(Options& options) = nullptr;          // what its absence sets, where that is not the default
};

// An option a rule refuses: the option's name on the command line ("wg", "radix-bits") and the message
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
