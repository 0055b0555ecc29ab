// The tokens cm_pixel_run_tokens writes and cm_deflate_write_tokens reads: a literal byte, or a
// match with bit 31 set, its length in bits 16-24 and its distance in bits 0-15. Private to the
// module.
#ifndef CPIXELKERNELS_PIXEL_RUN_TOKENS_H
#define CPIXELKERNELS_PIXEL_RUN_TOKENS_H

#include <stddef.h>
#include <stdint.h>

// DEFLATE's shortest and longest match (RFC 1951, section 3.2.5), and the bit marking a match.
enum { MINIMUM_MATCH = 3, MAXIMUM_MATCH = 258, MATCH_BIT = 31 };

static inline uint32_t match_token(ptrdiff_t length, ptrdiff_t distance) {
    return (uint32_t)1 << MATCH_BIT | (uint32_t)length << 16 | (uint32_t)distance;
}
static inline int is_match(uint32_t token) { return (token >> MATCH_BIT) != 0; }
static inline uint32_t match_length(uint32_t token) { return token >> 16 & 0x1FF; }
static inline uint32_t match_distance(uint32_t token) { return token & 0xFFFF; }

#endif
