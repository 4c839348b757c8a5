#ifndef BROCADE_CPREFETCH_H
#define BROCADE_CPREFETCH_H

/* A hint that the cache line at p will be read soon. Swift has no way to
   say this; the 2048 player asks for a transposition-table bucket before
   it needs it, so the miss overlaps with other work. */
static inline void brocade_prefetch(const void *p) { __builtin_prefetch(p, 0, 3); }

#endif
