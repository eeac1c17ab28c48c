// registers.glsl: for kernels that hold ITEMS keys per invocation in register arrays. ITEM_BITS is
// log2(ITEMS); VALUE_ARGS and VALUE_PASS add the values' register array to a function's parameters
// and to a call's arguments when the payload moves (HAS_VALUES), and nothing otherwise. Every loop over
// registers in those kernels has constant bounds, so the arrays stay in registers once unrolled.
#if ITEMS == 2
#define ITEM_BITS 1u
#elif ITEMS == 4
#define ITEM_BITS 2u
#elif ITEMS == 8
#define ITEM_BITS 3u
#elif ITEMS == 16
#define ITEM_BITS 4u
#elif ITEMS == 32
#define ITEM_BITS 5u
#else
#error "ITEMS must be 2, 4, 8, 16 or 32 in a kernel that holds keys in registers"
#endif

#if HAS_VALUES
#define VALUE_ARGS , inout uint values[ITEMS]
#define VALUE_PASS , values
#else
#define VALUE_ARGS
#define VALUE_PASS
#endif
