// The kernel catalogue: it gathers the entries the sort folders define (each folder's *_kernels.cpp, one
// k<Name>Entry per line of its *_kernel_list.hpp) into one table in KernelId order, and answers what
// reads a step through them (its description, its program variant). It names no kernel of its own.
#include "algorithms/catalogue/kernels.hpp"

#include <array>
#include <cstdio>
#include <cstdlib>

namespace sortscope::algo {

namespace {

// Every kernel's entry, in KernelId order: the same X-macro list that makes the names, so that a name
// without an entry does not link.
const std::array<const KernelInfo*, kKernelCount> kEntries = {
#define SORTSCOPE_KERNEL(name) &k##name##Entry,
#include "sortscope/kernel_lists.inc"
#undef SORTSCOPE_KERNEL
};

// The names as written in the lists, for the message of a misplaced entry.
const std::array<const char*, kKernelCount> kNames = {
#define SORTSCOPE_KERNEL(name) #name,
#include "sortscope/kernel_lists.inc"
#undef SORTSCOPE_KERNEL
};

// The table, checked once: an entry k<Name>Entry whose id is not KernelId::<Name> (one copied from
// another kernel and not changed) would give two kernels one entry and another none.
const std::array<KernelInfo, kKernelCount>& kernel_table() {
    static const std::array<KernelInfo, kKernelCount> table = [] {
        std::array<KernelInfo, kKernelCount> gathered{};
        for (size_t index = 0; index < kKernelCount; ++index) {
            const KernelInfo& entry = *kEntries[index];
            if (static_cast<size_t>(entry.id) != index) {
                std::fprintf(stderr, "sortscope: internal error: the catalogue entry k%sEntry (%.*s) has another kernel's id\n",
                             kNames[index], static_cast<int>(entry.file.size()), entry.file.data());
                std::abort();
            }
            gathered[index] = entry;
        }
        return gathered;
    }();
    return table;
}

std::string define_value(ArgFormat format, uint32_t value) {
    switch (format) {
        case ArgFormat::Bool: return value != 0 ? "1" : "0";
        case ArgFormat::Int: return std::to_string(value);
        case ArgFormat::Uint: break;
    }
    return std::to_string(value) + "u";
}

}  // namespace

const KernelInfo& kernel_info(KernelId kernel) {
    return kernel_table().at(static_cast<size_t>(kernel));
}

std::string_view kernel_file(KernelId kernel) { return kernel_info(kernel).file; }

std::span<const KernelInfo> all_kernels() { return kernel_table(); }

std::string describe(const Step& step) { return kernel_info(step.kernel).describe(step); }

ProgramVariant program_variant(const Plan& plan, const Step& step) {
    const KernelInfo& info = kernel_info(step.kernel);
    const Options& options = plan.options;
    ProgramVariant variant;
    variant.defines = {
        {"LOCAL_SIZE", define_value(ArgFormat::Uint, step.local_size)},
        {"ITEMS", define_value(ArgFormat::Uint, step.items)},
        {"KEY_TYPE", define_value(ArgFormat::Int, static_cast<uint32_t>(options.key_type))},
        {"DESCENDING", define_value(ArgFormat::Bool, options.descending ? 1 : 0)},
        {"HAS_VALUES", define_value(ArgFormat::Bool, options.values ? 1 : 0)},
    };
    for (const ArgInfo& arg : info.args.fields) {
        if (arg.place == ArgPlace::Define) {
            variant.defines.push_back({std::string(arg.name), define_value(arg.format, step.variant[arg.slot])});
        }
    }
    if (info.extra_defines != nullptr) {
        for (ProgramDefine& define : info.extra_defines(plan, step)) variant.defines.push_back(std::move(define));
    }
    if (info.extensions != nullptr) {
        for (const std::string_view extension : info.extensions(step)) variant.extensions.emplace_back(extension);
    }
    return variant;
}

}  // namespace sortscope::algo
