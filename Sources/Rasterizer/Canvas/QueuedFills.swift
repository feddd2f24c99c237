// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

import CPixelKernels

/// Solid source-over fills swept into coverage, blended when their pixels are needed.
///
/// A canvas larger than the CPU's caches spends a fill-rate bound picture waiting for pixels from
/// memory, each fill going over the canvas again. Queued fills are blended one band of rows at a
/// time, each band while it stays in cache, every fill that reaches it in the order they were
/// drawn: each pixel sees the same blends in the same order, so the bytes are those of blending at
/// once (`FillQueue.h` in `CPixelKernels` has the details). Only where the wide kernels are
/// available; a canvas blends its queue before anything reads or changes its pixels otherwise.
final class QueuedFills {
    private let queue: OpaquePointer?

    /// A queue for a canvas of `pixels` pixels. It blends what it holds once it reaches `limit`
    /// bytes, by default twice the canvas's bytes (at least a megabyte): memory in proportion to
    /// the picture. Its coverage is kept in blocks of `blockBytes`.
    init(pixels: Int, limit: Int? = nil, blockBytes: Int = 1 << 20) {
        queue = bento_fill_queue_create(limit ?? max(1 << 20, 8 * pixels), blockBytes)
    }

    deinit { bento_fill_queue_destroy(queue) }

    /// Sweeps a shape's cells into the queue, as a fill of `bitmap` (which every fill in the queue
    /// must be for; the queue blends onto it when full). False, the cells untouched, when memory
    /// is short.
    func add(_ shape: inout bento_coverage_cells, evenOdd: Bool, x: Int, y: Int, color: UInt32, of bitmap: inout Bitmap) -> Bool {
        guard let queue else { return false }
        let width = bitmap.width, height = bitmap.height
        return bitmap.storage.withUnsafeMutableBufferPointer { pixels in
            bento_fill_queue_add(queue, &shape, evenOdd ? 1 : 0, x, y, color, pixels.baseAddress!, width, height) == 0
        }
    }

    /// Blends every queued fill onto `bitmap`, in the order they were queued, and empties the
    /// queue; an empty queue leaves `bitmap` untouched (its storage is not even asked for).
    func blend(onto bitmap: inout Bitmap) {
        guard let queue, bento_fill_queue_count(queue) > 0 else { return }
        let width = bitmap.width, height = bitmap.height
        bitmap.storage.withUnsafeMutableBufferPointer { pixels in
            _ = bento_fill_queue_flush(queue, pixels.baseAddress!, width, height)
        }
    }

    /// Empties the queue without blending: the pixels it would reach are about to be replaced.
    func discard() {
        if let queue { bento_fill_queue_discard(queue) }
    }
}
