import Foundation
import LoopbackHTTP

/// How the live preview's server and its render worker talk over a pair of pipes: each message is
/// a length-prefixed JSON header and a length-prefixed body. The server sends requests; the worker
/// answers each with a response, and sends one `ready` response first, once its catalogue is built.
enum PreviewWire {
    /// A request as the worker needs it: what the router reads.
    struct Request: Codable {
        var method: String, path: String, query: [String: String]
    }

    /// A response's header; the body follows it.
    struct Header: Codable {
        var status: Int, contentType: String
    }

    /// The content type of the worker's first message.
    static let ready = "application/x-preview-ready"

    /// The largest header or body either side accepts: a render's JSON is a few megabytes at most.
    static let maximumLength = 256 << 20

    /// The pipe closed, a length was out of bounds, or a header did not decode.
    struct Broken: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ header: some Encodable, body: [UInt8], to descriptor: Int32) throws(Broken) {
        let encoded: [UInt8]
        do { encoded = Array(try JSONEncoder().encode(header)) } catch { throw Broken(description: "cannot encode a message: \(error)") }
        var message: [UInt8] = []
        message.reserveCapacity(8 + encoded.count + body.count)
        for part in [encoded, body] {
            let count = UInt32(part.count)
            message += [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)]
            message += part
        }
        try writeAll(message, to: descriptor)
    }

    /// Reads one message; `deadline` bounds the wait (nil: wait as long as it takes).
    static func read<Header: Decodable>(_ type: Header.Type, from descriptor: Int32, deadline: Date? = nil) throws(Broken) -> (Header, [UInt8]) {
        let headerBytes = try readFrame(from: descriptor, deadline: deadline)
        let body = try readFrame(from: descriptor, deadline: deadline)
        do {
            return (try JSONDecoder().decode(Header.self, from: Data(headerBytes)), body)
        } catch {
            throw Broken(description: "a message's header does not decode: \(error)")
        }
    }

    private static func readFrame(from descriptor: Int32, deadline: Date?) throws(Broken) -> [UInt8] {
        let prefix = try readExactly(4, from: descriptor, deadline: deadline)
        let length = Int(prefix[0]) << 24 | Int(prefix[1]) << 16 | Int(prefix[2]) << 8 | Int(prefix[3])
        guard length <= maximumLength else { throw Broken(description: "a message of \(length) bytes, more than \(maximumLength)") }
        return try readExactly(length, from: descriptor, deadline: deadline)
    }

    private static func readExactly(_ count: Int, from descriptor: Int32, deadline: Date?) throws(Broken) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            if let deadline {
                let left = deadline.timeIntervalSinceNow
                guard left > 0 else { throw Broken(description: "no answer in time") }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
                if ready == 0 { continue }
                if ready < 0 { if errno == EINTR { continue }; throw Broken(description: "poll failed: \(String(cString: strerror(errno)))") }
            }
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress.map { $0 + filled }, count - filled) }
            if got < 0 { if errno == EINTR { continue }; throw Broken(description: "read failed: \(String(cString: strerror(errno)))") }
            if got == 0 { throw Broken(description: "the other side closed the pipe") }
            filled += got
        }
        return bytes
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Broken) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if count < 0 { if errno == EINTR { continue }; throw Broken(description: "write failed: \(String(cString: strerror(errno)))") }
            written += count
        }
    }
}
