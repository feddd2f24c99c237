import Foundation
import SafeText

/// Where a store is, parsed from the URL a team writes: `file:///srv/references` (a folder),
/// `http(s)://host/cas` (a content-addressed HTTP store, bazel-remote's protocol, which any WebDAV
/// server that takes PUT serves), `oci://host/repository` (an OCI registry's blobs) or
/// `s3://bucket/prefix` (an S3 bucket, or anything that speaks its API: R2, MinIO, Ceph, GCS's
/// interoperability; the endpoint and region come from the environment).
///
/// Credentials never go in the address (it is printed); they come from the environment
/// (`StoreCredentials`).
public struct ReferenceStoreAddress: Equatable, Sendable, CustomStringConvertible {
    /// The kinds of store.
    public enum Kind: Equatable, Sendable {
        /// A folder of blobs named by their hash.
        case folder(URL)
        /// Blobs at `<base>/<sha256>` over HTTP.
        case http(URL)
        /// Blobs of a repository of an OCI registry: `<registry>/v2/<repository>/blobs/sha256:<hex>`.
        case oci(registry: URL, repository: String)
        /// Objects `<prefix>/<sha256>` of an S3 bucket (`prefix` may be empty).
        case s3(bucket: String, prefix: String)
    }

    /// The kind and its location.
    public var kind: Kind
    /// The address as written.
    public var description: String

    /// Parses an address.
    ///
    /// - Throws: `ReferenceStoreError.address` naming what is wrong (an unknown scheme, credentials
    ///   in the address, a repository name OCI does not allow).
    public init(_ text: String) throws(ReferenceStoreError) {
        description = Self.withoutCredentials(text)
        let printable = description
        func refuse(_ reason: String) -> ReferenceStoreError { .address(Self.shown(printable), reason: reason) }
        guard text.utf8.count <= 1_024, !text.utf8.contains(where: { $0 < 0x21 || $0 == 0x7F }) else {
            throw refuse("an address is at most 1024 bytes, without spaces or control characters")
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            throw refuse("it is not a URL; write file:///folder, http(s)://host/cas, oci://host/repository or s3://bucket/prefix")
        }
        if url.user != nil || url.password != nil {
            throw refuse("it holds credentials, which would be printed; give them in BENTO_REFERENCE_STORE_USER and BENTO_REFERENCE_STORE_PASSWORD (or _TOKEN)")
        }
        if url.query != nil || url.fragment != nil { throw refuse("an address has no query or fragment") }
        switch scheme {
        case "file":
            guard url.host == nil || url.host == "" || url.host == "localhost", url.path.hasPrefix("/") else {
                throw refuse("a folder store is file:///absolute/path")
            }
            kind = .folder(URL(fileURLWithPath: url.path, isDirectory: true))
        case "http", "https":
            guard let host = url.host, !host.isEmpty else { throw refuse("it names no host") }
            var base = text
            while base.hasSuffix("/") { base.removeLast() }
            guard let address = URL(string: base) else { throw refuse("it is not a URL once its trailing slashes are removed") }
            kind = .http(address)
        case "oci":
            guard let host = url.host, !host.isEmpty else { throw refuse("it names no registry") }
            let repository = url.path.split(separator: "/").joined(separator: "/")
            guard Self.isRepositoryName(repository) else {
                throw refuse("\(Self.shown(repository)) is not an OCI repository name (lowercase letters, digits, separators . _ - between them, / between parts)")
            }
            let loopback = ["127.0.0.1", "localhost", "::1"].contains(host)
            let port = url.port.map { ":\($0)" } ?? ""
            let hostPart = host.contains(":") ? "[\(host)]" : host
            guard let registry = URL(string: "\(loopback ? "http" : "https")://\(hostPart)\(port)") else { throw refuse("its registry is not a host and port") }
            kind = .oci(registry: registry, repository: repository)
        case "s3":
            let bucket = url.host ?? ""
            guard Self.isBucketName(bucket), url.port == nil else {
                throw refuse("\(Self.shown(bucket)) is not an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end)")
            }
            let prefix = url.path.split(separator: "/").joined(separator: "/")
            guard Self.isKeyPrefix(prefix) else {
                throw refuse("\(Self.shown(prefix)) is not a prefix this store writes under (at most 512 bytes of letters, digits, . _ - between slashes, no . or .. part)")
            }
            kind = .s3(bucket: bucket, prefix: prefix)
        default:
            throw refuse("the scheme \(Self.shown(scheme)) is not one of file, http, https, oci, s3")
        }
    }

    /// The OCI distribution specification's repository names:
    /// `[a-z0-9]+((\.|_|__|-+)[a-z0-9]+)*(\/[a-z0-9]+((\.|_|__|-+)[a-z0-9]+)*)*`.
    static func isRepositoryName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 255 else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.utf8.first, let last = part.utf8.last, isAlphanumeric(first), isAlphanumeric(last) else { return false }
            var previous: UInt8 = first
            var separatorRun = ""
            for byte in part.utf8.dropFirst() {
                if isAlphanumeric(byte) {
                    guard separatorRun.isEmpty || separatorRun == "." || separatorRun == "_" || separatorRun == "__"
                        || separatorRun.allSatisfy({ $0 == "-" })
                    else { return false }
                    separatorRun = ""
                } else if byte == 0x2E || byte == 0x5F || byte == 0x2D {
                    separatorRun.append(Character(UnicodeScalar(byte)))
                } else {
                    return false
                }
                previous = byte
            }
            return isAlphanumeric(previous)
        }
    }

    /// S3's rules for bucket names (Amazon S3 User Guide, "Bucket naming rules"): 3 to 63
    /// characters of lowercase letters, digits, dots and hyphens, beginning and ending with a
    /// letter or digit, no two dots together, not an IP address.
    static func isBucketName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard (3...63).contains(bytes.count), let first = bytes.first, let last = bytes.last, isAlphanumeric(first), isAlphanumeric(last),
            bytes.allSatisfy({ isAlphanumeric($0) || $0 == 0x2E || $0 == 0x2D }), !name.contains("..")
        else { return false }
        let parts = name.split(separator: ".")
        return !(parts.count == 4 && parts.allSatisfy { UInt8($0) != nil })
    }

    /// A key prefix of path parts of letters, digits, `.`, `_` and `-` (neither `.` nor `..`):
    /// keys that need no escaping in a URL, whose canonical form is themselves.
    static func isKeyPrefix(_ prefix: String) -> Bool {
        guard prefix.utf8.count <= 512 else { return false }
        if prefix.isEmpty { return true }
        return prefix.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.utf8.allSatisfy { isAlphanumeric($0) || (0x41...0x5A).contains($0) || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool { (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) }

    /// The address with anything that may be a secret cut out, so an error never prints one:
    /// what comes between `//` and the last `@` before a query or fragment (a password may hold
    /// `/`), and the query and fragment themselves (a token may ride in either).
    static func withoutCredentials(_ text: String) -> String {
        guard let scheme = text.range(of: "://") else { return text }
        var rest = Substring(text[scheme.upperBound...])
        var tail = ""
        if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            tail = String(rest[cut]) + "•••"
            rest = rest[..<cut]
        }
        if let at = rest.lastIndex(of: "@") { rest = "•••@" + rest[rest.index(after: at)...] }
        return String(text[..<scheme.upperBound]) + rest + tail
    }

    /// At most 200 characters of hostile text, escaped as every printed name is.
    static func shown(_ text: String) -> String {
        Quoted.field(text, limit: 200)
    }
}

/// Credentials for a store, read from the environment and never printed:
/// `BENTO_REFERENCE_STORE_TOKEN` (a bearer token; for an OCI registry, also the password its
/// token service takes), or `BENTO_REFERENCE_STORE_USER` and `BENTO_REFERENCE_STORE_PASSWORD`.
/// An S3 store reads AWS's standard variables: `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY` and
/// `AWS_SESSION_TOKEN`; `AWS_REGION` (or `AWS_DEFAULT_REGION`; `us-east-1` when neither is set);
/// and `AWS_ENDPOINT_URL_S3` (or `AWS_ENDPOINT_URL`) for an endpoint other than AWS's, which is
/// then addressed path-style (`<endpoint>/<bucket>/<key>`).
public struct StoreCredentials: Sendable {
    var user: String?
    var password: String?
    var token: String?
    /// The S3 keys, when both the access key and its secret are set (requests go unsigned
    /// otherwise, as to a public bucket).
    var s3Keys: S3Signature.Keys?
    /// The S3 region.
    var s3Region = "us-east-1"
    /// The S3 endpoint as the environment wrote it, when it is not AWS's.
    var s3Endpoint: String?

    /// No credentials.
    public static let none = StoreCredentials()

    /// The credentials the environment gives.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> StoreCredentials {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        var credentials = StoreCredentials(
            user: value("BENTO_REFERENCE_STORE_USER"), password: value("BENTO_REFERENCE_STORE_PASSWORD"),
            token: value("BENTO_REFERENCE_STORE_TOKEN"))
        if let accessKey = value("AWS_ACCESS_KEY_ID"), let secret = value("AWS_SECRET_ACCESS_KEY") {
            credentials.s3Keys = S3Signature.Keys(accessKey: accessKey, secret: secret, sessionToken: value("AWS_SESSION_TOKEN"))
        }
        credentials.s3Region = value("AWS_REGION") ?? value("AWS_DEFAULT_REGION") ?? "us-east-1"
        credentials.s3Endpoint = value("AWS_ENDPOINT_URL_S3") ?? value("AWS_ENDPOINT_URL")
        return credentials
    }

    /// The `Authorization` header to send first, if any.
    var authorization: String? {
        if let token { return "Bearer \(token)" }
        return basic
    }

    /// `Basic` of the user and password (or token), for a registry's token service.
    var basic: String? {
        guard let user, let secret = password ?? token else { return nil }
        return "Basic " + Data("\(user):\(secret)".utf8).base64EncodedString()
    }

    /// Removes any credential from text that may be shown (an error a server sent back).
    func redacted(_ text: String) -> String {
        var text = text
        for secret in [password, token, basic, authorization, s3Keys?.secret, s3Keys?.sessionToken].compactMap({ $0 }) where secret.count >= 4 {
            text = text.replacingOccurrences(of: secret, with: "•••")
        }
        return text
    }
}
