/// PNG's five row filters (none, sub, up, average, Paeth) over rows of bytes, `step` bytes per
/// complete pixel: applying one, and choosing one as libpng's adaptive heuristic does.
enum PNGRowFilter {
    /// Each row with its filter byte: none, or (`adaptive`) the filter whose residuals have the
    /// smallest sum of magnitudes, libpng's heuristic, the lowest filter type winning ties. A row
    /// equal to the one above takes the Up filter at once (all zeros, the least possible).
    static func rows(_ rows: [UInt8], rowLength length: Int, height: Int, step: Int = 1, adaptive: Bool) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: (length + 1) * height)
        let zeros = [UInt8](repeating: 0, count: length)
        rows.withUnsafeBufferPointer { all in
            zeros.withUnsafeBufferPointer { zero in
                output.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = all.baseAddress! + y * length
                        let above = y == 0 ? zero.baseAddress! : all.baseAddress! + (y - 1) * length
                        let target = out.baseAddress! + y * (length + 1)
                        var type = 0
                        if adaptive {
                            type = y > 0 && isEqual(row, above, length) ? 2 : bestFilter(row, above, length, step)
                        }
                        target[0] = UInt8(type)
                        apply(type, row, above, length, step, into: target + 1)
                    }
                }
            }
        }
        return output
    }

    private static func isEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for i in 0..<count where a[i] != b[i] { return false }
        return true
    }

    /// The magnitude of a residual byte taken as signed, libpng's cost.
    @inline(__always)
    private static func cost(_ residual: UInt8) -> Int {
        let value = Int(Int8(bitPattern: residual))
        return value < 0 ? -value : value
    }

    @inline(__always)
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }

    /// The filter type (0-4) with the smallest sum of residual magnitudes for a row.
    private static func bestFilter(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ length: Int, _ step: Int) -> Int {
        var none = 0, sub = 0, up = 0, average = 0, paethCost = 0
        let head = min(step, length)
        for i in 0..<head {
            let x = row[i], b = above[i]
            none += cost(x)
            sub += cost(x)
            up += cost(x &- b)
            average += cost(x &- UInt8(Int(b) / 2))
            paethCost += cost(x &- b)
        }
        var i = head
        while i < length {
            let x = row[i], a = row[i - step], b = above[i], c = above[i - step]
            none += cost(x)
            sub += cost(x &- a)
            up += cost(x &- b)
            average += cost(x &- UInt8((Int(a) + Int(b)) >> 1))
            paethCost += cost(x &- UInt8(paeth(Int(a), Int(b), Int(c))))
            i += 1
        }
        var best = 0, bestCost = none
        for (type, value) in [(1, sub), (2, up), (3, average), (4, paethCost)] where value < bestCost {
            best = type
            bestCost = value
        }
        return best
    }

    /// Writes a row filtered with one filter type.
    static func apply(
        _ type: Int, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ length: Int, _ step: Int,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        let head = min(step, length)
        switch type {
        case 0:
            output.update(from: row, count: length)
        case 1:
            output.update(from: row, count: head)
            for i in head..<max(head, length) { output[i] = row[i] &- row[i - step] }
        case 2:
            for i in 0..<length { output[i] = row[i] &- above[i] }
        case 3:
            for i in 0..<head { output[i] = row[i] &- UInt8(Int(above[i]) / 2) }
            for i in head..<max(head, length) { output[i] = row[i] &- UInt8((Int(row[i - step]) + Int(above[i])) >> 1) }
        default:
            for i in 0..<head { output[i] = row[i] &- above[i] }
            for i in head..<max(head, length) {
                output[i] = row[i] &- UInt8(paeth(Int(row[i - step]), Int(above[i]), Int(above[i - step])))
            }
        }
    }
}
