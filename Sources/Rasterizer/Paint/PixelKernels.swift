import CPixelKernels

/// The blending loops of `PixelMath` built for AVX2 and AVX-512 (in the `CPixelKernels` C target),
/// the widest the CPU runs, or the path `BENTO_PIXEL_KERNELS` (`scalar`, `avx2`, `avx512`,
/// `avx512vbmi`) forces. They compute exactly what the portable loops compute; `PixelKernelsTests` compares them on every
/// alpha and coverage, and `KernelPathTests` draws the same pictures through every path.
package enum PixelKernels {
    /// A path through the blending loops.
    package enum Path: Int, CaseIterable, Sendable, CustomStringConvertible {
        /// `PixelMath`'s portable Swift.
        case scalar = 0
        /// Eight pixels at a time.
        case avx2 = 2
        /// Sixteen pixels at a time, the last few through lane masks.
        case avx512 = 3
        /// AVX-512 whose constant blends look the products up in a table (VBMI's byte permutes).
        case avx512vbmi = 4

        /// `scalar`, `avx2`, `avx512`, `avx512vbmi`: what `BENTO_PIXEL_KERNELS` takes.
        package var description: String {
            switch self {
            case .scalar: "scalar"
            case .avx2: "avx2"
            case .avx512: "avx512"
            case .avx512vbmi: "avx512vbmi"
            }
        }
    }

    /// Whether the path in use has the wide kernels.
    static var isAvailable: Bool { bento_pixel_kernels_available() != 0 }

    /// The path in use.
    package static var path: Path { Path(rawValue: Int(bento_pixel_kernels_level())) ?? .scalar }

    /// The paths this CPU runs, narrowest first.
    package static var availablePaths: [Path] {
        let widest = Int(bento_pixel_kernels_widest_level())
        return Path.allCases.filter { $0.rawValue <= widest }
    }

    /// Uses `path` from now on (not one wider than the CPU runs) for everything the process
    /// draws; returns the path in use. For tests that draw through every path.
    @discardableResult
    package static func use(_ path: Path) -> Path {
        Path(rawValue: Int(bento_set_pixel_kernels_level(Int32(path.rawValue)))) ?? .scalar
    }

    /// `PixelMath.blendConstant` in AVX2. `room` (at least `count`) is how many pixels from `row`
    /// exist; the kernel may rewrite those past `count` with their own value.
    @inline(__always)
    static func blendConstant(_ row: UnsafeMutablePointer<UInt32>, count: Int, room: Int, source: UInt32, inverseAlpha: UInt32) {
        bento_blend_constant(row, count, room, source, inverseAlpha)
    }

    /// `PixelMath.blendCoverage` in AVX2 (the source-over of `color` scaled by each pixel's
    /// coverage); `room` as for `blendConstant`.
    @inline(__always)
    static func blendCoverage(
        _ row: UnsafeMutablePointer<UInt32>, coverage: UnsafePointer<UInt8>, count: Int, room: Int, color: UInt32
    ) {
        bento_blend_coverage(row, coverage, count, room, color)
    }

    /// `blendCoverage` over `rows` rows: row r of the pixels from `row + r * rowPixels`, its
    /// coverages from `coverage + r * stride`; `room` as for `blendConstant`, for every row.
    @inline(__always)
    static func blendMask(
        _ row: UnsafeMutablePointer<UInt32>, rowPixels: Int, room: Int, coverage: UnsafePointer<UInt8>, stride: Int,
        count: Int, rows: Int, color: UInt32
    ) {
        bento_blend_mask(row, rowPixels, room, coverage, stride, count, rows, color)
    }

    /// A layer's `count` pixels from `source`, scaled by `factor / 255`, source-over those from
    /// `destination` (`PixelMath.sourceOver` of `PixelMath.scale`, pixel by pixel).
    @inline(__always)
    static func compositeLayer(_ destination: UnsafeMutablePointer<UInt32>, source: UnsafePointer<UInt32>, count: Int, factor: UInt32) {
        bento_composite_layer(destination, source, count, factor)
    }

    /// Asks the CPU to bring `count` pixels from `start` into its cache for writing (a hint only).
    @inline(__always)
    static func prefetch(_ start: UnsafeMutablePointer<UInt32>, count: Int) {
        bento_prefetch_for_write(start, count * 4)
    }
}
