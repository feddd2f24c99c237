import Crypto
import Foundation

/// SHA-256, from swift-crypto: fingerprints of font files, and the hashes of references and
/// candidates that review and accept compare (each equal to `sha256sum` of the same bytes).
public enum SHA256 {
    /// The 32-byte digest of some bytes.
    public static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        Array(hash(bytes))
    }

    /// The digest of some bytes as 64 lowercase hexadecimal digits.
    public static func hex(_ bytes: some Collection<UInt8>) -> String {
        hexDigits(hash(bytes))
    }

    /// Hashed where the bytes are when they are contiguous (an array, `Data`): no copy of a
    /// reference or an image the size of the file.
    private static func hash(_ bytes: some Collection<UInt8>) -> Crypto.SHA256.Digest {
        bytes.withContiguousStorageIfAvailable { Crypto.SHA256.hash(data: UnsafeRawBufferPointer($0)) }
            ?? Crypto.SHA256.hash(data: Array(bytes))
    }

    /// The digest of a file's bytes as 64 lowercase hexadecimal digits, read in chunks of a
    /// megabyte (memory does not grow with the file), through no symbolic link.
    public static func hex(ofFileAt url: URL) throws -> String {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CocoaError(.fileReadNoPermission, userInfo: [NSLocalizedDescriptionKey: "\(url.path) cannot be read: \(String(cString: strerror(errno)))"])
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var hasher = Crypto.SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { hasher.update(data: chunk) }
        return hexDigits(hasher.finalize())
    }

    private static func hexDigits(_ digest: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether a text is a SHA-256 as `hex` writes it: 64 lowercase hexadecimal digits.
    public static func isHexDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
