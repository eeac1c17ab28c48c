// keys_moved.glsl: the buffers of a kernel that moves every key to a new place: it reads the input pair
// and writes the other one (Step::moves).
//   BINDING_KEYS        b_keys: uint[batch * n], array z at z * n, read
//   BINDING_KEYS_OUT    b_keys_out: uint[batch * n], written
//   BINDING_VALUES      b_values: the payload, read (HAS_VALUES only)
//   BINDING_VALUES_OUT  b_values_out: the payload's other buffer, written (HAS_VALUES only)
layout(std430, binding = BINDING_KEYS) readonly buffer KeyBlock {
    uint b_keys[];
};
layout(std430, binding = BINDING_KEYS_OUT) writeonly buffer KeyOutBlock {
    uint b_keys_out[];
};
#if HAS_VALUES
layout(std430, binding = BINDING_VALUES) readonly buffer ValueBlock {
    uint b_values[];
};
layout(std430, binding = BINDING_VALUES_OUT) writeonly buffer ValueOutBlock {
    uint b_values_out[];
};
#endif
