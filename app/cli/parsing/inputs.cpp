// Reading the keys of a command (see inputs.hpp).
#include "inputs.hpp"

#include <sys/stat.h>

#include <algorithm>

#include "algorithms/inputs/distributions.hpp"
#include "algorithms/inputs/small_keys.hpp"
#include "algorithms/text/quoted.hpp"
#include "commands.hpp"
#include "key_files.hpp"
#include "option_table.hpp"

namespace sortscope::cli {

namespace {

// A key read from a file: the key and its share of the growing vector's spare room.
constexpr uint64_t kHeldBytesPerReadKey = 8;

std::string known_distributions() {
    std::string known;
    for (algo::Distribution d : algo::all_distributions()) {
        known += (known.empty() ? "" : ", ") + std::string(algo::distribution_name(d));
    }
    return known;
}

algo::Distribution distribution_option(const Arguments& args) {
    const std::string dist_name = args.value(options::kDistOption).value_or("random");
    const auto dist = algo::parse_distribution(dist_name);
    if (!dist) throw UsageError("--dist: unknown distribution " + algo::quoted(dist_name) + " (known: " + known_distributions() + ")");
    return *dist;
}

}  // namespace

void check_input_options(const Arguments& args) {
    if (args.value(options::kInputOption)) {
        if (args.value(options::kDistOption) || args.value(options::kSeedOption)) throw UsageError("--input cannot be combined with --dist or --seed");
        return;
    }
    if (!args.value(options::kSizeOption) && !args.value(options::kNetworkOption)) throw UsageError("--n is required");
    distribution_option(args);
    args.number(options::kSeedOption, UINT64_MAX);
}

SortInput read_input(const Arguments& args, const algo::Options& shape, const algo::KeyFileBounds& bounds) {
    check_input_options(args);
    const uint32_t batch = shape.batch;
    if (auto path = args.value(options::kInputOption)) {
        SortInput input{cli::read_key_file(*path, shape.key_type, bounds), 0, *path};
        if (input.keys.size() > kMaxKeys) throw UsageError(algo::printable(*path) + ": more than " + std::to_string(kMaxKeys) + " keys");
        if (input.keys.size() % batch != 0) {
            throw UsageError("--batch " + std::to_string(batch) + ": the " + std::to_string(input.keys.size()) +
                             " keys in " + algo::printable(*path) + " do not split into " + std::to_string(batch) + " equal arrays");
        }
        input.n = static_cast<uint32_t>(input.keys.size() / batch);
        if (args.value(options::kSizeOption) && shape.n != input.n) {
            throw UsageError("--n " + std::to_string(shape.n) + " does not match the " + std::to_string(input.n) +
                             " keys per array in " + algo::printable(*path));
        }
        return input;
    }
    const algo::Distribution dist = distribution_option(args);
    const std::string dist_name(algo::distribution_name(dist));
    const uint64_t seed = args.number(options::kSeedOption, UINT64_MAX).value_or(1);
    return {algo::default_input(dist, shape.n, batch, shape.key_type, seed), shape.n, dist_name + ", random seed " + std::to_string(seed)};
}

std::optional<SortInput> file_input(const Arguments& args, algo::Options& shape, const algo::Budget& budget,
                                    uint64_t max_keys, const std::string& keys_bound) {
    check_input_options(args);
    const auto path = args.value(options::kInputOption);
    if (!path) return std::nullopt;
    // Its keys are held before the command's own estimate can be made (they give n): a file that may hold
    // more than the memory limit is refused unread. A key is a line of at least two bytes ("7\n").
    struct stat status {};
    if (::stat(path->c_str(), &status) == 0 && S_ISREG(status.st_mode)) {
        const uint64_t most_keys = static_cast<uint64_t>(status.st_size) / 2;
        const uint64_t held = most_keys * kHeldBytesPerReadKey;
        if (held > budget.max_bytes) {
            throw UsageError(algo::printable(*path) + ": " + algo::bytes_text(static_cast<uint64_t>(status.st_size)) +
                             " may hold up to " + std::to_string(most_keys) + " keys, which would need about " +
                             algo::bytes_text(held) + " of memory to read, over " + budget.memory_limit);
        }
    }
    // A stream has no size to check first: it is read up to the same bound (a key of two bytes or more
    // holds kHeldBytesPerReadKey once read) and refused past it.
    algo::KeyFileBounds bounds;
    bounds.max_bytes = budget.max_bytes / (kHeldBytesPerReadKey / 2);
    bounds.bytes_bound = algo::bytes_text(bounds.max_bytes) + ", the most that fits in " + budget.memory_limit +
                         " once read (" + std::to_string(kHeldBytesPerReadKey) + " bytes per key of 2 bytes or more)";
    bounds.max_keys = std::min<uint64_t>(max_keys, kMaxKeys);
    bounds.keys_bound = keys_bound.empty() ? "the most one run takes" : keys_bound;
    SortInput input = read_input(args, shape, bounds);
    shape.n = input.n;
    return input;
}

}  // namespace sortscope::cli
