import Testing
@testable import Rasterizer

/// The AVX2 and AVX-512 kernels must give exactly the pixels of the portable loops, or output would
/// depend on the CPU. Every source alpha and every coverage is tried, over rows long enough to
/// reach the vector loops and short enough to end in every tail length, through each wide path the
/// CPU runs (a path it lacks is not tried: the figures name the CPU).
@Suite(.serialized, .enabled(if: PixelKernels.isAvailable, "this CPU has no AVX2; only the portable loops run"))
struct PixelKernelsTests {
    /// The wide paths this CPU runs.
    static let widePaths = PixelKernels.availablePaths.filter { $0 != .scalar }

    /// Runs `body` with the kernels on `path`, then puts back the path that was in use.
    static func on(_ path: PixelKernels.Path, _ body: () throws -> Void) rethrows {
        let before = PixelKernels.path
        defer { PixelKernels.use(before) }
        #expect(PixelKernels.use(path) == path)
        try body()
    }

    /// A deterministic stream of premultiplied pixels (MMIX LCG).
    struct Pixels {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let bits = UInt32(truncatingIfNeeded: state >> 32)
            let alpha = bits >> 24
            func channel(_ shift: UInt32) -> UInt32 { alpha == 0 ? 0 : ((bits >> shift) & 0xFF) % (alpha + 1) }
            return channel(0) | channel(8) << 8 | channel(16) << 16 | alpha << 24
        }
        mutating func row(_ count: Int) -> [UInt32] { (0..<count).map { _ in next() } }
    }

    @Test(arguments: widePaths) func constantBlendMatchesThePortableLoopForEveryAlpha(path: PixelKernels.Path) {
        Self.on(path) { constantBlendMatchesThePortableLoop() }
    }

    func constantBlendMatchesThePortableLoop() {
        var pixels = Pixels(state: 7)
        for alpha in UInt32(1)...254 {
            let color = pixels.next() | 0xFF00_0000
            let source = PixelMath.scale(color, by: alpha)
            let inverse = 255 - (source >> 24)
            for count in [0, 1, 7, 8, 9, 15, 16, 17, 31, 64, 203] {
                // Rows that end where the pixels end (masked tail) and rows with room after them
                // (whole-vector tail), whose pixels past `count` must keep their values.
                for room in [count, count + 9] {
                    let original = pixels.row(room)
                    var portable = original, kernel = original
                    portable.withUnsafeMutableBufferPointer {
                        PixelMath.blendConstant($0.baseAddress!, count: count, source: source, inverseAlpha: inverse)
                    }
                    kernel.withUnsafeMutableBufferPointer {
                        PixelKernels.blendConstant($0.baseAddress!, count: count, room: room, source: source, inverseAlpha: inverse)
                    }
                    #expect(kernel == portable, "alpha \(alpha), \(count) pixels, room for \(room)")
                    #expect(portable == original.prefix(count).map { PixelMath.sourceOver(source, $0) } + original.dropFirst(count))
                }
            }
        }
    }

    @Test(arguments: widePaths) func coverageBlendMatchesThePortableLoopForEveryCoverage(path: PixelKernels.Path) {
        Self.on(path) { coverageBlendMatchesThePortableLoop() }
    }

    func coverageBlendMatchesThePortableLoop() {
        var pixels = Pixels(state: 11)
        // Every coverage once, then the blank and solid chunks the loops skip or fill.
        let everyCoverage = (0...255).map(UInt8.init) + [UInt8](repeating: 0, count: 16)
            + [UInt8](repeating: 255, count: 16) + [3, 0, 255, 255, 128]
        // Random colours, a quarter of them opaque, then the opaque colours whose channels are all
        // 0 or 255 (black, white and the primaries, which the kernels blend with fewer products).
        let extremes: [UInt32] = (0..<8).map { bits in
            0xFF00_0000 | (bits & 1 == 0 ? 0 : 0xFF) | (bits & 2 == 0 ? 0 : 0xFF00) | (bits & 4 == 0 ? 0 : 0xFF_0000)
        }
        for colorIndex in 0..<(64 + extremes.count) {
            var color = colorIndex < 64 ? pixels.next() : extremes[colorIndex - 64]
            if colorIndex % 4 == 0 { color |= 0xFF00_0000 }
            let scaled = (0...255).map { PixelMath.scale(color, by: UInt32($0)) }
            for (start, extra) in (0..<9).flatMap({ start in [(start, 0), (start, 9)] }) {
                let coverage = Array(everyCoverage[start...])
                let original = pixels.row(coverage.count + extra)
                var portable = original, kernel = original
                coverage.withUnsafeBufferPointer { coverage in
                    scaled.withUnsafeBufferPointer { scaled in
                        portable.withUnsafeMutableBufferPointer {
                            PixelMath.blendCoverage($0.baseAddress!, coverage: coverage, color: color, scaled: scaled.baseAddress!)
                        }
                    }
                    kernel.withUnsafeMutableBufferPointer {
                        PixelKernels.blendCoverage(
                            $0.baseAddress!, coverage: coverage.baseAddress!, count: coverage.count, room: coverage.count + extra,
                            color: color)
                    }
                }
                #expect(kernel == portable, "colour \(color), starting at coverage \(start), \(extra) pixels of room")
                let expected = zip(original, coverage).map { pixel, c in
                    c == 0 ? pixel : PixelMath.sourceOver(PixelMath.scale(color, by: UInt32(c)), pixel)
                }
                #expect(portable == expected + original.suffix(extra))
            }
        }
    }

    @Test(arguments: widePaths) func layerCompositeMatchesThePortableLoopForEveryOpacity(path: PixelKernels.Path) {
        Self.on(path) { layerCompositeMatchesThePortableLoop() }
    }

    func layerCompositeMatchesThePortableLoop() {
        var pixels = Pixels(state: 13)
        for factor in UInt32(1)...255 {
            for count in [0, 1, 7, 8, 9, 15, 16, 17, 33] {
                // A blank layer pixel, an opaque one and translucent ones in every row.
                var layer = pixels.row(count)
                if count > 2 { layer[0] = 0; layer[1] |= 0xFF00_0000 }
                let beneath = pixels.row(count + 3)
                var kernel = beneath
                layer.withUnsafeBufferPointer { layer in
                    kernel.withUnsafeMutableBufferPointer {
                        PixelKernels.compositeLayer($0.baseAddress!, source: layer.baseAddress!, count: count, factor: factor)
                    }
                }
                let expected = zip(layer, beneath).map { PixelMath.sourceOver(PixelMath.scale($0, by: factor), $1) }
                #expect(kernel == expected + beneath.suffix(3), "opacity \(factor), \(count) pixels")
            }
        }
    }
}
