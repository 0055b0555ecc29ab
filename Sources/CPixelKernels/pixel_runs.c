// The search of PNGCodec's PixelRunDeflate: at each byte of a frame's PNG rows, the longer of
// the repeats one pixel back and one row back. Most of its time is following those repeats
// across flat regions, a compare that ends at the first differing byte, which Swift compiles
// eight bytes a step at best; here each vector width compares a whole register a step. Across
// an edge's antialiased bytes, where no repeat starts, a register of positions is checked at
// once and its bytes coded as literals together (`chess-motion-bench png`, 720 x 560: the
// board's DEFLATE 0.44 -> 0.37 ms, the bots' 0.52 -> 0.50 ms). Every width finds the same
// tokens as the greedy rule checked byte by byte.

#include "kernel_levels.h"
#include "pixel_run_tokens.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

// How many bytes from `length` on agree, up to `limit`: eight a step, then one.
ALWAYS_INLINE ptrdiff_t match_words(const uint8_t *here, const uint8_t *there, ptrdiff_t length, ptrdiff_t limit) {
    while (length + 8 <= limit) {
        uint64_t a, b;
        __builtin_memcpy(&a, here + length, 8);
        __builtin_memcpy(&b, there + length, 8);
        uint64_t difference = a ^ b;
        if (difference != 0) return length + __builtin_ctzll(difference) / 8;
        length += 8;
    }
    while (length < limit && here[length] == there[length]) length++;
    return length;
}

// The first three bytes at `here` and `there` agree: the least a match needs. Four bytes are
// read, so the caller leaves at least four in the buffer.
ALWAYS_INLINE int starts_match(const uint8_t *here, const uint8_t *there) {
    uint32_t a, b;
    __builtin_memcpy(&a, here, 4);
    __builtin_memcpy(&b, there, 4);
    return ((a ^ b) & 0x00FFFFFFu) == 0;
}

// For a vector width: `differing_LEVEL` sets a bit for each of its bytes that differ. From it,
// `match_LEVEL` follows one repeat, and `match_LEVEL_both` two at once while both go on (a flat
// region repeats to the left and above), then the one left alone: it returns the first's length
// and writes the second's, leaving the second unfollowed when the first reaches `limit` (the
// search takes the first on a tie).
#define DEFINE_MATCHES(LEVEL, WIDTH, QUALIFIERS)                                                              \
    QUALIFIERS ptrdiff_t match_##LEVEL(const uint8_t *here, const uint8_t *there, ptrdiff_t limit) {         \
        ptrdiff_t length = 0;                                                                                \
        while (length + (WIDTH) <= limit) {                                                                  \
            uint64_t differ = differing_##LEVEL(here + length, there + length);                              \
            if (differ != 0) return length + __builtin_ctzll(differ);                                        \
            length += (WIDTH);                                                                               \
        }                                                                                                    \
        return match_words(here, there, length, limit);                                                      \
    }                                                                                                        \
    QUALIFIERS ptrdiff_t match_##LEVEL##_both(const uint8_t *here, const uint8_t *first, const uint8_t *second, \
                                              ptrdiff_t limit, ptrdiff_t *second_length) {                   \
        ptrdiff_t length = 0;                                                                                \
        while (length + (WIDTH) <= limit) {                                                                  \
            uint64_t a = differing_##LEVEL(here + length, first + length);                                   \
            uint64_t b = differing_##LEVEL(here + length, second + length);                                  \
            if ((a | b) != 0) {                                                                              \
                ptrdiff_t first_length = a != 0 ? length + __builtin_ctzll(a)                                \
                                                : length + match_##LEVEL(here + length, first + length, limit - length); \
                *second_length = b != 0 ? length + __builtin_ctzll(b)                                        \
                                        : length + match_##LEVEL(here + length, second + length, limit - length); \
                return first_length;                                                                         \
            }                                                                                                \
            length += (WIDTH);                                                                               \
        }                                                                                                    \
        ptrdiff_t first_length = match_words(here, first, length, limit);                                    \
        *second_length = first_length == limit ? 0 : match_words(here, second, length, limit);              \
        return first_length;                                                                                 \
    }

// For a vector width: `literals_LEVEL` counts the bytes from `here` on, up to WIDTH, where no
// repeat of three bytes starts one pixel back nor (with `row_distance`) one row back: the
// bytes the search would code as literals one at a time, each after two failed checks. Reads
// WIDTH + 2 bytes from `here`, and as many from each distance back.
#define DEFINE_LITERAL_SCAN(LEVEL, WIDTH, QUALIFIERS)                                                         \
    QUALIFIERS ptrdiff_t literals_##LEVEL(const uint8_t *here, ptrdiff_t pixel_distance, ptrdiff_t row_distance) { \
        const uint64_t all = (WIDTH) == 64 ? ~(uint64_t)0 : ((uint64_t)1 << (WIDTH)) - 1;                     \
        uint64_t starts = ~(differing_##LEVEL(here, here - pixel_distance)                                   \
                            | differing_##LEVEL(here + 1, here + 1 - pixel_distance)                         \
                            | differing_##LEVEL(here + 2, here + 2 - pixel_distance)) & all;                  \
        if (row_distance > 0) {                                                                              \
            starts |= ~(differing_##LEVEL(here, here - row_distance)                                         \
                        | differing_##LEVEL(here + 1, here + 1 - row_distance)                               \
                        | differing_##LEVEL(here + 2, here + 2 - row_distance)) & all;                        \
        }                                                                                                    \
        return starts != 0 ? __builtin_ctzll(starts) : (WIDTH);                                             \
    }

#if defined(__x86_64__)
ALWAYS_INLINE uint64_t differing_sse2(const uint8_t *a, const uint8_t *b) {
    __m128i x = _mm_loadu_si128((const __m128i *)a), y = _mm_loadu_si128((const __m128i *)b);
    return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
}
DEFINE_MATCHES(sse2, 16, ALWAYS_INLINE)
DEFINE_LITERAL_SCAN(sse2, 16, ALWAYS_INLINE)

TARGET_AVX2 static inline uint64_t differing_avx2(const uint8_t *a, const uint8_t *b) {
    __m256i x = _mm256_loadu_si256((const __m256i *)a), y = _mm256_loadu_si256((const __m256i *)b);
    return (uint32_t)~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, y));
}
DEFINE_MATCHES(avx2, 32, TARGET_AVX2 static inline)
DEFINE_LITERAL_SCAN(avx2, 32, TARGET_AVX2 static inline)

TARGET_AVX512 static inline uint64_t differing_avx512(const uint8_t *a, const uint8_t *b) {
    return _mm512_cmpneq_epi8_mask(_mm512_loadu_si512((const void *)a), _mm512_loadu_si512((const void *)b));
}
DEFINE_MATCHES(avx512, 64, TARGET_AVX512 static inline)
DEFINE_LITERAL_SCAN(avx512, 64, TARGET_AVX512 static inline)
#define match_baseline match_sse2
#define match_baseline_both match_sse2_both
#define literals_baseline literals_sse2
#define LITERAL_SCAN_WIDTH_baseline 16
#define LITERAL_SCAN_WIDTH_avx2 32
#define LITERAL_SCAN_WIDTH_avx512 64
#else
ALWAYS_INLINE ptrdiff_t match_baseline(const uint8_t *here, const uint8_t *there, ptrdiff_t limit) {
    return match_words(here, there, 0, limit);
}
ALWAYS_INLINE ptrdiff_t match_baseline_both(const uint8_t *here, const uint8_t *first, const uint8_t *second,
                                            ptrdiff_t limit, ptrdiff_t *second_length) {
    ptrdiff_t first_length = match_words(here, first, 0, limit);
    *second_length = first_length == limit ? 0 : match_words(here, second, 0, limit);
    return first_length;
}
// No vector to scan with: the search checks each byte itself.
ALWAYS_INLINE ptrdiff_t literals_baseline(const uint8_t *here, ptrdiff_t pixel_distance, ptrdiff_t row_distance) {
    (void)here, (void)pixel_distance, (void)row_distance;
    return 0;
}
#define LITERAL_SCAN_WIDTH_baseline 0
#endif

// The greedy search over base[start..<count], as PixelRunDeflate.swift describes it, with one
// width's compares. Most bytes of a frame's edges start no match at all, which three bytes at
// each distance tell before any longer compare.
#define TOKENIZE_BODY(LEVEL)                                                                                  \
    ptrdiff_t position = start, token_count = 0;                                                             \
    /* A match cut at the longest length DEFLATE allows mostly goes on at the next byte, where */            \
    /* a scan for literals would find none: the match is tried at once (a board: 3,200 of its */             \
    /* 8,700 matches; the search 0.188 -> 0.152 ms). */                                                      \
    int cut_at_limit = 0;                                                                                    \
    /* Past the first row (both repeats in reach) and away from the end, bytes where neither */              \
    /* repeat starts are found a vector at a time and coded as literals together. */                         \
    const ptrdiff_t scan_from = row_distance > pixel_distance ? row_distance : pixel_distance;               \
    const ptrdiff_t scan_until = count - (LITERAL_SCAN_WIDTH_##LEVEL + 4);                                   \
    while (position < count) {                                                                               \
        if (LITERAL_SCAN_WIDTH_##LEVEL > 0 && !cut_at_limit && position >= scan_from && position <= scan_until) { \
            ptrdiff_t literal_count = literals_##LEVEL(base + position, pixel_distance, row_distance);       \
            for (ptrdiff_t i = 0; i < literal_count; i++) {                                                  \
                uint8_t byte = base[position + i];                                                           \
                tokens[token_count + i] = byte;                                                              \
                literals[byte] += 1;                                                                         \
            }                                                                                                \
            token_count += literal_count;                                                                    \
            position += literal_count;                                                                       \
            if (literal_count == LITERAL_SCAN_WIDTH_##LEVEL) continue;                                       \
        }                                                                                                    \
        ptrdiff_t limit = count - position < MAXIMUM_MATCH ? count - position : MAXIMUM_MATCH;              \
        const uint8_t *here = base + position;                                                               \
        int pixel_may = position >= pixel_distance, row_may = row_distance > 0 && position >= row_distance;  \
        if (limit >= 4) {                                                                                    \
            pixel_may = pixel_may && starts_match(here, here - pixel_distance);                              \
            row_may = row_may && starts_match(here, here - row_distance);                                    \
        }                                                                                                    \
        ptrdiff_t length = 0, distance = 0;                                                                  \
        if (pixel_may && row_may) {                                                                          \
            ptrdiff_t row_length;                                                                            \
            length = match_##LEVEL##_both(here, here - pixel_distance, here - row_distance, limit, &row_length); \
            distance = pixel_distance;                                                                       \
            if (row_length > length) { length = row_length; distance = row_distance; }                       \
        } else if (pixel_may) {                                                                              \
            length = match_##LEVEL(here, here - pixel_distance, limit);                                      \
            distance = pixel_distance;                                                                       \
        } else if (row_may) {                                                                                \
            length = match_##LEVEL(here, here - row_distance, limit);                                        \
            distance = row_distance;                                                                         \
        }                                                                                                    \
        if (length >= MINIMUM_MATCH) {                                                                       \
            tokens[token_count++] = match_token(length, distance);                                           \
            literals[257 + length_code[length]] += 1;                                                        \
            distances[distance == pixel_distance ? pixel_distance_code : row_distance_code] += 1;            \
            position += length;                                                                              \
            cut_at_limit = length == limit;                                                                  \
        } else {                                                                                             \
            cut_at_limit = 0;                                                                                \
            uint8_t byte = base[position++];                                                                 \
            tokens[token_count++] = byte;                                                                    \
            literals[byte] += 1;                                                                             \
        }                                                                                                    \
    }                                                                                                        \
    return (size_t)token_count;

#define TOKENIZE_PARAMETERS                                                                                   \
    const uint8_t *restrict base, ptrdiff_t start, ptrdiff_t count, ptrdiff_t pixel_distance,                \
    ptrdiff_t row_distance, const uint8_t *restrict length_code, int pixel_distance_code,                    \
    int row_distance_code, uint32_t *restrict tokens, uint32_t *restrict literals, uint32_t *restrict distances
#define TOKENIZE_ARGUMENTS                                                                                    \
    base, start, count, pixel_distance, row_distance, length_code, pixel_distance_code, row_distance_code,   \
    tokens, literals, distances

static size_t tokenize_baseline(TOKENIZE_PARAMETERS) { TOKENIZE_BODY(baseline) }

#if defined(__x86_64__)
TARGET_AVX2 static size_t tokenize_avx2(TOKENIZE_PARAMETERS) { TOKENIZE_BODY(avx2) }

TARGET_AVX512 static size_t tokenize_avx512(TOKENIZE_PARAMETERS) { TOKENIZE_BODY(avx512) }
#endif

size_t cm_pixel_run_tokens(TOKENIZE_PARAMETERS, CMKernelLevel level) {
    return KERNEL_CALL(level, tokenize, TOKENIZE_ARGUMENTS);
}
