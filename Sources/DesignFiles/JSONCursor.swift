/// A value of a saved JSON answer and where it sits in it (`$.nodes["1:13"].document.fills[0]`),
/// so every error names the file and the path. Reads are typed and bounded: a string longer than
/// its limit, a number outside its range or not finite, a value of the wrong kind is an error,
/// never a trap.
struct JSONCursor {
    let tape: JSONTape
    let index: Int
    let path: String
    let file: String

    /// The longest string read where no other limit is given (1 MB of UTF-8).
    static let longestString = 1024 * 1024
    /// The range of coordinates and lengths: a design's canvas spans a few hundred thousand points.
    static let coordinates: ClosedRange<Double> = -1e7...1e7

    /// The whole text's value.
    init(root tape: JSONTape, file: String) {
        self.init(tape: tape, index: 0, path: "$", file: file)
    }

    init(tape: JSONTape, index: Int, path: String, file: String) {
        (self.tape, self.index, self.path, self.file) = (tape, index, path, file)
    }

    /// An empty object at `path`, standing in for a member the answer leaves out.
    static func emptyObject(path: String, file: String) -> JSONCursor {
        JSONCursor(tape: .emptyObject, index: 0, path: path, file: file)
    }

    func invalid(_ problem: String) -> DesignFileError { .invalid(file: file, path: path, problem: problem) }

    private var valueKind: JSONTape.Kind { tape.kinds[index] }

    var isNull: Bool { valueKind == .null }
    var isArray: Bool { valueKind == .array }
    var isString: Bool { valueKind == .string || valueKind == .escapedString }
    var isObject: Bool { valueKind == .object }

    /// The value of `key` in this object; `nil` when the key is absent or null (a key given twice
    /// takes its last value, as JSON readers do).
    subscript(key: String) -> JSONCursor? {
        guard isObject else { return nil }
        var found: Int?
        for keyIndex in tape.memberKeys(of: index) where tape.string(at: keyIndex, equals: key) { found = keyIndex + 1 }
        guard let found, tape.kinds[found] != .null else { return nil }
        return JSONCursor(tape: tape, index: found, path: path + Self.step(key), file: file)
    }

    /// The object's members, sorted by key so that nothing depends on the file's order.
    func members() throws(DesignFileError) -> [(key: String, value: JSONCursor)] {
        guard isObject else { throw invalid("expected an object, found \(kind)") }
        var values: [String: Int] = [:]
        for keyIndex in tape.memberKeys(of: index) { values[tape.string(at: keyIndex)] = keyIndex + 1 }
        return values.sorted { $0.key < $1.key }.map { key, index in (key: key, value: JSONCursor(tape: tape, index: index, path: path + Self.step(key), file: file)) }
    }

    /// The array's elements.
    func elements() throws(DesignFileError) -> [JSONCursor] {
        guard isArray else { throw invalid("expected an array, found \(kind)") }
        return tape.elementIndices(of: index).enumerated().map { JSONCursor(tape: tape, index: $0.element, path: path + "[\($0.offset)]", file: file) }
    }

    func string(longest: Int = longestString) throws(DesignFileError) -> String {
        guard isString else { throw invalid("expected a string, found \(kind)") }
        // Escapes only shorten a string, so its bytes in the file bound it before it is decoded.
        let decoded = tape.string(at: index)
        if Int(tape.ends[index] - tape.starts[index]) > longest, decoded.utf8.count > longest {
            throw invalid("a string of \(decoded.utf8.count) bytes is longer than \(longest)")
        }
        return decoded
    }

    func number(in range: ClosedRange<Double> = coordinates) throws(DesignFileError) -> Double {
        guard valueKind == .number else { throw invalid("expected a number, found \(kind)") }
        let number = tape.number(at: index)
        guard number.isFinite, range.contains(number) else {
            throw invalid("the number \(number) is outside \(Self.printed(range.lowerBound))…\(Self.printed(range.upperBound))")
        }
        return number
    }

    func bool() throws(DesignFileError) -> Bool {
        switch valueKind {
        case .true: return true
        case .false: return false
        default: throw invalid("expected true or false, found \(kind)")
        }
    }

    // MARK: Optional members

    func string(_ key: String, longest: Int = longestString) throws(DesignFileError) -> String? { try self[key]?.string(longest: longest) }

    func number(_ key: String, in range: ClosedRange<Double> = coordinates) throws(DesignFileError) -> Double? { try self[key]?.number(in: range) }

    func bool(_ key: String) throws(DesignFileError) -> Bool? { try self[key]?.bool() }

    func elements(_ key: String) throws(DesignFileError) -> [JSONCursor] { try self[key]?.elements() ?? [] }

    // MARK: Describing

    /// What kind of JSON value this is, for messages.
    var kind: String {
        switch valueKind {
        case .null: "null"
        case .string, .escapedString: "a string"
        case .array: "an array"
        case .object: "an object"
        case .true, .false: "a boolean"
        case .number: "a number"
        }
    }

    /// `.fills` for a plain key, `["1:13"]` for any other.
    private static func step(_ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
        return plain ? "." + key : "[\"" + key.prefix(80).replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
    }

    private static func printed(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
