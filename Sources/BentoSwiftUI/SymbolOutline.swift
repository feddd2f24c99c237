import Foundation
import Rasterizer

/// The stand-in outlines this module draws for SF Symbols, in a 20 × 20 square: a few common
/// glyphs of our own drawing (not Apple's), each also enclosed in a circle or a square
/// (`plus.circle`, `xmark.square.fill`), filled where the name ends in `.fill`. A name it does not
/// know is drawn as a rounded square, so the symbol's place shows.
enum SymbolOutline {
    /// One part of an outline: filled, or stroked with round ends at a width in the square's units.
    struct Stroke {
        enum Kind {
            case fill
            case line(width: Double)
        }
        var path: Rasterizer.Path
        var kind: Kind
    }

    /// The parts that draw the symbol `name`.
    static func strokes(of name: String) -> [Stroke] {
        var parts = name.split(separator: ".").map(String.init)
        let isFilled = parts.last == "fill"
        if isFilled { parts.removeLast() }
        let enclosure = parts.count > 1 && ["circle", "square"].contains(parts.last) ? parts.removeLast() : nil
        let glyph = parts.joined(separator: ".")
        guard let enclosure else {
            if glyph == "circle" || glyph == "square" { return [shape(glyph, filled: isFilled, inset: 1)] }
            return self.glyph(glyph, filled: isFilled, scale: 1) ?? [Stroke(path: .roundedRect(Rect(x: 2, y: 2, width: 16, height: 16), radius: 4), kind: .line(width: 1.6))]
        }
        // Enclosed: the glyph at 55 % in the middle, cut out of a filled enclosure (even-odd) or
        // drawn inside an outlined one.
        let inner = self.glyph(glyph, filled: false, scale: 0.55) ?? []
        if isFilled {
            var cut = shape(enclosure, filled: true, inset: 1).path
            for part in inner { cut.append(widened(part)) }
            return [Stroke(path: cut, kind: .fill)]
        }
        return [shape(enclosure, filled: false, inset: 1)] + inner
    }

    /// A circle or a rounded square inset in the 20-unit square.
    private static func shape(_ name: String, filled: Bool, inset: Double) -> Stroke {
        let rect = Rect(x: inset, y: inset, width: 20 - 2 * inset, height: 20 - 2 * inset)
        let path: Rasterizer.Path = name == "circle" ? .ellipse(in: rect) : .roundedRect(rect, radius: 4)
        return Stroke(path: path, kind: filled ? .fill : .line(width: 1.6))
    }

    /// A stroked part as the band it covers, to cut out of a filled enclosure: its polyline's
    /// segments as thin rectangles, which even-odd filling removes.
    private static func widened(_ stroke: Stroke) -> Rasterizer.Path {
        guard case .line(let width) = stroke.kind else { return stroke.path }
        var band = Rasterizer.Path()
        var previous: Point?
        for element in stroke.path.elements {
            switch element {
            case .move(let point): previous = point
            case .line(let point):
                if let start = previous { band.append(segment(from: start, to: point, width: width)) }
                previous = point
            default: previous = nil
            }
        }
        return band
    }

    private static func segment(from start: Point, to end: Point, width: Double) -> Rasterizer.Path {
        let length = max(hypot(end.x - start.x, end.y - start.y), 0.001)
        let (nx, ny) = (-(end.y - start.y) / length * width / 2, (end.x - start.x) / length * width / 2)
        var path = Rasterizer.Path()
        path.move(to: Point(x: start.x + nx, y: start.y + ny))
        path.line(to: Point(x: end.x + nx, y: end.y + ny))
        path.line(to: Point(x: end.x - nx, y: end.y - ny))
        path.line(to: Point(x: start.x - nx, y: start.y - ny))
        path.close()
        return path
    }

    /// A glyph's parts, scaled about the square's middle; `nil` for a name not drawn here.
    private static func glyph(_ name: String, filled: Bool, scale: Double) -> [Stroke]? {
        func polyline(_ points: [(Double, Double)]) -> Rasterizer.Path {
            var path = Rasterizer.Path()
            for (index, (x, y)) in points.enumerated() {
                let point = Point(x: 10 + (x - 10) * scale, y: 10 + (y - 10) * scale)
                if index == 0 { path.move(to: point) } else { path.line(to: point) }
            }
            return path
        }
        let width = 2.0 * max(scale, 0.8)
        func lines(_ polylines: [(Double, Double)]...) -> [Stroke] { polylines.map { Stroke(path: polyline($0), kind: .line(width: width)) } }
        switch name {
        case "checkmark": return lines([(4, 10.5), (8, 14.5), (16, 5.5)])
        case "xmark": return lines([(4.5, 4.5), (15.5, 15.5)], [(15.5, 4.5), (4.5, 15.5)])
        case "plus": return lines([(10, 3.5), (10, 16.5)], [(3.5, 10), (16.5, 10)])
        case "minus": return lines([(3.5, 10), (16.5, 10)])
        case "chevron.right": return lines([(7, 3.5), (13.5, 10), (7, 16.5)])
        case "chevron.left": return lines([(13, 3.5), (6.5, 10), (13, 16.5)])
        case "chevron.down": return lines([(3.5, 7), (10, 13.5), (16.5, 7)])
        case "chevron.up": return lines([(3.5, 13), (10, 6.5), (16.5, 13)])
        case "arrow.right": return lines([(3.5, 10), (16.5, 10)], [(11, 4.5), (16.5, 10), (11, 15.5)])
        case "arrow.left": return lines([(16.5, 10), (3.5, 10)], [(9, 4.5), (3.5, 10), (9, 15.5)])
        case "exclamationmark": return lines([(10, 3.5), (10, 12)], [(10, 16), (10, 16.2)])
        case "info": return lines([(10, 8.5), (10, 16)], [(10, 4.5), (10, 4.7)])
        case "star":
            let points = (0..<10).map { index -> (Double, Double) in
                let angle = Double(index) * .pi / 5 - .pi / 2
                let radius = index.isMultiple(of: 2) ? 8.5 : 3.6
                return (10 + radius * cos(angle), 10.6 + radius * sin(angle))
            }
            var path = polyline(points)
            path.close()
            return [Stroke(path: path, kind: filled ? .fill : .line(width: 1.4))]
        case "heart":
            var path = Rasterizer.Path()
            func p(_ x: Double, _ y: Double) -> Point { Point(x: 10 + (x - 10) * scale, y: 10 + (y - 10) * scale) }
            path.move(to: p(10, 17))
            path.cubic(to: p(2, 7), control1: p(6, 14), control2: p(2, 11))
            path.cubic(to: p(10, 5), control1: p(2, 2.5), control2: p(8, 2))
            path.cubic(to: p(18, 7), control1: p(12, 2), control2: p(18, 2.5))
            path.cubic(to: p(10, 17), control1: p(18, 11), control2: p(14, 14))
            path.close()
            return [Stroke(path: path, kind: filled ? .fill : .line(width: 1.4))]
        case "globe":
            let outer = Rect(x: 1.5, y: 1.5, width: 17, height: 17)
            return [
                Stroke(path: .ellipse(in: outer), kind: .line(width: 1.3)),
                Stroke(path: .ellipse(in: Rect(x: 6.3, y: 1.5, width: 7.4, height: 17)), kind: .line(width: 1.1)),
            ] + [polyline([(1.5, 10), (18.5, 10)]), polyline([(3, 5.8), (17, 5.8)]), polyline([(3, 14.2), (17, 14.2)])]
                .map { Stroke(path: $0, kind: .line(width: 1.1)) }
        case "magnifyingglass":
            return [Stroke(path: .ellipse(in: Rect(x: 2.5, y: 2.5, width: 11, height: 11)), kind: .line(width: 1.8))] + lines([(12, 12), (17.5, 17.5)])
        case "person":
            return [
                Stroke(path: .ellipse(in: Rect(x: 6.5, y: 2, width: 7, height: 7)), kind: filled ? .fill : .line(width: 1.5)),
                Stroke(path: .roundedRect(Rect(x: 3, y: 11, width: 14, height: 7), radius: 3.5), kind: filled ? .fill : .line(width: 1.5)),
            ]
        default: return nil
        }
    }
}
