// Image decoding (gdk-pixbuf) and cell rendering (chafa) behind a small C
// API, so the Swift side never handles GObjects or GErrors.
#ifndef BROCADE_IMAGING_H
#define BROCADE_IMAGING_H
#include <stddef.h>
#include <stdint.h>

enum {
    BROCADE_IMAGE_OK = 0,
    BROCADE_IMAGE_MISSING = 1,     // no such file
    BROCADE_IMAGE_UNREADABLE = 2,  // cannot open or read
    BROCADE_IMAGE_NOT_IMAGE = 3,   // no decoder knows the format
    BROCADE_IMAGE_TOO_LARGE = 4,   // the header claims more than allowed
    BROCADE_IMAGE_BROKEN = 5       // the decoder failed (truncated, corrupt)
};

// The largest image file read: room for an uncompressed 40-megapixel BMP.
enum { BROCADE_IMAGE_MAX_FILE_BYTES = 256 * 1024 * 1024 };

typedef struct {
    int width;
    int height;
    unsigned char *rgba;  // width * height * 4 bytes, malloc'd
} brocade_image;

// Reads only the header: the size and the format's name.
int brocade_image_info(const char *path, int *width, int *height, char *format, size_t format_len,
                       char *error, size_t error_len);

// Decodes the image scaled down (never up) to fit max_width x max_height,
// refusing first when the header claims more than max_pixels.
int brocade_image_load(const char *path, int max_width, int max_height, long max_pixels,
                       brocade_image *out, char *error, size_t error_len);

void brocade_image_free(brocade_image *image);

// The largest PNG encoded: 16384 pixels on a side.
enum { BROCADE_PNG_MAX_SIDE = 16384 };

// Encodes RGBA pixels, each made a scale x scale square, as a PNG in
// memory (*out, *out_len; free with brocade_png_free).
int brocade_png_encode(const unsigned char *rgba, int width, int height, int scale,
                       unsigned char **out, size_t *out_len, char *error, size_t error_len);

void brocade_png_free(unsigned char *data);

typedef struct {
    uint32_t ch;   // a Unicode scalar
    int32_t fg;    // packed 0xRRGGBB, a palette index, or -1 for the default
    int32_t bg;
} brocade_cell;

enum { BROCADE_MODE_TRUECOLOR = 0, BROCADE_MODE_256 = 1, BROCADE_MODE_16 = 2, BROCADE_MODE_8 = 3, BROCADE_MODE_MONO = 4 };
// ASCII pictures are drawn in Swift, with a density ramp (CellRenderer).
enum { BROCADE_SYMBOLS_HALF = 1, BROCADE_SYMBOLS_BLOCKS = 2 };

// Renders RGBA pixels into cols x rows cells; out has cols * rows entries.
int brocade_render(const unsigned char *rgba, int width, int height, int cols, int rows,
                   int mode, int symbols, brocade_cell *out);
#endif
