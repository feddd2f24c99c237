import Rasterizer
import SafeFiles

/// The SHA-256 of a bitmap's pixels: its size, then its premultiplied RGBA bytes row by row. Two
/// bitmaps have one hash exactly when an exact comparison matches them, so a verify in store mode
/// matches a rendered picture with its manifest line without encoding or downloading anything.
package enum PixelHash {
    /// The hash, 64 lowercase hexadecimal digits.
    package static func of(_ bitmap: Bitmap) -> String {
        let header = Array("bento-pixels 1 \(bitmap.width)x\(bitmap.height)\n".utf8)
        #if _endian(little)
            // The pixels hashed where they are, after the header: no copy of the picture.
            return header.withUnsafeBytes { head in
                bitmap.withUnsafePixels { pixels in ContentHash.hex(joining: [head, UnsafeRawBufferPointer(pixels)]) }
            }
        #else
            return ContentHash.hex(header + bitmap.bytes)
        #endif
    }

    /// The hash of an animation's frames as drawn on its canvas (`AnimatedPNG.canvasFrames`): each
    /// frame's hash in order, so two animations match when every frame does.
    package static func of(frames: [Bitmap]) -> String {
        ContentHash.hex(Array(("bento-frames 1 \(frames.count)\n" + frames.map { of($0) + "\n" }.joined()).utf8))
    }
}
