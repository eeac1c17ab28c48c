// The text formats of comparator networks that Sortscope reads and writes, one file each
// (format_*.cpp), and their detection from the text:
//   dobbelaere    one layer per line, [(0,2),(1,3)], 0-based (Bert Dobbelaere's list of best-known networks)
//   sorterhunter  {"N":10,"L":22,"D":8,"nw":[[0,1],[3,5],...]}, a flat list layered as early as each
//                 comparator goes (SorterHunter's JSON)
//   snv           one layer per line, wires in pairs separated by spaces: 0 1 2 3 (Parberry's Sorting
//                 Network Viewer)
//   colon         one layer per line, 0:1,2:3 (brianpursley/sorting-network)
//   knuth         [1:2][3:4]..., 1-based, a sequence layered as early as each comparator goes (Knuth's
//                 notation, TAOCP 5.3.4)
//   sortscope     Sortscope's own JSON export (app/export/network_json.hpp): {"algorithm": ..., "n": 8,
//                 "stages": [{"dispatch": 0, "comparators": [[0, 1], ...]}, ...]}, each stage a layer
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "algorithms/networks/network.hpp"

namespace sortscope::algo {

enum class NetworkFormat : uint8_t { Dobbelaere, SorterHunter, Snv, Colon, Knuth, Sortscope };

std::span<const NetworkFormat> all_network_formats();
std::string_view network_format_name(NetworkFormat format);
std::optional<NetworkFormat> parse_network_format(std::string_view name);
std::string network_format_names();  // "dobbelaere, sorterhunter, snv, colon, knuth, sortscope"

// The format the text is written in, from its first characters that are not blanks: '{' a JSON format
// (with "nw": SorterHunter's; else Sortscope's), '(' somewhere: Dobbelaere's, "[1:" Knuth's, ':' the
// colon lines, digits and spaces the Viewer's. Throws NetworkParseError for an empty or unknown text.
NetworkFormat detect_network_format(std::string_view text);

// Reads a network in `format` (or the detected one). Throws NetworkParseError naming the line, the
// column and the problem.
ComparatorNetwork parse_network(std::string_view text, std::optional<NetworkFormat> format = std::nullopt);
// Writes it in `format`; `name` goes where the format has a place for it (the JSON formats).
std::string write_network(const ComparatorNetwork& network, NetworkFormat format, std::string_view name = "network");

// Each format's reader and writer (format_*.cpp).
ComparatorNetwork parse_dobbelaere(std::string_view text);
ComparatorNetwork parse_sorterhunter(std::string_view text);
ComparatorNetwork parse_snv(std::string_view text);
ComparatorNetwork parse_colon(std::string_view text);
ComparatorNetwork parse_knuth(std::string_view text);
ComparatorNetwork parse_sortscope_json(std::string_view text);
std::string write_dobbelaere(const ComparatorNetwork& network);
std::string write_sorterhunter(const ComparatorNetwork& network);
std::string write_snv(const ComparatorNetwork& network);
std::string write_colon(const ComparatorNetwork& network);
std::string write_knuth(const ComparatorNetwork& network);
std::string write_sortscope_json(const ComparatorNetwork& network, std::string_view name);

}  // namespace sortscope::algo
