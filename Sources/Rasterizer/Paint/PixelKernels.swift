import CPixelKernels

/// The blending loops of `PixelMath` built for AVX2 (in the `CPixelKernels` C target), used when
/// the CPU has it. They compute exactly what the portable loops compute; `PixelKernelsTests`
/// compares the two on every alpha and coverage.
enum PixelKernels {
    /// Whether this CPU runs the wide kernels.
    static let isAvailable = bento_pixel_kernels_available() != 0

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

    /// Asks the CPU to bring `count` pixels from `start` into its cache for writing (a hint only).
    @inline(__always)
    static func prefetch(_ start: UnsafeMutablePointer<UInt32>, count: Int) {
        bento_prefetch_for_write(start, count * 4)
    }

    /// `prefetch` for `rows` rows of `count` pixels, `rowPixels` pixels apart.
    @inline(__always)
    static func prefetch(_ start: UnsafeMutablePointer<UInt32>, rowPixels: Int, count: Int, rows: Int) {
        bento_prefetch_block_for_write(start, rowPixels * 4, count * 4, rows)
    }
}
