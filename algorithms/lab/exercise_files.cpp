// The files of an exercise (see exercise_files.hpp).
#include "algorithms/lab/exercise_files.hpp"

#include <stdexcept>

#include "algorithms/catalogue/kernels.hpp"
#include "algorithms/teaching/region_markers.hpp"

namespace sortscope::algo {

std::string exercise_kernel_name(const Exercise& exercise) { return std::string(exercise.name) + ".comp"; }

std::string exercise_statement_name(const Exercise& exercise) { return std::string(exercise.name) + ".md"; }

std::string exercise_kernel_text(const Exercise& exercise, std::string_view kernel_text) {
    const std::string file(kernel_file(exercise.kernel));
    const RegionMarkers markers = parse_region_markers(kernel_text);
    if (!markers.ok()) throw std::logic_error("the region markers of " + file + " break the rules:\n" + describe_problems(file, markers.problems));
    const SourceRegion* region = markers.find(exercise.region);
    if (region == nullptr) {
        throw std::logic_error("the exercise " + std::string(exercise.name) + " needs a region " + std::string(exercise.region) +
                               " in " + file + ", which has none");
    }
    return cut_region(kernel_text, *region);
}

namespace {

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (size_t w = 0; w < words.size(); ++w) text += (w == 0 ? "" : w + 1 == words.size() ? " and " : ", ") + words[w];
    return text;
}

}  // namespace

std::string exercise_statement(const Exercise& exercise) {
    const std::string name(exercise.name);
    const std::string kernel = exercise_kernel_name(exercise);
    std::string text = "# Kernel lab: " + name + "\n\n" + std::string(exercise.title) + ".\n\n" +
                       std::string(exercise.statement) + "\n\n";
    text += "Your file, `" + kernel + "`, is Sortscope's own `" + std::string(kernel_file(exercise.kernel)) +
            "` with the region `" + std::string(exercise.region) +
            "` cut out: write your lines in place of the `// TODO` line, between the `// @region` and `// @end` "
            "markers (leave the markers in place).\n\n## Hints\n\n";
    for (size_t h = 0; h < exercise.hints.size(); ++h) text += std::to_string(h + 1) + ". " + std::string(exercise.hints[h]) + "\n";
    std::vector<std::string> sizes;
    for (const uint32_t n : exercise.sizes) sizes.push_back(std::to_string(n));
    std::vector<std::string> distributions;
    for (const Distribution distribution : exercise.distributions) distributions.emplace_back(distribution_name(distribution));
    text += "\n## How it is checked\n\n";
    text += "The " + std::string(exercise.algorithm) + " plan runs your kernel at n = " + joined(sizes) + " keys, each with " +
            joined(distributions) + " keys (small numbers, 0 to 99), in work groups of " +
            std::to_string(exercise.local_size) +
            " invocations. After every dispatch, every buffer is compared with the CPU reference, not only the final "
            "output. The report names the first dispatch that differs, what it should have done, the positions "
            "that differ with the expected and actual keys, and for a sorting network the comparators at those "
            "positions.\n\n";
    text += "    sortscope-cli lab check " + name + " " + kernel + "\n";
    text += "    sortscope --lab " + name + " --kernel " + kernel + "    # step through it in the app\n";
    return text;
}

}  // namespace sortscope::algo
