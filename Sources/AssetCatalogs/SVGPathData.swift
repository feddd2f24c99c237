import Foundation
import Rasterizer

/// An SVG path's `d` attribute read into a path, as SVG 1.1 defines the grammar (section 8.3):
/// every command absolute and relative (`M L H V C S Q T A Z`), implicit repeats, numbers run
/// together (`1.5.5`, `-1-2`), arcs turned into cubic Béziers. Hostile data: a number that is not
/// finite or beyond a million, more than 200,000 commands, or a stray character is an error saying
/// where, never a trap.
enum SVGPathData {
    /// Why a path's data could not be read, and at which character.
    struct Problem: Error, CustomStringConvertible {
        var offset: Int
        var detail: String
        var description: String { "path data, at character \(offset + 1): \(detail)" }
    }

    static let mostCommands = 200_000
    static let largestNumber = 1_000_000.0

    /// The path the data draws.
    static func path(_ data: String) throws(Problem) -> Path {
        var scanner = Scanner(bytes: Array(data.utf8))
        var path = Path()
        var current = Point(x: 0, y: 0), start = Point(x: 0, y: 0)
        // The last control point, for S and T's reflection.
        var lastCubic: Point?, lastQuad: Point?
        var command: UInt8 = 0
        var commands = 0
        while true {
            scanner.skipSeparators()
            guard let byte = scanner.peek() else { break }
            if Self.isCommand(byte) {
                command = byte
                scanner.index += 1
            } else if command == 0 || command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                throw Problem(offset: scanner.index, detail: "\(Self.describe(byte)) where a command (M, L, C, Z …) belongs")
            }
            commands += 1
            guard commands <= mostCommands else { throw Problem(offset: scanner.index, detail: "more than \(mostCommands) commands") }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point(x: 0, y: 0)
            func point() throws(Problem) -> Point {
                let x = try scanner.number(), y = try scanner.number()
                return Point(x: base.x + x, y: base.y + y)
            }
            var cubicControl: Point?, quadControl: Point?
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                current = try point()
                start = current
                path.move(to: current)
                // Pairs after a move are lines.
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "l"):
                current = try point()
                path.line(to: current)
            case UInt8(ascii: "h"):
                current = Point(x: (relative ? current.x : 0) + (try scanner.number()), y: current.y)
                path.line(to: current)
            case UInt8(ascii: "v"):
                current = Point(x: current.x, y: (relative ? current.y : 0) + (try scanner.number()))
                path.line(to: current)
            case UInt8(ascii: "c"):
                let control1 = try point(), control2 = try point(), end = try point()
                path.cubic(to: end, control1: control1, control2: control2)
                (current, cubicControl) = (end, control2)
            case UInt8(ascii: "s"):
                let control1 = lastCubic.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let control2 = try point(), end = try point()
                path.cubic(to: end, control1: control1, control2: control2)
                (current, cubicControl) = (end, control2)
            case UInt8(ascii: "q"):
                let control = try point(), end = try point()
                path.quad(to: end, control: control)
                (current, quadControl) = (end, control)
            case UInt8(ascii: "t"):
                let control = lastQuad.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let end = try point()
                path.quad(to: end, control: control)
                (current, quadControl) = (end, control)
            case UInt8(ascii: "a"):
                let radiusX = abs(try scanner.number()), radiusY = abs(try scanner.number()), rotation = try scanner.number()
                let large = try scanner.flag(), sweep = try scanner.flag()
                let end = try point()
                Self.arc(from: current, to: end, radiusX: radiusX, radiusY: radiusY, rotation: rotation, large: large, sweep: sweep, into: &path)
                current = end
            case UInt8(ascii: "z"):
                path.close()
                current = start
            default:
                throw Problem(offset: scanner.index, detail: "\(Self.describe(command)) is no path command")
            }
            (lastCubic, lastQuad) = (cubicControl, quadControl)
        }
        return path
    }

    static func isCommand(_ byte: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
    }

    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : String(format: "the byte 0x%02X", byte)
    }

    /// An elliptical arc as cubic Béziers of at most a quarter turn each (SVG 1.1, F.6.5: the
    /// endpoint parameters turned into a centre, radii corrected when too small).
    static func arc(from start: Point, to end: Point, radiusX: Double, radiusY: Double, rotation: Double, large: Bool, sweep: Bool, into path: inout Path) {
        guard radiusX > 0, radiusY > 0, start != end else {
            path.line(to: end)
            return
        }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        var rx = radiusX, ry = radiusY
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator == 0 ? 0 : (max(0, numerator) / denominator).squareRoot()
        if large == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry, cy1 = -coefficient * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            let sign: Double = ux * vy - uy * vx < 0 ? -1 : 1
            let dot = ux * vx + uy * vy, lengths = (ux * ux + uy * uy).squareRoot() * (vx * vx + vy * vy).squareRoot()
            return sign * acos(min(1, max(-1, dot / lengths)))
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let handle = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> (point: Point, derivative: Point) {
            let x = rx * cos(t), y = ry * sin(t), ddx = -rx * sin(t), ddy = ry * cos(t)
            return (
                Point(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y),
                Point(x: cosPhi * ddx - sinPhi * ddy, y: sinPhi * ddx + cosPhi * ddy)
            )
        }
        var t = theta1
        for index in 0..<segments {
            let from = onEllipse(t), to = onEllipse(t + step)
            let endPoint = index == segments - 1 ? end : to.point
            path.cubic(
                to: endPoint, control1: Point(x: from.point.x + handle * from.derivative.x, y: from.point.y + handle * from.derivative.y),
                control2: Point(x: to.point.x - handle * to.derivative.x, y: to.point.y - handle * to.derivative.y))
            t += step
        }
    }

    /// Numbers and flags in path data.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSeparators() {
            while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ",") { index += 1 }
        }

        /// A number as SVG writes one: a sign, digits, a fraction, an exponent.
        mutating func number() throws(Problem) -> Double {
            skipSeparators()
            let begin = index
            func digits() -> Int {
                let from = index
                while let byte = peek(), (0x30...0x39).contains(byte) { index += 1 }
                return index - from
            }
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
            var count = digits()
            if peek() == UInt8(ascii: ".") {
                index += 1
                count += digits()
            }
            guard count > 0 else {
                index = begin
                throw Problem(offset: begin, detail: peek().map { "\(SVGPathData.describe($0)) where a number belongs" } ?? "the data ends where a number belongs")
            }
            if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                let mark = index
                index += 1
                if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
                if digits() == 0 { index = mark }
            }
            guard index - begin <= 64, let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), value.isFinite,
                abs(value) <= SVGPathData.largestNumber
            else { throw Problem(offset: begin, detail: "a number that is not finite or beyond \(Int(SVGPathData.largestNumber))") }
            return value
        }

        /// An arc's flag: `0` or `1`, which may stand with no separator before the next number.
        mutating func flag() throws(Problem) -> Bool {
            skipSeparators()
            guard let byte = peek(), byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
                throw Problem(offset: index, detail: "an arc's flag must be 0 or 1")
            }
            index += 1
            return byte == UInt8(ascii: "1")
        }
    }
}
