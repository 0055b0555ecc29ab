// The bits of PixelRunDeflate's tokens, written as PNGCodec's DeflateBitWriter would write them
// one call at a time: a match's length code and extra bits come from one table made for the
// block, so a token costs one or two lookups and one store every 32 bits. Written in Swift,
// the per-token calls were a quarter of a board's PNG encode.

#include "CPixelKernels.h"
#include "pixel_run_tokens.h"

#include <string.h>

// The literal/length alphabet's first length symbol.
enum { LENGTH_SYMBOLS = 257 };

static inline void store_word(uint8_t **next, uint64_t *pending, uint32_t *count) {
    uint32_t word = (uint32_t)*pending;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    word = __builtin_bswap32(word);  // DEFLATE's first bit is the lowest of the first byte
#endif
    memcpy(*next, &word, 4);
    *next += 4;
    *pending >>= 32;
    *count -= 32;
}

void cm_deflate_write_tokens(const uint32_t *tokens, size_t token_count, const uint32_t *codes, const uint8_t *lengths,
                             const uint8_t *length_code, const uint16_t *length_base, const uint8_t *length_extra,
                             uint32_t pixel_distance, CMDeflateCode pixel, CMDeflateCode row,
                             uint8_t **next, uint64_t *pending, uint32_t *pending_count) {
    // Each match length's symbol code with its extra bits above it, and their count.
    uint32_t match_bits[MAXIMUM_MATCH + 1] = {0};
    uint8_t match_count[MAXIMUM_MATCH + 1] = {0};
    for (int length = MINIMUM_MATCH; length <= MAXIMUM_MATCH; length++) {
        int code = length_code[length], symbol = LENGTH_SYMBOLS + code;
        match_bits[length] = codes[symbol] | (uint32_t)(length - length_base[code]) << lengths[symbol];
        match_count[length] = (uint8_t)(lengths[symbol] + length_extra[code]);
    }
    uint64_t bits = *pending;
    uint32_t count = *pending_count;
    uint8_t *out = *next;
    for (size_t i = 0; i < token_count; i++) {
        uint32_t token = tokens[i];
        if (!is_match(token)) {
            bits |= (uint64_t)codes[token] << count;
            count += lengths[token];
        } else {
            uint32_t length = match_length(token);
            bits |= (uint64_t)match_bits[length] << count;
            count += match_count[length];
            if (count >= 32) store_word(&out, &bits, &count);
            CMDeflateCode distance = match_distance(token) == pixel_distance ? pixel : row;
            bits |= (uint64_t)distance.bits << count;
            count += distance.count;
        }
        if (count >= 32) store_word(&out, &bits, &count);
    }
    *pending = bits;
    *pending_count = count;
    *next = out;
}
