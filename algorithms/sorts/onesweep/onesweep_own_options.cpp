// Onesweep's own options, --onesweep-path and --onesweep-ranking, declared once (see onesweep_entry.hpp):
// their names, help, the app's labels and session key, how a value is read from its name and written back,
// and the ranking a device cannot run refused.
#include "algorithms/sorts/onesweep/onesweep.hpp"
#include "algorithms/sorts/onesweep/onesweep_entry.hpp"

namespace sortscope::algo {

namespace {

// In the app's menu order; their names are onesweep_path_name's.
constexpr OwnChoice kPathChoices[] = {{"auto", "Auto"}, {"lookback", "Look-back"}, {"portable", "Portable"}};

// --onesweep-ranking ballot or match where the opened device cannot run it would run split ranking
// without a word: refused, as every option that changes nothing is ("auto" takes what there is).
std::string ranking_refused(const Options& options, std::string_view given) {
    if (given != "ballot" && given != "match") return {};
    const OnesweepRankingChoice choice = onesweep_ranking(options);
    if (choice.ranking >= onesweep_ranking_cap(options)) return {};
    return "--onesweep-ranking " + std::string(given) + ": this device runs " + std::string(onesweep_ranking_name(choice.ranking)) +
           " ranking at most (" +
           (given == "match" ? "match needs GL_NV_shader_subgroup_partitioned" : "ballot needs GL_KHR_shader_subgroup_ballot") +
           " and a work group of whole subgroups), so the option would change nothing; give auto, or " +
           std::string(onesweep_ranking_name(choice.ranking));
}

}  // namespace

const OwnOption kOnesweepPathOption{
    .name = "onesweep-path",
    .value = "lookback|portable|auto",
    .text = "onesweep: the single-pass decoupled look-back, or count + scan + scatter per digit (default auto: the look-back "
            "only on drivers known to run work groups independently, NVIDIA)",
    .app = true,
    .app_text = "onesweep: lookback (histogram, scan, one pass per digit that looks back over earlier tiles), portable "
                "(count, scan, pass per digit) or auto (default: the look-back where the driver is known to run work "
                "groups independently)",
    .session_key = "onesweep_path",
    .named = {.known = "lookback, portable or auto",
              .read = [](Options& options, std::string_view name) {
                  const auto path = parse_onesweep_path(name);
                  if (path) set_onesweep_path(options, *path);
                  return path.has_value();
              },
              .not_given = nullptr,
              .written = [](const Options& options) { return onesweep_path_name(onesweep_path_of(options)); }},
    .number = {},
    .choices = kPathChoices,
    .control_label = "Path",
    .refused_on_device = nullptr,
    .note_on_device = nullptr,
};

const OwnOption kOnesweepRankingOption{
    .name = "onesweep-ranking",
    .value = "split|ballot|match|auto",
    .text = "onesweep: the tile ranking (default auto: the best the driver has; match needs GL_NV_shader_subgroup_partitioned, "
            "ballot GL_KHR_shader_subgroup)",
    .app = false,
    .app_text = {},
    .session_key = {},
    .named = {.known = "split, ballot, match or auto",
              .read = [](Options& options, std::string_view name) {
                  const auto ranking = parse_onesweep_ranking(name);
                  if (!ranking) return false;
                  set_onesweep_ranking_cap(options, *ranking);
                  set_onesweep_ranking_given(options, true);
                  return true;
              },
              .not_given = [](Options& options) { set_onesweep_ranking_given(options, false); },
              .written = [](const Options& options) { return onesweep_ranking_name(onesweep_ranking_cap(options)); }},
    .number = {},
    .choices = {},
    .control_label = {},
    .refused_on_device = &ranking_refused,
    .note_on_device = nullptr,
};

const OwnOption* const kOnesweepOwnOptions[2] = {&kOnesweepPathOption, &kOnesweepRankingOption};

}  // namespace sortscope::algo
