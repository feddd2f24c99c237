import CPNGCodec

/// Writes the smallest exact PNG of a bitmap, for files kept in version control (snapshot
/// references): the narrowest colour type that keeps every pixel (a palette of 1, 2, 4 or 8 bits
/// when there are at most 256 colours, with transparency only where needed; grey, grey with
/// alpha, RGB when opaque; RGBA otherwise), rows left unfiltered unless a sample shows filtering
/// pays (then libpng's adaptive filters; palettes never), written by libpng at zlib's level 8.
/// Only IHDR, PLTE, tRNS, IDAT and IEND are written, and every choice depends only on the pixels,
/// so the same pixels always give the same bytes. Decoded, the file gives back exactly the bitmap
/// it came from. The choice of layout and the packing of rows are ours; the file is libpng's.
enum PNGCompactEncoder {
    /// A colour layout PNG can store, with its bytes per pixel once packed to whole bytes.
    enum Layout: Equatable {
        case palette(entries: [UInt32], bitDepth: Int)
        case grey, greyAlpha, rgb, rgba

        var colourType: Int {
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

        /// Bytes per complete pixel once packed (1 for palettes and grey).
        var bytesPerPixel: Int {
            switch self {
            case .palette, .grey: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }
    }

    /// zlib level 8, unfiltered rows. On the committed references level 8 is within 2 % of
    /// `optipng -o2` in about libpng level 6's time; level 9 (1.00) took twice that, level 7
    /// (0.6 of the time) was 6 % heavier.
    static let smallest = LibPNG.Compression(filtering: BENTO_PNG_NO_FILTER, level: 8, runLength: false)

    static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
        let width = bitmap.width, height = bitmap.height
        let straight = bitmap.storage.map(Bitmap.unpremultiply)
        let layout = chooseLayout(straight)
        let rows = packedRows(straight, width: width, height: height, layout: layout)
        let length = packedRowLength(width: width, layout: layout)
        var compression = smallest
        // Below 128 KB of samples the trial would cost more than filtering could save.
        if layout.colourType != 3 && rows.count >= 128 * 1024
            && prefersFilteredRows(rows, rowLength: length, height: height, layout: layout) {
            compression.filtering = BENTO_PNG_ADAPTIVE
        }
        var header = LibPNG.Header(width: width, height: height, bitDepth: layout.bitDepth, colourType: layout.colourType)
        if case .palette(let entries, _) = layout {
            header.palette = entries.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 >> 16 & 0xFF)] }
            // Translucent entries come first, so the alpha table stops at the last of them.
            let alphas = entries.map { UInt8($0 >> 24) }
            if let lastTranslucent = alphas.lastIndex(where: { $0 != 255 }) {
                header.transparency = Array(alphas[...lastTranslucent])
            }
        }
        return try rows.withUnsafeBufferPointer { packed throws(PNGError) in
            try LibPNG.encode(header, rows: packed, rowLength: length, compression: compression)
        }
    }

    /// Whether rows deflate smaller filtered than as they are. UI pictures (flat colour, text,
    /// rows repeated down the image) deflate best unfiltered, where long matches run across rows;
    /// gradients and photographs after filtering. Three bands (top, middle, bottom) of an eighth
    /// of the rows in all are written both ways at level 6, and filtering must save a tenth to be
    /// chosen.
    static func prefersFilteredRows(_ rows: [UInt8], rowLength length: Int, height: Int, layout: Layout) -> Bool {
        let band = max(4, min(32, height / 24))
        let starts = height <= 3 * band ? [0] : [0, (height - band) / 2, height - band]
        var sample: [UInt8] = []
        for start in starts {
            let end = min(height, start + band)
            sample += rows[(start * length)..<(end * length)]
        }
        let sampleHeight = sample.count / max(1, length)
        guard sampleHeight > 0 else { return false }
        let header = LibPNG.Header(width: length / layout.bytesPerPixel, height: sampleHeight, bitDepth: 8, colourType: layout.colourType)
        func size(_ filtering: bento_png_filtering) -> Int? {
            sample.withUnsafeBufferPointer { packed in
                try? LibPNG.encode(
                    header, rows: packed, rowLength: length, compression: .init(filtering: filtering, level: 6, runLength: false)
                ).count
            }
        }
        guard let plain = size(BENTO_PNG_NO_FILTER), let filtered = size(BENTO_PNG_ADAPTIVE) else { return false }
        return filtered * 10 < plain * 9
    }

    /// The narrowest layout that keeps every straight-alpha pixel exact.
    static func chooseLayout(_ pixels: [UInt32]) -> Layout {
        var isOpaque = true, isGrey = true
        var colours = Set<UInt32>()
        var firstSeen: [UInt32] = []
        var previous: UInt32? = nil
        for pixel in pixels where pixel != previous {
            previous = pixel
            if pixel >> 24 != 255 { isOpaque = false }
            let r = pixel & 0xFF, g = pixel >> 8 & 0xFF, b = pixel >> 16 & 0xFF
            if r != g || g != b { isGrey = false }
            if firstSeen.count <= 256, colours.insert(pixel).inserted {
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
        (width * layout.bitDepth * layout.bytesPerPixel + 7) / 8
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
                    if pixel != previous { previous = pixel; previousIndex = index[pixel] ?? 0 }
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
}
