#if os(Linux)
import CGlibcMalloc
import Glibc

/// Asks the kernel to back the heap of a large layout with 2 MB pages.
///
/// A layout of thousands of views fills tens of megabytes with small objects (views,
/// constraints, the solver's rows) and touches each page for the first time as it fills: with
/// 4 KB pages, page faults were a fifth of a 5,000-view run (16,000 of them), and most first
/// reads of an object missed the TLB as well. Transparent huge pages, where the kernel offers
/// them on request (`/sys/kernel/mm/transparent_hugepage/enabled` is `madvise` or `always`),
/// fault in 2 MB at a time and cover the heap with a five-hundredth of the TLB entries.
///
/// The CLI owns its process, so it tunes glibc's allocator once, before any document is read:
/// the heap grows at once by a reservation sized from the input (address space: a page is
/// backed only once touched), the reservation is advised as huge-page memory, allocations up to
/// 32 MB come from it rather than from mappings of their own, and it is never trimmed (the
/// process exits when the layouts are written). Documents solved on other threads (several
/// files at once) use glibc's other arenas and keep 4 KB pages. Nothing about a layout
/// changes; a program that links the library gets the same from glibc itself, with
/// `GLIBC_TUNABLES=glibc.malloc.hugetlb=1` in its environment.
enum LargePageHeap {
    /// Inputs smaller than this (a few hundred views) leave the allocator as it is.
    static let threshold = 256 << 10
    static let hugePage = 2 << 20
    /// glibc's default growth beyond a request (M_TOP_PAD).
    static let defaultTopPad: Int32 = 128 << 10

    /// Reserves and advises a heap for `inputBytes` of documents, and says what it did (for
    /// `--timings`; nil for inputs under ``threshold``, which leave the allocator alone). When
    /// the heap cannot grow by the reservation it grows as it did before.
    static func prepare(forInputBytes inputBytes: Int) -> String? {
        guard inputBytes >= threshold else { return nil }
        // About 60 bytes of heap per byte of document (1.5 MB in, 82 MB resident at 5,000
        // views), with room; at most 2 GB of address space.
        let reserve = min(max(inputBytes * 96, 64 << 20), 2 << 30)
        let megabytes = "\(reserve >> 20) MB"
        mallopt(M_MMAP_THRESHOLD, 32 << 20)
        mallopt(M_TRIM_THRESHOLD, Int32.max)
        mallopt(M_TOP_PAD, Int32(reserve))
        defer { mallopt(M_TOP_PAD, defaultTopPad) }
        let before = Int(bitPattern: sbrk(0))
        // More than the heap has free, so that it grows by the reservation. (Its size is asked
        // for so that the optimizer keeps the allocation: an unused malloc and free go.)
        guard let probe = malloc(4 << 20), malloc_usable_size(probe) > 0 else {
            return "heap: not reserved (\(megabytes) of address space refused)"
        }
        free(probe)
        let after = Int(bitPattern: sbrk(0))
        let start = (before + hugePage - 1) & ~(hugePage - 1)
        let end = after & ~(hugePage - 1)
        guard end - start >= reserve / 2 else {
            return "heap: not reserved (it grew by \((after - before) >> 20) MB of \(megabytes))"
        }
        // Advice: where the kernel has no huge pages to give, the heap keeps 4 KB pages.
        guard madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) == 0 else {
            return "heap: \((end - start) >> 20) MB reserved, in 4 KB pages (no huge pages: errno \(errno))"
        }
        return "heap: \((end - start) >> 20) MB reserved for 2 MB pages"
    }
}
#endif
