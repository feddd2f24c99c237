import Foundation

/// A strict reader of the `.strings` format (`"key" = "text";`, comments, escapes): every pair
/// or an error naming the line. Foundation's old-style property list reader stops at the first
/// missing semicolon and returns what it read so far, which would drop the rest unnoticed.
struct StringsFileParser {
    private var scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    /// The pairs a file holds at most: a hostile file cannot make a table of any size.
    static let maximumPairs = 200_000

    /// Parses the text of a `.strings` file: UTF-8, or UTF-16 with its byte order mark.
    static func pairs(in data: Data) throws(ParseError) -> [(key: String, text: String)] {
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: data, encoding: .utf16) else { throw ParseError(line: 1, "is UTF-16 that does not decode") }
            text = decoded
        } else {
            guard let decoded = String(data: data, encoding: .utf8) else { throw ParseError(line: 1, "is neither UTF-8 nor UTF-16 with a byte order mark") }
            text = decoded
        }
        var parser = StringsFileParser(scalars: Array(text.unicodeScalars))
        return try parser.parse()
    }

    struct ParseError: Error {
        var line: Int
        var reason: String
        init(line: Int, _ reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    private mutating func parse() throws(ParseError) -> [(key: String, text: String)] {
        var pairs: [(key: String, text: String)] = []
        if scalars.first == "\u{FEFF}" { index = 1 }
        while true {
            try skipSpaceAndComments()
            guard index < scalars.count else { return pairs }
            let key = try string()
            try skipSpaceAndComments()
            if peek == ";" {
                // `"key";` stands for `"key" = "key";`.
                index += 1
                pairs.append((key, key))
            } else {
                try expect("=")
                try skipSpaceAndComments()
                let text = try string()
                try skipSpaceAndComments()
                try expect(";")
                pairs.append((key, text))
            }
            guard pairs.count <= Self.maximumPairs else { throw ParseError(line: line, "holds more than \(Self.maximumPairs) strings") }
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func expect(_ scalar: Unicode.Scalar) throws(ParseError) {
        guard peek == scalar else {
            throw ParseError(line: line, peek.map { "has \"\(Self.shown($0))\" where \"\(scalar)\" belongs" } ?? "ends where \"\(scalar)\" belongs")
        }
        index += 1
    }

    private mutating func skipSpaceAndComments() throws(ParseError) {
        while let scalar = peek {
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { index += 1 }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let opened = line
                index += 2
                while true {
                    guard let next = peek else { throw ParseError(line: opened, "opens a comment it never closes") }
                    if next == "\n" { line += 1 }
                    if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        index += 2
                        break
                    }
                    index += 1
                }
            } else {
                return
            }
        }
    }

    /// A quoted string with its escapes, or an unquoted word (letters, digits, `_$+/:.-`).
    private mutating func string() throws(ParseError) -> String {
        guard let first = peek else { throw ParseError(line: line, "ends where a string belongs") }
        var result = String.UnicodeScalarView()
        if first != "\"" {
            while let scalar = peek, scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_$+/:.-".unicodeScalars.contains(scalar) {
                result.append(scalar)
                index += 1
            }
            guard !result.isEmpty else { throw ParseError(line: line, "has \"\(Self.shown(first))\" where a string belongs") }
            return String(result)
        }
        let opened = line
        index += 1
        while true {
            guard let scalar = peek else { throw ParseError(line: opened, "opens a string it never closes") }
            index += 1
            switch scalar {
            case "\"":
                return String(result)
            case "\n":
                line += 1
                result.append(scalar)
            case "\\":
                guard let escaped = peek else { throw ParseError(line: line, "ends inside an escape") }
                index += 1
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "a": result.append("\u{07}")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "v": result.append("\u{0B}")
                case "U", "u":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard let digit = peek, let hex = digit.properties.numericType != nil || "abcdefABCDEF".unicodeScalars.contains(digit)
                            ? UInt32(String(digit), radix: 16) : nil
                        else { throw ParseError(line: line, "has a \\U escape without four hexadecimal digits") }
                        value = value * 16 + hex
                        index += 1
                    }
                    guard let decoded = Unicode.Scalar(value) else { throw ParseError(line: line, "escapes U+\(String(value, radix: 16, uppercase: true)), which is no character") }
                    result.append(decoded)
                case "0"..."7":
                    var value = escaped.value - 0x30
                    for _ in 0..<2 {
                        guard let digit = peek, ("0"..."7").contains(digit) else { break }
                        value = value * 8 + digit.value - 0x30
                        index += 1
                    }
                    result.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
                case "\n":
                    line += 1
                    result.append(escaped)
                default:
                    result.append(escaped)
                }
            default:
                result.append(scalar)
            }
        }
    }

    /// A scalar as an error shows it: control characters by their code.
    private static func shown(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.generalCategory == .control ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : String(scalar)
    }
}
