import Foundation

/// An HTTP response.
public struct LocalResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The body's media type.
    public var contentType: String
    /// The body's bytes.
    public var body: [UInt8]

    /// Creates a response.
    public init(status: Int, contentType: String, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    /// Plain text.
    public static func text(_ status: Int, _ message: String) -> LocalResponse {
        LocalResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    /// A JSON body, keys sorted.
    public static func json(_ value: some Encodable, status: Int = 200) -> LocalResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return LocalResponse(status: status, contentType: "application/json", body: Array((try? encoder.encode(value)) ?? Data("{}".utf8)))
    }

    /// Headers every response carries: nothing cached, nothing loaded from elsewhere, the token
    /// never sent on as a referrer.
    public static let securityHeaders: [(String, String)] = [
        ("Cache-Control", "no-store"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Content-Security-Policy",
         "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'"),
    ]
}
