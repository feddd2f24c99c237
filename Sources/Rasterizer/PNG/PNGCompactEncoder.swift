import CZlib

/// Writes the smallest exact PNG of a bitmap, for files kept in version control (snapshot
/// references): the narrowest colour type that keeps every pixel (a palette of 1, 2, 4 or 8 bits
/// when there are at most 256 colours, with transparency only where needed; grey, grey with
/// alpha, RGB when opaque; RGBA otherwise), rows filtered as libpng's adaptive heuristic filters
/// them (none for palettes), and zlib at its best level. Only IHDR, PLTE, tRNS, IDAT and IEND are
/// written, and every choice depends only on the pixels, so the same pixels always give the same
/// bytes. Decoded, the file gives back exactly the bitmap it came from.
enum PNGCompactEncoder {
    /// A colour layout PNG can store, with its bytes per pixel once packed to whole bytes.
    enum Layout: Equatable {
        case palette(entries: [UInt32], bitDepth: Int)
        case grey, greyAlpha, rgb, rgba

        var colourType: UInt8 {
            switch self {
            case .palette: return 3
            case .grey: return 0
            case .greyAlpha: return 4
            case .rgb: return 2
            case .rgba: return 6
            }
        }

        var bitDepth: Int {
            if case .palette(_, let depth) = self { return depth }
            return 8
        }

        /// Bytes per complete pixel, as the filters step (1 for palettes and grey).
        var filterStep: Int {
            switch self {
            case .palette, .grey: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }
    }

    static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        let width = bitmap.width, height = bitmap.height
        let straight = bitmap.storage.map(Bitmap.unpremultiply)
        let layout = chooseLayout(straight)
        let rows = packedRows(straight, width: width, height: height, layout: layout)
        let length = packedRowLength(width: width, layout: layout)
        // Unfiltered rows and adaptively filtered ones: flat UI colour often deflates best as it
        // is, gradients and photos after filtering. The smaller wins (unfiltered on a tie).
        let unfiltered = try PNGEncoder.deflate(filter(rows, rowLength: length, height: height, adaptive: false), level: 9, strategy: Z_DEFAULT_STRATEGY)
        var compressed = unfiltered
        if case .palette = layout {} else {
            let adaptive = try PNGEncoder.deflate(
                filter(rows, rowLength: length, height: height, step: layout.filterStep, adaptive: true), level: 9, strategy: Z_DEFAULT_STRATEGY)
            if adaptive.count < unfiltered.count { compressed = adaptive }
        }

        var png = Bitmap.pngSignature
        png.reserveCapacity(compressed.count + 1024)
        var header: [UInt8] = []
        header += PNGEncoder.bigEndian(UInt32(width))
        header += PNGEncoder.bigEndian(UInt32(height))
        header += [UInt8(layout.bitDepth), layout.colourType, 0, 0, 0]
        PNGEncoder.appendChunk("IHDR", header, to: &png)
        if case .palette(let entries, _) = layout {
            PNGEncoder.appendChunk("PLTE", entries.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 >> 16 & 0xFF)] }, to: &png)
            // Translucent entries come first, so the alpha table stops at the last of them.
            let alphas = entries.map { UInt8($0 >> 24) }
            if let lastTranslucent = alphas.lastIndex(where: { $0 != 255 }) {
                PNGEncoder.appendChunk("tRNS", Array(alphas[...lastTranslucent]), to: &png)
            }
        }
        PNGEncoder.appendChunk("IDAT", compressed, to: &png)
        PNGEncoder.appendChunk("IEND", [], to: &png)
        return png
    }

    /// The narrowest layout that keeps every straight-alpha pixel exact.
    static func chooseLayout(_ pixels: [UInt32]) -> Layout {
        var isOpaque = true, isGrey = true
        var colours: [UInt32: Int] = [:]
        var firstSeen: [UInt32] = []
        var previous: UInt32? = nil
        for pixel in pixels where pixel != previous {
            previous = pixel
            if pixel >> 24 != 255 { isOpaque = false }
            let r = pixel & 0xFF, g = pixel >> 8 & 0xFF, b = pixel >> 16 & 0xFF
            if r != g || g != b { isGrey = false }
            if firstSeen.count <= 256, colours[pixel] == nil {
                colours[pixel] = firstSeen.count
                firstSeen.append(pixel)
            }
        }
        if firstSeen.count <= 256 {
            // Translucent colours first (a shorter tRNS), then in order of first appearance.
            let entries = firstSeen.filter { $0 >> 24 != 255 } + firstSeen.filter { $0 >> 24 == 255 }
            let depth = entries.count <= 2 ? 1 : entries.count <= 4 ? 2 : entries.count <= 16 ? 4 : 8
            // A grey image of many levels is as small as its palette without a PLTE chunk.
            if isGrey && isOpaque && depth == 8 { return .grey }
            return .palette(entries: entries, bitDepth: depth)
        }
        if isGrey { return isOpaque ? .grey : .greyAlpha }
        return isOpaque ? .rgb : .rgba
    }

    static func packedRowLength(width: Int, layout: Layout) -> Int {
        (width * layout.bitDepth * layout.filterStep + 7) / 8
    }

    /// The pixels as PNG rows of samples (without filter bytes).
    static func packedRows(_ pixels: [UInt32], width: Int, height: Int, layout: Layout) -> [UInt8] {
        let length = packedRowLength(width: width, layout: layout)
        var rows = [UInt8](repeating: 0, count: length * height)
        switch layout {
        case .palette(let entries, let depth):
            var index: [UInt32: UInt8] = [:]
            for (position, entry) in entries.enumerated() { index[entry] = UInt8(position) }
            let perByte = 8 / depth
            var previous = pixels.first ?? 0, previousIndex = index[previous] ?? 0
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = pixels[y * width + x]
                    if pixel != previous { previous = pixel; previousIndex = index[pixel]! }
                    let shift = (perByte - 1 - x % perByte) * depth
                    rows[y * length + x / perByte] |= previousIndex << shift
                }
            }
        case .grey:
            for i in pixels.indices { rows[i] = UInt8(pixels[i] & 0xFF) }
        case .greyAlpha:
            for i in pixels.indices {
                rows[2 * i] = UInt8(pixels[i] & 0xFF)
                rows[2 * i + 1] = UInt8(pixels[i] >> 24)
            }
        case .rgb:
            for i in pixels.indices {
                let pixel = pixels[i]
                rows[3 * i] = UInt8(pixel & 0xFF)
                rows[3 * i + 1] = UInt8(pixel >> 8 & 0xFF)
                rows[3 * i + 2] = UInt8(pixel >> 16 & 0xFF)
            }
        case .rgba:
            for i in pixels.indices {
                let pixel = pixels[i]
                rows[4 * i] = UInt8(pixel & 0xFF)
                rows[4 * i + 1] = UInt8(pixel >> 8 & 0xFF)
                rows[4 * i + 2] = UInt8(pixel >> 16 & 0xFF)
                rows[4 * i + 3] = UInt8(pixel >> 24)
            }
        }
        return rows
    }

    /// Each row with its filter byte: none, or (`adaptive`) the filter whose residuals have the
    /// smallest sum of magnitudes, libpng's heuristic, the lowest filter type winning ties.
    static func filter(_ rows: [UInt8], rowLength length: Int, height: Int, step: Int = 1, adaptive: Bool) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: (length + 1) * height)
        let zeros = [UInt8](repeating: 0, count: length)
        var candidate = [[UInt8]](repeating: [UInt8](repeating: 0, count: length), count: 5)
        rows.withUnsafeBufferPointer { all in
            for y in 0..<height {
                let row = UnsafeBufferPointer(rebasing: all[(y * length)..<((y + 1) * length)])
                let outputStart = y * (length + 1)
                if !adaptive {
                    output[outputStart] = 0
                    for i in 0..<length { output[outputStart + 1 + i] = row[i] }
                    continue
                }
                zeros.withUnsafeBufferPointer { zero in
                    let above = y == 0 ? zero : UnsafeBufferPointer(rebasing: all[((y - 1) * length)..<(y * length)])
                    var best = 0, bestCost = Int.max
                    for type in 0..<5 {
                        var cost = 0
                        candidate[type].withUnsafeMutableBufferPointer { out in
                            for i in 0..<length {
                                let a = i >= step ? Int(row[i - step]) : 0
                                let b = Int(above[i])
                                let c = i >= step ? Int(above[i - step]) : 0
                                let predictor: Int
                                switch type {
                                case 0: predictor = 0
                                case 1: predictor = a
                                case 2: predictor = b
                                case 3: predictor = (a + b) / 2
                                default:
                                    let p = a + b - c
                                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                                }
                                let residual = UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
                                out[i] = residual
                                cost += residual < 128 ? Int(residual) : 256 - Int(residual)
                            }
                        }
                        if cost < bestCost { best = type; bestCost = cost }
                    }
                    output[outputStart] = UInt8(best)
                    for i in 0..<length { output[outputStart + 1 + i] = candidate[best][i] }
                }
            }
        }
        return output
    }
}
