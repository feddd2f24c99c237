import Glibc

/// A pipe whose ends no other process inherits (`FD_CLOEXEC` on both, set right after it is
/// made; Swift's Glibc has no `pipe2`): tests running beside one start processes, and a child
/// holding the write end open keeps the reader from ever seeing the pipe closed. A run hung in CI
/// so, the write end held by the reference servers another test had started
/// (`scripts/reference-servers` now closes what its servers would inherit).
public func privatePipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { fatalError("pipe failed: errno \(errno)") }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
}
