#ifndef CHESS_MOTION_PIXEL_KERNELS_H
#define CHESS_MOTION_PIXEL_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// The instruction sets a kernel is compiled for, widest last. Every one computes the same
/// bytes; only the vector width differs.
typedef enum {
    CMKernelBaseline = 0,   // the target's baseline (SSE2 on x86-64)
    CMKernelAVX2 = 1,       // x86-64-v3
    CMKernelAVX512 = 2,     // x86-64-v4
} CMKernelLevel;

/// The widest level this processor runs.
CMKernelLevel cm_best_kernel_level(void);

/// Converts an opaque ARGB32 frame (cairo's native-endian words, rows packed) into planar
/// YUV 4:2:0, bt709 limited range: `width * height` luma bytes at `planes`, then the Cb and Cr
/// planes of `((width + 1) / 2) * ((height + 1) / 2)` bytes each. Each chroma sample averages
/// its 2 x 2 block; an odd last column or row repeats its edge. `level` must be at most
/// `cm_best_kernel_level()`.
void cm_argb32_to_yuv420p(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *planes,
                          CMKernelLevel level);

/// PNG's unfiltered rows of an opaque ARGB32 frame: per row a filter byte 0, then R, G, B of
/// each pixel, `height * (1 + 3 * width)` bytes at `rows`. Returns 1 if every pixel is opaque;
/// 0, with the rows left unfinished, as soon as a row has a pixel that is not.
int cm_argb32_to_png_rgb_rows(const uint32_t *source, ptrdiff_t width, ptrdiff_t height, uint8_t *rows, CMKernelLevel level);

/// PNGCodec's PixelRunDeflate search over `base[start..<count]` (PixelRunDeflate.swift says
/// how): tokens into `tokens` (a literal byte, or bit 31 with the length in bits 16-24 and the
/// distance in bits 0-15), their symbols counted into `literals` (286) and `distances` (30).
/// `row_distance` 0 looks one pixel back only; `length_code` maps a length 0...258 to its
/// DEFLATE length symbol minus 257. Returns the number of tokens.
size_t cm_pixel_run_tokens(const uint8_t *base, ptrdiff_t start, ptrdiff_t count, ptrdiff_t pixel_distance,
                           ptrdiff_t row_distance, const uint8_t *length_code, int pixel_distance_code,
                           int row_distance_code, uint32_t *tokens, uint32_t *literals, uint32_t *distances,
                           CMKernelLevel level);

/// A prefix code's bits for one symbol with its extra bits above them, least significant first,
/// and how many there are (at most 32).
typedef struct {
    uint32_t bits;
    uint32_t count;
} CMDeflateCode;

/// Writes `tokens` (as cm_pixel_run_tokens makes them) with a block's codes: a literal's code
/// from `codes`/`lengths` (the literal/length alphabet, 286 symbols); a match's length symbol
/// (257 + `length_code[length]`, with `length_base` and `length_extra` giving its extra bits),
/// then `pixel` for a match `pixel_distance` back and `row` for any other. The bits follow the
/// `*pending_count` bits pending in `*pending`, whole 32-bit words are stored at `*next`, and all
/// three are left as a writer carries on from them (at most 31 bits pending).
void cm_deflate_write_tokens(const uint32_t *tokens, size_t token_count, const uint32_t *codes, const uint8_t *lengths,
                             const uint8_t *length_code, const uint16_t *length_base, const uint8_t *length_extra,
                             uint32_t pixel_distance, CMDeflateCode pixel, CMDeflateCode row,
                             uint8_t **next, uint64_t *pending, uint32_t *pending_count);

#endif
