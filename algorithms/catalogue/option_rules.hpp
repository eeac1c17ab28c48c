// The rules a set of plan options must keep, written once for both front ends: sortscope-cli and the app
// (its command line, its controls and session files) parse text into algo::Options and call
// check_options; neither checks an option itself. The rules that every algorithm shares (n and batch,
// the work-group size, the tile) are here; the rules of an option that one algorithm introduces live
// next to that algorithm (sorts/<family>/*_options.cpp) and the registry points at them
// (AlgorithmInfo::validate).
//
// These are rules on the options as values. Whether a plan fits the device (shared memory, onesweep's
// look-back on a driver without independent progress, onesweep's 2^30 keys per array) is decided when
// the plan is built, for the device it runs on: the builders refuse with std::invalid_argument.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>

#include "algorithms/plan/plan.hpp"

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
// Arrays of a batch: one dispatch's work groups in z (GL guarantees at least 65535).
constexpr uint32_t kMaxBatch = 65535;
// Keys per shared-memory tile when given: a power of two from 2 to this (0 lets the plan choose).
constexpr uint32_t kMaxTile = uint32_t{1} << 20;

bool is_power_of_two(uint64_t value);

// The rules every algorithm shares: n and batch, the work-group size, the tile.
std::optional<OptionProblem> check_generic_options(const Options& options);

// The one check of a set of options: the generic rules, then every algorithm's own rules. Every
// algorithm's rules run, not only those of the algorithm chosen, so an option outside its range is
// refused whichever algorithm runs: `bench` times one set of options over several algorithms, and the
// app keeps every option while the algorithm changes.
std::optional<OptionProblem> check_options(const Options& options);

}  // namespace sortscope::algo
