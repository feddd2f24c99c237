/// Produces premultiplied colours for a row of device pixels: the varying part of a paint.
protocol Shader {
    /// Writes `count` premultiplied pixels for device row `y` from column `x`.
    func shade(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>)
}

/// A gradient's colours, precomputed: 256 premultiplied entries from location 0 to 1.
struct GradientTable {
    private(set) var entries: [UInt32]

    init(stops: [GradientStop]) {
        let sorted = stops.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
        entries = (0..<256).map { index in
            guard let first = sorted.first, let last = sorted.last else { return 0 }
            let t = Double(index) / 255
            if t <= first.location { return PremultipliedPixel(first.color).packed }
            if t >= last.location { return PremultipliedPixel(last.color).packed }
            // Past the first stop and before the last, so some stop from the second on is at or after t.
            let upper = sorted.firstIndex { $0.location >= t } ?? sorted.count - 1
            let a = sorted[upper - 1], b = sorted[upper]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            // Interpolate premultiplied components so fades to transparent never darken.
            let pa = PremultipliedPixel(a.color), pb = PremultipliedPixel(b.color)
            func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
            let alpha = mix(pa.alpha, pb.alpha)
            return PremultipliedPixel(
                red: min(mix(pa.red, pb.red), alpha), green: min(mix(pa.green, pb.green), alpha),
                blue: min(mix(pa.blue, pb.blue), alpha), alpha: alpha).packed
        }
    }

    @inline(__always)
    func color(at t: Double) -> UInt32 {
        let clamped = t.isNaN ? 0 : min(max(t, 0), 1)
        return entries[Int(clamped * 255 + 0.5)]
    }
}

/// A linear gradient in device space.
struct LinearGradientShader: Shader {
    let table: GradientTable
    let start: Point
    /// The gradient direction divided by its squared length, so t = (p − start) · step.
    let step: Point

    init(start: Point, end: Point, stops: [GradientStop]) {
        table = GradientTable(stops: stops)
        self.start = start
        let d = end - start
        let lengthSquared = d.x * d.x + d.y * d.y
        step = lengthSquared > 0 ? Point(x: d.x / lengthSquared, y: d.y / lengthSquared) : .zero
    }

    func shade(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5 - start.y
        for i in 0..<count {
            let px = Double(x + i) + 0.5 - start.x
            output[i] = table.color(at: px * step.x + py * step.y)
        }
    }
}

/// A radial gradient in device space (a circle; an ellipse under non-uniform transforms is
/// approximated by the larger scale).
struct RadialGradientShader: Shader {
    let table: GradientTable
    let center: Point
    let inverseRadius: Double

    init(center: Point, radius: Double, stops: [GradientStop]) {
        table = GradientTable(stops: stops)
        self.center = center
        inverseRadius = radius > 0 ? 1 / radius : 0
    }

    func shade(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        let dy = Double(y) + 0.5 - center.y
        for i in 0..<count {
            let dx = Double(x + i) + 0.5 - center.x
            output[i] = table.color(at: (dx * dx + dy * dy).squareRoot() * inverseRadius)
        }
    }
}

/// One colour everywhere, for paints combined with blend modes or masks.
struct SolidShader: Shader {
    let color: UInt32

    func shade(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        output.update(repeating: color, count: count)
    }
}
