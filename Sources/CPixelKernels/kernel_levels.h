// How each loop here is compiled for every vector width and one copy picked when the tool
// runs: the body is written once (ALWAYS_INLINE), each copy wraps it under its level's target
// (TARGET_AVX2, TARGET_AVX512), and KERNEL_CALL calls the widest copy a CMKernelLevel allows.
// Private to the module.
#ifndef CPIXELKERNELS_KERNEL_LEVELS_H
#define CPIXELKERNELS_KERNEL_LEVELS_H

#include "CPixelKernels.h"

#define ALWAYS_INLINE static inline __attribute__((always_inline))

#if defined(__x86_64__)
// The feature levels cm_best_kernel_level asks the processor for.
#define TARGET_AVX2 __attribute__((target("arch=x86-64-v3")))
#define TARGET_AVX512 __attribute__((target("arch=x86-64-v4")))

/// `name_avx512`, `name_avx2` or `name_baseline` of the arguments, the widest `level` allows.
#define KERNEL_CALL(level, name, ...)                                                                         \
    ((level) >= CMKernelAVX512 ? name##_avx512(__VA_ARGS__)                                                 \
     : (level) == CMKernelAVX2 ? name##_avx2(__VA_ARGS__) : name##_baseline(__VA_ARGS__))
#else
#define KERNEL_CALL(level, name, ...) ((void)(level), name##_baseline(__VA_ARGS__))
#endif

#endif
