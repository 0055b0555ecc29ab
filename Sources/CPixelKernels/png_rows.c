// PNG's unfiltered rows of an opaque frame: a still's rows are converted once per PNG, and in
// Swift this loop and the opacity check before it were a fifth of a board's encode. The
// baseline is a plain C loop; AVX2 and AVX-512 are written out with intrinsics, since the
// compiler's own vectorising of the three-byte stores took twice as long (0.08 ms against 0.035
// for a 720 x 560 frame, either width).

#include "kernel_levels.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

// Pixel `x` of a row's colour bytes. Opaque ARGB32 is straight colour.
ALWAYS_INLINE void rgb_pixel(uint8_t *restrict row, ptrdiff_t x, uint32_t p) {
    row[3 * x] = (uint8_t)(p >> 16);
    row[3 * x + 1] = (uint8_t)(p >> 8);
    row[3 * x + 2] = (uint8_t)p;
}

// Row `y` of `rows`: its filter byte (none) written, and where its colour bytes start.
ALWAYS_INLINE uint8_t *colour_row(uint8_t *rows, ptrdiff_t y, ptrdiff_t width) {
    uint8_t *row = rows + y * (1 + 3 * width);
    row[0] = 0;
    return row + 1;
}

// Row by row: first every alpha of the row (so a frame with transparency stops at its first
// such row), then the filter byte and R, G, B of each pixel. The baseline's loop; the vector
// widths' are written out below.
ALWAYS_INLINE int rgb_rows(const uint32_t *restrict source, ptrdiff_t width, ptrdiff_t height, uint8_t *restrict rows) {
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint32_t *restrict pixels = source + y * width;
        uint32_t all = 0xFFFFFFFFu;
        for (ptrdiff_t x = 0; x < width; x++) all &= pixels[x];
        if (all >> 24 != 0xFF) return 0;
        uint8_t *restrict row = colour_row(rows, y, width);
        for (ptrdiff_t x = 0; x < width; x++) rgb_pixel(row, x, pixels[x]);
    }
    return 1;
}

static int rgb_rows_baseline(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *rows) {
    return rgb_rows(source, width, height, rows);
}

#if defined(__x86_64__)
// The vector widths' step: each 128-bit lane's four pixels (B, G, R, A in memory) shuffled to
// R, G, B of each and four zero bytes, then the lanes' first three 32-bit words packed side by
// side and stored, the row's alpha ANDed on the way.
#define LANE_RGB_BYTES 2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -128, -128, -128, -128

// 8 pixels a step. The 24 bytes of colour are stored as a whole 32-byte register, whose last 8
// bytes the next step overwrites; so the step runs only while those 8 bytes are still the row's,
// and the last pixels go one by one.
TARGET_AVX2 static int rgb_rows_avx2(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *rows) {
    const __m256i pick = _mm256_broadcastsi128_si256(_mm_setr_epi8(LANE_RGB_BYTES));
    const __m256i gather = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint32_t *pixels = source + y * width;
        uint8_t *row = colour_row(rows, y, width);
        __m256i all = _mm256_set1_epi32(-1);
        uint32_t rest = 0xFFFFFFFFu;
        ptrdiff_t x = 0;
        for (; x + 11 <= width; x += 8) {
            __m256i p = _mm256_loadu_si256((const __m256i *)(pixels + x));
            all = _mm256_and_si256(all, p);
            __m256i rgb = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(p, pick), gather);
            _mm256_storeu_si256((__m256i *)(row + 3 * x), rgb);
        }
        for (; x < width; x++) {
            rest &= pixels[x];
            rgb_pixel(row, x, pixels[x]);
        }
        __m256i alphas = _mm256_cmpeq_epi32(_mm256_srli_epi32(all, 24), _mm256_set1_epi32(0xFF));
        if (_mm256_movemask_epi8(alphas) != -1 || rest >> 24 != 0xFF) return 0;
    }
    return 1;
}

// 16 pixels a step, 48 bytes of colour stored under a mask, and the row's last pixels masked
// too. A row's alpha is judged once it is written: the rows of a frame with transparency are
// not used.
TARGET_AVX512 static int rgb_rows_avx512(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *rows) {
    const __m512i pick = _mm512_broadcast_i32x4(_mm_setr_epi8(LANE_RGB_BYTES));
    const __m512i gather = _mm512_setr_epi32(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 3, 7, 11, 15);
    const __m512i opaque = _mm512_set1_epi32((int)0xFF000000u);
    const __m512i allBits = _mm512_set1_epi32(-1);
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint32_t *pixels = source + y * width;
        uint8_t *row = colour_row(rows, y, width);
        __m512i all = allBits;
        ptrdiff_t x = 0;
        for (; x + 16 <= width; x += 16) {
            __m512i p = _mm512_loadu_si512(pixels + x);
            all = _mm512_and_si512(all, p);
            __m512i rgb = _mm512_permutexvar_epi32(gather, _mm512_shuffle_epi8(p, pick));
            _mm512_mask_storeu_epi8(row + 3 * x, (__mmask64)0xFFFFFFFFFFFFull, rgb);
        }
        if (x < width) {
            // The last 1 to 15 pixels: masked, so nothing past the row is read or written, and
            // the pixels not loaded count as opaque.
            ptrdiff_t left = width - x;
            __m512i p = _mm512_mask_loadu_epi32(allBits, (__mmask16)((1u << left) - 1), pixels + x);
            all = _mm512_and_si512(all, p);
            __m512i rgb = _mm512_permutexvar_epi32(gather, _mm512_shuffle_epi8(p, pick));
            _mm512_mask_storeu_epi8(row + 3 * x, ((__mmask64)1 << (3 * left)) - 1, rgb);
        }
        // Every alpha is 0xFF exactly when their AND is, that is when it is at least 0xFF000000.
        if (_mm512_cmplt_epu32_mask(all, opaque) != 0) return 0;
    }
    return 1;
}
#endif

int cm_argb32_to_png_rgb_rows(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *rows, CMKernelLevel level) {
    return KERNEL_CALL(level, rgb_rows, source, width, height, rows);
}
