import CBenchCrypto
import Foundation

/// The SHA-256 of a workload's output, in lower-case hex: the `check` that shows every run and
/// every kernel path produced the same bytes. OpenSSL's libcrypto, which the package links already.
public enum Checksum {
    public static func hex<Bytes: DataProtocol>(of bytes: Bytes) -> String {
        let contiguous = Array(bytes)
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        contiguous.withUnsafeBufferPointer { input in _ = SHA256(input.baseAddress, input.count, &digest) }
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
