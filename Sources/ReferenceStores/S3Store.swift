import Foundation
import SafeFiles
import SafeText

/// Blobs as objects `<prefix>/<sha256>` of an S3 bucket, through S3's REST API (HeadObject,
/// GetObject, PutObject, ListObjectsV2, DeleteObject), each request signed with Signature
/// Version 4 (`S3Signature`). AWS's own endpoint is addressed virtual-hosted
/// (`https://<bucket>.s3.<region>.amazonaws.com`, path-style for a bucket with dots, which its
/// certificate does not cover); an endpoint from the environment (R2, MinIO, Ceph, a test
/// server) path-style. A picture is far under the 5 GB a single PUT takes, so there is no
/// multipart upload.
struct S3Store: ReferenceStore {
    let address: ReferenceStoreAddress
    let bucket: String
    let prefix: String
    let credentials: StoreCredentials
    /// The clock requests are dated by (tests set it off by minutes).
    var now: @Sendable () -> Date = { Date() }
    /// Keys a listing page asks for (`nil`: S3's thousand; tests ask for fewer to read pages).
    var pageSize: Int?

    /// The most pages a listing reads (a thousand keys each): ten million blobs.
    static let maximumListPages = 10_000

    /// The bucket's URL, or why the environment's endpoint cannot be used.
    private func bucketURL() throws(ReferenceStoreError) -> URL {
        if let endpoint = credentials.s3Endpoint {
            let refusal = ReferenceStoreError.address(
                address.description,
                reason: "AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL) \(Quoted.field(ReferenceStoreAddress.withoutCredentials(endpoint), limit: 200)) is not an http(s) URL of a host without credentials, query or fragment")
            guard endpoint.utf8.count <= 1_024, var url = URL(string: endpoint), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                url.host?.isEmpty == false, url.user == nil, url.password == nil, url.query == nil, url.fragment == nil
            else { throw refusal }
            while url.path.hasSuffix("/") { url.deleteLastPathComponent() }
            return url.appendingPathComponent(bucket, isDirectory: false)
        }
        guard ReferenceStoreAddress.isKeyPrefix(credentials.s3Region), !credentials.s3Region.contains("/"), credentials.s3Region.utf8.count <= 64 else {
            throw .address(address.description, reason: "AWS_REGION \(Quoted.field(credentials.s3Region, limit: 64)) is not a region name")
        }
        let text = bucket.contains(".")
            ? "https://s3.\(credentials.s3Region).amazonaws.com/\(bucket)" : "https://\(bucket).s3.\(credentials.s3Region).amazonaws.com"
        guard let url = URL(string: text) else { throw .address(address.description, reason: "its bucket and region make no URL") }
        return url
    }

    /// The object key of a blob.
    private func key(_ sha256: String) -> String { prefix.isEmpty ? sha256 : "\(prefix)/\(sha256)" }

    /// A signed request. The query's values are sent escaped as the signature's canonical form
    /// escapes them (everything outside the unreserved characters).
    private func request(
        _ method: String, _ sha256: String?, query: [(String, String)] = [], body: Data? = nil, payload: String = S3Signature.emptyPayload
    ) throws(ReferenceStoreError) -> HTTPRequest {
        var url = try bucketURL()
        if let sha256 { url = url.appendingPathComponent(key(sha256), isDirectory: false) } else if url.path.isEmpty { url = url.appendingPathComponent("") }
        if !query.isEmpty {
            let text = query.map { "\(S3Signature.encoded($0.0))=\(S3Signature.encoded($0.1))" }.joined(separator: "&")
            guard let withQuery = URL(string: url.absoluteString + "?" + text) else { throw .address(address.description, reason: "its listing makes no URL") }
            url = withQuery
        }
        var request = HTTPRequest(method, url)
        request.body = body
        if let keys = credentials.s3Keys {
            let signature = S3Signature(keys: keys, region: credentials.s3Region)
            for (name, value) in signature.headers(method: method, url: url, query: query, payload: payload, date: now()) { request.set(name, value) }
        }
        return request
    }

    private func send(_ request: HTTPRequest, limit: Int = 1 << 20, _ operation: String) throws(ReferenceStoreError) -> HTTPTransfer.Response {
        try ReferenceStores.send(request, limit: limit, to: address, operation, credentials: credentials)
    }

    /// S3's answer as an error: its `<Code>` and `<Message>` where it sent a body (a `HEAD`
    /// cannot), with what to check for the codes a team meets.
    private func refusal(_ response: HTTPTransfer.Response, _ operation: String) -> ReferenceStoreError {
        let code = S3Answer.element("Code", in: response.body)
        let message = S3Answer.element("Message", in: response.body)
        var reason = "it answered HTTP \(response.status)"
        if let code { reason += " \(Quoted.field(code, limit: 64))" }
        if let message { reason += ": \(Quoted.field(message, limit: 300))" }
        let region = response.headers["x-amz-bucket-region"].map { " (the bucket is in \(Quoted.field($0, limit: 64)))" } ?? ""
        switch code {
        case "SignatureDoesNotMatch": reason += " (check AWS_SECRET_ACCESS_KEY, and AWS_REGION\(region))"
        case "InvalidAccessKeyId", "InvalidClientTokenId": reason += " (check AWS_ACCESS_KEY_ID)"
        case "ExpiredToken", "InvalidToken": reason += " (check AWS_SESSION_TOKEN: temporary credentials expire)"
        case "RequestTimeTooSkewed": reason += " (this machine's clock is more than 15 minutes from the store's: set it right, e.g. with NTP)"
        case "AuthorizationHeaderMalformed", "PermanentRedirect": reason += " (set AWS_REGION to the bucket's region\(region))"
        case "NoSuchBucket": reason += " (create the bucket \(bucket), or correct the address)"
        case "AccessDenied": reason += " (the credentials may not do this to s3://\(bucket)/\(prefix): check the bucket's policy)"
        default:
            if code == nil, response.status == 403 || response.status == 401 {
                reason += " (check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION\(region), and the bucket's policy)"
            } else if code == nil, response.status == 301 {
                reason += " (set AWS_REGION to the bucket's region\(region))"
            }
        }
        return .unavailable(store: address.description, operation: operation, reason: credentials.redacted(reason))
    }

    func contains(_ sha256: String) throws(ReferenceStoreError) -> Bool {
        try ReferenceStores.checkHash(sha256, address)
        let operation = "say whether it has the blob \(sha256.prefix(12))…"
        return try ReferenceStores.presence(try send(try request("HEAD", sha256), operation)) { refusal($0, operation) }
    }

    func fetch(_ sha256: String, limit: Int) throws(ReferenceStoreError) -> Data {
        try ReferenceStores.checkHash(sha256, address)
        let operation = "give the blob \(sha256.prefix(12))…"
        // Room for an error's XML however small the blob; a blob past its limit is refused below.
        let response = try send(try request("GET", sha256), limit: max(limit, 64 << 10), operation)
        if response.status == 404 && S3Answer.element("Code", in: response.body) != "NoSuchBucket" {
            throw .missingBlob(store: address.description, sha256: sha256)
        }
        guard response.status == 200 else { throw refusal(response, operation) }
        guard response.body.count <= limit else { throw .unavailable(store: address.description, operation: operation, reason: HTTPTransfer.tooLarge(limit)) }
        return try ReferenceStores.checked(response.body, sha256, from: address)
    }

    /// `HEAD` first: a blob the bucket has costs no upload. A refused `HEAD` (whose answer has no
    /// body to say why) falls through to the `PUT`, whose answer does, and which credentials that
    /// may write but not read can still make.
    func put(_ data: Data) throws(ReferenceStoreError) {
        let sha256 = ContentHash.hex(data)
        if (try? contains(sha256)) == true { return }
        let operation = "take the blob \(sha256.prefix(12))…"
        var put = try request("PUT", sha256, body: data, payload: sha256)
        put.set("Content-Type", "application/octet-stream")
        let response = try send(put, operation)
        guard response.status == 200 else { throw refusal(response, operation) }
    }

    /// Every key under the prefix, a page at a time (a thousand keys, S3's default, or
    /// `pageSize`), each page asked for with the token the one before gave; keys that are not a
    /// hash under the prefix are skipped. The prefix is asked for without its last `/` (it is
    /// filtered here): a value with no character to escape is signed alike by every S3 server,
    /// where moto 5.2 signs an escaped `/` differently from S3.
    func list() throws(ReferenceStoreError) -> Set<String>? {
        let operation = "list its blobs"
        let keyPrefix = prefix.isEmpty ? "" : prefix + "/"
        var found = Set<String>()
        var token: String?
        for _ in 0..<Self.maximumListPages {
            var query = [("list-type", "2")]
            if !prefix.isEmpty { query.append(("prefix", prefix)) }
            if let pageSize { query.append(("max-keys", String(pageSize))) }
            if let token { query.append(("continuation-token", token)) }
            let response = try send(try request("GET", nil, query: query), limit: 8 << 20, operation)
            guard response.status == 200 else { throw refusal(response, operation) }
            for key in S3Answer.elements("Key", in: response.body) where key.hasPrefix(keyPrefix) {
                let name = String(key.dropFirst(keyPrefix.count))
                if ContentHash.isHexDigest(name) { found.insert(name) }
            }
            guard S3Answer.element("IsTruncated", in: response.body) == "true" else { return found }
            guard let next = S3Answer.element("NextContinuationToken", in: response.body), !next.isEmpty, next != token, next.utf8.count <= 1_024 else {
                throw .unavailable(store: address.description, operation: operation, reason: "it said its listing goes on but gave no token for the next page")
            }
            token = next
        }
        throw .unavailable(store: address.description, operation: operation, reason: "it listed more than \(Self.maximumListPages) pages")
    }

    func delete(_ sha256: String) throws(ReferenceStoreError) {
        try ReferenceStores.checkHash(sha256, address)
        let operation = "remove the blob \(sha256.prefix(12))…"
        let response = try send(try request("DELETE", sha256), operation)
        guard (200...299).contains(response.status) || response.status == 404 else { throw refusal(response, operation) }
    }
}

/// The few elements read from S3's XML answers (a listing's `Key`s and `IsTruncated`, an
/// error's `Code` and `Message`): found by their tags, with XML's five escapes undone. Any other
/// markup is skipped, so a hostile answer can make a name not match, never a wrong one match (a
/// key is used only when it is a hash under the prefix).
enum S3Answer {
    /// The texts of every `<name>…</name>` in a body.
    static func elements(_ name: String, in body: Data) -> [String] {
        let text = String(decoding: body, as: UTF8.self)
        var found: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "<\(name)>"), let close = rest[open.upperBound...].range(of: "</\(name)>") {
            found.append(unescaped(String(rest[open.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        return found
    }

    /// The text of the first `<name>…</name>` in a body.
    static func element(_ name: String, in body: Data) -> String? {
        elements(name, in: body.prefix(64 << 10)).first
    }

    private static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
