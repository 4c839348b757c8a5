// gdk-pixbuf: the image decoders (PNG, JPEG, GIF, BMP, PNM, XPM, ...).
#include <gdk-pixbuf/gdk-pixbuf.h>
