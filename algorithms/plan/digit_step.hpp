// What a step of an LSD radix sort does with the keys' digits, as its kernel's catalogue entry says
// (KernelInfo::digit_step): the bars colour the keys by the digit a step works on, and the radix sorts'
// pictures show its part of the digit (their focus in diagram/).
#pragma once

#include <cstdint>

namespace sortscope::algo {

enum class DigitPart : uint8_t {
    Histogram,  // every digit's bins counted in one read (a single-pass sort's look-back path)
    Scan,       // every digit's bin starts from those counts (a single-pass sort's look-back path)
    Count,      // one digit: each tile's keys per bin
    PrefixSum,  // one digit: the scan of the count table
    Scatter,    // one digit: every key to its bin's start plus the keys of the bin before it
};

struct DigitStep {
    DigitPart part = DigitPart::Count;
    uint32_t digit = 0;  // 0 = least significant; the number of digits for a step over all of them
    uint32_t bits = 0;   // the digit's width
    uint32_t shift = 0;  // its lowest bit in the sort key
};

// A step over one digit (count, prefix sum, scatter), not over all of them.
inline bool one_digit(const DigitStep& step) { return step.part != DigitPart::Histogram && step.part != DigitPart::Scan; }

}  // namespace sortscope::algo
