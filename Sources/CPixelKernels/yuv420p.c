// The bt709 conversion of video frames, written once as plain C loops and compiled for each
// vector width the processor may have. Swift cannot compile one function for AVX2 and another
// for SSE2 in the same binary, so the frames' hottest loop is here: on an AVX-512 machine the
// widest copy converts a 720 x 560 frame in a fifth of the time of the SSE2 one.
//
// Fixed point: the bt709 matrix (Kr 0.2126, Kb 0.0722) scaled to the limited range, luma in
// 1/32768 and chroma in 1/131072 of the sum of a 2 x 2 block, rounded so each chroma row of
// the matrix sums to zero (grey stays at 128). Every coefficient fits 16 bits, which lets the
// compiler multiply-add pairs of lanes. Colour is read as stored: frames for video are opaque,
// where premultiplied is straight.

#include "kernel_levels.h"

ALWAYS_INLINE int32_t red(uint32_t p) { return (int32_t)(p >> 16 & 0xFF); }
ALWAYS_INLINE int32_t green(uint32_t p) { return (int32_t)(p >> 8 & 0xFF); }
ALWAYS_INLINE int32_t blue(uint32_t p) { return (int32_t)(p & 0xFF); }

ALWAYS_INLINE void luma_row(const uint32_t *restrict row, ptrdiff_t width, uint8_t *restrict y) {
    for (ptrdiff_t x = 0; x < width; x++) {
        uint32_t p = row[x];
        y[x] = (uint8_t)((5983 * red(p) + 20127 * green(p) + 2032 * blue(p) + (16 << 15) + (1 << 14)) >> 15);
    }
}

/// `blocks` chroma samples from pixel pairs of two rows (the same row twice on an odd last row).
ALWAYS_INLINE void chroma_row(const uint32_t *restrict top, const uint32_t *restrict bottom, ptrdiff_t blocks,
                              uint8_t *restrict cb, uint8_t *restrict cr) {
    for (ptrdiff_t i = 0; i < blocks; i++) {
        uint32_t p0 = top[2 * i], p1 = top[2 * i + 1], p2 = bottom[2 * i], p3 = bottom[2 * i + 1];
        int32_t r = red(p0) + red(p1) + red(p2) + red(p3);
        int32_t g = green(p0) + green(p1) + green(p2) + green(p3);
        int32_t b = blue(p0) + blue(p1) + blue(p2) + blue(p3);
        cb[i] = (uint8_t)((-6596 * r - 22188 * g + 28784 * b + (128 << 18) + (1 << 17)) >> 18);
        cr[i] = (uint8_t)((28784 * r - 26145 * g - 2639 * b + (128 << 18) + (1 << 17)) >> 18);
    }
}

/// Row pairs one after another, luma and chroma together: each pixel is read while it is in the
/// first-level cache, where two passes over a 720 x 560 frame (1.6 MB, more than a core's
/// second-level cache) read it twice from the third.
ALWAYS_INLINE void convert(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *planes) {
    ptrdiff_t chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2, pairs = width / 2;
    uint8_t *cb = planes + width * height, *cr = cb + chromaWidth * chromaHeight;
    for (ptrdiff_t row = 0; row < chromaHeight; row++) {
        ptrdiff_t top = 2 * row, bottom = top + 1 < height ? top + 1 : height - 1;
        const uint32_t *topRow = source + top * width, *bottomRow = source + bottom * width;
        luma_row(topRow, width, planes + top * width);
        if (bottom != top) luma_row(bottomRow, width, planes + bottom * width);
        uint8_t *cbRow = cb + row * chromaWidth, *crRow = cr + row * chromaWidth;
        chroma_row(topRow, bottomRow, pairs, cbRow, crRow);
        if (pairs < chromaWidth) {
            // An odd last column: its block is the edge pixel twice.
            uint32_t upper[2] = {topRow[width - 1], topRow[width - 1]};
            uint32_t lower[2] = {bottomRow[width - 1], bottomRow[width - 1]};
            chroma_row(upper, lower, 1, cbRow + pairs, crRow + pairs);
        }
    }
}

static void convert_baseline(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *planes) {
    convert(source, width, height, planes);
}

#if defined(__x86_64__)
TARGET_AVX2 static void convert_avx2(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *planes) {
    convert(source, width, height, planes);
}

TARGET_AVX512 static void convert_avx512(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *planes) {
    convert(source, width, height, planes);
}
#endif

void cm_argb32_to_yuv420p(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *planes,
                          CMKernelLevel level) {
    KERNEL_CALL(level, convert, source, width, height, planes);
}
