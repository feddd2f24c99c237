// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

/// The clip in force: whole pixels outside `region` are never touched; inside it, `mask` (when
/// present, one byte per canvas pixel) scales coverage for anti-aliased clip edges.
struct ClipState {
    var region: PixelRegion
    var mask: [UInt8]?

    /// Whether this clip's mask is `mask`'s storage.
    func sharesMask(with mask: [UInt8]) -> Bool {
        guard let own = self.mask else { return false }
        return own.withUnsafeBufferPointer { $0.baseAddress } == mask.withUnsafeBufferPointer { $0.baseAddress }
    }
}

extension Canvas {
    /// Restricts drawing to the inside of a path (in user units), intersected with the current
    /// clip, until the matching `popClip`. Edges are anti-aliased; a rectangle on whole device
    /// pixels costs nothing per pixel.
    public func pushClip(_ path: Path, rule: FillRule = .nonZero) {
        clipStack.append(clip)
        let device = transform == .identity ? path : path.applying(transform)
        let bounds = device.controlBounds
        let region = PixelRegion(covering: bounds).intersection(clip.region)
        if Self.isPixelAlignedRectangle(device) {
            clip.region = region.isEmpty ? PixelRegion(minX: 0, minY: 0, maxX: 0, maxY: 0) : region
            return
        }
        guard !region.isEmpty else {
            clip.region = PixelRegion(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        let coverage = coverageMask(of: device, rule: rule, region: region)
        let width = bitmap.width
        // Only the region's bytes are written and ever read (drawing keeps inside the clip's
        // region), so a mask from an earlier clip is reused as it is.
        var mask = clipMaskPool.popLast() ?? []
        if mask.count != width * bitmap.height { mask = [UInt8](repeating: 0, count: width * bitmap.height) }
        let outer = clip.mask
        mask.withUnsafeMutableBufferPointer { mask in
            coverage.withUnsafeBufferPointer { coverage in
                for y in region.minY..<region.maxY {
                    let row = mask.baseAddress! + y * width + region.minX
                    row.update(from: coverage.baseAddress! + (y - region.minY) * region.width, count: region.width)
                    // Inside another curved clip, through its mask (outside one, × 255 / 255: as it is).
                    outer?.withUnsafeBufferPointer { outer in
                        PixelMath.multiply(row, by: outer.baseAddress! + y * width + region.minX, count: region.width)
                    }
                }
            }
        }
        clip = ClipState(region: region, mask: mask)
    }

    /// Restricts drawing to a rectangle (user units) until the matching `popClip`.
    public func pushClip(_ rect: Rect) {
        pushClip(.rect(rect))
    }

    /// Restores the clip in force before the matching `pushClip`.
    public func popClip() {
        precondition(!clipStack.isEmpty, "popClip without a matching pushClip")
        let popped = clip
        clip = clipStack.removeLast()
        // A mask of the clip's own goes back to the pool. One that a rectangle inside a curved
        // clip shared with it stays with the curved clip (pooled, the next clip's writes would
        // copy all of it).
        if let mask = popped.mask, !clip.sharesMask(with: mask) { clipMaskPool.append(mask) }
    }

    /// Whether a device path is an axis-aligned rectangle with its corners on whole pixels.
    static func isPixelAlignedRectangle(_ path: Path) -> Bool {
        let elements = path.elements
        guard elements.count == 5 || elements.count == 6 else { return false }
        var xs: Set<Double> = [], ys: Set<Double> = []
        var lines = 0
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                guard p.x == p.x.rounded(), p.y == p.y.rounded() else { return false }
                xs.insert(p.x)
                ys.insert(p.y)
                lines += 1
            case .close: continue
            default: return false
            }
        }
        guard xs.count == 2, ys.count == 2, lines >= 4 else { return false }
        // Consecutive points must differ in exactly one coordinate (axis-aligned edges).
        let points = elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) where (a.x != b.x) == (a.y != b.y) && a != b {
            return false
        }
        return true
    }
}
