/// A Gaussian blur approximated by three box blurs per axis, on an 8-bit mask.
///
/// Three successive box filters converge on a Gaussian (central limit theorem); the box widths
/// follow Kovesi's "Fast almost-Gaussian filtering" so their combined variance equals σ². Integer
/// running sums with rounding keep the result identical on every build and machine.
enum BoxBlur {
    /// Widths (odd) of the three boxes whose variance sums to σ².
    static func boxWidths(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    /// Blurs a `width` × `height` mask in place.
    static func blur(_ mask: inout [UInt8], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.1, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for size in boxWidths(sigma: sigma) where size > 1 {
            let radius = size / 2
            for y in 0..<height {
                boxPass(&mask, start: y * width, step: 1, count: width, radius: radius, scratch: &scratch)
            }
            for x in 0..<width {
                boxPass(&mask, start: x, step: width, count: height, radius: radius, scratch: &scratch)
            }
        }
    }

    /// One box filter along a line of `count` values, treating values beyond the ends as zero.
    private static func boxPass(_ data: inout [UInt8], start: Int, step: Int, count: Int, radius: Int, scratch: inout [UInt8]) {
        let size = 2 * radius + 1
        for i in 0..<count { scratch[i] = data[start + i * step] }
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(scratch[entering]) }
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            data[start + i * step] = UInt8((sum + size / 2) / size)
        }
    }
}
