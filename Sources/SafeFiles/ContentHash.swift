import COpenSSLCrypto
import Foundation

/// Content hashes: SHA-256, from OpenSSL's libcrypto (its EVP digest interface). Fingerprints of
/// font files, and the hashes of references and candidates that review and accept compare (each
/// equal to `sha256sum` of the same bytes); and HMAC-SHA256, which signs S3 requests.
package enum ContentHash {
    /// The 32-byte digest of some bytes.
    package static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let digest = Digest()
        digest.update(bytes)
        return digest.finalize()
    }

    /// The digest of some bytes as 64 lowercase hexadecimal digits.
    package static func hex(_ bytes: some Collection<UInt8>) -> String {
        hexDigits(digest(bytes))
    }

    /// The digest of pieces hashed one after another, as of their bytes joined (without joining
    /// them: a bitmap's pixels are hashed where they are).
    package static func hex(joining pieces: [UnsafeRawBufferPointer]) -> String {
        let digest = Digest()
        for piece in pieces { digest.update(piece) }
        return hexDigits(digest.finalize())
    }

    /// The digest of a file's bytes as 64 lowercase hexadecimal digits, read in chunks of a
    /// megabyte (memory does not grow with the file), opened as `PlainFile` opens files.
    package static func hex(ofFileAt url: URL) throws -> String {
        let file = try PlainFile(url.path)
        let digest = Digest()
        try file.forEachPiece { digest.update($0) }
        return hexDigits(digest.finalize())
    }

    /// HMAC-SHA256 of a message under a key (RFC 2104), through OpenSSL's `HMAC`: 32 bytes.
    package static func hmac(key: [UInt8], _ message: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        // HMAC fails only when OpenSSL is out of memory; its SHA-256 is always there.
        guard HMAC(EVP_sha256(), key, Int32(key.count), message, message.count, &output, &length) != nil else {
            fatalError("OpenSSL could not compute an HMAC-SHA256")
        }
        return Array(output.prefix(Int(length)))
    }

    /// Bytes as lowercase hexadecimal digits, two a byte.
    package static func hexDigits(_ digest: some Sequence<UInt8>) -> String {
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
    package static func isHexDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// One digest in progress: an `EVP_MD_CTX` set up for `EVP_sha256`, fed in pieces. Bytes are
    /// hashed where they are when they are contiguous (an array, `Data`): no copy of a reference
    /// or an image the size of the file.
    private struct Digest: ~Copyable {
        private let context: OpaquePointer

        init() {
            // Allocation or set-up fails only when the process is out of memory; OpenSSL's
            // built-in SHA-256 is always there.
            guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
                fatalError("OpenSSL could not set up a SHA-256 digest")
            }
            self.context = context
        }

        deinit { EVP_MD_CTX_free(context) }

        func update(_ bytes: some Collection<UInt8>) {
            let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
                if let base = buffer.baseAddress, !buffer.isEmpty { EVP_DigestUpdate(context, base, buffer.count) }
            }
            if done == nil { update(Array(bytes)) }
        }

        consuming func finalize() -> [UInt8] {
            var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
            var length: UInt32 = 0
            EVP_DigestFinal_ex(context, &digest, &length)
            return Array(digest.prefix(Int(length)))
        }
    }
}
