// verify's report of a network check as text: sorts or not, the first failing input and its output,
// the redundant comparators (by layer and wires), the adjacent outputs that can end out of order, and the
// size and depth beside the best known and the proven bounds for that n (networks/library.hpp).
#pragma once

#include <string>

#include "algorithms/networks/network.hpp"
#include "algorithms/networks/zero_one_network.hpp"

namespace sortscope::algo {

std::string check_report_text(const ComparatorNetwork& network, const NetworkCheck& check);
// "size 60 (best known 60, at least 57 proven), depth 10 (best known 9, proven optimal)", or without the
// bounds where the table has none (n > 32). `sorts`: a network known to sort smaller than the best known
// says so (for one that does not sort, the numbers stand alone).
std::string bounds_text(const ComparatorNetwork& network, bool sorts);
// "1010" for the bits of an input or output, wire 0 first.
std::string bits_text(const std::vector<uint8_t>& bits);

}  // namespace sortscope::algo
