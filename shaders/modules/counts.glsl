// counts.glsl: the Counts buffer (tables: bin counts, their prefix sums, block totals, the rank sorts'
// counts between dispatches), read and written. Each kernel's banner says which words it uses.
//   BINDING_COUNTS  b_counts: uint[]
layout(std430, binding = BINDING_COUNTS) buffer CountBlock {
    uint b_counts[];
};
