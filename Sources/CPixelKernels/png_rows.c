// PNG's unfiltered rows of an opaque frame, written as plain C loops and compiled for each
// vector width, as yuv420p.c is: a still's rows are converted once per PNG, and in Swift this
// loop and the opacity check before it were a fifth of a board's encode.

#include "kernel_levels.h"

// Row by row: first every alpha of the row (so a frame with transparency stops at its first
// such row), then the filter byte and R, G, B of each pixel. Opaque ARGB32 is straight colour.
ALWAYS_INLINE int rgb_rows(const uint32_t *restrict source, ptrdiff_t width, ptrdiff_t height, uint8_t *restrict rows) {
    ptrdiff_t stride = 1 + 3 * width;
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint32_t *restrict pixels = source + y * width;
        uint32_t all = 0xFFFFFFFFu;
        for (ptrdiff_t x = 0; x < width; x++) all &= pixels[x];
        if (all >> 24 != 0xFF) return 0;
        uint8_t *restrict row = rows + y * stride;
        row[0] = 0;
        row += 1;
        for (ptrdiff_t x = 0; x < width; x++) {
            uint32_t p = pixels[x];
            row[3 * x] = (uint8_t)(p >> 16);
            row[3 * x + 1] = (uint8_t)(p >> 8);
            row[3 * x + 2] = (uint8_t)p;
        }
    }
    return 1;
}

static int rgb_rows_baseline(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *rows) {
    return rgb_rows(source, width, height, rows);
}

#if defined(__x86_64__)
TARGET_AVX2 static int rgb_rows_avx2(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *rows) {
    return rgb_rows(source, width, height, rows);
}

TARGET_AVX512 static int rgb_rows_avx512(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *rows) {
    return rgb_rows(source, width, height, rows);
}
#endif

int cm_argb32_to_png_rgb_rows(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *rows, CMKernelLevel level) {
    return KERNEL_CALL(level, rgb_rows, source, width, height, rows);
}
