// The region markers of every shipped kernel and module: they keep the rules, names are unique over the
// files of one program, and the regions the kernel lab cuts exercises from exist and cut cleanly
// (algorithms/teaching/region_markers.hpp; the text is the copy embedded in the binary).
#include <catch2/catch.hpp>

#include "algorithms/teaching/region_markers.hpp"
#include "algorithms/text/glsl_preprocessor.hpp"
#include "algorithms/text/lines.hpp"
#include "sortscope/embedded_shaders.hpp"

#include <set>
#include <string>
#include <vector>

using namespace sortscope::algo;

namespace {

std::string shader_text(std::string_view name) {
    const auto text = sortscope::shaders::embedded(name);
    REQUIRE(text.has_value());
    return std::string(*text);
}

// The names of every region in `file` and the modules it includes (transitively), with duplicates.
void collect_region_names(std::string_view file, std::set<std::string>& visited, std::vector<std::string>& names) {
    if (!visited.insert(std::string(file)).second) return;
    const std::string text = shader_text(file);
    for (const SourceRegion& region : parse_region_markers(text).regions) names.push_back(region.name);
    for (const std::string_view line : split_lines(text)) {
        if (const auto module = included_module(line)) collect_region_names(*module, visited, names);
    }
}

bool is_kernel(std::string_view name) { return name.ends_with(".comp"); }

}  // namespace

TEST_CASE("every shipped kernel and module keeps the region marker rules", "[cpu][teaching][markers]") {
    for (const std::string_view name : sortscope::shaders::embedded_names()) {
        const RegionMarkers markers = parse_region_markers(shader_text(name));
        INFO(describe_problems(name, markers.problems));
        CHECK(markers.ok());
    }
}

TEST_CASE("every shipped kernel marks at least one region, and names each once per program", "[cpu][teaching][markers]") {
    size_t kernels = 0;
    for (const std::string_view name : sortscope::shaders::embedded_names()) {
        if (!is_kernel(name)) continue;
        ++kernels;
        INFO(name);
        CHECK_FALSE(parse_region_markers(shader_text(name)).regions.empty());
        std::set<std::string> visited;
        std::vector<std::string> names;
        collect_region_names(name, visited, names);
        const std::set<std::string> unique(names.begin(), names.end());
        CHECK(unique.size() == names.size());
    }
    CHECK(kernels >= 17);
}

TEST_CASE("the regions the kernel lab cuts exist, and cutting them leaves a kernel that parses", "[cpu][teaching][markers]") {
    struct LabRegion {
        const char* kernel;
        const char* region;
    };
    // The pair index and direction; the left-index predicate and partner; which pairs a phase compares;
    // the stable scatter from the scanned count table; the count of keys before a key, ties by index.
    const LabRegion lab_regions[] = {
        {"bitonic_step.comp", "pair"},         {"bitonic_shared.comp", "pair"},
        {"odd_even_merge_step.comp", "pair"},  {"odd_even_transposition_step.comp", "pair"},
        {"radix_scatter.comp", "scatter"},     {"rank.comp", "count"},
        {"rank_shared.comp", "count"},
    };
    for (const LabRegion& lab : lab_regions) {
        INFO(lab.kernel << " region " << lab.region);
        const std::string text = shader_text(lab.kernel);
        const RegionMarkers markers = parse_region_markers(text);
        const SourceRegion* region = markers.find(lab.region);
        REQUIRE(region != nullptr);
        CHECK_FALSE(region->description.empty());
        const std::string exercise = cut_region(text, *region);
        // The region's lines become the one TODO line.
        const size_t region_lines = region->end_line - region->begin_line - 1;
        CHECK(split_lines(exercise).size() == split_lines(text).size() - region_lines + 1);
        CHECK(split_lines(exercise)[region->begin_line] == region->indent + "// TODO: " + region->description);
        const RegionMarkers cut = parse_region_markers(exercise);
        INFO(describe_problems(lab.kernel, cut.problems));
        CHECK(cut.ok());
        CHECK(cut.find(lab.region) != nullptr);
    }
}
