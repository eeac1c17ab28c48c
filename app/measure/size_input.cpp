// A size's keys, payload and expected result (see size_input.hpp).
#include "size_input.hpp"

#include <chrono>

#include "algorithms/inputs/small_keys.hpp"
#include "algorithms/verify/parallel_radix.hpp"

namespace sortscope::measure {

namespace {

double ms_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

std::vector<uint32_t> KeySource::keys(const algo::Options& options) const {
    if (!typed.empty() && typed.size() == uint64_t{options.n} * options.batch) return typed;
    return algo::default_input(distribution, options.n, options.batch, options.key_type, seed);
}

SizeInput::SizeInput(const algo::Options& options, KeySource source, unsigned reference_threads)
    : m_options(options), m_source(std::move(source)), m_reference_threads(reference_threads) {}

const std::vector<uint32_t>& SizeInput::keys() {
    if (!m_made) {
        const auto start = std::chrono::steady_clock::now();
        m_keys = m_source.keys(m_options);
        if (m_options.values) m_values = algo::index_values(m_keys.size());
        m_keys_ms = ms_since(start);
        m_made = true;
    }
    return m_keys;
}

const std::vector<uint32_t>& SizeInput::values() {
    keys();
    return m_values;
}

const algo::ExpectedSort& SizeInput::expected() {
    if (!m_expected) {
        keys();
        const auto start = std::chrono::steady_clock::now();
        m_expected = algo::parallel_expected_sort(m_options, m_keys, m_values, m_reference_threads);
        m_reference_ms = ms_since(start);
    }
    return *m_expected;
}

}  // namespace sortscope::measure
