// libchafa: pixels to terminal symbols and colours.
#include <chafa.h>
