import CCurl
import Foundation
import SafeText

/// One HTTP exchange at a time, through libcurl's easy interface, waited for. A store is anyone's
/// server, so every answer is read on our terms: a body no further than the limit asked for (the
/// transfer is aborted at the byte that crosses it), never decoded (a compressed answer is
/// refused unread, so a few megabytes cannot inflate to gigabytes), the whole transfer bounded
/// by `TransferDeadline` however slowly it trickles, and redirects followed only by `follow`'s
/// rules. Handles are kept in a pool, so their connections are reused.
final class HTTPTransfer: @unchecked Sendable {
    /// A response: status, headers (names lowercased) and body.
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    /// Why an exchange failed before a usable status arrived.
    struct Failure: Error {
        var reason: String
    }

    /// Redirects followed per request, at most.
    static let maximumRedirects = 5
    /// The most header bytes an answer may send.
    static let maximumHeaderBytes = 64 << 10

    /// The transfer every store of the process shares (one pool of connections).
    static let shared = HTTPTransfer()

    private let lock = NSLock()
    private var idle: [UnsafeMutableRawPointer] = []

    private init() {}

    /// libcurl, loaded and started (`curl_global_init`) once per process when a store first needs
    /// it: why it could not be, or nil.
    private static let unavailable: String? = bento_curl_load().map { String(cString: $0) }

    /// Sends a request and waits for its response, reading at most `limit` bytes of body, and
    /// following redirects: the same origin keeps the request as it is; another host or port
    /// gets it without its credentials (a registry sends blobs to a CDN); another scheme, or more
    /// than `maximumRedirects` hops, is refused.
    func send(_ request: HTTPRequest, limit: Int) throws(Failure) -> Response {
        var current = request
        for _ in 0...Self.maximumRedirects {
            let response = try perform(current, limit: limit)
            guard [301, 302, 303, 307, 308].contains(response.status), let location = response.headers["location"] else { return response }
            guard let target = URL(string: location, relativeTo: current.url)?.absoluteURL else {
                throw Failure(reason: "it redirected to \(Quoted.string(location, limit: 80)), which is not an address")
            }
            current = try Self.follow(current, from: request.url, to: target, status: response.status)
        }
        throw Failure(reason: "it redirected more than \(Self.maximumRedirects) times")
    }

    /// The request a redirect to `target` makes of `request`, first sent to `origin`.
    static func follow(_ request: HTTPRequest, from origin: URL, to target: URL, status: Int) throws(Failure) -> HTTPRequest {
        guard origin.scheme?.lowercased() == target.scheme?.lowercased() else {
            throw Failure(reason: "it redirected from \(origin.scheme ?? "?") to \(Quoted.field(target.scheme ?? "?", limit: 20)), which is refused")
        }
        var next = request
        next.url = target
        if status == 303 || ((status == 301 || status == 302) && request.method == "POST") {
            next.method = "GET"
            next.body = nil
        }
        if Origin(origin) != Origin(target) {
            next.headers.removeAll { ["authorization", "cookie", "proxy-authorization"].contains($0.name.lowercased()) }
        }
        return next
    }

    /// A URL's scheme, host and port: what credentials are given to.
    struct Origin: Equatable {
        var scheme: String?, host: String?, port: Int?
        init(_ url: URL) {
            scheme = url.scheme?.lowercased()
            host = url.host?.lowercased()
            port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
        }
    }

    /// Why an answer was refused by its length, whether libcurl saw it declared or we counted it.
    static func tooLarge(_ limit: Int) -> String { "the answer was larger than \(limit) bytes, the most asked for" }

    /// What the callbacks of one exchange write into.
    private final class Exchange {
        let limit: Int
        var body = Data()
        var headers: [String: String] = [:]
        var headerBytes = 0
        /// Why the transfer was aborted from a callback.
        var refusal: String?

        init(limit: Int) { self.limit = limit }

        /// A header line: a status line starts a new set (after `100 Continue`).
        func header(_ line: String) -> Bool {
            headerBytes += line.utf8.count
            guard headerBytes <= HTTPTransfer.maximumHeaderBytes else {
                refusal = "it answered more than \(HTTPTransfer.maximumHeaderBytes) bytes of headers"
                return false
            }
            if line.hasPrefix("HTTP/") { headers = [:]; return true }
            guard let colon = line.firstIndex(of: ":") else { return true }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            return true
        }

        /// Body bytes: judged by the headers on the first, then counted against the limit.
        func data(_ bytes: UnsafeRawBufferPointer) -> Bool {
            if body.isEmpty {
                let encoding = (headers["content-encoding"] ?? "identity").lowercased()
                guard encoding.isEmpty || encoding == "identity" else {
                    refusal = "it answered a body compressed as \(Quoted.field(encoding, limit: 20)), which is not read (a picture is sent as it is)"
                    return false
                }
            }
            guard body.count + bytes.count <= limit else {
                refusal = HTTPTransfer.tooLarge(limit)
                return false
            }
            body.append(contentsOf: bytes)
            return true
        }
    }

    private func perform(_ request: HTTPRequest, limit: Int) throws(Failure) -> Response {
        if let reason = Self.unavailable { throw Failure(reason: reason) }
        guard let handle = takeHandle() else { throw Failure(reason: "libcurl could not make a handle") }
        defer { giveBack(handle) }
        let exchange = Exchange(limit: limit)
        let context = Unmanaged.passUnretained(exchange).toOpaque()
        var list: UnsafeMutablePointer<curl_slist>?
        defer { bento_curl_slist_free_all(list) }
        for (name, value) in request.headers { list = bento_curl_slist_append(list, "\(name): \(value)") }
        // No `Expect: 100-continue` wait on uploads, and no decoding offered.
        list = bento_curl_slist_append(list, "Expect:")
        list = bento_curl_slist_append(list, "Accept-Encoding: identity")
        let deadline = TransferDeadline.seconds
        let code: CURLcode = request.url.absoluteString.withCString { url in
            let method = request.method
            _ = bento_curl_set_pointer(handle, CURLOPT_URL, url)
            _ = bento_curl_set_pointer(handle, CURLOPT_PROTOCOLS_STR, "http,https")
            _ = bento_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
            _ = bento_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0)
            _ = bento_curl_set_long(handle, CURLOPT_TIMEOUT_MS, Int(deadline * 1_000))
            _ = bento_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Int(min(deadline, 30) * 1_000))
            _ = bento_curl_set_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit))
            _ = bento_curl_set_pointer(handle, CURLOPT_HTTPHEADER, list)
            _ = bento_curl_set_pointer(handle, CURLOPT_WRITEDATA, context)
            _ = bento_curl_set_pointer(handle, CURLOPT_HEADERDATA, context)
            _ = bento_curl_set_callback(handle, CURLOPT_WRITEFUNCTION) { bytes, size, count, context in
                guard let context else { return 0 }
                let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
                let length = size * count
                return exchange.data(UnsafeRawBufferPointer(start: bytes, count: length)) ? length : 0
            }
            _ = bento_curl_set_callback(handle, CURLOPT_HEADERFUNCTION) { bytes, size, count, context in
                guard let context else { return 0 }
                let exchange = Unmanaged<Exchange>.fromOpaque(context).takeUnretainedValue()
                let length = size * count
                let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
                return exchange.header(line) ? length : 0
            }
            switch method {
            case "GET": break
            case "HEAD": _ = bento_curl_set_long(handle, CURLOPT_NOBODY, 1)
            default: _ = bento_curl_set_pointer(handle, CURLOPT_CUSTOMREQUEST, method)
            }
            let body = request.body ?? Data()
            return body.withUnsafeBytes { bytes in
                if request.body != nil || method == "POST" || method == "PUT" {
                    _ = bento_curl_set_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bytes.count))
                    // libcurl reads POSTFIELDS during the perform below, while `bytes` is alive.
                    _ = bento_curl_set_pointer(handle, CURLOPT_POSTFIELDS, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1))
                }
                return bento_curl_easy_perform(handle)
            }
        }
        if let refusal = exchange.refusal { throw Failure(reason: refusal) }
        switch code {
        case CURLE_OK: break
        case CURLE_OPERATION_TIMEDOUT:
            throw Failure(reason: "it did not finish in \(PrintedNumber.shortest(deadline, decimals: 1)) seconds (BENTO_REFERENCE_STORE_TIMEOUT sets how long)")
        case CURLE_FILESIZE_EXCEEDED:
            throw Failure(reason: Self.tooLarge(limit))
        default:
            throw Failure(reason: String(cString: bento_curl_easy_strerror(code)))
        }
        var status = 0
        _ = bento_curl_response_code(handle, &status)
        return Response(status: status, headers: exchange.headers, body: exchange.body)
    }

    private func takeHandle() -> UnsafeMutableRawPointer? {
        if let handle = lock.withLock({ idle.popLast() }) { return handle }
        return bento_curl_easy_init()
    }

    /// A handle goes back reset (its live connections kept) for the next exchange.
    private func giveBack(_ handle: UnsafeMutableRawPointer) {
        bento_curl_easy_reset(handle)
        let kept = lock.withLock { () -> Bool in
            guard idle.count < 16 else { return false }
            idle.append(handle)
            return true
        }
        if !kept { bento_curl_easy_cleanup(handle) }
    }
}

/// A request to a store: method, address, headers in order and a body.
struct HTTPRequest {
    var method = "GET"
    var url: URL
    var headers: [(name: String, value: String)] = []
    var body: Data?

    init(_ method: String = "GET", _ url: URL) {
        self.method = method
        self.url = url
    }

    /// Sets a header, replacing one of the same name.
    mutating func set(_ name: String, _ value: String) {
        headers.removeAll { $0.name.lowercased() == name.lowercased() }
        headers.append((name, value))
    }
}
