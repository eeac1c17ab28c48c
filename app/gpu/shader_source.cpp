// Kernel text (embedded or from disk), the preamble of #defines, and compile-log line mapping.
#include "shader_source.hpp"

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "gpu_error.hpp"
#include "sortscope/embedded_shaders.hpp"

namespace sortscope::gpu {

namespace {
constexpr unsigned long kCommonFirstLine = 100001;  // far beyond any kernel's length
}

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
        std::ifstream file(dir + "/" + name, std::ios::binary);
        if (!file) throw GpuError("cannot read kernel " + dir + "/" + name);
        std::ostringstream text;
        text << file.rdbuf();
        return text.str();
    }
    if (auto text = shaders::embedded(name)) return std::string(*text);
    throw GpuError("no kernel named " + name + " is embedded in this build");
}

ShaderSources assemble_compute_shader(const std::string& kernel_file,
                                      const std::vector<std::pair<std::string, std::string>>& defines,
                                      const std::vector<std::string>& extensions) {
    std::string preamble = "#version 430 core\n";
    for (const std::string& extension : extensions) preamble += "#extension " + extension + " : require\n";
    for (const auto& [name, value] : defines) preamble += "#define " + name + " " + value + "\n";
    ShaderSources sources;
    sources.strings = {preamble, "#line " + std::to_string(kCommonFirstLine) + " 1\n" + load_shader_text("common.glsl"),
                       "#line 1 2\n" + load_shader_text(kernel_file)};
    sources.source_names = {"<preamble>", "common.glsl", kernel_file};
    return sources;
}

namespace {

// Reads digits at text[pos...]; returns the number of digits read.
size_t read_number(const std::string& text, size_t pos, unsigned long& value) {
    size_t end = pos;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    if (end == pos) return 0;
    value = std::stoul(text.substr(pos, end - pos));
    return end - pos;
}

// Some compilers (Mesa) report every message as source string 0 but keep the #line numbering, so
// common.glsl is numbered from kCommonFirstLine and the kernel from 1: the line alone names the file.
std::string map_line(const std::string& line, const std::vector<std::string>& source_names) {
    unsigned long source = 0;
    unsigned long number = 0;
    const size_t source_digits = read_number(line, 0, source);
    if (source_digits == 0 || source >= source_names.size() || source_digits + 1 >= line.size()) return line;
    const char separator = line[source_digits];
    if (separator != ':' && separator != '(') return line;
    const size_t line_digits = read_number(line, source_digits + 1, number);
    if (line_digits == 0) return line;
    size_t rest = source_digits + 1 + line_digits;
    if (separator == '(' && rest < line.size() && line[rest] == ')') ++rest;
    if (source == 0 && source_names.size() == 3) source = number >= kCommonFirstLine ? 1 : 2;
    if (source == 1 && number >= kCommonFirstLine) number -= kCommonFirstLine - 1;
    return source_names[source] + ":" + std::to_string(number) + line.substr(rest);
}

}  // namespace

std::string map_compile_log(const std::string& log, const std::vector<std::string>& source_names) {
    std::istringstream lines(log);
    std::string line;
    std::string mapped;
    while (std::getline(lines, line)) mapped += map_line(line, source_names) + "\n";
    return mapped;
}

}  // namespace sortscope::gpu
