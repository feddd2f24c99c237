import Foundation
import SafeFiles

/// AWS Signature Version 4 for S3, as "Authenticating Requests: Using the Authorization Header"
/// (Amazon S3 API Reference, sigv4-auth-using-authorization-header) specifies it: a canonical
/// request of the method, the path, the query, the signed headers and the payload's SHA-256; a
/// string to sign with the date and scope; and an HMAC-SHA256 chain from the secret key through
/// the date, region, service and `aws4_request`. The tests check it against that page's worked
/// example and against botocore's signer.
struct S3Signature {
    /// The access key, its secret and, for temporary credentials, the session token.
    struct Keys: Sendable {
        var accessKey: String
        var secret: String
        var sessionToken: String?
    }

    var keys: Keys
    var region: String

    /// The empty body's SHA-256, sent with every request that has none.
    static let emptyPayload = ContentHash.hex([UInt8]())

    /// The headers a request carries to be signed and the `Authorization` header over them:
    /// `x-amz-date`, `x-amz-content-sha256`, `x-amz-security-token` when there is a session, and
    /// `Authorization`. `host` is signed as libcurl sends it (the port only when not the scheme's).
    ///
    /// - Parameters:
    ///   - query: the query's names and values, not encoded (they are encoded here, for the
    ///     canonical request, as the specification encodes them).
    ///   - payload: the body's SHA-256 in hexadecimal.
    ///   - extra: other headers to sign (names in lowercase), returned with the rest.
    func headers(
        method: String, url: URL, query: [(String, String)], payload: String, date: Date, signing extra: [(String, String)] = []
    ) -> [(String, String)] {
        let stamp = Self.stamp(date)
        let day = String(stamp.prefix(8))
        var signed: [(String, String)] = [("host", Self.host(url)), ("x-amz-content-sha256", payload), ("x-amz-date", stamp)] + extra
        if let token = keys.sessionToken { signed.append(("x-amz-security-token", token)) }
        signed.sort { $0.0 < $1.0 }
        let names = signed.map(\.0).joined(separator: ";")
        let pairs: [(name: String, value: String)] = query.map { (Self.encoded($0.0), Self.encoded($0.1)) }
        let canonicalQuery = pairs.sorted { $0.name != $1.name ? $0.name < $1.name : $0.value < $1.value }
            .map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let canonicalHeaders: String = signed.map { "\($0.0):\($0.1.trimmingCharacters(in: .whitespaces))\n" }.joined()
        let path = Self.encoded(url.path.isEmpty ? "/" : url.path, keepingSlashes: true)
        let canonical: String = [method, path, canonicalQuery, canonicalHeaders, names, payload].joined(separator: "\n")
        let scope = "\(day)/\(region)/s3/aws4_request"
        let toSign = ["AWS4-HMAC-SHA256", stamp, scope, ContentHash.hex(Array(canonical.utf8))].joined(separator: "\n")
        var key = Array("AWS4\(keys.secret)".utf8)
        for part in [day, region, "s3", "aws4_request"] { key = ContentHash.hmac(key: key, Array(part.utf8)) }
        let signature = ContentHash.hexDigits(ContentHash.hmac(key: key, Array(toSign.utf8)))
        let authorization = "AWS4-HMAC-SHA256 Credential=\(keys.accessKey)/\(scope),SignedHeaders=\(names),Signature=\(signature)"
        return signed.filter { $0.0 != "host" } + [("Authorization", authorization)]
    }

    /// `yyyyMMdd'T'HHmmss'Z'` in UTC.
    static func stamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        return "\(parts.year ?? 1970)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
    }

    /// The `Host` header libcurl sends for a URL: the host, and the port when it is not the
    /// scheme's default.
    static func host(_ url: URL) -> String {
        let host = url.host ?? ""
        guard let port = url.port, !(url.scheme == "http" && port == 80), !(url.scheme == "https" && port == 443) else { return host }
        return "\(host):\(port)"
    }

    /// The specification's URI encoding: every byte but the unreserved characters
    /// (`A-Z a-z 0-9 - . _ ~`) as `%XX` in capitals, and `/` kept in a path.
    static func encoded(_ text: String, keepingSlashes: Bool = false) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E: result.unicodeScalars.append(UnicodeScalar(byte))
            case 0x2F where keepingSlashes: result.append("/")
            default:
                let digits = Array("0123456789ABCDEF")
                result += "%\(digits[Int(byte >> 4)])\(digits[Int(byte & 0x0F)])"
            }
        }
        return result
    }
}
