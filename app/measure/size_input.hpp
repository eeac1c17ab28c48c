// The keys of one size of a series, their payload and the result they must sort to. `bench` makes them
// on first use on its own thread (a size that every algorithm skips never allocates 2^31 keys); the app
// makes them all at once on a worker (make_all) and then only reads them, from the GL thread and from
// the CPU baselines' worker. The expected result is the parallel radix sort's (verify/parallel_radix.hpp:
// equal to std::stable_sort's, bit for bit, and far faster on large inputs).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/plan/plan.hpp"
#include "algorithms/verify/check.hpp"

namespace sortscope::measure {

// Where a series' keys come from: a named distribution and a seed (algo::default_input, the keys the app
// and sortscope-cli sort), or keys given one by one (the app's typed keys), used where their count is
// the size's.
struct KeySource {
    algo::Distribution distribution = algo::Distribution::Random;
    uint64_t seed = 1;
    std::vector<uint32_t> typed;

    // options.batch arrays of options.n keys of options.key_type.
    std::vector<uint32_t> keys(const algo::Options& options) const;
};

class SizeInput {
public:
    SizeInput(const algo::Options& options, KeySource source, unsigned reference_threads);

    const algo::Options& options() const { return m_options; }
    const std::vector<uint32_t>& keys();
    const std::vector<uint32_t>& values();  // each key's index (empty without a payload)
    const algo::ExpectedSort& expected();
    void make_all() { expected(); }

    bool expected_made() const { return m_expected.has_value(); }
    double keys_ms() const { return m_keys_ms; }        // how long making the keys took
    double reference_ms() const { return m_reference_ms; }  // and the expected result
    unsigned reference_threads() const { return m_reference_threads; }

private:
    algo::Options m_options;
    KeySource m_source;
    unsigned m_reference_threads;
    bool m_made = false;
    std::vector<uint32_t> m_keys;
    std::vector<uint32_t> m_values;
    double m_keys_ms = 0.0;
    double m_reference_ms = 0.0;
    std::optional<algo::ExpectedSort> m_expected;
};

}  // namespace sortscope::measure
