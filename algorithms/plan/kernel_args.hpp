// Typed kernel arguments: each kernel's arguments are one small struct whose field list says where
// every field travels. The plan builder writes a dispatch's arguments through it (set_args), the
// describers, references and tables read them back through it (step_args), and the GLSL accessors a
// kernel reads them with are generated from it at build time (catalogue/glsl_interface.hpp), so the
// builder, the decoders and the kernel cannot disagree about which word holds what.
//
// A field is either a Param, a word of the step's parameter block (StepParams::arg, in field order:
// the kernel reads it as it runs through the generated `arg_NAME()`), or a Define, a value compiled
// into the kernel's program as `#define NAME VALUE` (Step::variant, in field order: steps with other
// values run another program). Example:
//
//     struct BitonicArgs {
//         uint32_t pass_bit;
//         uint32_t distance_bit;
//         static constexpr auto fields() {
//             return std::array{param<&BitonicArgs::pass_bit>("pass_bit"),
//                               param<&BitonicArgs::distance_bit>("distance_bit")};
//         }
//     };
//     set_args(step, BitonicArgs{pass, distance});   // the builder
//     step_args<BitonicArgs>(step).distance_bit;     // a decoder; the kernel reads arg_distance_bit()
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>

#include "algorithms/plan/plan.hpp"

namespace sortscope::algo {

enum class ArgPlace : uint8_t {
    Param,   // StepParams::arg, read at run time through the generated accessor arg_NAME()
    Define,  // Step::variant, compiled in as #define NAME VALUE
};

// How a field's value is spelled: a Param's accessor returns `uint` or `bool`; a Define is written as
// "8u" (Uint), "8" (Int: for #if tests against plain numbers) or "1"/"0" (Bool).
enum class ArgFormat : uint8_t { Uint, Int, Bool };

template <class Args>
struct ArgField {
    std::string_view name;  // a Param's accessor name (arg_NAME), or a Define's macro name
    ArgPlace place = ArgPlace::Param;
    ArgFormat format = ArgFormat::Uint;
    uint32_t (*get)(const Args& args) = nullptr;
    void (*set)(Args& args, uint32_t word) = nullptr;
};

namespace detail {

template <class Member>
struct MemberOf;
template <class Class, class Type>
struct MemberOf<Type Class::*> {
    using Owner = Class;
    using Value = Type;
};

template <auto Member>
constexpr ArgField<typename MemberOf<decltype(Member)>::Owner> arg_field(std::string_view name, ArgPlace place,
                                                                          ArgFormat format) {
    using Owner = typename MemberOf<decltype(Member)>::Owner;
    using Value = typename MemberOf<decltype(Member)>::Value;
    static_assert(std::is_integral_v<Value> || std::is_enum_v<Value>, "kernel arguments are 32-bit words");
    ArgField<Owner> field;
    field.name = name;
    field.place = place;
    field.format = format;
    field.get = [](const Owner& args) { return static_cast<uint32_t>(args.*Member); };
    field.set = [](Owner& args, uint32_t word) {
        if constexpr (std::is_same_v<Value, bool>) {
            args.*Member = word != 0;
        } else {
            args.*Member = static_cast<Value>(word);
        }
    };
    return field;
}

}  // namespace detail

// A Param: member `Member` of its struct, read by the kernel through arg_NAME() (a bool member: a
// `bool` accessor).
template <auto Member>
constexpr auto param(std::string_view name) {
    using Value = typename detail::MemberOf<decltype(Member)>::Value;
    return detail::arg_field<Member>(name, ArgPlace::Param, std::is_same_v<Value, bool> ? ArgFormat::Bool : ArgFormat::Uint);
}

// A Define: member `Member` compiled into the program as `#define NAME VALUE` (a bool member: 1 or 0).
template <auto Member>
constexpr auto define(std::string_view name, ArgFormat format = ArgFormat::Uint) {
    using Value = typename detail::MemberOf<decltype(Member)>::Value;
    return detail::arg_field<Member>(name, ArgPlace::Define, std::is_same_v<Value, bool> ? ArgFormat::Bool : format);
}

// A field as the catalogue and the GLSL generator see it: no struct, only the name, where it travels
// and its slot there (arg[slot] or variant[slot]).
struct ArgInfo {
    std::string_view name;
    ArgPlace place = ArgPlace::Param;
    ArgFormat format = ArgFormat::Uint;
    uint32_t slot = 0;
};

template <class Args>
constexpr auto make_arg_infos() {
    constexpr auto fields = Args::fields();
    std::array<ArgInfo, fields.size()> infos{};
    uint32_t params = 0;
    uint32_t defines = 0;
    for (size_t f = 0; f < fields.size(); ++f) {
        const bool is_param = fields[f].place == ArgPlace::Param;
        infos[f] = {fields[f].name, fields[f].place, fields[f].format, is_param ? params++ : defines++};
    }
    return infos;
}

// The fields of Args, slots assigned in field order; a kernel entry holds them as a span.
template <class Args>
inline constexpr auto kArgInfos = make_arg_infos<Args>();

template <class Args>
constexpr bool args_fit() {
    uint32_t params = 0;
    uint32_t defines = 0;
    for (const ArgInfo& info : kArgInfos<Args>) (info.place == ArgPlace::Param ? params : defines) += 1;
    return params <= kStepArgs && defines <= kStepDefines;
}

// A constant that a kernel and the C++ side share (a sentinel, the layout of a status word), written
// into the kernel's generated GLSL as `const uint NAME = VALUE;`. An argument struct lists them in an
// optional `static constexpr auto constants()`.
struct ArgConstant {
    std::string_view name;
    uint32_t value;
};

template <class Args>
constexpr auto make_arg_constants() {
    if constexpr (requires { Args::constants(); }) {
        return Args::constants();
    } else {
        return std::array<ArgConstant, 0>{};
    }
}
template <class Args>
inline constexpr auto kArgConstants = make_arg_constants<Args>();

// What a kernel entry holds of its argument struct: its fields and its shared constants.
struct KernelArgs {
    std::span<const ArgInfo> fields;
    std::span<const ArgConstant> constants;
};
template <class Args>
constexpr KernelArgs kernel_args() {
    return {kArgInfos<Args>, kArgConstants<Args>};
}

// Writes `args` into the step: Params into step.params.arg, Defines into step.variant.
template <class Args>
void set_args(Step& step, const Args& args) {
    static_assert(args_fit<Args>(), "more arguments than StepParams::arg or Step::variant hold");
    constexpr auto fields = Args::fields();
    for (size_t f = 0; f < fields.size(); ++f) {
        const uint32_t slot = kArgInfos<Args>[f].slot;
        (fields[f].place == ArgPlace::Param ? step.params.arg[slot] : step.variant[slot]) = fields[f].get(args);
    }
}

// Reads the step's arguments back as Args.
template <class Args>
Args step_args(const Step& step) {
    static_assert(args_fit<Args>(), "more arguments than StepParams::arg or Step::variant hold");
    constexpr auto fields = Args::fields();
    Args args{};
    for (size_t f = 0; f < fields.size(); ++f) {
        const uint32_t slot = kArgInfos<Args>[f].slot;
        fields[f].set(args, fields[f].place == ArgPlace::Param ? step.params.arg[slot] : step.variant[slot]);
    }
    return args;
}

}  // namespace sortscope::algo
