#include "kernel_levels.h"

CMKernelLevel cm_best_kernel_level(void) {
#if defined(__x86_64__)
    // The same feature levels TARGET_AVX2 and TARGET_AVX512 compile for, as the processor
    // reports them.
    __builtin_cpu_init();
    if (__builtin_cpu_supports("x86-64-v4")) return CMKernelAVX512;
    if (__builtin_cpu_supports("x86-64-v3")) return CMKernelAVX2;
#endif
    return CMKernelBaseline;
}
