// Reading GLSL source as its preprocessor does (see glsl_preprocessor.hpp).
#include "algorithms/text/glsl_preprocessor.hpp"

#include "algorithms/text/lines.hpp"

#include <algorithm>

namespace sortscope::algo {

namespace {

bool is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// The word at the start of `text` (letters, digits, underscores).
std::string_view leading_word(std::string_view text) {
    size_t end = 0;
    while (end < text.size() && is_word_char(text[end])) ++end;
    return text.substr(0, end);
}


// Tokens of a condition: identifiers, numbers and operators (a `//` comment ends it).
std::vector<std::string_view> tokens_of(std::string_view text) {
    static constexpr std::string_view kTwoCharOperators[] = {"||", "&&", "==", "!=", "<=", ">=", "<<", ">>"};
    std::vector<std::string_view> tokens;
    size_t at = 0;
    while (at < text.size()) {
        const char c = text[at];
        if (c == ' ' || c == '\t') {
            ++at;
            continue;
        }
        if (text.substr(at, 2) == "//") break;
        size_t end = at + 1;
        if (is_word_char(c)) {
            while (end < text.size() && is_word_char(text[end])) ++end;
        } else {
            for (const std::string_view op : kTwoCharOperators) {
                if (text.substr(at, 2) == op) end = at + 2;
            }
        }
        tokens.push_back(text.substr(at, end - at));
        at = end;
    }
    return tokens;
}

// The value a macro was last given, or nothing when it is not defined.
const std::string* macro_value(const MacroDefinitions& macros, std::string_view name) {
    for (auto it = macros.rbegin(); it != macros.rend(); ++it) {
        if (it->first == name) return &it->second;
    }
    return nullptr;
}

std::optional<long long> parse_number(std::string_view token) {
    while (!token.empty() && (token.back() == 'u' || token.back() == 'U')) token.remove_suffix(1);
    if (token.empty()) return std::nullopt;
    int base = 10;
    if (token.size() > 2 && token[0] == '0' && (token[1] == 'x' || token[1] == 'X')) {
        base = 16;
        token.remove_prefix(2);
    }
    long long value = 0;
    for (const char c : token) {
        int digit = -1;
        if (c >= '0' && c <= '9') digit = c - '0';
        if (base == 16 && c >= 'a' && c <= 'f') digit = c - 'a' + 10;
        if (base == 16 && c >= 'A' && c <= 'F') digit = c - 'A' + 10;
        if (digit < 0 || digit >= base) return std::nullopt;
        value = value * base + digit;
    }
    return value;
}

// Deeper than any real condition: (((...))) nested this far is not evaluated.
constexpr int kMaxConditionNesting = 64;

// Recursive descent over C's preprocessor operators, lowest precedence first. `failed` is set by
// anything it cannot evaluate; the value is then meaningless.
class ConditionParser {
public:
    ConditionParser(std::vector<std::string_view> tokens, const MacroDefinitions& macros, int depth)
        : m_tokens(std::move(tokens)), m_macros(macros), m_depth(depth) {}

    std::optional<long long> evaluate() {
        const long long value = conditional();
        if (m_failed || m_next != m_tokens.size()) return std::nullopt;
        return value;
    }

private:
    std::string_view peek() const { return m_next < m_tokens.size() ? m_tokens[m_next] : std::string_view{}; }
    bool accept(std::string_view token) {
        if (peek() != token) return false;
        ++m_next;
        return true;
    }
    long long fail() {
        m_failed = true;
        return 0;
    }

    long long conditional() {
        // Each parenthesis, ?: and unary operator nests a call: a condition of 20,000 '(' would
        // overflow the stack. Past kMaxConditionNesting it is not evaluated (every branch is kept).
        if (m_failed || ++m_nesting > kMaxConditionNesting) return fail();
        const NestingExit exit_nesting{m_nesting};
        const long long test = binary(0);
        if (!accept("?")) return test;
        const long long yes = conditional();
        if (!accept(":")) return fail();
        const long long no = conditional();
        return test != 0 ? yes : no;
    }

    // Binary operators by precedence level, 0 the loosest (||) to 9 (* / %).
    long long binary(int level) {
        static constexpr std::string_view kLevels[][4] = {
            {"||"}, {"&&"}, {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", ">", "<=", ">="}, {"<<", ">>"}, {"+", "-"},
            {"*", "/", "%"}};
        constexpr int kLevelCount = static_cast<int>(std::size(kLevels));
        if (level == kLevelCount) return unary();
        long long left = binary(level + 1);
        for (;;) {
            const std::string_view op = peek();
            const auto& ops = kLevels[level];
            if (op.empty() || std::find(std::begin(ops), std::end(ops), op) == std::end(ops)) return left;
            ++m_next;
            // `0 && X` and `1 || X` are decided without X: an unknown X does not matter there.
            const bool decided = (op == "&&" && left == 0) || (op == "||" && left != 0);
            const bool failed_before = m_failed;
            const long long right = binary(level + 1);
            if (decided) m_failed = failed_before;
            left = apply(op, left, right);
        }
    }

    long long apply(std::string_view op, long long a, long long b) {
        if (op == "||") return (a != 0 || b != 0) ? 1 : 0;
        if (op == "&&") return (a != 0 && b != 0) ? 1 : 0;
        if (op == "|") return a | b;
        if (op == "^") return a ^ b;
        if (op == "&") return a & b;
        if (op == "==") return a == b ? 1 : 0;
        if (op == "!=") return a != b ? 1 : 0;
        if (op == "<") return a < b ? 1 : 0;
        if (op == ">") return a > b ? 1 : 0;
        if (op == "<=") return a <= b ? 1 : 0;
        if (op == ">=") return a >= b ? 1 : 0;
        if (op == "<<") return b < 0 || b > 62 ? fail() : a << b;
        if (op == ">>") return b < 0 || b > 62 ? fail() : a >> b;
        if (op == "+") return a + b;
        if (op == "-") return a - b;
        if (op == "*") return a * b;
        if (b == 0) return fail();
        return op == "/" ? a / b : a % b;
    }

    long long unary() {
        if (m_failed || ++m_nesting > kMaxConditionNesting) return fail();
        const NestingExit exit_nesting{m_nesting};
        if (accept("!")) return unary() == 0 ? 1 : 0;
        if (accept("~")) return ~unary();
        if (accept("-")) return -unary();
        if (accept("+")) return unary();
        return primary();
    }

    long long primary() {
        if (accept("(")) {
            const long long value = conditional();
            return accept(")") ? value : fail();
        }
        const std::string_view token = peek();
        if (token.empty()) return fail();
        ++m_next;
        if (token.front() >= '0' && token.front() <= '9') {
            const std::optional<long long> number = parse_number(token);
            return number ? *number : fail();
        }
        if (!is_word_char(token.front())) return fail();
        if (token == "defined") {
            const bool parenthesised = accept("(");
            const std::string_view name = peek();
            if (name.empty() || !is_word_char(name.front())) return fail();
            ++m_next;
            if (parenthesised && !accept(")")) return fail();
            return macro_value(m_macros, name) != nullptr ? 1 : 0;
        }
        const std::string* value = macro_value(m_macros, token);
        // Unknown (perhaps a module's), function-like, or nested too deep: not evaluated.
        if (value == nullptr || peek() == "(" || m_depth > 16) return fail();
        const std::optional<long long> expanded =
            ConditionParser(tokens_of(*value), m_macros, m_depth + 1).evaluate();
        return expanded ? *expanded : fail();
    }

    struct NestingExit {
        int& nesting;
        ~NestingExit() { --nesting; }
    };

    std::vector<std::string_view> m_tokens;
    const MacroDefinitions& m_macros;
    int m_depth = 0;
    int m_nesting = 0;
    size_t m_next = 0;
    bool m_failed = false;
};

// Whether a /* */ comment is still open at the end of `line`, given whether one was at its start.
bool ends_in_block_comment(std::string_view line, bool in_comment) {
    for (size_t i = 0; i < line.size(); ++i) {
        if (in_comment) {
            if (line.substr(i, 2) == "*/") {
                in_comment = false;
                ++i;
            }
        } else if (line.substr(i, 2) == "//") {
            return false;
        } else if (line.substr(i, 2) == "/*") {
            in_comment = true;
            ++i;
        }
    }
    return in_comment;
}

}  // namespace

std::string_view directive_of(std::string_view line) {
    const std::string_view text = trimmed(line);
    if (text.empty() || text.front() != '#') return {};
    return leading_word(trimmed(text.substr(1)));
}

std::optional<std::string> included_module(std::string_view line) {
    if (directive_of(line) != "pragma") return std::nullopt;
    std::string_view rest = trimmed(trimmed(line).substr(1));
    for (const std::string_view word : {std::string_view("pragma"), std::string_view("sortscope"),
                                        std::string_view("include")}) {
        if (leading_word(rest) != word) return std::nullopt;
        rest = trimmed(rest.substr(word.size()));
    }
    if (rest.size() < 3 || rest.front() != '"') return std::nullopt;
    const size_t close = rest.find('"', 1);
    if (close == std::string_view::npos || close == 1) return std::nullopt;
    // Only a comment may follow the name.
    const std::string_view after = trimmed(rest.substr(close + 1));
    if (!after.empty() && !after.starts_with("//")) return std::nullopt;
    return std::string(rest.substr(1, close - 1));
}

std::optional<long long> evaluate_condition(std::string_view condition, const MacroDefinitions& macros) {
    return ConditionParser(tokens_of(condition), macros, 0).evaluate();
}

std::vector<bool> kept_lines(std::string_view text, const MacroDefinitions& defines) {
    // One open #if: whether its enclosing group is kept, whether the branch now read is, whether an
    // earlier branch was taken, and whether a condition could not be evaluated (then every branch is).
    struct Branch {
        bool outer = true;
        bool active = true;
        bool taken = false;
        bool unknown = false;
    };
    MacroDefinitions macros = defines;
    std::vector<Branch> branches;
    std::vector<bool> kept;
    auto active = [&branches] { return branches.empty() || branches.back().active; };
    // The text after the directive word.
    auto argument = [](std::string_view line, std::string_view directive) {
        const std::string_view after_hash = trimmed(trimmed(line).substr(1));
        return trimmed(after_hash.substr(directive.size()));
    };
    auto open_branch = [&](std::optional<long long> value) {
        Branch branch;
        branch.outer = active();
        branch.unknown = !value.has_value();
        branch.taken = value.value_or(0) != 0;
        branch.active = branch.outer && (branch.unknown || branch.taken);
        branches.push_back(branch);
    };
    bool in_comment = false;  // inside a /* */ comment at the line's start
    for (const std::string_view line : split_lines(text)) {
        // A line that starts inside a /* */ comment holds no directive, whatever it reads like.
        const std::string_view directive = in_comment ? std::string_view{} : directive_of(line);
        in_comment = ends_in_block_comment(line, in_comment);
        const bool outer = branches.empty() || branches.back().outer;
        if (directive == "if" || directive == "ifdef" || directive == "ifndef") {
            kept.push_back(active());
            const std::string_view rest = argument(line, directive);
            if (directive == "if") {
                open_branch(evaluate_condition(rest, macros));
            } else {
                const bool defined = macro_value(macros, leading_word(rest)) != nullptr;
                open_branch((directive == "ifdef") == defined ? 1 : 0);
            }
        } else if (!branches.empty() && (directive == "elif" || directive == "else")) {
            kept.push_back(outer);
            Branch& branch = branches.back();
            if (branch.unknown) {
                branch.active = branch.outer;
            } else if (branch.taken) {
                branch.active = false;
            } else if (directive == "else") {
                branch.active = branch.outer;
                branch.taken = true;
            } else {
                const std::optional<long long> value = evaluate_condition(argument(line, directive), macros);
                branch.unknown = !value.has_value();
                branch.taken = value.value_or(0) != 0;
                branch.active = branch.outer && (branch.unknown || branch.taken);
            }
        } else if (!branches.empty() && directive == "endif") {
            kept.push_back(outer);
            branches.pop_back();
        } else {
            kept.push_back(active());
            if (active() && (directive == "define" || directive == "undef")) {
                const std::string_view rest = argument(line, directive);
                const std::string_view name = leading_word(rest);
                std::erase_if(macros, [name](const auto& macro) { return macro.first == name; });
                // An object-like macro only: NAME( starts a function-like one, which stays unknown.
                if (directive == "define" && rest.substr(name.size(), 1) != "(") {
                    macros.emplace_back(std::string(name), std::string(trimmed(rest.substr(name.size()))));
                }
            }
        }
    }
    return kept;
}

}  // namespace sortscope::algo
