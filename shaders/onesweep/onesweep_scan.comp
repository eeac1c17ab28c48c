// onesweep_scan.comp: each digit's histogram becomes its bins' global starts (Onesweep's small scan).
//
// One work group of LOCAL_SIZE = 256 invocations per (digit, array): work group d = linear_group_index()
// of array z scans the 256 counts of digit d (groups past 4, in a grid folded to 2-D, return). Invocation
// b takes bin b's count, an inclusive scan over the work group (group_scan.glsl) gives the keys in bins
// 0 .. b, and the exclusive sum plus z * n (the array's place in the batch) is
// where bin b starts in the output of digit d's pass. The invocation then clears its histogram word,
// so the next run's histogram dispatch adds to zeros.
//
// Parameter block b_steps[u_step]: n, keys in each array; work_items, 4 * 256 (informative). Arguments
// (OnesweepScanArgs, algorithms/sorts/onesweep/onesweep.hpp):
//   arg_hist()    HIST: the histograms' first word in b_counts ([array][digit][bin])
//   arg_starts()  STARTS: where the bin starts go, laid out the same way
// Buffers (counts.glsl):
//   BINDING_COUNTS  b_counts: HIST + (z * 4 + d) * 256 + b read, then cleared; STARTS + (z * 4 + d) * 256
//                   + b written
layout(local_size_x = LOCAL_SIZE) in;

const uint kBins = 256u;

#pragma sortscope include "counts.glsl"
#pragma sortscope include "group_scan.glsl"

void main() {
    const uint digit = linear_group_index();
    if (digit >= 4u) return;  // the whole group leaves together: the barriers below stay uniform
    const uint b = gl_LocalInvocationID.x;
    const uint table = (batch_array() * 4u + digit) * kBins + b;
    const uint hist = arg_hist() + table;
    // @region starts: bin b starts after the keys of bins 0 .. b - 1 (a work-group scan); then clear its count
    const uint count = b_counts[hist];
    const uint inclusive = group_inclusive_scan(count);
    b_counts[arg_starts() + table] = array_base() + inclusive - count;
    b_counts[hist] = 0u;
    // @end starts
}
