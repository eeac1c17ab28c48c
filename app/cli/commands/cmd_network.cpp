// `sortscope-cli network list` and `network show NAME [--format F]`: the library of named networks
// (algorithms/networks/library.hpp: Dobbelaere's best-known networks for 2 to 32 inputs, and the classic
// constructions at any size as NAME-N), and one of them in a text format, ready for --network.
#include <cstdio>
#include <string>

#include "algorithms/networks/check_report.hpp"
#include "algorithms/networks/library.hpp"
#include "algorithms/networks/network_formats.hpp"
#include "algorithms/text/quoted.hpp"
#include "commands.hpp"

namespace sortscope::cli {

int run_network(std::span<char* const> args) {
    const Arguments parsed(args, command_arguments("network"));
    const std::vector<std::string>& words = parsed.operands();
    if (words.empty()) throw UsageError("network: say list or show NAME");
    if (words[0] == "list") {
        if (words.size() > 1) throw UsageError("network list takes no name");
        if (parsed.value("format")) throw UsageError("--format applies to network show");
        std::fputs(algo::library_listing().c_str(), stdout);
        return 0;
    }
    if (words[0] != "show") throw UsageError("network: unknown action " + algo::quoted(words[0]) + " (known: list, show)");
    if (words.size() < 2) throw UsageError("network show needs a NAME (sortscope-cli network list names them)");
    const auto network = algo::library_network(words[1]);
    if (!network) throw UsageError("network show: no network named " + algo::quoted(words[1]) + " (sortscope-cli network list names them)");
    algo::NetworkFormat format = algo::NetworkFormat::Dobbelaere;
    if (const auto name = parsed.value("format")) {
        const auto chosen = algo::parse_network_format(*name);
        if (!chosen) throw UsageError("--format: unknown network format " + algo::quoted(*name) + " (known: " + algo::network_format_names() + ")");
        format = *chosen;
    }
    std::fputs(algo::write_network(*network, format, words[1]).c_str(), stdout);
    std::fprintf(stderr, "%s: %u inputs, %s\n", words[1].c_str(), network->wires, algo::bounds_text(*network, true).c_str());
    return 0;
}

}  // namespace sortscope::cli
