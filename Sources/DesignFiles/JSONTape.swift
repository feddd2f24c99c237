/// A JSON text read into one flat tape: a kind, a start and an end per value, in document order,
/// with the bytes kept as they are and strings and numbers decoded only when asked for. A saved
/// answer of 47 MB took about 3 GB as Foundation's object tree (75 bytes per byte); the tape
/// takes the file and 9 bytes a value, about twice the file. Strict RFC 8259: anything else
/// (a trailing comma, a control character in a string, malformed UTF-8, nesting deeper than
/// `deepest`) is a `Failure` naming the byte.
final class JSONTape: Sendable {
    /// What a value is.
    enum Kind: UInt8 {
        case null, `false`, `true`, number, string, escapedString, array, object
    }

    /// Why a text is not JSON: the byte offset and what was expected there.
    struct Failure: Error {
        var offset: Int
        var reason: String
        var description: String { "at byte \(offset): \(reason)" }
    }

    /// The deepest nesting of arrays and objects read.
    static let deepest = 512

    let bytes: [UInt8]
    let kinds: [Kind]
    /// Where each value starts in `bytes` (a string's first byte after its quote).
    let starts: [UInt32]
    /// A scalar's end in `bytes` (a string's closing quote); for an array or object, the tape
    /// index after its last member, so a reader steps over it in one move.
    let ends: [UInt32]

    /// Reads a whole JSON text.
    init(_ bytes: [UInt8]) throws(Failure) {
        var reader = Reader(bytes: bytes)
        try reader.read()
        self.bytes = bytes
        kinds = reader.kinds
        starts = reader.starts
        ends = reader.ends
    }

    /// The tape index after the value at `index` and everything inside it.
    func next(after index: Int) -> Int {
        kinds[index] == .array || kinds[index] == .object ? Int(ends[index]) : index + 1
    }

    /// The members of the object at `index`: each key's tape index (its value follows it).
    func memberKeys(of index: Int) -> [Int] {
        var keys: [Int] = []
        var child = index + 1
        while child < Int(ends[index]) {
            keys.append(child)
            child = next(after: child + 1)
        }
        return keys
    }

    /// The elements of the array at `index`.
    func elementIndices(of index: Int) -> [Int] {
        var elements: [Int] = []
        var child = index + 1
        while child < Int(ends[index]) {
            elements.append(child)
            child = next(after: child)
        }
        return elements
    }

    /// Whether the string at `index` is `key`, compared without decoding where it has no escapes.
    func string(at index: Int, equals key: String) -> Bool {
        if kinds[index] == .string {
            let start = Int(starts[index]), end = Int(ends[index])
            var utf8 = key.utf8.makeIterator()
            for offset in start..<end {
                guard let byte = utf8.next(), byte == bytes[offset] else { return false }
            }
            return utf8.next() == nil
        }
        return string(at: index) == key
    }

    /// The string at `index`, its escapes decoded (its UTF-8 was checked when read).
    func string(at index: Int) -> String {
        let start = Int(starts[index]), end = Int(ends[index])
        guard kinds[index] == .escapedString else {
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(end - start)
        var offset = start
        func hex(_ at: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { value, digit in value << 4 | UInt32(Reader.hexValue(bytes[at + digit]) ?? 0) }
        }
        while offset < end {
            let byte = bytes[offset]
            guard byte == 0x5C else {
                decoded.append(byte)
                offset += 1
                continue
            }
            let escape = bytes[offset + 1]
            offset += 2
            switch escape {
            case 0x62: decoded.append(0x08)
            case 0x66: decoded.append(0x0C)
            case 0x6E: decoded.append(0x0A)
            case 0x72: decoded.append(0x0D)
            case 0x74: decoded.append(0x09)
            case 0x75:
                var scalar = hex(offset)
                offset += 4
                if (0xD800...0xDBFF).contains(scalar), offset + 6 <= end, bytes[offset] == 0x5C, bytes[offset + 1] == 0x75 {
                    let low = hex(offset + 2)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        offset += 6
                    }
                }
                // A lone surrogate is no character: it reads as U+FFFD, as decoders of UTF-16 do.
                decoded.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default: decoded.append(escape)  // \" \\ \/
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The number at `index` (its syntax was checked when read).
    func number(at index: Int) -> Double {
        let start = Int(starts[index]), end = Int(ends[index])
        return bytes.withUnsafeBufferPointer { Double(String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)) } ?? .nan
    }

    /// The tokenizer: one pass, no recursion, containers kept on a stack of tape indices.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var kinds: [Kind] = []
        var starts: [UInt32] = []
        var ends: [UInt32] = []
        var open: [Int] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            kinds.reserveCapacity(bytes.count / 8)
            starts.reserveCapacity(bytes.count / 8)
            ends.reserveCapacity(bytes.count / 8)
        }

        func fail(_ reason: String) -> Failure { Failure(offset: offset, reason: reason) }

        mutating func skipSpace() {
            while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x0D || bytes[offset] == 0x09 { offset += 1 }
        }

        mutating func append(_ kind: Kind, start: Int, end: Int) {
            kinds.append(kind)
            starts.append(UInt32(start))
            ends.append(UInt32(end))
        }

        mutating func read() throws(Failure) {
            guard bytes.count < Int(UInt32.max) else { throw fail("the text is too long") }
            skipSpace()
            try value()
            while let container = open.last {
                skipSpace()
                guard offset < bytes.count else { throw fail("the text ends inside \(kinds[container] == .object ? "an object" : "an array")") }
                let byte = bytes[offset]
                let closing: UInt8 = kinds[container] == .object ? 0x7D : 0x5D
                if byte == closing {
                    offset += 1
                    ends[container] = UInt32(kinds.count)
                    open.removeLast()
                    continue
                }
                guard byte == 0x2C else { throw fail("expected , or \(kinds[container] == .object ? "}" : "]")") }
                offset += 1
                skipSpace()
                if kinds[container] == .object { try key() }
                try value()
            }
            skipSpace()
            guard offset == bytes.count else { throw fail("unexpected text after the value") }
        }

        /// An object's key and its colon.
        mutating func key() throws(Failure) {
            guard offset < bytes.count, bytes[offset] == 0x22 else { throw fail("expected a key in double quotes") }
            try string()
            skipSpace()
            guard offset < bytes.count, bytes[offset] == 0x3A else { throw fail("expected :") }
            offset += 1
            skipSpace()
        }

        /// One value; an array or object is opened and its first member read, the rest by `read`.
        mutating func value() throws(Failure) {
            while true {
                guard offset < bytes.count else { throw fail("expected a value") }
                switch bytes[offset] {
                case 0x7B, 0x5B:
                    let isObject = bytes[offset] == 0x7B
                    guard open.count < JSONTape.deepest else { throw fail("arrays and objects nest deeper than \(JSONTape.deepest)") }
                    open.append(kinds.count)
                    append(isObject ? .object : .array, start: offset, end: 0)
                    offset += 1
                    skipSpace()
                    if offset < bytes.count, bytes[offset] == (isObject ? 0x7D : 0x5D) { return }
                    if isObject { try key() }
                    continue
                case 0x22: try string()
                case 0x74: try literal("true", .true)
                case 0x66: try literal("false", .false)
                case 0x6E: try literal("null", .null)
                case 0x2D, 0x30...0x39: try number()
                default: throw fail("expected a value")
                }
                return
            }
        }

        mutating func literal(_ word: StaticString, _ kind: Kind) throws(Failure) {
            let count = word.utf8CodeUnitCount
            guard offset + count <= bytes.count,
                word.withUTF8Buffer({ word in (0..<count).allSatisfy { bytes[offset + $0] == word[$0] } })
            else { throw fail("expected a value") }
            append(kind, start: offset, end: offset + count)
            offset += count
        }

        mutating func number() throws(Failure) {
            let start = offset
            func digits() -> Int {
                let first = offset
                while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) { offset += 1 }
                return offset - first
            }
            if bytes[offset] == 0x2D { offset += 1 }
            guard offset < bytes.count, (0x30...0x39).contains(bytes[offset]) else { throw fail("expected a digit") }
            if bytes[offset] == 0x30 { offset += 1 } else { _ = digits() }
            if offset < bytes.count, bytes[offset] == 0x2E {
                offset += 1
                guard digits() > 0 else { throw fail("expected a digit after the decimal point") }
            }
            if offset < bytes.count, bytes[offset] == 0x65 || bytes[offset] == 0x45 {
                offset += 1
                if offset < bytes.count, bytes[offset] == 0x2B || bytes[offset] == 0x2D { offset += 1 }
                guard digits() > 0 else { throw fail("expected a digit in the exponent") }
            }
            append(.number, start: start, end: offset)
        }

        mutating func string() throws(Failure) {
            offset += 1
            let start = offset
            var escaped = false, ascii = true
            while true {
                guard offset < bytes.count else { throw fail("the text ends inside a string") }
                let byte = bytes[offset]
                if byte == 0x22 { break }
                if byte < 0x20 { throw fail("a string holds the control character \(byte)") }
                if byte >= 0x80 { ascii = false }
                if byte == 0x5C {
                    escaped = true
                    guard offset + 1 < bytes.count else { throw fail("the text ends inside a string") }
                    switch bytes[offset + 1] {
                    case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: offset += 2
                    case 0x75:
                        guard offset + 6 <= bytes.count, (2..<6).allSatisfy({ Self.hexValue(bytes[offset + $0]) != nil }) else {
                            throw fail("expected four hexadecimal digits after \\u")
                        }
                        offset += 6
                    default: throw fail("a string holds an unknown escape")
                    }
                    continue
                }
                offset += 1
            }
            if !ascii {
                let valid = bytes.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[start..<offset]), as: UTF8.self) != nil }
                guard valid else { throw Failure(offset: start, reason: "a string is not UTF-8") }
            }
            append(escaped ? .escapedString : .string, start: start, end: offset)
            offset += 1
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x41 + 10
            case 0x61...0x66: byte - 0x61 + 10
            default: nil
            }
        }
    }

    private init(bytes: [UInt8], kinds: [Kind], starts: [UInt32], ends: [UInt32]) {
        (self.bytes, self.kinds, self.starts, self.ends) = (bytes, kinds, starts, ends)
    }

    /// An empty object, for a cursor that stands in for a missing one.
    static let emptyObject = JSONTape(bytes: Array("{}".utf8), kinds: [.object], starts: [0], ends: [1])
}
