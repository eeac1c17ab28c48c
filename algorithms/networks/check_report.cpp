// The text of verify's report (see check_report.hpp).
#include "algorithms/networks/check_report.hpp"

#include "algorithms/networks/library.hpp"
#include "algorithms/text/counts.hpp"

namespace sortscope::algo {

namespace {

std::string bound_text(uint32_t value, uint32_t best, uint32_t lower, bool sorts) {
    std::string text = "best known " + std::to_string(best);
    text += lower == best ? ", proven optimal" : ", at least " + std::to_string(lower) + " proven";
    if (sorts && value < best) text += "; this one is smaller than the best known";
    return text;
}

}  // namespace

std::string bits_text(const std::vector<uint8_t>& bits) {
    std::string text;
    for (uint8_t bit : bits) text += bit != 0 ? '1' : '0';
    return text;
}

std::string bounds_text(const ComparatorNetwork& network, bool sorts) {
    const auto size = static_cast<uint32_t>(network.size());
    std::string text = "size " + std::to_string(size);
    const auto bounds = network_bounds(network.wires);
    if (bounds) text += " (" + bound_text(size, bounds->size_best, bounds->size_lower, sorts) + ")";
    text += ", depth " + std::to_string(network.depth());
    if (bounds) text += " (" + bound_text(network.depth(), bounds->depth_best, bounds->depth_lower, sorts) + ")";
    if (!bounds) text += " (no bounds on record beyond 32 inputs)";
    return text;
}

std::string check_report_text(const ComparatorNetwork& network, const NetworkCheck& check) {
    std::string text;
    if (check.sorts) {
        text += "OK: the network sorts every 0/1 input, so by the 0-1 principle it sorts every input\n";
    } else {
        text += "FAIL: input " + bits_text(check.failing_input) + " (wire 0 first; input number " +
                std::to_string(*check.first_failure) + ") comes out as " + bits_text(check.failing_output) + "\n";
        std::string pairs;
        for (size_t k = 0; k < check.unordered_after.size(); ++k) {
            if (check.unordered_after[k] != 0) pairs += (pairs.empty() ? "" : ", ") + std::to_string(k) + "-" + std::to_string(k + 1);
        }
        text += "adjacent outputs that some input leaves out of order: " + pairs + "\n";
    }
    text += bounds_text(network, check.sorts) + "\n";
    std::string redundant;
    uint64_t count = 0;
    size_t c = 0;
    for (size_t layer = 0; layer < network.layers.size(); ++layer) {
        for (const WirePair& pair : network.layers[layer]) {
            if (check.redundant[c++] == 0) continue;
            ++count;
            redundant += "  layer " + std::to_string(layer + 1) + ": (" + std::to_string(pair.low) + "," + std::to_string(pair.high) + ")\n";
        }
    }
    text += count == 0 ? "redundant comparators (never swap on any input): none\n"
                       : "redundant comparators (never swap on any input): " + std::to_string(count) + "\n" + redundant;
    return text;
}

}  // namespace sortscope::algo
