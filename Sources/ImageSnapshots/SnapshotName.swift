import Foundation

/// Turns test and suite names into file names: one file per name, readable where possible, safe
/// on every checkout.
///
/// Letters and digits (ASCII), `-`, `_`, `.` and `@` are kept; runs of anything else (slashes,
/// `..`, NUL, spaces, `:`, `*`, letters outside ASCII) become one `-`, and leading and trailing dots
/// and dashes are dropped, so nothing is hidden, relative or outside the folder; a name Windows
/// reserves (`CON`, `NUL`, `COM1` …) gets a leading `_`. When any of that loses information, a hash
/// of the whole name is appended (`a-b-5d2f…`), so distinct names never share a file: `a/b`, `a:b`
/// and `a-b` stay apart, and a name of only non-ASCII letters becomes `u-` and its hash. Long names
/// are cut to 120 characters, hash included. The mapping depends only on the name's UTF-8 bytes, so it is
/// the same on every run and machine.
public enum SnapshotName {
    /// The file name for a name.
    ///
    /// - Throws: `SnapshotError.invalidName` for an empty name.
    public static func sanitized(_ name: String) throws(SnapshotError) -> String {
        guard !name.isEmpty else { throw .invalidName(name) }
        var result = ""
        var lastWasDash = false
        for scalar in name.unicodeScalars {
            // ASCII letters and digits (the only ASCII scalars Unicode calls alphabetic are letters).
            let isSafe = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "." || scalar == "@"
            if isSafe {
                result.unicodeScalars.append(scalar)
                lastWasDash = scalar == "-"
            } else if !lastWasDash {
                result.append("-")
                lastWasDash = true
            }
        }
        while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
        while result.hasSuffix(".") || result.hasSuffix("-") { result.removeLast() }
        while zip(result.utf8, result.utf8.dropFirst()).contains(where: { $0 == 0x2E && $1 == 0x2E }) {
            result = result.replacingOccurrences(of: "..", with: ".")
        }
        let reserved = isReservedOnWindows(result)
        if reserved { result = "_" + result }
        let lost = result != name
        if result.count > 120 || (lost && result.count > 103) {
            result = String(result.prefix(103))
            while result.hasSuffix(".") || result.hasSuffix("-") { result.removeLast() }
        }
        guard lost || result != name else { return result }
        let hash = fnv1a64(name)
        return result.isEmpty ? "u-\(hash)" : "\(result)-\(hash)"
    }

    /// Names Windows keeps for devices, with or without an extension, in any case.
    static func isReservedOnWindows(_ name: String) -> Bool {
        // Every reserved stem has three or four letters.
        guard (3...4).contains(name.utf8.prefix(while: { $0 != 0x2E }).count) else { return false }
        let stem = name.prefix { $0 != "." }.uppercased()
        return ["CON", "PRN", "AUX", "NUL"].contains(stem)
            || (stem.count == 4 && ["COM", "LPT"].contains(String(stem.prefix(3))) && ("1"..."9").contains(String(stem.suffix(1))))
    }

    /// Sixteen hex digits of FNV-1a (64-bit) over the UTF-8 bytes.
    static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Eight hex digits of FNV-1a (32-bit) over the UTF-8 bytes.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// The snapshot name of a test function: `#function` without its trailing argument list, so
    /// `greeting()` is `greeting` and a raw identifier's own parentheses (a function named `renders (large)` in backquotes)
    /// are kept.
    public static func testName(fromFunction function: String) -> String {
        guard function.hasSuffix(")") else { return function }
        var depth = 0
        for index in function.indices.reversed() {
            switch function[index] {
            case ")": depth += 1
            case "(":
                depth -= 1
                if depth == 0 { return String(function[..<index]) }
            default: break
            }
        }
        return function
    }
}
