import Rasterizer
import ReferenceStores
import SafeFiles

/// The fingerprint of a bitmap's pixels: its size, then its premultiplied RGBA bytes row by row.
/// Two bitmaps have one fingerprint exactly when an exact comparison matches them (barring a
/// 128-bit accident), so a verify matches a rendered picture with its manifest line without
/// decoding, encoding or downloading anything.
package enum PixelHash {
    /// The algorithm new lines are written with.
    package static let algorithm = PixelFingerprint.Algorithm.xxh3

    /// The fingerprint, with `algorithm` unless another is asked for (a line an earlier Bento wrote).
    package static func of(_ bitmap: Bitmap, as algorithm: PixelFingerprint.Algorithm = algorithm) -> PixelFingerprint {
        let header = Array("bento-pixels 1 \(bitmap.width)x\(bitmap.height)\n".utf8)
        #if _endian(little)
            // The pixels hashed where they are, after the header: no copy of the picture.
            let hex = header.withUnsafeBytes { head in
                bitmap.withUnsafePixels { pixels in digest([head, UnsafeRawBufferPointer(pixels)], algorithm) }
            }
        #else
            let bytes = header + bitmap.bytes
            let hex = bytes.withUnsafeBytes { digest([$0], algorithm) }
        #endif
        return fingerprint(hex, algorithm)
    }

    /// The fingerprint of an animation's frames as drawn on its canvas (`AnimatedPNG.canvasFrames`):
    /// of each frame's in order, so two animations match when every frame does.
    package static func of(frames: [Bitmap], as algorithm: PixelFingerprint.Algorithm = algorithm) -> PixelFingerprint {
        let text = Array(("bento-frames 1 \(frames.count)\n" + frames.map { of($0, as: algorithm).hex + "\n" }.joined()).utf8)
        return fingerprint(text.withUnsafeBytes { digest([$0], algorithm) }, algorithm)
    }

    private static func digest(_ pieces: [UnsafeRawBufferPointer], _ algorithm: PixelFingerprint.Algorithm) -> String {
        switch algorithm {
        case .xxh3: Fingerprint128.hex(joining: pieces)
        case .sha256: ContentHash.hex(joining: pieces)
        }
    }

    private static func fingerprint(_ hex: String, _ algorithm: PixelFingerprint.Algorithm) -> PixelFingerprint {
        // Both digests are written in the digits the fingerprint checks for.
        guard let fingerprint = PixelFingerprint(algorithm, hex: hex) else { fatalError("a \(algorithm) digest of unexpected form: \(hex)") }
        return fingerprint
    }
}
