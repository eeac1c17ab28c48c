// keys_in_place.glsl: the buffers of a kernel that sorts in place, reading and writing its input pair.
//   BINDING_KEYS    b_keys: uint[batch * n], array z at z * n, read and written
//   BINDING_VALUES  b_values: uint[batch * n], the payload, moved with its key (HAS_VALUES only)
layout(std430, binding = BINDING_KEYS) buffer KeyBlock {
    uint b_keys[];
};
#if HAS_VALUES
layout(std430, binding = BINDING_VALUES) buffer ValueBlock {
    uint b_values[];
};
#endif
