// Format names, detection and the dispatch to each format's reader and writer (see network_formats.hpp).
#include "algorithms/networks/network_formats.hpp"

#include <array>

#include "algorithms/networks/network_text.hpp"

namespace sortscope::algo {

namespace {

constexpr std::array kFormats = {NetworkFormat::Dobbelaere, NetworkFormat::SorterHunter, NetworkFormat::Snv,
                                 NetworkFormat::Colon, NetworkFormat::Knuth, NetworkFormat::Sortscope};

}  // namespace

std::span<const NetworkFormat> all_network_formats() { return kFormats; }

std::string_view network_format_name(NetworkFormat format) {
    switch (format) {
        case NetworkFormat::Dobbelaere: return "dobbelaere";
        case NetworkFormat::SorterHunter: return "sorterhunter";
        case NetworkFormat::Snv: return "snv";
        case NetworkFormat::Colon: return "colon";
        case NetworkFormat::Knuth: return "knuth";
        case NetworkFormat::Sortscope: return "sortscope";
    }
    return "?";
}

std::optional<NetworkFormat> parse_network_format(std::string_view name) {
    for (NetworkFormat format : kFormats) {
        if (network_format_name(format) == name) return format;
    }
    return std::nullopt;
}

std::string network_format_names() {
    std::string names;
    for (NetworkFormat format : kFormats) names += (names.empty() ? "" : ", ") + std::string(network_format_name(format));
    return names;
}

NetworkFormat detect_network_format(std::string_view text) {
    const size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) throw NetworkParseError(0, 0, "the network is empty: the text holds nothing");
    if (text[first] == '{') return text.find("\"nw\"") != std::string_view::npos ? NetworkFormat::SorterHunter : NetworkFormat::Sortscope;
    if (text.find('(') != std::string_view::npos) return NetworkFormat::Dobbelaere;
    if (text.find('[') != std::string_view::npos) return NetworkFormat::Knuth;
    if (text.find(':') != std::string_view::npos) return NetworkFormat::Colon;
    if (text[first] >= '0' && text[first] <= '9') return NetworkFormat::Snv;
    TextCursor cursor(text);
    while (cursor.offset() < first) cursor.advance();
    cursor.fail("not a network in any known format (" + network_format_names() + ")");
}

ComparatorNetwork parse_network(std::string_view text, std::optional<NetworkFormat> format) {
    switch (format.value_or(detect_network_format(text))) {
        case NetworkFormat::Dobbelaere: return parse_dobbelaere(text);
        case NetworkFormat::SorterHunter: return parse_sorterhunter(text);
        case NetworkFormat::Snv: return parse_snv(text);
        case NetworkFormat::Colon: return parse_colon(text);
        case NetworkFormat::Knuth: return parse_knuth(text);
        case NetworkFormat::Sortscope: return parse_sortscope_json(text);
    }
    throw NetworkParseError(0, 0, "unknown network format");
}

std::string write_network(const ComparatorNetwork& network, NetworkFormat format, std::string_view name) {
    switch (format) {
        case NetworkFormat::Dobbelaere: return write_dobbelaere(network);
        case NetworkFormat::SorterHunter: return write_sorterhunter(network);
        case NetworkFormat::Snv: return write_snv(network);
        case NetworkFormat::Colon: return write_colon(network);
        case NetworkFormat::Knuth: return write_knuth(network);
        case NetworkFormat::Sortscope: return write_sortscope_json(network, name);
    }
    return {};
}

}  // namespace sortscope::algo
