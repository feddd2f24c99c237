/// Why a piece of SVG path data could not be read: what was wrong and at which byte.
public struct PathDataError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    public var problem: String
    /// The offset in the data's UTF-8 bytes where it was found.
    public var offset: Int

    /// The problem and its place, in a sentence.
    public var description: String { "\(problem) at byte \(offset) of the path data" }
}

extension Path {
    /// The longest path data read (4 MB): a design tool's most detailed vector is a few hundred KB.
    public static let largestPathData = 4 * 1024 * 1024

    /// A path from SVG path data (`d`), as design tools export vectors: `M114 250C204 75 … Z`.
    ///
    /// Reads the move, line, horizontal, vertical, cubic, smooth cubic, quadratic, smooth quadratic
    /// and close commands, absolute and relative, with SVG's number syntax (`-1.5e-3`, `.5.5` is
    /// two numbers) and implicit repetition. Elliptical arcs (`A`) are refused: design tools write
    /// their vectors as Béziers.
    ///
    /// - Throws: `PathDataError` naming the byte where the data stops making sense, for data
    ///   longer than `largestPathData`, or for a coordinate that is not finite.
    public init(svgPathData data: String) throws(PathDataError) {
        var reader = PathDataReader(bytes: Array(data.utf8))
        guard reader.bytes.count <= Self.largestPathData else {
            throw PathDataError(problem: "path data of \(reader.bytes.count) bytes is longer than \(Self.largestPathData)", offset: 0)
        }
        self.init()
        try reader.read(into: &self)
    }
}

/// Reads SVG path data byte by byte into a path.
private struct PathDataReader {
    let bytes: [UInt8]
    var index = 0
    /// The start of the current subpath, where a close returns.
    var subpathStart = Point(x: 0, y: 0)
    var current = Point(x: 0, y: 0)
    /// The last control point, for the smooth commands' reflection.
    var lastCubicControl: Point?
    var lastQuadControl: Point?

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func read(into path: inout Path) throws(PathDataError) {
        var command: UInt8?
        skipSeparators()
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isCommand(byte) {
                command = byte
                index += 1
            } else if command == nil || !Self.startsNumber(byte) {
                throw PathDataError(problem: "unexpected \"\(Self.printable(byte))\"", offset: index)
            }
            guard let letter = command else { break }
            if path.isEmpty && letter != UInt8(ascii: "M") && letter != UInt8(ascii: "m") {
                throw PathDataError(problem: "path data must start with a move", offset: index)
            }
            try perform(letter, into: &path)
            // After a move, repeated coordinates are lines.
            if letter == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if letter == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            if letter == UInt8(ascii: "Z") || letter == UInt8(ascii: "z") { command = nil }
            skipSeparators()
        }
    }

    private mutating func perform(_ letter: UInt8, into path: inout Path) throws(PathDataError) {
        let relative = letter >= UInt8(ascii: "a")
        let base = relative ? current : Point(x: 0, y: 0)
        var cubicControl: Point?, quadControl: Point?
        switch letter | 0x20 {
        case UInt8(ascii: "m"):
            let point = try readPoint(from: base)
            path.move(to: point)
            subpathStart = point
            current = point
        case UInt8(ascii: "l"):
            current = try readPoint(from: base)
            path.line(to: current)
        case UInt8(ascii: "h"):
            current = Point(x: try number() + base.x, y: current.y)
            path.line(to: current)
        case UInt8(ascii: "v"):
            current = Point(x: current.x, y: try number() + base.y)
            path.line(to: current)
        case UInt8(ascii: "c"):
            let first = try readPoint(from: base), second = try readPoint(from: base), end = try readPoint(from: base)
            path.cubic(to: end, control1: first, control2: second)
            cubicControl = second
            current = end
        case UInt8(ascii: "s"):
            let first = reflected(lastCubicControl)
            let second = try readPoint(from: base), end = try readPoint(from: base)
            path.cubic(to: end, control1: first, control2: second)
            cubicControl = second
            current = end
        case UInt8(ascii: "q"):
            let control = try readPoint(from: base), end = try readPoint(from: base)
            path.quad(to: end, control: control)
            quadControl = control
            current = end
        case UInt8(ascii: "t"):
            let control = reflected(lastQuadControl)
            let end = try readPoint(from: base)
            path.quad(to: end, control: control)
            quadControl = control
            current = end
        case UInt8(ascii: "z"):
            path.close()
            current = subpathStart
        default:
            throw PathDataError(problem: "the arc command \"\(Self.printable(letter))\" is not supported", offset: index - 1)
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// The reflection of the previous control point about the current point (or the current point
    /// when the previous command had none), as the smooth commands take it.
    private func reflected(_ control: Point?) -> Point {
        guard let control else { return current }
        return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }

    private mutating func readPoint(from base: Point) throws(PathDataError) -> Point {
        let x = try number()
        let y = try number()
        return Point(x: x + base.x, y: y + base.y)
    }

    /// The next number, after any separators: sign, digits, fraction, exponent.
    private mutating func number() throws(PathDataError) -> Double {
        skipSeparators()
        let start = index
        if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) { index += 1 }
        let digitsStart = index
        skipDigits()
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            skipDigits()
        }
        guard index > digitsStart && !(index == digitsStart + 1 && bytes[digitsStart] == UInt8(ascii: ".")) else {
            throw PathDataError(problem: index < bytes.count ? "expected a number, found \"\(Self.printable(bytes[index]))\"" : "expected a number", offset: start)
        }
        if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            var exponentEnd = index + 1
            if exponentEnd < bytes.count && (bytes[exponentEnd] == UInt8(ascii: "-") || bytes[exponentEnd] == UInt8(ascii: "+")) { exponentEnd += 1 }
            if exponentEnd < bytes.count && Self.isDigit(bytes[exponentEnd]) {
                index = exponentEnd
                skipDigits()
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw PathDataError(problem: "the number \"\(text.prefix(40))\" is not finite", offset: start)
        }
        return value
    }

    private mutating func skipDigits() {
        while index < bytes.count && Self.isDigit(bytes[index]) { index += 1 }
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func startsNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtZzAa".utf8.contains(byte)
    }

    /// A byte as it may be quoted in an error: printable ASCII as itself, anything else in hex.
    private static func printable(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16, uppercase: true)
    }
}
