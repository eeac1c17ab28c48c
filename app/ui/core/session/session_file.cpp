// Session files as JSON (see session_file.hpp), with nlohmann::json from Debian's nlohmann-json3-dev.
#include "core/session/session_file.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/text/quoted.hpp"
#include "atomic_file.hpp"

namespace sortscope::ui {

namespace {

using nlohmann::json;

constexpr size_t kMaxSessionBytes = size_t{16} << 20;  // typed keys included, sessions are far smaller
constexpr size_t kShownPathBytes = 200;
constexpr size_t kShownErrorBytes = 300;

// A problem with the file's content, turned into SessionRead::error.
struct Invalid {
    std::string why;
};

uint64_t whole_number(const json& object, const char* field, uint64_t fallback, uint64_t max) {
    if (!object.contains(field)) return fallback;
    const json& value = object[field];
    if (!value.is_number_unsigned() && !(value.is_number_integer() && value.get<int64_t>() >= 0)) {
        throw Invalid{std::string("field '") + field + "' must be a whole number"};
    }
    const auto number = value.get<uint64_t>();
    if (number > max) throw Invalid{std::string("field '") + field + "' is larger than " + std::to_string(max)};
    return number;
}

bool flag(const json& object, const char* field, bool fallback) {
    if (!object.contains(field)) return fallback;
    if (!object[field].is_boolean()) throw Invalid{std::string("field '") + field + "' must be true or false"};
    return object[field].get<bool>();
}

std::string text(const json& object, const char* field, const std::string& fallback) {
    if (!object.contains(field)) return fallback;
    if (!object[field].is_string()) throw Invalid{std::string("field '") + field + "' must be a string"};
    return object[field].get<std::string>();
}

SessionFile parse(const json& root) {
    if (!root.is_object() || !root.contains("sortscope_session")) {
        throw Invalid{"not a Sortscope session (no \"sortscope_session\" field)"};
    }
    const uint64_t format = whole_number(root, "sortscope_session", 0, 1000);
    if (format != kSessionFormat) {
        throw Invalid{"session format " + std::to_string(format) + " is not one this Sortscope reads (it reads " +
                      std::to_string(kSessionFormat) + ")"};
    }
    SessionFile session;
    session.title = text(root, "title", "");
    InputSpec& input = session.input;
    input.algorithm = text(root, "algorithm", input.algorithm);
    input.n = static_cast<uint32_t>(whole_number(root, "n", input.n, kMaxGuiKeys));
    const std::string dist = text(root, "distribution", std::string(algo::distribution_name(input.distribution)));
    const auto parsed_dist = algo::parse_distribution(dist);
    if (!parsed_dist) throw Invalid{"unknown distribution " + algo::quoted(dist)};
    input.distribution = *parsed_dist;
    input.seed = whole_number(root, "seed", input.seed, UINT64_MAX);
    const std::string type = text(root, "keys", "u32");
    const auto parsed_type = algo::parse_key_type(type);
    if (!parsed_type) throw Invalid{"unknown key type " + algo::quoted(type) + " (known: u32, i32, f32)"};
    input.key_type = *parsed_type;
    input.values = flag(root, "values", input.values);
    input.descending = flag(root, "descending", input.descending);
    // The kernel options are read as far as their fields hold; input_problem applies their rules below.
    input.local_size = static_cast<uint32_t>(whole_number(root, "work_group_size", input.local_size, UINT32_MAX));
    input.radix_bits = static_cast<uint32_t>(whole_number(root, "radix_bits", input.radix_bits, UINT32_MAX));
    input.block_factor = static_cast<uint32_t>(whole_number(root, "block_factor", input.block_factor, UINT32_MAX));
    input.tile = static_cast<uint32_t>(whole_number(root, "tile", input.tile, UINT32_MAX));
    // Files from before onesweep have no path: they get the driver's choice.
    const std::string path = text(root, "onesweep_path", std::string(algo::onesweep_path_name(input.onesweep_path)));
    const auto parsed_path = algo::parse_onesweep_path(path);
    if (!parsed_path) throw Invalid{"unknown onesweep path " + algo::quoted(path) + " (known: auto, lookback, portable)"};
    input.onesweep_path = *parsed_path;
    if (root.contains("typed_keys")) {
        const json& keys = root["typed_keys"];
        if (!keys.is_array()) throw Invalid{"field 'typed_keys' must be a list of keys written as strings"};
        for (size_t k = 0; k < keys.size(); ++k) {
            const auto key = keys[k].is_string() ? algo::parse_key(input.key_type, keys[k].get<std::string>()) : std::nullopt;
            if (!key) throw Invalid{"typed key " + std::to_string(k) + " is not a " + type + " key written as a string"};
            input.typed_keys.push_back(*key);
        }
    }
    input.key_file = text(root, "key_file", "");
    if (!input.key_file.empty() && input.typed_keys.empty()) throw Invalid{"field 'key_file' names the file of the typed keys, and there are none"};
    if (const auto problem = input_problem(input)) throw Invalid{*problem};
    session.step = static_cast<size_t>(whole_number(root, "step", 0, UINT32_MAX));
    if (root.contains("views")) {
        const json& views = root["views"];
        if (!views.is_object()) throw Invalid{"field 'views' must be an object"};
        session.views.bars = flag(views, "bars", true);
        session.views.network = flag(views, "network", true);
        session.views.table = flag(views, "table", true);
        session.views.presenter = flag(views, "presenter", false);
        session.views.sidebar = flag(views, "sidebar", true);  // files from before it show the panel
        if (views.contains("text_scale")) {
            if (!views["text_scale"].is_number()) throw Invalid{"field 'views.text_scale' must be a number"};
            const auto scale = views["text_scale"].get<double>();
            if (!(scale >= kMinTextScale && scale <= kMaxTextScale)) {
                throw Invalid{"field 'views.text_scale' must be between " + std::to_string(kMinTextScale) + " and " +
                              std::to_string(kMaxTextScale)};
            }
            session.views.text_scale = static_cast<float>(scale);
        }
        if (session.views.shown() == 0) throw Invalid{"field 'views' must show at least one view"};
    }
    if (root.contains("predict")) {
        const json& predict = root["predict"];
        if (!predict.is_object()) throw Invalid{"field 'predict' must be an object"};
        session.predict = flag(predict, "on", true);
        if (predict.contains("steps")) {
            const json& steps = predict["steps"];
            if (!steps.is_array()) throw Invalid{"field 'predict.steps' must be a list of step numbers"};
            for (const json& step : steps) {
                if (!step.is_number_unsigned() || step.get<uint64_t>() > UINT32_MAX) {
                    throw Invalid{"field 'predict.steps' must be a list of step numbers"};
                }
                session.predict_steps.push_back(static_cast<size_t>(step.get<uint64_t>()));
            }
        }
    }
    return session;
}

}  // namespace

std::string session_to_json(const SessionFile& session) {
    const InputSpec& input = session.input;
    json root;
    root["sortscope_session"] = kSessionFormat;
    if (!session.title.empty()) root["title"] = session.title;
    root["algorithm"] = input.algorithm;
    root["n"] = input.n;
    root["distribution"] = std::string(algo::distribution_name(input.distribution));
    root["seed"] = input.seed;
    root["keys"] = std::string(algo::key_type_name(input.key_type));
    root["values"] = input.values;
    root["descending"] = input.descending;
    root["work_group_size"] = input.local_size;
    root["radix_bits"] = input.radix_bits;
    root["block_factor"] = input.block_factor;
    root["tile"] = input.tile;
    root["onesweep_path"] = std::string(algo::onesweep_path_name(input.onesweep_path));
    if (!input.typed_keys.empty()) {
        json keys = json::array();
        for (uint32_t key : input.typed_keys) keys.push_back(algo::format_key(input.key_type, key));
        root["typed_keys"] = keys;
        if (!input.key_file.empty()) root["key_file"] = input.key_file;
    }
    root["step"] = session.step;
    root["views"] = {{"bars", session.views.bars},
                     {"network", session.views.network},
                     {"table", session.views.table},
                     {"presenter", session.views.presenter},
                     {"sidebar", session.views.sidebar},
                     {"text_scale", session.views.text_scale}};
    if (session.predict) root["predict"] = {{"on", true}, {"steps", session.predict_steps}};
    return root.dump(2) + "\n";
}

SessionRead session_from_json(const std::string& text) {
    SessionRead result;
    try {
        result.session = parse(json::parse(text));
    } catch (const json::parse_error& error) {
        // The parser's message repeats the bytes it choked on: made printable and cut.
        result.error = "not JSON: " + algo::printable(error.what(), kShownErrorBytes);
    } catch (const json::exception& error) {
        result.error = algo::printable(error.what(), kShownErrorBytes);
    } catch (const Invalid& invalid) {
        result.error = invalid.why;
    }
    return result;
}

SessionRead read_session_file(const std::string& path) {
    const std::string shown = algo::printable(path, kShownPathBytes);
    std::ifstream file(path, std::ios::binary);
    if (!file) return {std::nullopt, shown + ": cannot be read"};
    // Read at most one byte past the limit: a session is a few hundred bytes, and /dev/zero never ends.
    std::string contents(kMaxSessionBytes + 1, '\0');
    file.read(contents.data(), static_cast<std::streamsize>(contents.size()));
    if (file.bad()) return {std::nullopt, shown + ": cannot be read"};
    contents.resize(static_cast<size_t>(file.gcount()));
    if (contents.size() > kMaxSessionBytes) {
        return {std::nullopt, shown + ": larger than " + std::to_string(kMaxSessionBytes >> 20) + " MiB, not a session file"};
    }
    SessionRead result = session_from_json(contents);
    if (!result.error.empty()) result.error = shown + ": " + result.error;
    return result;
}

void write_session_file(const std::string& path, const SessionFile& session) {
    exports::write_file_atomically(path, session_to_json(session));
}

}  // namespace sortscope::ui
