#include "CRsvg.h"

#include <CLazyLibrary.h>

// Never exported from the binary (some link modes export every global), so librsvg's calls to
// its own functions can never be bound to these instead.
#define CM_FORWARDER __attribute__((visibility("hidden")))

enum { new_from_data, intrinsic_size_in_pixels, intrinsic_dimensions, render_document, function_count };

static const char *const names[function_count + 1] = {
    [new_from_data] = "rsvg_handle_new_from_data",
    [intrinsic_size_in_pixels] = "rsvg_handle_get_intrinsic_size_in_pixels",
    [intrinsic_dimensions] = "rsvg_handle_get_intrinsic_dimensions",
    [render_document] = "rsvg_handle_render_document",
    [function_count] = NULL,
};
static void *functions[function_count];
static struct cm_lazy_library rsvg = CM_LAZY_LIBRARY("librsvg-2.so.2", names, functions);

const char *cm_rsvg_failure(void) { return cm_lazy_failure(&rsvg); }

CM_FORWARDER RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error) {
    if (!cm_lazy_load(&rsvg)) {
        if (error) *error = NULL;
        return NULL;
    }
    RsvgHandle *(*call)(const guint8 *, gsize, GError **) = functions[new_from_data];
    return call(data, data_len, error);
}

// The functions below take a handle, which only a loaded librsvg can have made; the checks keep
// a stray call harmless all the same.

CM_FORWARDER gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height) {
    if (!cm_lazy_load(&rsvg)) return 0;
    gboolean (*call)(RsvgHandle *, double *, double *) = functions[intrinsic_size_in_pixels];
    return call(handle, out_width, out_height);
}

CM_FORWARDER void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                                       gboolean *out_has_height, RsvgLength *out_height,
                                                       gboolean *out_has_viewbox, RsvgRectangle *out_viewbox) {
    if (!cm_lazy_load(&rsvg)) {
        if (out_has_width) *out_has_width = 0;
        if (out_has_height) *out_has_height = 0;
        if (out_has_viewbox) *out_has_viewbox = 0;
        return;
    }
    void (*call)(RsvgHandle *, gboolean *, RsvgLength *, gboolean *, RsvgLength *, gboolean *, RsvgRectangle *) =
        functions[intrinsic_dimensions];
    call(handle, out_has_width, out_width, out_has_height, out_height, out_has_viewbox, out_viewbox);
}

CM_FORWARDER gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error) {
    if (!cm_lazy_load(&rsvg)) {
        if (error) *error = NULL;
        return 0;
    }
    gboolean (*call)(RsvgHandle *, cairo_t *, const RsvgRectangle *, GError **) = functions[render_document];
    return call(handle, cr, viewport, error);
}
