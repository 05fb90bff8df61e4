// mimalloc (Debian's libmimalloc-dev), linked into the `wayfinder` executable on Linux: its
// shared library replaces malloc and free for the whole process (docs/performance.md,
// "The allocator of `wayfinder`").
#ifndef WAYFINDER_CMIMALLOC_SHIM_H
#define WAYFINDER_CMIMALLOC_SHIM_H

#include <mimalloc.h>

#endif
