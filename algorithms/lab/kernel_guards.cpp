// The kernel lab's guards put into a kernel's text (see kernel_guards.hpp). A small GLSL tokenizer
// (comments and preprocessor lines known, #define bodies tokenized as lines of their own), then
// insertions at token boundaries; the text is otherwise left byte for byte, so lines keep their numbers.
#include "algorithms/lab/kernel_guards.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <vector>

#include "algorithms/plan/shader_interface.hpp"

namespace sortscope::algo {

namespace {

constexpr std::string_view kLabPrefix = "sortscope_lab_";

struct Token {
    std::string_view text;
    size_t begin = 0;
    size_t end = 0;
    unsigned long line = 0;  // as the #line directives number it
    size_t group = 0;        // 0: code; k: the k-th #define's body (structure is matched within a group)
    bool macro_name = false; // the name a #define defines
    bool identifier() const { return !text.empty() && (std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_'); }
};

bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

constexpr std::array kOperators = {"<<=", ">>=", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
                                   "==",  "!=",  "<=", ">=", "&&", "||", "^^", "<<", ">>"};

class Tokenizer {
public:
    explicit Tokenizer(const std::string& text) : m_text(text) {}

    std::vector<Token> run() {
        bool line_start = true;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '\n') {
                ++m_line;
                ++m_pos;
                line_start = true;
            } else if (std::isspace(static_cast<unsigned char>(c))) {
                ++m_pos;
            } else if (skip_comment()) {
            } else if (c == '#' && line_start) {
                directive();
            } else {
                line_start = false;
                m_tokens.push_back(next_token(0));
            }
        }
        return std::move(m_tokens);
    }

private:
    bool skip_comment() {
        if (m_text.compare(m_pos, 2, "//") == 0) {
            while (m_pos < m_text.size() && m_text[m_pos] != '\n') {
                if (m_text[m_pos] == '\\' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '\n') ++m_line, ++m_pos;
                ++m_pos;
            }
            return true;
        }
        if (m_text.compare(m_pos, 2, "/*") == 0) {
            const size_t end = m_text.find("*/", m_pos + 2);
            const size_t stop = end == std::string::npos ? m_text.size() : end + 2;
            m_line += static_cast<unsigned long>(std::count(m_text.begin() + static_cast<std::ptrdiff_t>(m_pos),
                                                            m_text.begin() + static_cast<std::ptrdiff_t>(stop), '\n'));
            m_pos = stop;
            return true;
        }
        return false;
    }

    Token next_token(size_t group) {
        Token token;
        token.begin = m_pos;
        token.line = m_line;
        token.group = group;
        if (is_word_char(m_text[m_pos])) {
            const bool number = std::isdigit(static_cast<unsigned char>(m_text[m_pos])) != 0;
            while (m_pos < m_text.size() && (is_word_char(m_text[m_pos]) || (number && m_text[m_pos] == '.'))) ++m_pos;
        } else {
            size_t length = 1;
            for (const char* op : kOperators) {
                if (m_text.compare(m_pos, std::char_traits<char>::length(op), op) == 0) {
                    length = std::char_traits<char>::length(op);
                    break;
                }
            }
            m_pos += length;
        }
        token.end = m_pos;
        token.text = std::string_view(m_text).substr(token.begin, token.end - token.begin);
        return token;
    }

    // One preprocessor line (with its continuations): #line renumbers; a #define's body is tokens of a
    // group of its own; every other directive is left alone.
    void directive() {
        ++m_pos;  // '#'
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t')) ++m_pos;
        size_t name_end = m_pos;
        while (name_end < m_text.size() && is_word_char(m_text[name_end])) ++name_end;
        const std::string name = m_text.substr(m_pos, name_end - m_pos);
        m_pos = name_end;
        const size_t group = name == "define" ? ++m_groups : 0;
        std::vector<Token> words;
        while (m_pos < m_text.size() && m_text[m_pos] != '\n') {
            const char c = m_text[m_pos];
            if (c == '\\' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '\n') {
                m_pos += 2;
                ++m_line;
            } else if (std::isspace(static_cast<unsigned char>(c))) {
                ++m_pos;
            } else if (!skip_comment()) {
                words.push_back(next_token(group));
            }
        }
        if (name == "define") {
            // The macro's name (and its parameters) are not code; its body is.
            size_t first = words.size() > 1 ? 1 : words.size();
            if (first == 1 && words.size() > 1 && words[1].text == "(" && words[1].begin == words[0].end) {
                while (first < words.size() && words[first].text != ")") ++first;
                first = std::min(words.size(), first + 1);
            }
            for (size_t w = 0; w < words.size(); ++w) {
                if (w == 0) words[w].macro_name = true;  // checked (a name of the lab's, a buffer's array), not rewritten
                if (w == 0 || w >= first) m_tokens.push_back(words[w]);
            }
        } else if (name == "line" && !words.empty() && std::isdigit(static_cast<unsigned char>(words[0].text[0]))) {
            // The next line is number N: this line is N - 1 once its newline is counted.
            unsigned long number = 0;
            for (const char digit : words[0].text) {
                if (!std::isdigit(static_cast<unsigned char>(digit)) || number > 100000000) {
                    throw LabGuardError(std::to_string(m_line) + ": a #line the lab cannot follow");
                }
                number = number * 10 + static_cast<unsigned long>(digit - '0');
            }
            m_line = number == 0 ? 0 : number - 1;
            return;
        }
    }

    const std::string& m_text;
    size_t m_pos = 0;
    unsigned long m_line = 1;
    size_t m_groups = 0;
    std::vector<Token> m_tokens;
};

constexpr size_t kNone = static_cast<size_t>(-1);
constexpr int kMaxNesting = 256;

class Guards {
public:
    Guards(const std::string& text, std::vector<Token> tokens) : m_text(text), m_tokens(std::move(tokens)) {}

    std::string run() {
        refuse_lab_names();
        find_buffer_arrays();
        find_out_functions();
        for (size_t t = 0; t < m_tokens.size(); ++t) {
            const std::string_view word = m_tokens[t].text;
            if (m_tokens[t].macro_name) {
                if (m_arrays.count(std::string(word)) != 0) refuse(m_tokens[t], "a #define of " + std::string(word) + ", a buffer's array the lab checks");
                continue;
            }
            if (word == "for" || (word == "while" && m_do_tails.count(t) == 0)) guard_loop(t);
            else if (word == "do") guard_do(t);
            else if (m_arrays.count(std::string(word)) != 0) guard_write(t);
        }
        std::stable_sort(m_insertions.begin(), m_insertions.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        std::string out;
        size_t copied = 0;
        for (const auto& [at, text] : m_insertions) {
            out.append(m_text, copied, at - copied);
            out += text;
            copied = at;
        }
        out.append(m_text, copied, std::string::npos);
        return out;
    }

private:
    [[noreturn]] void refuse(const Token& at, const std::string& why) const {
        throw LabGuardError(std::to_string(at.line) + ": " + why);
    }

    const Token* token(size_t t) const { return t < m_tokens.size() ? &m_tokens[t] : nullptr; }
    bool is(size_t t, std::string_view text) const { return t < m_tokens.size() && m_tokens[t].text == text; }

    // The bracket closing the one at `open`, in the same group, or kNone.
    size_t match(size_t open) const {
        const std::string_view left = m_tokens[open].text;
        const std::string_view right = left == "(" ? ")" : left == "[" ? "]" : "}";
        int depth = 0;
        for (size_t t = open; t < m_tokens.size() && m_tokens[t].group == m_tokens[open].group; ++t) {
            if (m_tokens[t].text == left) ++depth;
            else if (m_tokens[t].text == right && --depth == 0) return t;
        }
        return kNone;
    }

    // The token after the statement that starts at `t` (same group), or kNone (also past kMaxNesting
    // statements nested in one another: a do's while is then not told from a loop's, and the kernel
    // fails to compile rather than the check running out of stack).
    size_t skip_statement(size_t t, int depth = 0) const {
        if (t >= m_tokens.size() || depth > kMaxNesting) return kNone;
        const std::string_view word = m_tokens[t].text;
        if (word == "{") {
            const size_t close = match(t);
            return close == kNone ? kNone : close + 1;
        }
        if (word == "if" || word == "for" || word == "while" || word == "switch") {
            if (!is(t + 1, "(")) return kNone;
            const size_t close = match(t + 1);
            if (close == kNone) return kNone;
            const size_t after = skip_statement(close + 1, depth + 1);
            if (word == "if" && after != kNone && is(after, "else")) return skip_statement(after + 1, depth + 1);
            return after;
        }
        if (word == "do") {
            const size_t body_end = skip_statement(t + 1, depth + 1);
            if (body_end == kNone || !is(body_end, "while") || !is(body_end + 1, "(")) return kNone;
            const size_t close = match(body_end + 1);
            return close == kNone || !is(close + 1, ";") ? kNone : close + 2;
        }
        int open = 0;  // brackets open in the statement
        for (size_t s = t; s < m_tokens.size() && m_tokens[s].group == m_tokens[t].group; ++s) {
            const std::string_view text = m_tokens[s].text;
            if (text == "(" || text == "[" || text == "{") ++open;
            else if (text == ")" || text == "]" || text == "}") --open;
            else if (text == ";" && open == 0) return s + 1;
            if (open < 0) return kNone;
        }
        return kNone;
    }

    void insert(size_t at, std::string text) { m_insertions.emplace_back(at, std::move(text)); }

    std::string loop_check(const Token& at) const {
        return " if (sortscope_lab_loop_ran_out(" + std::to_string(at.line) + "u)) break; else ";
    }

    void guard_loop(size_t t) {
        if (!is(t + 1, "(") || m_tokens[t + 1].group != m_tokens[t].group) return;  // not a loop here
        const size_t close = match(t + 1);
        if (close == kNone) return;
        insert(m_tokens[close].end, loop_check(m_tokens[t]));
    }

    void guard_do(size_t t) {
        insert(m_tokens[t].end, loop_check(m_tokens[t]));
        const size_t body_end = skip_statement(t + 1);
        if (body_end != kNone && is(body_end, "while")) m_do_tails.insert(body_end);
    }

    void refuse_lab_names() const {
        for (const Token& t : m_tokens) {
            if (t.text.rfind(kLabPrefix, 0) == 0) refuse(t, "names that start with sortscope_lab_ are the kernel lab's own");
            // Token pasting could make a name the guards never see.
            if (t.text == "#" && t.group != 0) refuse(t, "## and # in a #define: the lab checks a kernel's names as they are written");
        }
    }

    // The arrays of every storage buffer block, and the binding slot of each.
    void find_buffer_arrays() {
        for (size_t t = 0; t < m_tokens.size(); ++t) {
            if (m_tokens[t].text != "buffer" || m_tokens[t].group != 0) continue;
            const std::optional<uint32_t> slot = block_binding(t);
            size_t open = t + 1;
            while (open < m_tokens.size() && m_tokens[open].text != "{" && m_tokens[open].text != ";") ++open;
            if (!is(open, "{")) continue;
            if (!slot) refuse(m_tokens[t], "a buffer block whose binding is not a number or a BINDING_* name: the lab cannot check its writes");
            if (*slot == kLabGuardBinding) refuse(m_tokens[t], "binding " + std::to_string(kLabGuardBinding) + " is the kernel lab's own");
            if (*slot > binding_slot(Binding::Counts)) {
                refuse(m_tokens[t], "a buffer block at binding " + std::to_string(*slot) + ", which holds none of the arrays the lab checks");
            }
            const size_t close = match(open);
            for (size_t m = open + 1; m + 1 < close && close != kNone; ++m) {
                if (m_tokens[m].identifier() && m_tokens[m + 1].text == "[") m_arrays[std::string(m_tokens[m].text)] = *slot;
            }
        }
    }

    // The binding of the block whose `buffer` keyword is at `t`: from the layout(...) before it.
    std::optional<uint32_t> block_binding(size_t t) const {
        size_t s = t;
        while (s > 0 && m_tokens[s - 1].text != ";" && m_tokens[s - 1].text != "}" && m_tokens[s - 1].text != "{") {
            --s;
            if (m_tokens[s].text == "binding" && is(s + 1, "=") && s + 2 < t) {
                const std::string_view value = m_tokens[s + 2].text;
                if (std::isdigit(static_cast<unsigned char>(value[0]))) {
                    uint32_t number = 0;
                    for (const char c : value) {
                        if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
                        number = number * 10 + static_cast<uint32_t>(c - '0');
                        if (number > 1000) return std::nullopt;
                    }
                    return number;
                }
                for (const BindingName& binding : kBindings) {
                    if (binding.macro == value) return binding_slot(binding.binding);
                }
                return std::nullopt;
            }
        }
        return std::nullopt;
    }

    // Functions with an out or inout parameter: an array element passed to one may be written.
    void find_out_functions() {
        for (size_t t = 1; t < m_tokens.size(); ++t) {
            if (m_tokens[t].text != "(" || !m_tokens[t - 1].identifier()) continue;
            const size_t close = match(t);
            for (size_t p = t + 1; p < close && close != kNone; ++p) {
                if (m_tokens[p].text == "out" || m_tokens[p].text == "inout") {
                    m_out_functions.insert(std::string(m_tokens[t - 1].text));
                    break;
                }
            }
        }
    }

    // Whether the element `name[...]` at tokens first..close may be written.
    bool written(size_t first, size_t close) const {
        static constexpr std::array kAssignments = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--"};
        // The element itself, or a member, a component or an element of it: `name[i].key = ...`.
        size_t end = close;
        while (true) {
            if (is(end + 1, ".") && end + 2 < m_tokens.size() && m_tokens[end + 2].identifier()) {
                end += 2;
            } else if (is(end + 1, "[") && match(end + 1) != kNone) {
                end = match(end + 1);
            } else {
                break;
            }
        }
        if (const Token* next = token(end + 1); next != nullptr && next->group == m_tokens[end].group &&
                                                std::find(kAssignments.begin(), kAssignments.end(), next->text) != kAssignments.end()) {
            return true;
        }
        close = end;
        size_t before = first;
        if (before >= 2 && m_tokens[before - 1].text == ".") before -= 2;  // instance.name[...]
        if (before == 0) return false;
        const std::string_view previous = m_tokens[before - 1].text;
        if (previous == "++" || previous == "--") return true;
        if (previous != "(" && previous != ",") return false;
        if (!is(close + 1, ")") && !is(close + 1, ",")) return false;
        // A direct argument: find the call's name.
        int depth = 0;
        for (size_t s = before; s-- > 0;) {
            const std::string_view text = m_tokens[s].text;
            if (text == ")" || text == "]") ++depth;
            else if ((text == "(" || text == "[") && depth-- == 0) {
                if (text == "[" || s == 0 || !m_tokens[s - 1].identifier()) return false;
                // The built-in functions with an out parameter, and those of the kernel.
                static const std::set<std::string, std::less<>> kOutBuiltins = {"uaddCarry", "usubBorrow", "umulExtended",
                                                                               "imulExtended", "frexp", "modf"};
                const std::string callee(m_tokens[s - 1].text);
                return callee.rfind("atomic", 0) == 0 || kOutBuiltins.count(callee) != 0 || m_out_functions.count(callee) != 0;
            }
        }
        return false;
    }

    void guard_write(size_t t) {
        if (!is(t + 1, "[") && !is(t + 1, ".")) {
            // A name for the array (a macro standing for it, an argument) would write past the guards.
            refuse(m_tokens[t], std::string(m_tokens[t].text) + " is used other than as " + std::string(m_tokens[t].text) +
                                    "[...] or .length(): the lab checks every write to it through its index");
        }
        if (!is(t + 1, "[") || m_tokens[t + 1].group != m_tokens[t].group) return;
        const size_t close = match(t + 1);
        if (close == kNone || close == t + 2 || !written(t, close)) return;
        insert(m_tokens[t + 1].end, "sortscope_lab_write(");
        insert(m_tokens[close].begin, ", " + std::to_string(m_arrays.at(std::string(m_tokens[t].text))) + "u, " +
                                          std::to_string(m_tokens[t].line) + "u)");
    }

    const std::string& m_text;
    std::vector<Token> m_tokens;
    std::map<std::string, uint32_t> m_arrays;
    std::set<std::string> m_out_functions;
    std::set<size_t> m_do_tails;
    std::vector<std::pair<size_t, std::string>> m_insertions;
};

}  // namespace

std::string lab_guard_prelude() {
    const std::string limit = std::to_string(kLoopRoundLimit) + "u";
    return "// The kernel lab's guards (algorithms/lab/kernel_guards.hpp).\n"
           "layout(std430, binding = " + std::to_string(kLabGuardBinding) + ") coherent buffer SortscopeLabGuards {\n"
           "    uint sortscope_lab_loop_line;\n"
           "    uint sortscope_lab_write_line;\n"
           "    uint sortscope_lab_write_slot;\n"
           "    uint sortscope_lab_write_index;\n"
           "    uint sortscope_lab_words[" + std::to_string(kLabGuardSlots) + "];\n"
           "};\n"
           "uint sortscope_lab_rounds = 0u;\n"
           "bool sortscope_lab_loop_ran_out(uint line) {\n"
           "    sortscope_lab_rounds += 1u;\n"
           "    if (sortscope_lab_rounds <= " + limit + ") return false;\n"
           "    atomicCompSwap(sortscope_lab_loop_line, 0u, line);\n"
           "    return true;\n"
           "}\n"
           "uint sortscope_lab_write(uint index, uint slot, uint line) {\n"
           "    if (index < sortscope_lab_words[slot]) return index;\n"
           "    // The smallest index and the first line and array noted: one answer however the invocations race.\n"
           "    atomicMin(sortscope_lab_write_index, index);\n"
           "    if (atomicCompSwap(sortscope_lab_write_line, 0u, line) == 0u) sortscope_lab_write_slot = slot;\n"
           "    return sortscope_lab_words[slot];\n"
           "}\n";
}

std::string add_lab_guards(const std::string& text) {
    return Guards(text, Tokenizer(text).run()).run();
}

}  // namespace sortscope::algo
