/// What changed between two pictures, and a part of one: an animation's later frames and the live
/// preview's frames after the first are sent as the rectangle that changed.
extension Bitmap {
    /// The smallest rectangle holding every pixel that differs from `previous`; a single pixel at
    /// the origin when none does, the whole bitmap when `previous` has another size.
    public func changedRegion(since previous: Bitmap) -> (x: Int, y: Int, width: Int, height: Int) {
        guard previous.width == width, previous.height == height else { return (0, 0, width, height) }
        var minX = width, minY = height, maxX = -1, maxY = -1
        for row in 0..<height {
            let start = row * width
            guard storage[start..<(start + width)] != previous.storage[start..<(start + width)] else { continue }
            minY = min(minY, row)
            maxY = row
            for column in 0..<width where storage[start + column] != previous.storage[start + column] {
                minX = min(minX, column)
                maxX = max(maxX, column)
            }
        }
        guard maxY >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// A rectangle of the bitmap, in pixels; the region must lie inside it.
    public func cropped(_ region: (x: Int, y: Int, width: Int, height: Int)) -> Bitmap {
        precondition(region.x >= 0 && region.y >= 0 && region.width > 0 && region.height > 0 && region.x + region.width <= width
                     && region.y + region.height <= height, "a crop outside the bitmap")
        guard region.x != 0 || region.y != 0 || region.width != width || region.height != height else { return self }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(region.width * region.height)
        for row in region.y..<(region.y + region.height) {
            pixels += storage[(row * width + region.x)..<(row * width + region.x + region.width)]
        }
        return Bitmap(width: region.width, height: region.height, storage: pixels)
    }
}
