// H.264 encoded in process by libx264, opened with dlopen on first use (CLazyLibrary): an MP4's
// frames go to x264 in the drawing process, and ffmpeg, whose start-up loads some 200 libraries,
// only muxes. The encoder is set up as FFmpeg's libx264 wrapper sets it up for an MP4, so the
// stream is the one `ffmpeg -c:v libx264` writes from the same frames (MotionExport's tests
// compare them byte for byte). x264.h stays inside x264_encoder.c.
#ifndef CHESSMOTION_CX264_H
#define CHESSMOTION_CX264_H

#include <stddef.h>
#include <stdint.h>

typedef struct cm_h264_encoder cm_h264_encoder;

/// How the encoder is set up: FFmpeg's `-preset`, `-crf`, `-threads` (0: x264's own choice) and
/// `-rc-lookahead` (negative: the preset's), for frames of `width` x `height` in 4:2:0 at
/// `fps_num`/`fps_den` frames a second, tagged bt709.
typedef struct cm_h264_settings {
    int width, height;
    int fps_num, fps_den;
    const char *preset;
    double crf;
    int threads;
    int lookahead;
} cm_h264_settings;

/// One access unit the encoder gave back: its NAL units, each after a 4-byte big-endian length
/// (valid until the next call on the encoder), when it is shown and when it is decoded, in
/// frames (decoding runs ahead of showing by x264's B-frame delay, so the first is negative).
typedef struct cm_h264_unit {
    const uint8_t *bytes;
    size_t size;
    int64_t pts;
    int64_t dts;
    int keyframe;
} cm_h264_unit;

/// A new encoder, or NULL with the reason in `error` (the library's failure, or x264's refusal).
cm_h264_encoder *cm_h264_open(const cm_h264_settings *settings, char *error, size_t error_size);

/// The sequence and picture parameter sets (without length prefixes), and x264's SEI naming its
/// version and options (with its length prefix), valid while the encoder is. FFmpeg's wrapper
/// sends that SEI before the first frame, where a stream with its parameter sets in the
/// container's header has it.
void cm_h264_headers(const cm_h264_encoder *encoder, const uint8_t **sps, size_t *sps_size, const uint8_t **pps,
                     size_t *pps_size, const uint8_t **sei, size_t *sei_size);

/// Encodes the frame at `pts` (planes Y, U, V with their strides), or with `planes` NULL takes
/// one of the frames x264 still holds. 1 with `unit` filled, 0 when x264 gave nothing back yet,
/// -1 when it failed.
int cm_h264_encode(cm_h264_encoder *encoder, const uint8_t *const planes[3], const int strides[3], int64_t pts,
                   cm_h264_unit *unit);

/// Frames x264 holds that `cm_h264_encode` with NULL planes will still give back.
int cm_h264_delayed_frames(cm_h264_encoder *encoder);

void cm_h264_close(cm_h264_encoder *encoder);

#endif
