/// A rectangle of whole device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
struct PixelRegion: Hashable, Sendable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    var width: Int { maxX - minX }
    var height: Int { maxY - minY }
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The pixels touched by a rectangle with fractional edges; empty for non-finite input.
    init(covering rect: Rect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        // Clamp to a range where Int conversion is safe; callers intersect with the canvas anyway.
        func clamp(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9)) }
        self.init(
            minX: clamp(rect.minX.rounded(.down)), minY: clamp(rect.minY.rounded(.down)),
            maxX: clamp(rect.maxX.rounded(.up)), maxY: clamp(rect.maxY.rounded(.up)))
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    func intersection(_ other: PixelRegion) -> PixelRegion {
        PixelRegion(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }
}
