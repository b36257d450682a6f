// glibc's allocator controls (mallopt, malloc_usable_size), which Swift's Glibc module leaves
// out: the CLI tunes its own heap on Linux (Sources/StackLayoutCLI/LargePageHeap.swift).
#include <malloc.h>
