// A step's kernel source with its lit regions and parameters (see kernel_listing.hpp).
#include "algorithms/teaching/kernel_listing.hpp"

#include <algorithm>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/teaching/region_markers.hpp"
#include "algorithms/text/glsl_preprocessor.hpp"
#include "algorithms/text/lines.hpp"

namespace sortscope::algo {

uint32_t KernelListing::focus_line() const {
    for (const LitRegion& region : lit) {
        if (region.kept) return region.begin_line;
    }
    return lit.empty() ? 1 : lit.front().begin_line;
}

namespace {

// A parameter word as the kernel view shows it. All ones is a sentinel ("none", "no level above"), never
// a count: it is shown by the name of the kernel's shared constant of that value (kNoSums), or as
// 0xFFFFFFFF, rather than as 4294967295, which reads as a huge number on a projector.
std::string parameter_text(const KernelArgs& args, const ArgInfo& field, uint32_t word) {
    if (field.format == ArgFormat::Bool) return word != 0 ? "true" : "false";
    if (field.format == ArgFormat::Uint && word == 0xFFFFFFFFu) {
        for (const ArgConstant& constant : args.constants) {
            if (constant.value == word) return std::string(constant.name);
        }
        return "0xFFFFFFFF";
    }
    return std::to_string(word);
}

}  // namespace

std::vector<KernelParameter> kernel_parameters(const Plan& plan, const Step& step) {
    std::vector<KernelParameter> parameters = {{"n", std::to_string(step.params.n), false},
                                               {"work_items", std::to_string(step.params.work_items), false}};
    const KernelArgs& args = kernel_info(step.kernel).args;
    for (const ArgInfo& field : args.fields) {
        if (field.place != ArgPlace::Param) continue;  // a Define: among the program's #defines below
        parameters.push_back({std::string(field.name), parameter_text(args, field, step.params.arg[field.slot]), false});
    }
    for (const ProgramDefine& define : program_variant(plan, step).defines) {
        parameters.push_back({define.name, define.value, true});
    }
    return parameters;
}

KernelListing kernel_listing(const Plan& plan, const Step& step, std::string_view text) {
    const KernelInfo& info = kernel_info(step.kernel);
    KernelListing listing;
    listing.file = std::string(info.file);
    listing.parameters = kernel_parameters(plan, step);

    MacroDefinitions defines;
    for (const ProgramDefine& define : program_variant(plan, step).defines) defines.emplace_back(define.name, define.value);
    const std::vector<bool> kept = kept_lines(text, defines);
    const std::vector<std::string_view> lines = split_lines(text);
    for (size_t i = 0; i < lines.size(); ++i) {
        ListingLine line;
        line.number = static_cast<uint32_t>(i + 1);
        line.text = std::string(lines[i]);
        line.marker = is_region_marker(lines[i]);
        line.kept = i < kept.size() ? kept[i] : true;
        listing.lines.push_back(std::move(line));
    }

    const RegionMarkers markers = parse_region_markers(text);
    for (const MarkerProblem& problem : markers.problems) {
        listing.problems.push_back(listing.file + ":" + std::to_string(problem.line) + ": " + problem.message);
    }
    const std::vector<std::string_view> names = info.lit_regions != nullptr ? info.lit_regions(step) : std::vector<std::string_view>{};
    for (const std::string_view name : names) {
        const SourceRegion* region = markers.find(name);
        if (region == nullptr || region->end_line == 0) {
            listing.problems.push_back(listing.file + " has no region '" + std::string(name) + "' to light");
            continue;
        }
        LitRegion lit{region->name, region->description, region->begin_line, region->end_line, false};
        for (uint32_t number = region->begin_line; number <= region->end_line; ++number) {
            ListingLine& line = listing.lines[number - 1];
            line.lit = true;
            lit.kept = lit.kept || (line.kept && !line.marker);
        }
        listing.lit.push_back(std::move(lit));
    }
    std::ranges::sort(listing.lit, {}, &LitRegion::begin_line);
    return listing;
}

std::string format_kernel_listing(const KernelListing& listing) {
    std::string out = listing.file + "\n";
    for (const KernelParameter& parameter : listing.parameters) {
        out += (parameter.compiled_in ? "  #define " : "  ") + parameter.name + (parameter.compiled_in ? " " : " = ") +
               parameter.value + "\n";
    }
    for (const std::string& problem : listing.problems) out += "  problem: " + problem + "\n";
    for (const ListingLine& line : listing.lines) {
        std::string number = std::to_string(line.number);
        number.insert(0, number.size() < 4 ? 4 - number.size() : 0, ' ');
        const char mark = line.lit ? '>' : (line.kept ? ' ' : '-');
        out += std::string(1, mark) + number + "  " + line.text + "\n";
    }
    return out;
}

}  // namespace sortscope::algo
