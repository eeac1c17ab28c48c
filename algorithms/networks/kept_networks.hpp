// The networks loaded in this process (from a file, the library or a generator), each under a small
// number that a plan's Options::network and its steps' arguments hold: a Step is a fixed block of words,
// and the comparators of a layer are found from it through this number (a network of a million
// comparators is stored once, never copied into every step). Entries are never removed; keeping the same
// network twice returns the same number. Safe to use from several threads.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "algorithms/networks/network.hpp"

namespace sortscope::algo {

// The number of the kept network (from 1). `label` names where it came from, for titles ("dobbelaere-16-60-10",
// "'my network.txt'", "pasted text"); the same network kept again keeps its first label.
uint32_t keep_network(const ComparatorNetwork& network, std::string_view label = "");
// The network kept under `id`; throws std::out_of_range for 0 or a number never given out.
const ComparatorNetwork& kept_network(uint32_t id);
// The label the network was first kept with ("" if none); throws as kept_network does.
std::string kept_network_label(uint32_t id);

}  // namespace sortscope::algo
