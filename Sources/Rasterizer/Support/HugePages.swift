#if canImport(Glibc)
import Glibc
#endif

enum HugePages {
    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if canImport(Glibc)
        let hugePage = 2 << 20
        guard let base = buffer.baseAddress, buffer.count >= 2 * hugePage else { return }
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
        guard end > start else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
        #endif
    }
}
