// The part of Pango's C API that MotionKit calls, declared here as Pango 1.50 defines it.
//
// Why not `#include <pango/pangocairo.h>`: that header pulls in GLib, whose pkg-config flags
// carry `-pthread`, which SwiftPM refuses with a warning on every build. The declarations below
// are Pango's stable public ABI; MotionKit's text snapshots and metrics tests exercise each one,
// so a mismatch cannot pass unseen. Add a declaration here when MotionKit needs another call.
#ifndef CHESSMOTION_CPANGOCAIRO_SHIM_H
#define CHESSMOTION_CPANGOCAIRO_SHIM_H

typedef struct _cairo cairo_t;
typedef struct _cairo_font_options cairo_font_options_t;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFontMap PangoFontMap;
typedef int gboolean;

#define PANGO_SCALE 1024

typedef struct _PangoRectangle {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

typedef enum {
    PANGO_WEIGHT_THIN = 100,
    PANGO_WEIGHT_ULTRALIGHT = 200,
    PANGO_WEIGHT_LIGHT = 300,
    PANGO_WEIGHT_SEMILIGHT = 350,
    PANGO_WEIGHT_BOOK = 380,
    PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_MEDIUM = 500,
    PANGO_WEIGHT_SEMIBOLD = 600,
    PANGO_WEIGHT_BOLD = 700,
    PANGO_WEIGHT_ULTRABOLD = 800,
    PANGO_WEIGHT_HEAVY = 900,
    PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;

typedef enum {
    PANGO_STYLE_NORMAL,
    PANGO_STYLE_OBLIQUE,
    PANGO_STYLE_ITALIC
} PangoStyle;

typedef enum {
    PANGO_ALIGN_LEFT,
    PANGO_ALIGN_CENTER,
    PANGO_ALIGN_RIGHT
} PangoAlignment;

typedef enum {
    PANGO_WRAP_WORD,
    PANGO_WRAP_CHAR,
    PANGO_WRAP_WORD_CHAR
} PangoWrapMode;

typedef enum {
    PANGO_ELLIPSIZE_NONE,
    PANGO_ELLIPSIZE_START,
    PANGO_ELLIPSIZE_MIDDLE,
    PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;

typedef enum {
    PANGO_DIRECTION_LTR,
    PANGO_DIRECTION_RTL,
    PANGO_DIRECTION_TTB_LTR,
    PANGO_DIRECTION_TTB_RTL,
    PANGO_DIRECTION_WEAK_LTR,
    PANGO_DIRECTION_WEAK_RTL,
    PANGO_DIRECTION_NEUTRAL
} PangoDirection;

PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);
void pango_cairo_update_layout(cairo_t *cr, PangoLayout *layout);
PangoFontMap *pango_cairo_font_map_get_default(void);
const char *pango_version_string(void);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);

PangoContext *pango_layout_get_context(PangoLayout *layout);
void pango_layout_context_changed(PangoLayout *layout);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void pango_layout_get_pixel_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_auto_dir(PangoLayout *layout, gboolean auto_dir);
int pango_layout_get_line_count(PangoLayout *layout);
int pango_layout_get_baseline(PangoLayout *layout);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);
PangoDirection pango_find_base_dir(const char *text, int length);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);

void g_object_unref(void *object);

#endif
