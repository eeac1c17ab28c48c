// group_scan.glsl: prefix sums of one uint per invocation over the work group, in shared memory
// (Hillis-Steele: after the round with distance d, s_scan[t] holds the sum of values t - 2d + 1 .. t).
// Call them in uniform control flow: they have barriers.
shared uint s_scan[LOCAL_SIZE];

// The inclusive prefix sum of `value` over the invocations, in local id order. s_scan keeps the sums
// until the next call writes it.
uint group_inclusive_scan(uint value) {
    const uint t = gl_LocalInvocationID.x;
    s_scan[t] = value;
    barrier();
    for (uint d = 1u; d < LOCAL_SIZE; d <<= 1u) {
        const uint add = t >= d ? s_scan[t - d] : 0u;
        barrier();
        s_scan[t] += add;
        barrier();
    }
    return s_scan[t];
}

// The exclusive prefix sum of `value`, and the sum of all invocations' values in `total`.
uint group_exclusive_scan(uint value, out uint total) {
    const uint inclusive = group_inclusive_scan(value);
    total = s_scan[LOCAL_SIZE - 1u];
    barrier();  // every invocation has read s_scan before a later call writes it
    return inclusive - value;
}
