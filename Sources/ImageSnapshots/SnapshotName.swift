import Foundation

/// Turns test and suite names into file names that cannot escape the snapshot folder.
///
/// Letters, digits, `-`, `_`, `.` and `@` are kept; anything else (slashes, `..`, NUL, spaces) becomes
/// `-`; leading dots are dropped so no name is hidden or relative; long names are cut to 120
/// characters with a short hash of the full name appended, so two long names stay distinct.
public enum SnapshotName {
    /// The safe form of a name.
    ///
    /// - Throws: `SnapshotError.invalidName` when nothing usable is left.
    public static func sanitized(_ name: String) throws(SnapshotError) -> String {
        var result = ""
        var lastWasDash = false
        for scalar in name.unicodeScalars {
            let isSafe = (scalar.properties.isAlphabetic || scalar.properties.numericType != nil) && scalar.isASCII
                || scalar == "-" || scalar == "_" || scalar == "." || scalar == "@"
            if isSafe {
                result.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash {
                result.append("-")
                lastWasDash = true
            }
        }
        while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
        while result.hasSuffix(".") || result.hasSuffix("-") { result.removeLast() }
        result = result.replacingOccurrences(of: "..", with: "-")
        guard result.contains(where: { $0.isLetter || $0.isNumber }) else { throw .invalidName(name) }
        if result.count > 120 {
            result = String(result.prefix(111)) + "-" + fnv1a(name)
        }
        return result
    }

    /// Eight hex digits of FNV-1a over the UTF-8 bytes.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
