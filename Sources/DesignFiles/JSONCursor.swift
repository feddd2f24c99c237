import Foundation

/// A value of a saved JSON answer and where it sits in it (`$.nodes["1:13"].document.fills[0]`),
/// so every error names the file and the path. Reads are typed and bounded: a string longer than
/// its limit, a number outside its range or not finite, a value of the wrong kind is an error,
/// never a trap.
struct JSONCursor {
    let value: Any
    let path: String
    let file: String

    /// The longest string read where no other limit is given (1 MB of UTF-8).
    static let longestString = 1024 * 1024
    /// The range of coordinates and lengths: a design's canvas spans a few hundred thousand points.
    static let coordinates: ClosedRange<Double> = -1e7...1e7

    func invalid(_ problem: String) -> DesignFileError { .invalid(file: file, path: path, problem: problem) }

    var isNull: Bool { Self.isNull(value) }

    /// Whether a value is JSON's null. Asked of the value's type: casting an object or array to a
    /// class (`is NSNull`) would bridge the whole of it to Objective-C's types first.
    static func isNull(_ value: Any) -> Bool { type(of: value) is NSNull.Type }

    /// The value of `key` in this object; `nil` when the key is absent or null.
    subscript(key: String) -> JSONCursor? {
        guard let object = value as? [String: Any], let member = object[key], !Self.isNull(member) else { return nil }
        return JSONCursor(value: member, path: path + Self.step(key), file: file)
    }

    /// The object's members, sorted by key so that nothing depends on a dictionary's order.
    func members() throws(DesignFileError) -> [(key: String, value: JSONCursor)] {
        guard let object = value as? [String: Any] else { throw invalid("expected an object, found \(kind)") }
        return object.keys.sorted().map { (key: $0, value: JSONCursor(value: object[$0]!, path: path + Self.step($0), file: file)) }
    }

    /// The array's elements.
    func elements() throws(DesignFileError) -> [JSONCursor] {
        guard let array = value as? [Any] else { throw invalid("expected an array, found \(kind)") }
        return array.enumerated().map { JSONCursor(value: $0.element, path: path + "[\($0.offset)]", file: file) }
    }

    func string(longest: Int = longestString) throws(DesignFileError) -> String {
        guard let string = value as? String else { throw invalid("expected a string, found \(kind)") }
        guard string.utf8.count <= longest else { throw invalid("a string of \(string.utf8.count) bytes is longer than \(longest)") }
        return string
    }

    func number(in range: ClosedRange<Double> = coordinates) throws(DesignFileError) -> Double {
        guard !isBoolean, let number = value as? Double else { throw invalid("expected a number, found \(kind)") }
        guard number.isFinite, range.contains(number) else {
            throw invalid("the number \(number) is outside \(Self.printed(range.lowerBound))…\(Self.printed(range.upperBound))")
        }
        return number
    }

    func bool() throws(DesignFileError) -> Bool {
        guard isBoolean, let bool = value as? Bool else { throw invalid("expected true or false, found \(kind)") }
        return bool
    }

    // MARK: Optional members

    func string(_ key: String, longest: Int = longestString) throws(DesignFileError) -> String? { try self[key]?.string(longest: longest) }

    func number(_ key: String, in range: ClosedRange<Double> = coordinates) throws(DesignFileError) -> Double? { try self[key]?.number(in: range) }

    func bool(_ key: String) throws(DesignFileError) -> Bool? { try self[key]?.bool() }

    func elements(_ key: String) throws(DesignFileError) -> [JSONCursor] { try self[key]?.elements() ?? [] }

    // MARK: Describing

    /// JSON's booleans arrive as NSNumbers too, of Objective-C's `char` type. The type is asked
    /// first, so an object or array is never bridged to be asked.
    private var isBoolean: Bool {
        guard type(of: value) is NSNumber.Type, let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// What kind of JSON value this is, for messages.
    var kind: String {
        if isNull { return "null" }
        switch value {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return isBoolean ? "a boolean" : "a number"
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
