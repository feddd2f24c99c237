import FuzzDriver
import ImageSnapshots

/// Any bytes as two accessibility records (split at the first NUL, else at the middle): read,
/// compared both ways and printed, with no trap, nothing a terminal would not show as itself in
/// what is printed, a bounded list of changes, and no control but tabs in a record written again.
func fuzzRecords(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let split = bytes.firstIndex(of: 0) ?? count / 2
    let old = AccessibilityRecord(text: String(decoding: bytes[..<split], as: UTF8.self))
    let new = AccessibilityRecord(text: String(decoding: bytes[min(count, split + 1)...], as: UTF8.self))
    for (a, b) in [(new, old), (old, new), (new, new)] {
        let changes = a.changes(since: b)
        precondition(changes.count <= 51, "\(changes.count) changes listed")
        for line in changes {
            let raw = line.unicodeScalars.first { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x200E, 0x200F, 0x2028, 0x2029, 0xFEFF].contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
            precondition(raw == nil, "printed raw U+\(String(raw!.value, radix: 16)) in \(line.debugDescription)")
        }
    }
    // Written again, a record of any bytes is text a terminal shows as itself, line by line.
    for line in new.text.split(separator: "\n") {
        precondition(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }, "a control written raw: \(line.debugDescription)")
    }
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzRecords(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
