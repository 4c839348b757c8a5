#include "imaging.h"
#include <chafa.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void set_error(char *error, size_t len, const char *msg) {
    if (error && len > 0) snprintf(error, len, "%s", msg);
}

static int check_file(const char *path, char *error, size_t error_len) {
    struct stat st;
    if (stat(path, &st) != 0) {
        set_error(error, error_len, strerror(errno));
        return errno == ENOENT ? BROCADE_IMAGE_MISSING : BROCADE_IMAGE_UNREADABLE;
    }
    if (!S_ISREG(st.st_mode)) {
        set_error(error, error_len, "not a regular file");
        return BROCADE_IMAGE_UNREADABLE;
    }
    // The decoders read the whole file, whatever the header says.
    if (st.st_size > (off_t)BROCADE_IMAGE_MAX_FILE_BYTES) {
        char msg[96];
        snprintf(msg, sizeof msg, "%lld bytes is more than the %lld allowed", (long long)st.st_size,
                 (long long)BROCADE_IMAGE_MAX_FILE_BYTES);
        set_error(error, error_len, msg);
        return BROCADE_IMAGE_TOO_LARGE;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        set_error(error, error_len, strerror(errno));
        return BROCADE_IMAGE_UNREADABLE;
    }
    fclose(f);
    return BROCADE_IMAGE_OK;
}

int brocade_image_info(const char *path, int *width, int *height, char *format, size_t format_len,
                       char *error, size_t error_len) {
    int rc = check_file(path, error, error_len);
    if (rc != BROCADE_IMAGE_OK) return rc;
    int w = 0, h = 0;
    GdkPixbufFormat *fmt = gdk_pixbuf_get_file_info(path, &w, &h);
    if (!fmt) {
        set_error(error, error_len, "not an image format brocade can read");
        return BROCADE_IMAGE_NOT_IMAGE;
    }
    if (format && format_len > 0) {
        gchar *name = gdk_pixbuf_format_get_name(fmt);
        snprintf(format, format_len, "%s", name ? name : "?");
        g_free(name);
    }
    *width = w;
    *height = h;
    return BROCADE_IMAGE_OK;
}

int brocade_image_load(const char *path, int max_width, int max_height, long max_pixels,
                       brocade_image *out, char *error, size_t error_len) {
    memset(out, 0, sizeof *out);
    int w = 0, h = 0;
    char fmt[32];
    int rc = brocade_image_info(path, &w, &h, fmt, sizeof fmt, error, error_len);
    if (rc != BROCADE_IMAGE_OK) return rc;
    // Only the formats we document: every other decoder gdk-pixbuf happens
    // to have installed (SVG, TIFF, ICO, TGA ...) stays out of reach.
    static const char *const allowed[] = {"png", "jpeg", "gif", "bmp", "pnm", "xpm"};
    int known = 0;
    for (size_t i = 0; i < sizeof allowed / sizeof allowed[0]; i++) {
        if (strcmp(fmt, allowed[i]) == 0) known = 1;
    }
    if (!known) {
        char msg[96];
        snprintf(msg, sizeof msg, "%s images are not read (PNG, JPEG, GIF, BMP, PNM or XPM)", fmt);
        set_error(error, error_len, msg);
        return BROCADE_IMAGE_NOT_IMAGE;
    }
    if (w <= 0 || h <= 0) {
        set_error(error, error_len, "the image claims no size");
        return BROCADE_IMAGE_BROKEN;
    }
    if ((long)w * (long)h > max_pixels) {
        char msg[160];
        snprintf(msg, sizeof msg, "%d x %d pixels is more than the %ld allowed", w, h, max_pixels);
        set_error(error, error_len, msg);
        return BROCADE_IMAGE_TOO_LARGE;
    }
    GError *err = NULL;
    GdkPixbuf *pb;
    if (w > max_width || h > max_height) {
        // Decoders that can (JPEG) decode straight at the smaller size.
        pb = gdk_pixbuf_new_from_file_at_scale(path, max_width, max_height, TRUE, &err);
    } else {
        pb = gdk_pixbuf_new_from_file(path, &err);
    }
    if (!pb) {
        set_error(error, error_len, err && err->message ? err->message : "the image cannot be decoded");
        if (err) g_error_free(err);
        return BROCADE_IMAGE_BROKEN;
    }
    int pw = gdk_pixbuf_get_width(pb), ph = gdk_pixbuf_get_height(pb);
    int channels = gdk_pixbuf_get_n_channels(pb);
    int stride = gdk_pixbuf_get_rowstride(pb);
    int alpha = gdk_pixbuf_get_has_alpha(pb);
    const guchar *src = gdk_pixbuf_read_pixels(pb);
    unsigned char *dst = malloc((size_t)pw * (size_t)ph * 4);
    if (!dst) {
        g_object_unref(pb);
        set_error(error, error_len, "out of memory");
        return BROCADE_IMAGE_TOO_LARGE;
    }
    for (int y = 0; y < ph; y++) {
        const guchar *row = src + (size_t)y * stride;
        for (int x = 0; x < pw; x++) {
            const guchar *p = row + (size_t)x * channels;
            unsigned char *q = dst + ((size_t)y * pw + x) * 4;
            q[0] = p[0];
            q[1] = channels > 1 ? p[1] : p[0];
            q[2] = channels > 2 ? p[2] : p[0];
            q[3] = alpha ? p[channels - 1] : 255;
        }
    }
    g_object_unref(pb);
    out->width = pw;
    out->height = ph;
    out->rgba = dst;
    return BROCADE_IMAGE_OK;
}

void brocade_image_free(brocade_image *image) {
    free(image->rgba);
    image->rgba = NULL;
}

int brocade_png_encode(const unsigned char *rgba, int width, int height, int scale,
                       unsigned char **out, size_t *out_len, char *error, size_t error_len) {
    *out = NULL;
    *out_len = 0;
    if (width <= 0 || height <= 0 || scale <= 0 || width > BROCADE_PNG_MAX_SIDE / scale
        || height > BROCADE_PNG_MAX_SIDE / scale) {
        set_error(error, error_len, "the picture is empty or too large to write");
        return BROCADE_IMAGE_TOO_LARGE;
    }
    int w = width * scale, h = height * scale;
    size_t stride = (size_t)w * 4;
    guchar *px = g_try_malloc(stride * (size_t)h);
    if (!px) {
        set_error(error, error_len, "out of memory");
        return BROCADE_IMAGE_TOO_LARGE;
    }
    // Nearest neighbour: every source pixel becomes a scale x scale square.
    for (int y = 0; y < h; y++) {
        const unsigned char *src = rgba + (size_t)(y / scale) * width * 4;
        guchar *dst = px + (size_t)y * stride;
        for (int x = 0; x < w; x++) memcpy(dst + (size_t)x * 4, src + (size_t)(x / scale) * 4, 4);
    }
    GdkPixbuf *pb = gdk_pixbuf_new_from_data(px, GDK_COLORSPACE_RGB, TRUE, 8, w, h, (int)stride, NULL, NULL);
    if (!pb) {
        g_free(px);
        set_error(error, error_len, "out of memory");
        return BROCADE_IMAGE_TOO_LARGE;
    }
    gchar *buffer = NULL;
    gsize size = 0;
    GError *err = NULL;
    gboolean ok = gdk_pixbuf_save_to_bufferv(pb, &buffer, &size, "png", NULL, NULL, &err);
    g_object_unref(pb);
    g_free(px);
    if (!ok) {
        set_error(error, error_len, err && err->message ? err->message : "the PNG cannot be encoded");
        if (err) g_error_free(err);
        return BROCADE_IMAGE_BROKEN;
    }
    *out = (unsigned char *)buffer;
    *out_len = size;
    return BROCADE_IMAGE_OK;
}

void brocade_png_free(unsigned char *data) { g_free(data); }

int brocade_render(const unsigned char *rgba, int width, int height, int cols, int rows,
                   int mode, int symbols, brocade_cell *out) {
    if (cols <= 0 || rows <= 0 || width <= 0 || height <= 0) return -1;
    ChafaSymbolMap *map = chafa_symbol_map_new();
    switch (symbols) {
    case BROCADE_SYMBOLS_HALF:
        chafa_symbol_map_add_by_tags(map, CHAFA_SYMBOL_TAG_VHALF | CHAFA_SYMBOL_TAG_SPACE | CHAFA_SYMBOL_TAG_SOLID);
        break;
    default:
        chafa_symbol_map_add_by_tags(map, CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_SPACE | CHAFA_SYMBOL_TAG_SOLID);
        break;
    }
    ChafaCanvasConfig *cfg = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(cfg, cols, rows);
    ChafaCanvasMode cm;
    switch (mode) {
    case BROCADE_MODE_256: cm = CHAFA_CANVAS_MODE_INDEXED_240; break;
    case BROCADE_MODE_16: cm = CHAFA_CANVAS_MODE_INDEXED_16; break;
    case BROCADE_MODE_8: cm = CHAFA_CANVAS_MODE_INDEXED_8; break;
    case BROCADE_MODE_MONO: cm = CHAFA_CANVAS_MODE_FGBG; break;
    default: cm = CHAFA_CANVAS_MODE_TRUECOLOR; break;
    }
    chafa_canvas_config_set_canvas_mode(cfg, cm);
    chafa_canvas_config_set_symbol_map(cfg, map);
    // Pixel art wants exact colours, not dither noise.
    chafa_canvas_config_set_dither_mode(cfg, CHAFA_DITHER_MODE_NONE);
    ChafaCanvas *canvas = chafa_canvas_new(cfg);
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < cols; x++) {
            brocade_cell *c = &out[y * cols + x];
            c->ch = chafa_canvas_get_char_at(canvas, x, y);
            gint fg = -1, bg = -1;
            // Packed RGB in truecolour; palette indexes (the raw colours) otherwise.
            if (mode == BROCADE_MODE_TRUECOLOR) {
                chafa_canvas_get_colors_at(canvas, x, y, &fg, &bg);
            } else if (mode != BROCADE_MODE_MONO) {
                chafa_canvas_get_raw_colors_at(canvas, x, y, &fg, &bg);
            }
            c->fg = fg;
            c->bg = bg;
        }
    }
    chafa_canvas_unref(canvas);
    chafa_canvas_config_unref(cfg);
    chafa_symbol_map_unref(map);
    return 0;
}
