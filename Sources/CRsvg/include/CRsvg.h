// The part of librsvg's C API that MotionKit calls, declared here as librsvg 2.5x defines it.
//
// Why not `#include <librsvg/rsvg.h>`: that header pulls in GLib, whose pkg-config flags carry
// `-pthread`, which SwiftPM refuses with a warning on every build. The declarations below are
// the stable public ABI (librsvg 2.52+); nothing else from GLib is needed. MotionKit's
// snapshot tests draw through every function here, so a mismatch cannot pass unseen.
//
// librsvg is not linked: the four rsvg_ functions below are this module's own, which open
// librsvg-2.so.2 on the first call and forward to it (rsvg_loader.c; Docs/Design.md says why).
// g_object_unref and g_error_free are GLib's own, linked anyway for Pango.
#ifndef CHESSMOTION_CRSVG_SHIM_H
#define CHESSMOTION_CRSVG_SHIM_H

typedef struct _cairo cairo_t;
typedef struct _RsvgHandle RsvgHandle;
typedef int gboolean;
typedef unsigned long gsize;
typedef unsigned char guint8;

typedef struct _GError {
    unsigned int domain;
    int code;
    char *message;
} GError;

typedef struct _RsvgRectangle {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

typedef enum {
    RSVG_UNIT_PERCENT,
    RSVG_UNIT_PX,
    RSVG_UNIT_EM,
    RSVG_UNIT_EX,
    RSVG_UNIT_IN,
    RSVG_UNIT_CM,
    RSVG_UNIT_MM,
    RSVG_UNIT_PT,
    RSVG_UNIT_PC
} RsvgUnit;

typedef struct {
    double length;
    RsvgUnit unit;
} RsvgLength;

RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                          gboolean *out_has_height, RsvgLength *out_height,
                                          gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

/// NULL once librsvg is loaded (it is tried on the first call of this or any rsvg_ function);
/// otherwise "librsvg-2.so.2 could not be loaded: " and dlerror's reason. Until it loads, rsvg_handle_new_from_data returns NULL and sets
/// no GError, and the other rsvg_ functions draw and measure nothing.
const char *cm_rsvg_failure(void);

void g_object_unref(void *object);
void g_error_free(GError *error);

#endif
