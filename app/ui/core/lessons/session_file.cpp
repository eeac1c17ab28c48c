// Session files and their slides as JSON (see session_file.hpp), with nlohmann::json from Debian's
// nlohmann-json3-dev.
#include "core/lessons/session_file.hpp"
#include "core/lessons/session_network.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <set>

#include "algorithms/catalogue/registry.hpp"
#include "algorithms/inputs/user_input.hpp"
#include "algorithms/networks/kept_networks.hpp"
#include "algorithms/text/json_depth.hpp"
#include "algorithms/text/quoted.hpp"
#include "atomic_file.hpp"
#include "option_table.hpp"

namespace sortscope::ui {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;

constexpr size_t kMaxSessionBytes = size_t{16} << 20;  // typed keys included, sessions are far smaller
constexpr size_t kShownPathBytes = 200;
constexpr size_t kShownErrorBytes = 300;

// A problem with the file's content, turned into SessionRead::error.
struct Invalid {
    std::string why;
};

uint64_t whole_number(const json& object, const std::string& field, uint64_t fallback, uint64_t max) {
    if (!object.contains(field)) return fallback;
    const json& value = object[field];
    if (!value.is_number_unsigned() && !(value.is_number_integer() && value.get<int64_t>() >= 0)) {
        throw Invalid{std::string("field '") + field + "' must be a whole number"};
    }
    const auto number = value.get<uint64_t>();
    if (number > max) throw Invalid{std::string("field '") + field + "' is larger than " + std::to_string(max)};
    return number;
}

bool flag(const json& object, const std::string& field, bool fallback) {
    if (!object.contains(field)) return fallback;
    if (!object[field].is_boolean()) throw Invalid{std::string("field '") + field + "' must be true or false"};
    return object[field].get<bool>();
}

std::string text(const json& object, const std::string& field, const std::string& fallback) {
    if (!object.contains(field)) return fallback;
    if (!object[field].is_string()) throw Invalid{std::string("field '") + field + "' must be a string"};
    return object[field].get<std::string>();
}

// An option's field in a session file: the option table's session_key (app/options/option_table.hpp).
std::string key(const options::OptionSpec& option) { return std::string(option.session_key); }

// The fields of a slide's state (the options' keys in the option table, and the keys and views the
// table has no option for), and those a slide holds for itself (not laid over the others).
const std::set<std::string>& state_fields() {
    static const std::set<std::string> fields = [] {
        std::set<std::string> keys = {"typed_keys", "key_file", "views", "predict"};
        for (const options::OptionSpec* option : options::all_options()) {
            if (!option->session_key.empty()) keys.insert(key(*option));
        }
        return keys;
    }();
    return fields;
}
const std::set<std::string>& own_fields() {
    static const std::set<std::string> fields = {"title", "note", "question", "play_to"};
    return fields;
}

std::string known_slide_fields() {
    std::string known;
    for (const auto* fields : {&own_fields(), &state_fields()}) {
        for (const std::string& field : *fields) known += (known.empty() ? "" : ", ") + field;
    }
    return known;
}

// A string field that must stay short enough to read on screen.
std::string short_text(const json& object, const char* field, size_t max_bytes, const char* why) {
    std::string value = text(object, field, "");
    if (value.size() > max_bytes) {
        throw Invalid{std::string("field '") + field + "' is " + std::to_string(value.size()) + " bytes long; it holds at most " +
                      std::to_string(max_bytes) + " (" + why + ")"};
    }
    return value;
}

// The state fields of `object` (a file without slides, or a slide laid over the lesson's state).
Slide parse_state(const json& object) {
    Slide slide;
    InputSpec& input = slide.input;
    input.algorithm = text(object, key(options::kAlgoOption), input.algorithm);
    input.n = static_cast<uint32_t>(whole_number(object, key(options::kSizeOption), input.n, kMaxGuiKeys));
    const std::string dist = text(object, key(options::kDistOption), std::string(algo::distribution_name(input.distribution)));
    const auto parsed_dist = algo::parse_distribution(dist);
    if (!parsed_dist) throw Invalid{"unknown distribution " + algo::quoted(dist)};
    input.distribution = *parsed_dist;
    input.seed = whole_number(object, key(options::kSeedOption), input.seed, UINT64_MAX);
    const std::string type = text(object, key(options::kKeyTypeOption), "u32");
    const auto parsed_type = algo::parse_key_type(type);
    if (!parsed_type) throw Invalid{"unknown key type " + algo::quoted(type) + " (known: u32, i32, f32)"};
    input.key_type = *parsed_type;
    input.values = flag(object, key(options::kValuesOption), input.values);
    input.descending = flag(object, key(options::kDescendingOption), input.descending);
    // The kernel options are read as far as their fields hold; input_problem applies their rules below.
    if (object.contains(key(options::kWorkGroupOption))) {
        input.local_size = static_cast<uint32_t>(whole_number(object, key(options::kWorkGroupOption), kTeachingWorkGroup, UINT32_MAX));
    }
    // The table's whole numbers the input keeps and the algorithms' own options, read as their entries
    // declare them; a file from before one has no field for it, and gets its default (a path: the
    // driver's choice).
    for (const options::OptionSpec* option : options::all_options()) {
        if (option->session_key.empty()) continue;
        if (const std::optional<uint32_t> number = input_number(input, *option)) {
            set_input_number(input, *option, static_cast<uint32_t>(whole_number(object, key(*option), *number, UINT32_MAX)));
            continue;
        }
        if (option->own == nullptr) continue;
        const std::string name = text(object, key(*option), std::string(own_value_name(input, *option->own)));
        if (!set_own_value(input, *option->own, name)) {
            throw Invalid{"unknown " + std::string(option->name) + " " + algo::quoted(name) + " (known: " + std::string(option->own->named.known) + ")"};
        }
    }
    if (object.contains("typed_keys")) {
        const json& keys = object["typed_keys"];
        if (!keys.is_array()) throw Invalid{"field 'typed_keys' must be a list of keys written as strings"};
        for (size_t k = 0; k < keys.size(); ++k) {
            const auto key = keys[k].is_string() ? algo::parse_key(input.key_type, keys[k].get<std::string>()) : std::nullopt;
            if (!key) throw Invalid{"typed key " + std::to_string(k) + " is not a " + type + " key written as a string"};
            input.typed_keys.push_back(*key);
        }
    }
    // Typed keys give n, as they do everywhere else (input_spec.cpp): a field 'n' that disagrees (a
    // hand-edited file, or one saved while the size slider stood elsewhere) must not show as n on the
    // panel while the header counts the keys.
    if (!input.typed_keys.empty()) input.n = static_cast<uint32_t>(input.typed_keys.size());
    input.key_file = text(object, "key_file", "");
    if (!input.key_file.empty() && input.typed_keys.empty()) throw Invalid{"field 'key_file' names the file of the typed keys, and there are none"};
    // A loaded network: a library network by its name, any other inline (session_network.hpp).
    if (input.algorithm == algo::loaded_network_algorithm().id && object.contains(key(options::kNetworkOption))) {
        const SessionNetworkRead network = read_session_network(object[key(options::kNetworkOption)]);
        if (!network.error.empty()) throw Invalid{"field 'network': " + network.error};
        if (network.network) {
            input.network = algo::keep_network(*network.network, network.name);
            input.network_name = network.name;
        }
    }
    if (const auto problem = input_problem(input)) throw Invalid{*problem};
    slide.step = static_cast<size_t>(whole_number(object, key(options::kAppStepOption), 0, UINT32_MAX));
    if (object.contains("views")) {
        const json& views = object["views"];
        if (!views.is_object()) throw Invalid{"field 'views' must be an object"};
        slide.views.bars = flag(views, "bars", true);
        slide.views.network = flag(views, "network", true);
        slide.views.table = flag(views, "table", true);
        slide.views.presenter = flag(views, "presenter", false);
        slide.views.sidebar = flag(views, "sidebar", true);  // files from before it show the panel
        slide.views.kernel = flag(views, "kernel", false);   // files from before it have no kernel view
        if (views.contains("text_scale")) {
            if (!views["text_scale"].is_number()) throw Invalid{"field 'views.text_scale' must be a number"};
            const auto scale = views["text_scale"].get<double>();
            if (!(scale >= kMinTextScale && scale <= kMaxTextScale)) {
                throw Invalid{"field 'views.text_scale' must be between " + std::to_string(kMinTextScale) + " and " +
                              std::to_string(kMaxTextScale)};
            }
            slide.views.text_scale = static_cast<float>(scale);
        }
        if (slide.views.shown() == 0 && !slide.views.kernel) throw Invalid{"field 'views' must show at least one view"};
    }
    if (object.contains("predict")) {
        const json& predict = object["predict"];
        if (!predict.is_object()) throw Invalid{"field 'predict' must be an object"};
        slide.predict = flag(predict, "on", true);
        if (predict.contains("steps")) {
            const json& steps = predict["steps"];
            if (!steps.is_array()) throw Invalid{"field 'predict.steps' must be a list of step numbers"};
            for (const json& step : steps) {
                if (!step.is_number_unsigned() || step.get<uint64_t>() > UINT32_MAX) {
                    throw Invalid{"field 'predict.steps' must be a list of step numbers"};
                }
                slide.predict_steps.push_back(static_cast<size_t>(step.get<uint64_t>()));
            }
        }
    }
    return slide;
}

// The fields a slide holds for itself: its title, note, question and where it plays to. A file without
// slides holds them at the top, where "title" is the lesson's.
void parse_own(const json& object, Slide& slide, bool slide_title) {
    if (slide_title) slide.title = short_text(object, "title", kMaxSlideTitleBytes, "a few words above the note");
    slide.note = short_text(object, "note", kMaxNoteBytes, "a note is read from the back of a room: a few lines");
    slide.question = short_text(object, "question", kMaxQuestionBytes, "one question to ask the class");
    if (object.contains("play_to")) {
        const auto play_to = static_cast<size_t>(whole_number(object, "play_to", 0, UINT32_MAX));
        if (play_to <= slide.step) {
            throw Invalid{"field 'play_to' (" + std::to_string(play_to) + ") must be after field 'step' (" + std::to_string(slide.step) +
                          ")"};
        }
        slide.play_to = play_to;
    }
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
    // The lesson's state: the only slide, or what every slide is laid over (checked alone first, so its
    // own mistakes are named without a slide's number).
    Slide first = parse_state(root);
    if (!root.contains("slides")) {
        parse_own(root, first, false);
        session.slides = {first};
        return session;
    }
    for (const char* field : {"note", "question", "play_to"}) {
        if (root.contains(field)) {
            throw Invalid{std::string("field '") + field + "' belongs in a slide: in a lesson with 'slides', each slide has its own"};
        }
    }
    const json& slides = root["slides"];
    if (!slides.is_array()) throw Invalid{"field 'slides' must be a list of slides"};
    if (slides.empty()) throw Invalid{"field 'slides' must hold at least one slide"};
    if (slides.size() > kMaxSlides) {
        throw Invalid{"field 'slides' holds " + std::to_string(slides.size()) + " slides; a lesson holds at most " +
                      std::to_string(kMaxSlides)};
    }
    json base = root;
    base.erase("slides");
    base.erase("title");
    session.slides.clear();
    for (size_t k = 0; k < slides.size(); ++k) {
        const std::string which = "slide " + std::to_string(k + 1);
        const json& fields = slides[k];
        if (!fields.is_object()) throw Invalid{which + " must be an object (its note and what it changes)"};
        json patch = fields;
        for (const auto& [field, value] : fields.items()) {
            if (own_fields().count(field) != 0) {
                patch.erase(field);
            } else if (state_fields().count(field) == 0) {
                throw Invalid{which + ": unknown field " + algo::quoted(field) + " (a slide knows " + known_slide_fields() + ")"};
            }
        }
        json merged = base;
        merged.merge_patch(patch);
        try {
            Slide slide = parse_state(merged);
            parse_own(fields, slide, true);
            session.slides.push_back(std::move(slide));
        } catch (const Invalid& invalid) {
            throw Invalid{which + ": " + invalid.why};
        }
    }
    return session;
}

// A slide's state as the fields of a file, in the order a reader expects.
ordered_json state_json(const Slide& slide) {
    const InputSpec& input = slide.input;
    ordered_json state;
    state[key(options::kAlgoOption)] = input.algorithm;
    if (input.network != 0) state[key(options::kNetworkOption)] = session_network_field(algo::kept_network(input.network), input.network_name);
    state[key(options::kSizeOption)] = input.n;
    state[key(options::kDistOption)] = std::string(algo::distribution_name(input.distribution));
    state[key(options::kSeedOption)] = input.seed;
    state[key(options::kKeyTypeOption)] = std::string(algo::key_type_name(input.key_type));
    state[key(options::kValuesOption)] = input.values;
    state[key(options::kDescendingOption)] = input.descending;
    if (input.local_size) state[key(options::kWorkGroupOption)] = *input.local_size;  // else the app's choice, as on screen
    for (const options::OptionSpec* option : options::all_options()) {
        if (option->session_key.empty()) continue;
        if (const std::optional<uint32_t> number = input_number(input, *option)) {
            state[key(*option)] = *number;
        } else if (option->own != nullptr) {
            state[key(*option)] = std::string(own_value_name(input, *option->own));
        }
    }
    if (!input.typed_keys.empty()) {
        ordered_json keys = ordered_json::array();
        for (uint32_t key : input.typed_keys) keys.push_back(algo::format_key(input.key_type, key));
        state["typed_keys"] = keys;
        if (!input.key_file.empty()) state["key_file"] = input.key_file;
    }
    state[key(options::kAppStepOption)] = slide.step;
    state["views"] = {{"bars", slide.views.bars},
                      {"network", slide.views.network},
                      {"table", slide.views.table},
                      {"kernel", slide.views.kernel},
                      {"presenter", slide.views.presenter},
                      {"sidebar", slide.views.sidebar},
                      {"text_scale", slide.views.text_scale}};
    if (slide.predict) state["predict"] = {{"on", true}, {"steps", slide.predict_steps}};
    return state;
}

void put_own(const Slide& slide, ordered_json& object) {
    if (!slide.title.empty()) object["title"] = slide.title;
    if (!slide.note.empty()) object["note"] = slide.note;
    if (!slide.question.empty()) object["question"] = slide.question;
    if (slide.play_to) object["play_to"] = *slide.play_to;
}

}  // namespace

std::string session_to_json(const SessionFile& session) {
    ordered_json root;
    root["sortscope_session"] = kSessionFormat;
    if (!session.title.empty()) root["title"] = session.title;
    const ordered_json first = state_json(session.slides.front());
    root.update(first);
    if (session.slides.size() == 1 && session.slides.front().title.empty()) {
        put_own(session.slides.front(), root);  // a lesson of one slide: as files from before slides
        return root.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";  // invalid UTF-8 as U+FFFD
    }
    // Each slide: what differs from the first slide's state (null for a field it does without), then its own.
    ordered_json slides = ordered_json::array();
    for (const Slide& slide : session.slides) {
        const ordered_json state = state_json(slide);
        ordered_json patch = ordered_json::object();
        put_own(slide, patch);
        for (const auto& [field, value] : state.items()) {
            if (!first.contains(field) || first[field] != value) patch[field] = value;
        }
        for (const auto& [field, value] : first.items()) {
            if (!state.contains(field)) patch[field] = nullptr;
        }
        slides.push_back(patch);
    }
    root["slides"] = slides;
    return root.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";  // invalid UTF-8 as U+FFFD
}

SessionRead session_from_json(const std::string& text) {
    SessionRead result;
    // The one nesting limit of JSON inputs, before the parser (whose tree would be as deep).
    if (auto too_deep = algo::json_depth_error(text)) {
        result.error = "not a session: its JSON is " + *too_deep;
        return result;
    }
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
    // Only a regular file is read (inputs/user_input.hpp): a FIFO named *.json would wait for a writer
    // forever (at start-up, when the lessons folder is read), and a device may never end.
    algo::InputRules rules;
    rules.what = "the session file";
    rules.max_bytes = kMaxSessionBytes;
    rules.bound = std::to_string(kMaxSessionBytes >> 20) + " MiB, far more than any session";
    rules.text = true;
    std::string contents;
    try {
        contents = algo::read_user_input(path, rules);
    } catch (const algo::InputError& error) {
        return {std::nullopt, error.what()};
    }
    SessionRead result = session_from_json(contents);
    if (!result.error.empty()) result.error = shown + ": " + result.error;
    return result;
}

void write_session_file(const std::string& path, const SessionFile& session) {
    exports::write_file_atomically(path, session_to_json(session));
}

}  // namespace sortscope::ui
