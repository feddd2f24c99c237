import FuzzDriver
import ImageSnapshots

/// Any bytes as a snapshot name: a safe file name (no `/`, no leading dot, ASCII, at most 120
/// characters) that differs from the sanitised form of the same bytes with one more byte.
func fuzzNames(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let name = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let file = try? SnapshotName.sanitized(name) else { return 0 }
    precondition(!file.isEmpty && file.count <= 120 && !file.contains("/") && !file.hasPrefix(".") && !file.contains(".."), "unsafe: \(file)")
    precondition(file.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 }, "not plain ASCII: \(file)")
    if let other = try? SnapshotName.sanitized(name + "x") { precondition(other != file, "\(name) and \(name)x share \(file)") }
    _ = SnapshotName.testName(fromFunction: name)
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzNames(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
