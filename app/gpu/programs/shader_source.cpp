// Kernel text (embedded or from disk), the assembly of one compute shader with its modules, and
// compile-log line mapping (see shader_source.hpp).
#include "programs/shader_source.hpp"

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>

#include "algorithms/catalogue/glsl_interface.hpp"
#include "algorithms/inputs/user_input.hpp"
#include "algorithms/text/glsl_preprocessor.hpp"
#include "device/gpu_error.hpp"
#include "sortscope/embedded_shaders.hpp"

namespace sortscope::gpu {

namespace {

// Source-string numbers. The kernel's lines are numbered from 1; every other file's from S * kLineSpan + 1,
// far beyond any file's length, because some compilers (Mesa) report every message as source string 0
// but keep the #line numbering: the line alone then names the file.
constexpr unsigned kPreamble = 0;
constexpr unsigned kCommon = 1;
constexpr unsigned kKernel = 2;
constexpr unsigned kInterface = 3;
constexpr unsigned kArgs = 4;
constexpr unsigned kPrelude = 5;  // a replacement's prelude (KernelText), when it has one
constexpr unsigned long kLineSpan = 100000;
constexpr int kMaxIncludeDepth = 8;

// Where `name` lies under a shader folder: the folder itself (a flat copy, as the tests make) or one
// of its subfolders (the source tree's shaders/, grouped by algorithm family). File names are unique
// across the folders (cmake/embed_shaders.cmake checks it for the embedded copy).
std::string shader_path(const std::string& dir, const std::string& name) {
    const std::filesystem::path flat = std::filesystem::path(dir) / name;
    std::error_code error;
    if (std::filesystem::exists(flat, error)) return flat.string();
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir, error)) {
        if (entry.path().filename() == name) return entry.path().string();
    }
    return flat.string();  // not there: the read fails and names the path a reader would expect
}

std::string generated_text(const std::string& name) {
    if (auto text = shaders::generated(name)) return std::string(*text);
    throw GpuError("no generated GLSL named " + name + " in this build");
}

// #if, #ifdef, #ifndef, #elif, #else, #endif: the lines after which the preprocessor may resume counting.
bool is_conditional(const std::string& line) {
    const std::string_view directive = algo::directive_of(line);
    return directive == "if" || directive == "ifdef" || directive == "ifndef" || directive == "elif" ||
           directive == "else" || directive == "endif";
}

class Assembler {
public:
    explicit Assembler(ShaderSources& sources) : m_sources(sources) {}

    unsigned add_source(const std::string& name, unsigned number) {
        if (m_sources.source_names.size() <= number) {
            m_sources.source_names.resize(number + 1);
            m_sources.first_lines.resize(number + 1);
        }
        m_sources.source_names[number] = name;
        m_sources.first_lines[number] = number == kKernel || number == kPreamble ? 0 : number * kLineSpan;
        return number;
    }

    std::string line_directive(unsigned source, unsigned long line) const {
        return "#line " + std::to_string(m_sources.first_lines[source] + line) + " " + std::to_string(source) + "\n";
    }

    // The text of file `source` with its includes spliced in, starting with its #line.
    std::string expand(const std::string& text, unsigned source, int depth) {
        std::string out = line_directive(source, 1);
        std::istringstream lines(text);
        std::string line;
        unsigned long number = 0;
        bool spliced = false;
        while (std::getline(lines, line)) {
            ++number;
            if (const auto module = algo::included_module(line)) {
                if (depth >= kMaxIncludeDepth) {
                    throw GpuError(m_sources.source_names[source] + ":" + std::to_string(number) + ": includes nest too deep");
                }
                const unsigned module_source = module_number(*module);
                const std::string guard = "SORTSCOPE_INCLUDED_" + std::to_string(module_source);
                out += "#ifndef " + guard + "\n#define " + guard + "\n" +
                       expand(load_shader_text(*module), module_source, depth + 1) + "#endif\n" +
                       line_directive(source, number + 1);
                spliced = true;
                continue;
            }
            out += line + "\n";
            if (spliced && is_conditional(line)) out += line_directive(source, number + 1);
        }
        return out;
    }

private:
    unsigned module_number(const std::string& name) {
        if (const auto found = m_modules.find(name); found != m_modules.end()) return found->second;
        const auto number = static_cast<unsigned>(m_sources.source_names.size());
        m_modules[name] = add_source(name, number);
        return number;
    }

    ShaderSources& m_sources;
    std::map<std::string, unsigned> m_modules;
};

// Reads digits at text[pos...]; returns the number of digits read.
size_t read_number(const std::string& text, size_t pos, unsigned long& value) {
    size_t end = pos;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    if (end == pos) return 0;
    value = std::stoul(text.substr(pos, end - pos));
    return end - pos;
}

// The source string whose lines the number `line` falls in (the kernel's are lines 1 .. kLineSpan).
unsigned long source_of_line(unsigned long line, const ShaderSources& sources) {
    unsigned long source = kKernel;
    for (size_t s = 0; s < sources.source_names.size(); ++s) {
        if (sources.first_lines[s] > sources.first_lines[source] && line > sources.first_lines[s]) source = s;
    }
    return source;
}

std::string map_line(const std::string& line, const ShaderSources& sources) {
    unsigned long source = 0;
    unsigned long number = 0;
    const size_t source_digits = read_number(line, 0, source);
    if (source_digits == 0 || source >= sources.source_names.size() || source_digits + 1 >= line.size()) return line;
    const char separator = line[source_digits];
    if (separator != ':' && separator != '(') return line;
    const size_t line_digits = read_number(line, source_digits + 1, number);
    if (line_digits == 0) return line;
    size_t rest = source_digits + 1 + line_digits;
    if (separator == '(' && rest < line.size() && line[rest] == ')') ++rest;
    if (source == kPreamble) source = source_of_line(number, sources);  // Mesa: the line's range names the file
    if (number <= sources.first_lines[source]) return line;  // not numbered by our #line: leave it
    number -= sources.first_lines[source];
    return sources.source_names[source] + ":" + std::to_string(number) + line.substr(rest);
}

}  // namespace

std::string shader_directory() {
    if (const char* dir = std::getenv("SORTSCOPE_SHADER_DIR"); dir != nullptr && *dir != '\0') return dir;
#ifdef SORTSCOPE_SHADER_SOURCE_DIR
    return SORTSCOPE_SHADER_SOURCE_DIR;
#else
    return {};
#endif
}

std::string load_shader_text(const std::string& name) {
    const std::string dir = shader_directory();
    if (!dir.empty()) {
        const std::string path = shader_path(dir, name);
        // SORTSCOPE_SHADER_DIR is a user's folder: read through the one input opener.
        algo::InputRules rules;
        rules.what = "the kernel";
        rules.max_bytes = uint64_t{1} << 20;
        rules.text = true;
        try {
            return algo::read_user_input(path, rules);
        } catch (const algo::InputError& error) {
            throw GpuError(error.what());
        }
    }
    if (auto text = shaders::embedded(name)) return std::string(*text);
    throw GpuError("no kernel named " + name + " is embedded in this build");
}

std::vector<std::string> shader_files() {
    std::vector<std::string> names;
    for (const std::string_view name : shaders::embedded_names()) names.emplace_back(name);
    return names;
}

ShaderSources assemble_compute_shader(const std::string& kernel_file,
                                      const std::vector<std::pair<std::string, std::string>>& defines,
                                      const std::vector<std::string>& extensions, const KernelText* replacement) {
    std::string preamble = "#version 430 core\n";
    for (const std::string& extension : extensions) preamble += "#extension " + extension + " : require\n";
    for (const auto& [name, value] : defines) preamble += "#define " + name + " " + value + "\n";
    ShaderSources sources;
    Assembler assembler(sources);
    assembler.add_source("<preamble>", kPreamble);
    assembler.add_source("common.glsl", kCommon);
    assembler.add_source(replacement != nullptr ? replacement->shown_name : kernel_file, kKernel);
    const std::string interface_name(algo::kGlslInterfaceName);
    const std::string args_name = algo::glsl_args_name(kernel_file);
    assembler.add_source(interface_name, kInterface);
    assembler.add_source(args_name, kArgs);
    const bool prelude = replacement != nullptr && !replacement->prelude.empty();
    if (prelude) assembler.add_source("<lab guards>", kPrelude);
    sources.strings = {preamble,
                       assembler.expand(generated_text(interface_name), kInterface, 0),
                       assembler.expand(load_shader_text("common.glsl"), kCommon, 0),
                       assembler.expand(generated_text(args_name), kArgs, 0)};
    if (prelude) sources.strings.push_back(assembler.expand(replacement->prelude, kPrelude, 0));
    std::string kernel = assembler.expand(replacement != nullptr ? replacement->text : load_shader_text(kernel_file), kKernel, 0);
    if (replacement != nullptr && replacement->rewrite != nullptr) kernel = replacement->rewrite(kernel);
    sources.strings.push_back(std::move(kernel));
    return sources;
}

std::string numbered_line_name(unsigned long line, const ShaderSources& sources) {
    const unsigned long source = source_of_line(line, sources);
    return sources.source_names[source] + ":" + std::to_string(line - sources.first_lines[source]);
}

std::string map_compile_log(const std::string& log, const ShaderSources& sources) {
    std::istringstream lines(log);
    std::string line;
    std::string mapped;
    while (std::getline(lines, line)) mapped += map_line(line, sources) + "\n";
    return mapped;
}

}  // namespace sortscope::gpu
