// bitonic-shared's own options, --shuffles and --items, and the rule for --items (see
// bitonic_shared_options.hpp).
#include "algorithms/sorts/bitonic/bitonic_shared_options.hpp"

#include <iterator>
#include <string>

#include "algorithms/sorts/bitonic/bitonic_shared.hpp"

namespace sortscope::algo {

namespace {

const OwnValue kShufflesValue{"shuffles", static_cast<uint32_t>(NetworkShuffles::Off)};

// The keys per invocation the rule takes when given (0, the default, lets the plan choose).
constexpr uint32_t kItemsValues[] = {2, 4, 8, 16, 32};
static_assert(kItemsValues[std::size(kItemsValues) - 1] == kMaxNetworkItems);

// --shuffles on where the plan has no subgroup shuffles runs the portable windows: worth a word.
std::string shuffles_note(const Options& options, std::string_view given, bool device_opened) {
    if (given != "on" || network_shuffles_of(options) != NetworkShuffles::On || options.device.shuffle_size >= 2) return {};
    return std::string("--shuffles on: ") +
           (device_opened ? "this driver has no subgroup shuffles (GL_KHR_shader_subgroup_shuffle)"
                          : "planned for the GL minimum, which has no subgroup shuffles (sort opens the GPU "
                            "and uses them where the driver has them)") +
           ", so the portable shared-memory windows run instead";
}

}  // namespace

NetworkShuffles network_shuffles_of(const Options& options) { return static_cast<NetworkShuffles>(options.own.get(kShufflesValue)); }
void set_network_shuffles(Options& options, NetworkShuffles shuffles) { options.own.set(kShufflesValue, static_cast<uint32_t>(shuffles)); }

const OwnOption kShufflesOption{
    .name = "shuffles",
    .value = "off|on|emulated",
    .text = "bitonic-shared: exchange keys within a subgroup by shuffles (on: needs GL_KHR_shader_subgroup_shuffle), by "
            "shared memory standing in for them (emulated: any driver, for tests), or not (off, the default: the portable "
            "shared-memory windows)",
    .app = false,
    .app_text = {},
    .session_key = {},
    .named = {.known = "off, on or emulated",
              .read = [](Options& options, std::string_view name) {
                  const auto shuffles = parse_network_shuffles(name);
                  if (shuffles) set_network_shuffles(options, *shuffles);
                  return shuffles.has_value();
              },
              .not_given = nullptr,
              .written = [](const Options& options) { return std::string_view(network_shuffles_name(network_shuffles_of(options))); }},
    .number = {},
    .choices = {},
    .control_label = {},
    .refused_on_device = nullptr,
    .note_on_device = &shuffles_note,
};

const OwnOption kItemsOption = own_number_option({
    .name = "items",
    .value = "I",
    .text = "bitonic-shared's shared-memory kernel: keys each invocation holds in registers, 2, 4, 8, 16 or 32 (default 8); "
            "a window of log2(I) stages runs between barriers",
    .number = {.value = &kItemsValue, .values = kItemsValues},
});

const OwnOption* const kBitonicSharedOwnOptions[2] = {&kShufflesOption, &kItemsOption};

std::optional<OptionProblem> validate_bitonic_shared_options(const Options& options) {
    const uint32_t items = items_option_of(options);
    if (items != 0 && (items < 2 || items > kMaxNetworkItems || !is_power_of_two(items))) {
        return OptionProblem{"items", "--items: keys per invocation of the fused network kernels must be 2, 4, 8, 16 or 32, got " +
                                          std::to_string(items)};
    }
    return std::nullopt;
}

}  // namespace sortscope::algo
