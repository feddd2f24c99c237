/// Text from an artifact, a catalogue or a file made fit to print: names in `run.json` or a zip
/// are anyone's data, and printed as they are they could move the cursor, recolour the terminal,
/// retitle its window or fake a line of output.
enum Quoted {
    /// `text` in double quotes, at most `limit` characters of it, with control characters,
    /// bidirectional overrides, quotes and backslashes escaped as Swift would write them.
    static func string(_ text: String, limit: Int = 200) -> String {
        "\"" + escaped(text, limit: limit) + "\""
    }

    /// `text` with control characters and bidirectional overrides escaped (`\u{1B}`), cut after
    /// `limit` characters with a note of how many more there were; quotes and backslashes are
    /// escaped too, so a quoted value cannot end early.
    static func escaped(_ text: String, limit: Int = 200) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                let rest = text.unicodeScalars.count - limit
                return result + "… (\(rest) more character\(rest == 1 ? "" : "s"))"
            }
            count += 1
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
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

    /// Whether a character changes what a terminal shows instead of showing itself.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
