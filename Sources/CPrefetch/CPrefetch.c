/* Header-only: the function is static inline in include/CPrefetch.h. */
