/// Text from anyone made safe inside the pages, reports and summaries we write: HTML and XML,
/// JavaScript string literals, and Markdown table cells. The terminal's form is `Quoted`.
package enum Markup {
    /// Text made safe for HTML and XML content and attribute values. Characters XML 1.0 forbids
    /// (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF) are written as the
    /// text `\u{1B}`, so a JUnit file stays well-formed and a page shows what was there.
    package static func html(_ text: String) -> String {
        var text = text
        let escaped: [UInt8]? = text.withUTF8 { bytes in
            // Copied a stretch at a time (a report inlines megabytes of pictures as data URIs,
            // which have nothing to escape): the characters changed are ASCII, or U+FFFE and
            // U+FFFF (EF BF BE, EF BF BF), so a byte of any other character is never one of them.
            var result: [UInt8] = []
            var start = 0, index = 0
            func replace(_ count: Int, with replacement: String) {
                if result.isEmpty { result.reserveCapacity(bytes.count + bytes.count / 8) }
                result.append(contentsOf: bytes[start..<index])
                result.append(contentsOf: replacement.utf8)
                index += count
                start = index
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "&"): replace(1, with: "&amp;")
                case UInt8(ascii: "<"): replace(1, with: "&lt;")
                case UInt8(ascii: ">"): replace(1, with: "&gt;")
                case UInt8(ascii: "\""): replace(1, with: "&quot;")
                case 0x09, 0x0A, 0x0D: index += 1
                case ..<0x20: replace(1, with: "\\u{" + String(byte, radix: 16, uppercase: true) + "}")
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                    replace(3, with: bytes[index + 2] == 0xBE ? "\\u{FFFE}" : "\\u{FFFF}")
                default: index += 1
                }
            }
            guard start > 0 else { return nil }
            result.append(contentsOf: bytes[start...])
            return result
        }
        return escaped.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// A CSS string (`'Brand Sans'`) for any text, safe inside a `style` attribute: everything but
    /// letters, digits, spaces and a few harmless marks is written as a CSS escape (`\27 `), so a
    /// font family named `x';position:fixed` stays one family's name.
    package static func cssString(_ text: String) -> String {
        var result = "'"
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isPlain = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || value == 0x20 || value == 0x2D || value == 0x5F || value == 0x2E || (value >= 0xA0 && !Quoted.isUnprintable(scalar))
            if isPlain {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\" + String(value, radix: 16) + " "
            }
        }
        return result + "'"
    }

    /// A JavaScript string literal for any text (safe inside a `<script>` element).
    package static func javaScriptString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text as one Markdown table cell: at most `limit` characters, on one line, with HTML and
    /// Markdown's own characters escaped, so a hostile name cannot add an image, a link or a
    /// heading to a pull request's summary, and no control character or bidirectional override.
    package static func markdownCell(_ text: String, limit: Int = 300) -> String {
        var result = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index == limit { return result + "…" }
            switch scalar {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "(", ")", "#", "!", "~", "|": result += "\\" + String(scalar)
            default:
                if Quoted.isUnprintable(scalar) { result += " " } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
