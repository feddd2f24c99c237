#if canImport(Glibc)
import CMalloc
#endif

/// How the process's allocator treats the memory of big pictures.
public enum PictureMemory {
    /// Keeps freed picture memory in the process for the next picture instead of handing it back
    /// to the kernel. A 2x phone screen is a 4 MB canvas; by default glibc maps each one fresh and
    /// unmaps it when freed, so every picture starts with a thousand page faults and the kernel
    /// zeroing each page: a third of a frame's time in the live preview. With this, allocations up
    /// to 32 MB come from the heap and up to 128 MB of free heap is kept. Called once at the start of
    /// a gallery process (the command line, the preview's worker) and of the benchmarks; a library
    /// never changes its host's allocator by itself. Pixels are unaffected.
    public static func keepFreedPictures() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 128 << 20)
        #endif
    }
}
