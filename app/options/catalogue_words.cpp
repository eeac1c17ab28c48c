// Help texts' lists of algorithms, from the catalogue (see catalogue_words.hpp).
#include "catalogue_words.hpp"

#include <span>
#include <stdexcept>
#include <vector>

#include "algorithms/catalogue/registry.hpp"

namespace sortscope::options {

namespace {

using algo::AlgorithmInfo;

// "a, b and c".
std::string and_list(const std::vector<std::string>& items) {
    std::string text;
    for (size_t i = 0; i < items.size(); ++i) {
        if (i > 0) text += i + 1 == items.size() ? " and " : ", ";
        text += items[i];
    }
    return text;
}

// The ids of the algorithms `pick` takes, in the registry's order, separated by commas.
template <typename Pick>
std::string ids_where(Pick pick) {
    std::string text;
    for (const AlgorithmInfo& info : algo::all_algorithms()) {
        if (pick(info)) text += (text.empty() ? "" : ", ") + std::string(info.id);
    }
    return text;
}

struct Group {
    std::string_view words;
    std::vector<std::string> ids;
    size_t networks = 0;  // how many of them are networks
};

size_t network_count() {
    size_t count = 0;
    for (const AlgorithmInfo& info : algo::all_algorithms()) count += info.network ? 1 : 0;
    return count;
}

// The algorithms grouped by the words `field` gives them (those without words left out), in the order
// each group's first algorithm has in the registry.
std::vector<Group> grouped_by(std::string_view AlgorithmInfo::* field) {
    std::vector<Group> groups;
    for (const AlgorithmInfo& info : algo::all_algorithms()) {
        const std::string_view words = info.*field;
        if (words.empty()) continue;
        Group* group = nullptr;
        for (Group& existing : groups) {
            if (existing.words == words) group = &existing;
        }
        if (group == nullptr) group = &groups.emplace_back(Group{words, {}, 0});
        group->ids.emplace_back(info.id);
        group->networks += info.network ? 1 : 0;
    }
    return groups;
}

// A group's name: "networks" where it is every network and nothing else, or else its ids.
std::string group_name(const Group& group) {
    const bool networks = group.networks == group.ids.size() && group.networks == network_count();
    return networks ? "networks" : and_list(group.ids);
}

// "NAME: WORDS; NAME: WORDS".
std::string named_groups(std::string_view AlgorithmInfo::* field) {
    std::string text;
    for (const Group& group : grouped_by(field)) {
        text += (text.empty() ? "" : "; ") + group_name(group) + ": " + std::string(group.words);
    }
    return text;
}

// "--a and --b" of the own options of the algorithms whose plan depends on the driver, each "ID's".
std::string driver_options() {
    std::vector<std::string> parts;
    for (const AlgorithmInfo& info : algo::all_algorithms()) {
        if (info.driver_choices == nullptr) continue;
        std::vector<std::string> names;
        for (const algo::OwnOption* own : info.own_options) names.push_back("--" + std::string(own->name));
        parts.push_back(std::string(info.id) + (names.empty() ? "" : "'s " + and_list(names)));
    }
    return and_list(parts);
}

}  // namespace

std::string catalogue_words(std::string_view name) {
    if (name == "pictures") return ids_where([](const AlgorithmInfo& info) { return info.picture != algo::Picture::Network; });
    if (name == "race") return ids_where([](const AlgorithmInfo& info) { return info.in_default_race; });
    if (name == "predict") return named_groups(&AlgorithmInfo::predict_question);
    if (name == "tables") return named_groups(&AlgorithmInfo::table_shows);
    if (name == "picture-shows") return named_groups(&AlgorithmInfo::picture_shows);
    if (name == "driver-options") return driver_options();
    if (name == "guess") {
        std::vector<std::string> forms;
        for (const Group& group : grouped_by(&AlgorithmInfo::guess_form)) {
            forms.push_back(std::string(group.words) + " for " + group_name(group));
        }
        std::string text;
        for (const std::string& form : forms) text += (text.empty() ? "" : ", ") + form;
        return text;
    }
    if (name == "tile-defaults") {
        std::string text;
        for (const AlgorithmInfo& info : algo::all_algorithms()) {
            if (!info.tile_default.empty()) text += "; " + std::string(info.id) + ": " + std::string(info.tile_default);
        }
        return text;
    }
    throw std::logic_error("a help text names {" + std::string(name) + "}, which catalogue_words.hpp does not make");
}

std::string with_catalogue_words(std::string_view text) {
    std::string result;
    size_t at = 0;
    while (at < text.size()) {
        const size_t open = text.find('{', at);
        const size_t close = open == std::string_view::npos ? open : text.find('}', open);
        if (close == std::string_view::npos) break;
        result += text.substr(at, open - at);
        result += catalogue_words(text.substr(open + 1, close - open - 1));
        at = close + 1;
    }
    return result + std::string(text.substr(at));
}

}  // namespace sortscope::options
