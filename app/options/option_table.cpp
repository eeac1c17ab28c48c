// Looking options up in the table (see option_table.hpp).
#include "option_table.hpp"

namespace sortscope::options {

namespace {

constexpr const OptionSpec* kAllOptions[] = {
    &kAlgoOption, &kNetworkOption, &kNetworkFormatOption, &kRelayerOption, &kNetworkTextFormatOption,
    &kMarkRedundantOption, &kGpuCheckOption, &kFusedOption, &kSizeOption, &kDistOption, &kSeedOption,
    &kInputOption, &kWorkGroupOption, &kKeyTypeOption, &kDescendingOption, &kValuesOption, &kBatchOption,
    &kRadixBitsOption, &kBlockFactorOption, &kTileOption, &kItemsOption, &kShufflesOption, &kOnesweepPathOption,
    &kOnesweepRankingOption, &kSortedOutputOption, &kStepByStepOption, &kVerifyOption, &kMaxSecondsOption,
    &kMaxMemoryOption, &kKernelSourceOption, &kStepOption, &kTableFormatOption, &kQuizFormatOption,
    &kAlgoListOption, &kLog2nOption, &kRepsOption, &kCopyOption, &kCopyMibOption, &kNoCpuOption, &kPerDispatchOption,
    &kMaxRunMsOption, &kCpuMaxRunMsOption, &kCsvOption, &kJsonOption, &kChartOption, &kTraceOption,
    &kExportFormatOption, &kExportOutputOption, &kFramesOption, &kStepRangeOption, &kLabelsOption,
    &kNoLabelsOption, &kNoCaptionOption, &kShadeOption, &kSessionOption, &kStudentOption, &kStyleOption,
    &kHighlightOption, &kPictureStepOption, &kWidthOption, &kHeightOption, &kFrameMsOption, &kLastFrameMsOption,
    &kLabFormatOption, &kForceOption, &kSolutionOption, &kAppStepOption, &kViewOption, &kRaceOption,
    &kRaceReferenceOption, &kPredictOption, &kGuessOption, &kPresenterOption, &kProjectorMonitorOption, &kThemeOption, &kMuteOption,
    &kSoundOption, &kSoundWavOption, &kAppSessionOption, &kSlideOption, &kPlayOption, &kSpeedOption,
    &kExportDialogOption, &kDevShadersOption, &kScreenshotOption, &kAppFramesOption, &kWindowWidthOption,
    &kWindowHeightOption, &kTestKeysOption, &kLabOption, &kLabKernelOption, &kLessonsOption,
};

}  // namespace

std::span<const OptionSpec* const> all_options() { return kAllOptions; }

const OptionSpec* find_app_option(std::string_view name) {
    for (const OptionSpec* option : kAllOptions) {
        if (option->app && option->name == name) return option;
    }
    return nullptr;
}

bool is_help_word(std::string_view word) { return word == "--help" || word == "-h"; }

}  // namespace sortscope::options
