#include "CX264.h"

#include <CLazyLibrary.h>
// CLinuxCalls is a module of headers only, which a C target reaches by its path.
#include "../CLinuxCalls/shim.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x264.h>

#define CM_STRINGIFY2(x) #x
#define CM_STRINGIFY(x) CM_STRINGIFY2(x)

enum { default_preset, encoder_open, encoder_headers, encoder_encode, encoder_delayed, encoder_close,
       picture_init, function_count };

static const char *const names[function_count + 1] = {
    [default_preset] = "x264_param_default_preset",
    [encoder_open] = "x264_encoder_open_" CM_STRINGIFY(X264_BUILD),
    [encoder_headers] = "x264_encoder_headers",
    [encoder_encode] = "x264_encoder_encode",
    [encoder_delayed] = "x264_encoder_delayed_frames",
    [encoder_close] = "x264_encoder_close",
    [picture_init] = "x264_picture_init",
    [function_count] = NULL,
};
static void *functions[function_count];
static struct cm_lazy_library x264 = CM_LAZY_LIBRARY("libx264.so." CM_STRINGIFY(X264_BUILD), names, functions);

// x264 wants huge pages for a buffer of 7/8 of one or more: it asks memalign for that buffer 2 MB
// aligned, then advises MADV_HUGEPAGE over the whole 2 MB pages it covers, rounding up past its
// end within an eighth of a page (x264's base.c). Advice given after `memalign` has zeroed the
// buffer comes too late: its pages already exist, small. So `memalign` gives the same advice first.
enum { huge_page = 2 << 20 };

static size_t huge_pages_x264_advises(size_t size) {
    return (size + huge_page / 8) & ~(size_t)(huge_page - 1);
}

struct cm_h264_encoder {
    x264_t *handle;
    uint8_t *sps, *pps, *sei;
    size_t sps_size, pps_size, sei_size;
};

// x264 reads memory of its own allocations that it has not written, and what it finds there
// changes its decisions: the same frames gave other bytes once MALLOC_PERTURB_ changed the
// heap's leftovers, at 64x48, 192x144 and 320x240 (not at 720x560; valgrind is silent). In a
// process of its own, as ffmpeg runs it, those bytes are the kernel's zeros; in this one they
// are whatever an earlier render left. So its allocations are zeroed here: x264 is the only
// library this process loads that allocates with memalign (`nm -D`), and the executable exports
// this one (Package.swift's linker flag), so the dynamic linker binds x264's calls to it. Weak,
// so that a sanitizer's own memalign, linked into a fuzz target, takes its place without a clash.
//
// Zeroing touches every page before x264 sees the memory, so it is done as x264's own first
// touch would be: its big buffers in huge pages, the others faulted in at once.
__attribute__((weak, visibility("default"))) void *memalign(size_t alignment, size_t size) {
    void *memory = NULL;
    if (posix_memalign(&memory, alignment < sizeof(void *) ? sizeof(void *) : alignment, size) != 0) return NULL;
    if (alignment >= huge_page) {
        (void)madvise(memory, huge_pages_x264_advises(size), MADV_HUGEPAGE);
    } else {
        clinux_prefault(memory, size);
    }
    memset(memory, 0, size);
    return memory;
}

static uint8_t *copy_payload(const x264_nal_t *nal, size_t skip, size_t *size) {
    *size = (size_t)nal->i_payload - skip;
    uint8_t *bytes = malloc(*size ? *size : 1);
    if (bytes) memcpy(bytes, nal->p_payload + skip, *size);
    return bytes;
}

void cm_h264_close(cm_h264_encoder *encoder) {
    if (!encoder) return;
    if (encoder->handle) ((void (*)(x264_t *))functions[encoder_close])(encoder->handle);
    free(encoder->sps);
    free(encoder->pps);
    free(encoder->sei);
    free(encoder);
}

cm_h264_encoder *cm_h264_open(const cm_h264_settings *settings, char *error, size_t error_size) {
    if (!cm_lazy_load(&x264)) {
        snprintf(error, error_size, "%s", cm_lazy_failure(&x264));
        return NULL;
    }
    x264_param_t param;
    if (((int (*)(x264_param_t *, const char *, const char *))functions[default_preset])(&param, settings->preset, NULL) < 0) {
        snprintf(error, error_size, "x264 has no preset \"%s\"", settings->preset);
        return NULL;
    }
    // As FFmpeg's libx264 wrapper sets the parameters for `-crf N -pix_fmt yuv420p -colorspace
    // bt709 -color_primaries bt709 -color_trc bt709` into a container with a global header.
    param.i_log_level = X264_LOG_NONE;
    param.i_csp = X264_CSP_I420;
    param.i_width = settings->width;
    param.i_height = settings->height;
    param.i_fps_num = (uint32_t)settings->fps_num;
    param.i_fps_den = (uint32_t)settings->fps_den;
    param.i_timebase_num = (uint32_t)settings->fps_den;
    param.i_timebase_den = (uint32_t)settings->fps_num;
    param.rc.i_rc_method = X264_RC_CRF;
    param.rc.f_rf_constant = (float)settings->crf;
    param.i_threads = settings->threads;
    if (settings->lookahead >= 0) param.rc.i_lookahead = settings->lookahead;
    param.vui.i_colorprim = 1;
    param.vui.i_transfer = 1;
    param.vui.i_colmatrix = 1;
    param.b_repeat_headers = 0;
    param.b_annexb = 0;
    cm_h264_encoder *encoder = calloc(1, sizeof *encoder);
    if (!encoder) {
        snprintf(error, error_size, "no memory for the encoder");
        return NULL;
    }
    encoder->handle = ((x264_t * (*)(x264_param_t *)) functions[encoder_open])(&param);
    if (!encoder->handle) {
        snprintf(error, error_size, "x264 refused %dx%d at %d/%d fps", settings->width, settings->height, settings->fps_num,
                 settings->fps_den);
        cm_h264_close(encoder);
        return NULL;
    }
    x264_nal_t *nals;
    int count;
    if (((int (*)(x264_t *, x264_nal_t **, int *))functions[encoder_headers])(encoder->handle, &nals, &count) < 0) {
        snprintf(error, error_size, "x264 gave no stream headers");
        cm_h264_close(encoder);
        return NULL;
    }
    for (int i = 0; i < count; i++) {
        // Without Annex B start codes each payload begins with its 4-byte length.
        switch (nals[i].i_type) {
        case NAL_SPS: encoder->sps = copy_payload(&nals[i], 4, &encoder->sps_size); break;
        case NAL_PPS: encoder->pps = copy_payload(&nals[i], 4, &encoder->pps_size); break;
        case NAL_SEI: encoder->sei = copy_payload(&nals[i], 0, &encoder->sei_size); break;
        default: break;
        }
    }
    if (!encoder->sps || !encoder->pps) {
        snprintf(error, error_size, "x264's stream headers lack a parameter set");
        cm_h264_close(encoder);
        return NULL;
    }
    return encoder;
}

void cm_h264_headers(const cm_h264_encoder *encoder, const uint8_t **sps, size_t *sps_size, const uint8_t **pps,
                     size_t *pps_size, const uint8_t **sei, size_t *sei_size) {
    *sps = encoder->sps;
    *sps_size = encoder->sps_size;
    *pps = encoder->pps;
    *pps_size = encoder->pps_size;
    *sei = encoder->sei;
    *sei_size = encoder->sei ? encoder->sei_size : 0;
}

int cm_h264_encode(cm_h264_encoder *encoder, const uint8_t *const planes[3], const int strides[3], int64_t pts,
                   cm_h264_unit *unit) {
    x264_picture_t input, output;
    x264_picture_t *in = NULL;
    if (planes) {
        ((void (*)(x264_picture_t *))functions[picture_init])(&input);
        input.img.i_csp = X264_CSP_I420;
        input.img.i_plane = 3;
        for (int plane = 0; plane < 3; plane++) {
            input.img.plane[plane] = (uint8_t *)planes[plane];
            input.img.i_stride[plane] = strides[plane];
        }
        input.i_pts = pts;
        in = &input;
    }
    x264_nal_t *nals;
    int count;
    int size = ((int (*)(x264_t *, x264_nal_t **, int *, x264_picture_t *, x264_picture_t *))functions[encoder_encode])(
        encoder->handle, &nals, &count, in, &output);
    if (size < 0) return -1;
    if (size == 0 || count == 0) return 0;
    // x264 lays a unit's payloads end to end in one buffer.
    unit->bytes = nals[0].p_payload;
    unit->size = (size_t)size;
    unit->pts = output.i_pts;
    unit->dts = output.i_dts;
    unit->keyframe = output.b_keyframe;
    return 1;
}

int cm_h264_delayed_frames(cm_h264_encoder *encoder) {
    return ((int (*)(x264_t *))functions[encoder_delayed])(encoder->handle);
}
