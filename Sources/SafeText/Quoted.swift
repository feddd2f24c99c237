/// Text from an artifact, a catalogue, a symbol graph, a token file or a person made fit to print:
/// such names are anyone's data, and printed as they are they could move the cursor, recolour the
/// terminal, retitle its window, reorder what a line shows or fake a line of output. Every message,
/// log line and finding that carries such text passes it through here.
package enum Quoted {
    /// `text` in double quotes, at most `limit` characters of it, with control characters,
    /// bidirectional overrides, quotes and backslashes escaped as Swift would write them.
    package static func string(_ text: String, limit: Int = 200) -> String {
        "\"" + escaped(text, limit: limit) + "\""
    }

    /// `text` with control characters and bidirectional overrides escaped (`\u{1B}`), cut after
    /// `limit` characters with a note of how many more there were; quotes and backslashes are
    /// escaped too, so a quoted value cannot end early.
    package static func escaped(_ text: String, limit: Int = 200) -> String {
        escaping(text, limit: limit) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            default: nil
            }
        }
    }

    /// `text` as one field of one printed line: control characters (newlines too) and
    /// bidirectional overrides escaped, cut after `limit` characters; quotes are left as they are.
    package static func field(_ text: String, limit: Int = 300) -> String {
        escaping(text, limit: limit) { _ in nil }
    }

    /// Text a child process or a component wrote, as this process passes it on to its terminal:
    /// line breaks and tabs kept, every other control character and bidirectional override
    /// escaped, each line cut after `lineLimit` characters.
    package static func log(_ text: String, lineLimit: Int = 2_000) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in escaping(String(line), limit: lineLimit) { $0 == "\t" ? "\t" : nil } }
            .joined(separator: "\n")
    }

    /// Whether a character changes what a terminal shows instead of showing itself.
    package static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029, 0xFEFF: true
        default: false
        }
    }

    /// The one loop every form above shares: `special` answers first (nil: not special), then
    /// unprintable characters are escaped, and the text is cut after `limit` characters.
    private static func escaping(_ text: String, limit: Int, special: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                let rest = text.unicodeScalars.count - limit
                return result + "… (\(rest) more character\(rest == 1 ? "" : "s"))"
            }
            count += 1
            if let replacement = special(scalar) {
                result += replacement
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isUnprintable(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
