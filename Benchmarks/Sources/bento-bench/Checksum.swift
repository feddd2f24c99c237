import Crypto
import Foundation

/// The SHA-256 of a workload's output, in lower-case hex: the `check` that shows every run and
/// every kernel path produced the same bytes.
enum Checksum {
    static func hex<Bytes: DataProtocol>(of bytes: Bytes) -> String {
        SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    }
}
