#ifndef CHESSMOTION_CJPEG_SHIM_H
#define CHESSMOTION_CJPEG_SHIM_H
// libjpeg reports errors by calling error_exit, which by default ends the process. Swift cannot
// longjmp, so the one call ChessMotion makes lives here in C: an error manager that jumps back
// and returns the message instead, so a failed encode is an error value, never an exit.
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct chessmotion_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void chessmotion_jpeg_error_exit(j_common_ptr info) {
    struct chessmotion_jpeg_error *error = (struct chessmotion_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void chessmotion_jpeg_silent(j_common_ptr info, int level) { (void)info; (void)level; }

/// Encodes `height` rows of `width` 32-bit pixels in memory order B, G, R, A (or A, R, G, B when
/// `argb` is 1: cairo's ARGB32 on a big-endian machine), alpha ignored; libjpeg-turbo reads both
/// layouts directly, at `quality` 1...100. On success returns 0 and a malloc'd buffer the caller frees
/// with free(); on failure returns -1 and the library's message in `message` (JMSG_LENGTH_MAX bytes).
static inline int chessmotion_jpeg_encode_bgra(const unsigned char *pixels, int width, int height, int stride,
                                               int argb, int quality, unsigned char **output, unsigned long *size,
                                               char *message, size_t messageCapacity) {
    struct jpeg_compress_struct info;
    struct chessmotion_jpeg_error error;
    volatile int created = 0;
    *output = NULL;
    *size = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = chessmotion_jpeg_error_exit;
    error.manager.emit_message = chessmotion_jpeg_silent;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        if (created) jpeg_destroy_compress(&info);
        if (*output) { free(*output); *output = NULL; }
        *size = 0;
        snprintf(message, messageCapacity, "%s", error.message);
        return -1;
    }
    jpeg_create_compress(&info);
    created = 1;
    jpeg_mem_dest(&info, output, size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = argb ? JCS_EXT_ARGB : JCS_EXT_BGRA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

#endif
