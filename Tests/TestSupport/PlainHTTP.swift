import Foundation

/// An HTTP client over a plain socket, for tests that must control every header (a foreign Host,
/// an Origin) and for talking to chromedriver.
public enum PlainHTTP {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Sends one request to 127.0.0.1:`port` and reads the response: its `Content-Length` bytes,
    /// or until the server closes.
    public static func request(
        _ port: Int, _ method: String, _ path: String, headers: [String: String] = [:], body: Data = Data()
    ) throws -> (status: Int, body: Data) {
        try request(port, method, path, headerFields: headers.map { ($0.key, $0.value) }, body: body)
    }

    /// A connected socket to 127.0.0.1:`port`; the caller closes it.
    public static func connectedSocket(_ port: Int) throws -> Int32 {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else {
            close(socket)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        return socket
    }

    /// The same with header fields in order, repeats included.
    public static func request(
        _ port: Int, _ method: String, _ path: String, headerFields: [(String, String)], body: Data = Data()
    ) throws -> (status: Int, body: Data) {
        let socket = try connectedSocket(port)
        defer { close(socket) }
        var head = "\(method) \(path) HTTP/1.1\r\n"
        for (name, value) in headerFields { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + Array(body)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBufferPointer { Foundation.send(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure(description: "cannot send") }
            sent += count
        }
        var response = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var split: Int?
        var expected: Int?
        while true {
            if let split, let expected, response.count - split - 4 >= expected { break }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[0..<count]
            if split == nil, let end = response.indices.first(where: { response[$0...].starts(with: [13, 10, 13, 10]) }) {
                split = end
                for line in String(decoding: response[..<end], as: UTF8.self).split(separator: "\r\n") {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    if parts.count == 2, parts[0].lowercased() == "content-length" {
                        expected = Int(parts[1].trimmingCharacters(in: .whitespaces))
                    }
                }
            }
        }
        guard let split else { throw Failure(description: "no response from 127.0.0.1:\(port)") }
        let statusLine = String(decoding: response[..<split], as: UTF8.self).split(separator: "\r\n").first ?? ""
        let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, Data(response[(split + 4)...]))
    }
}
