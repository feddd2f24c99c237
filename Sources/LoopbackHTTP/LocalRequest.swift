import Foundation

/// An HTTP request as the router sees it: header names lowercased.
public struct LocalRequest: Sendable {
    /// The HTTP method.
    public var method: String
    /// The path and query, as sent (`/api/queue?token=…`).
    public var uri: String
    /// The headers, by lowercased name.
    public var headers: [String: String]
    /// The names (lowercased) of headers the request sent more than once; the gate refuses a
    /// request that repeats one it checks, instead of believing either copy.
    public var repeatedHeaders: Set<String>
    /// The body's bytes.
    public var body: [UInt8]

    /// Creates a request.
    public init(method: String, uri: String, headers: [String: String], body: [UInt8] = []) {
        self.init(method: method, uri: uri, headerFields: headers.map { ($0.key, $0.value) }, body: body)
    }

    /// A request from its header fields in the order sent, repeats included.
    public init(method: String, uri: String, headerFields: [(String, String)], body: [UInt8] = []) {
        self.method = method
        self.uri = uri
        var headers: [String: String] = [:], repeated = Set<String>()
        for (name, value) in headerFields {
            let key = name.lowercased()
            if headers.updateValue(value, forKey: key) != nil { repeated.insert(key) }
        }
        self.headers = headers
        self.repeatedHeaders = repeated
        self.body = body
    }

    /// Whether the body is declared as JSON: the media type `application/json` (any case, with
    /// no charset or UTF-8), not merely text starting with it.
    public var hasJSONBody: Bool {
        guard let value = headers["content-type"] else { return false }
        let parts = value.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard parts.first == "application/json" else { return false }
        return parts.dropFirst().allSatisfy { parameter in
            !parameter.hasPrefix("charset=") || ["charset=utf-8", "charset=\"utf-8\""].contains(parameter)
        }
    }
}
