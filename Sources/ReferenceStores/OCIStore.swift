import Foundation
import SafeFiles
import SafeText

/// The blobs of one repository of an OCI registry (the distribution specification's
/// `/v2/<repository>/blobs/…`), as GitHub's, GitLab's and Docker's registries keep them: a team
/// stores its pictures where it already stores images. Uploads are the specification's
/// two-step monolithic push (`POST …/blobs/uploads/`, then `PUT <location>?digest=…`).
///
/// A registry that answers `401` with a `Bearer` challenge is asked for a token at its realm,
/// with the environment's credentials as Basic authentication; the token is kept for the process.
struct OCIStore: ReferenceStore {
    let address: ReferenceStoreAddress
    let registry: URL
    let repository: String
    let credentials: StoreCredentials
    private let token = TokenBox()

    init(address: ReferenceStoreAddress, registry: URL, repository: String, credentials: StoreCredentials) {
        self.address = address
        self.registry = registry
        self.repository = repository
        self.credentials = credentials
    }

    /// The bearer token a registry gave, shared by copies of the store.
    private final class TokenBox: @unchecked Sendable {
        let lock = NSLock()
        var value: String?
    }

    private func blobURL(_ sha256: String) -> URL {
        endpoint("blobs/sha256:\(sha256)")
    }

    /// An address under the repository's `/v2/<name>/`: the registry and the name were checked
    /// when the store's address was read (`ReferenceStoreAddress`) and what follows is ours, so
    /// the text is always a URL.
    private func endpoint(_ path: String) -> URL {
        // swift-format-ignore: NeverForceUnwrap
        URL(string: "\(registry.absoluteString)/v2/\(repository)/\(path)")!
    }

    /// Sends a request with the current authorization; on a challenge, gets a token and sends it again.
    private func send(_ request: HTTPRequest, limit: Int = 1 << 20, _ operation: String) throws(ReferenceStoreError) -> HTTPTransfer.Response {
        var request = request
        let current = token.lock.withLock { token.value }
        if let current { request.set("Authorization", "Bearer \(current)") }
        else if let basic = credentials.basic { request.set("Authorization", basic) }
        var response = try exchange(request, limit: limit, operation)
        if response.status == 401, let challenge = response.headers["www-authenticate"], challenge.lowercased().hasPrefix("bearer ") {
            let fresh = try fetchToken(challenge, operation)
            token.lock.withLock { token.value = fresh }
            request.set("Authorization", "Bearer \(fresh)")
            response = try exchange(request, limit: limit, operation)
        }
        return response
    }

    /// Sends one request; a read answered with a server error is asked twice more, a moment apart,
    /// since a registry answers `500` for a blob whose upload another job is committing just then.
    private func exchange(_ request: HTTPRequest, limit: Int, _ operation: String) throws(ReferenceStoreError) -> HTTPTransfer.Response {
        let isRead = request.method == "GET" || request.method == "HEAD"
        var attempt = 0
        while true {
            let response = try ReferenceStores.send(request, limit: limit, to: address, operation, credentials: credentials)
            attempt += 1
            guard isRead, response.status >= 500, attempt < 3 else { return response }
            Thread.sleep(forTimeInterval: 0.1 * Double(attempt))
        }
    }

    /// Asks the realm of a `Bearer realm="…",service="…",scope="…"` challenge for a token.
    private func fetchToken(_ challenge: String, _ operation: String) throws(ReferenceStoreError) -> String {
        var parameters: [String: String] = [:]
        let body = challenge.dropFirst("bearer ".count)
        for part in body.split(separator: ",") {
            let pieces = part.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2 else { continue }
            parameters[pieces[0].trimmingCharacters(in: .whitespaces).lowercased()] = pieces[1].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        }
        guard let realm = parameters["realm"], var components = URLComponents(string: realm), components.scheme == "https" || components.scheme == "http" else {
            throw .unavailable(store: address.description, operation: operation, reason: "it asked for a token without a usable realm")
        }
        var query = components.queryItems ?? []
        if let service = parameters["service"] { query.append(URLQueryItem(name: "service", value: service)) }
        query.append(URLQueryItem(name: "scope", value: parameters["scope"] ?? "repository:\(repository):pull,push"))
        components.queryItems = query
        guard let url = components.url else { throw .unavailable(store: address.description, operation: operation, reason: "its token realm is not a URL") }
        var request = HTTPRequest("GET", url)
        if let basic = credentials.basic { request.set("Authorization", basic) }
        let response = try exchange(request, limit: 1 << 20, operation)
        struct Answer: Decodable { var token: String?; var access_token: String? }
        guard response.status == 200, let answer = try? JSONDecoder().decode(Answer.self, from: response.body),
            let token = answer.token ?? answer.access_token, !token.isEmpty
        else {
            throw .unavailable(
                store: address.description, operation: operation,
                reason: "its token service answered HTTP \(response.status) (check BENTO_REFERENCE_STORE_USER and _TOKEN)")
        }
        return token
    }

    private func refusal(_ response: HTTPTransfer.Response, _ operation: String) -> ReferenceStoreError {
        var reason = "it answered HTTP \(response.status)"
        if response.status == 401 || response.status == 403 { reason += " (check BENTO_REFERENCE_STORE_USER and _PASSWORD, or _TOKEN)" }
        struct Errors: Decodable { struct Item: Decodable { var code: String }; var errors: [Item] }
        if let errors = try? JSONDecoder().decode(Errors.self, from: response.body), !errors.errors.isEmpty {
            // A registry's codes are its words: credentials it echoes are cut out, and what is
            // left is printed escaped and short.
            let issued = token.lock.withLock { token.value }
            let codes = errors.errors.prefix(3).map { item in
                var code = credentials.redacted(item.code)
                if let issued, issued.count >= 4 { code = code.replacingOccurrences(of: issued, with: "•••") }
                return Quoted.field(code, limit: 40)
            }
            reason += " " + codes.joined(separator: ", ")
            if errors.errors.count > 3 { reason += " and \(errors.errors.count - 3) more" }
        }
        return .unavailable(store: address.description, operation: operation, reason: reason)
    }

    func contains(_ sha256: String) throws(ReferenceStoreError) -> Bool {
        try ReferenceStores.checkHash(sha256, address)
        let request = HTTPRequest("HEAD", blobURL(sha256))
        let operation = "say whether it has the blob \(sha256.prefix(12))…"
        return try ReferenceStores.presence(try send(request, operation)) { refusal($0, operation) }
    }

    func fetch(_ sha256: String, limit: Int) throws(ReferenceStoreError) -> Data {
        try ReferenceStores.checkHash(sha256, address)
        let operation = "give the blob \(sha256.prefix(12))…"
        let response = try send(HTTPRequest("GET", blobURL(sha256)), limit: limit, operation)
        if response.status == 404 { throw .missingBlob(store: address.description, sha256: sha256) }
        guard response.status == 200 else { throw refusal(response, operation) }
        return try ReferenceStores.checked(response.body, sha256, from: address)
    }

    func put(_ data: Data) throws(ReferenceStoreError) {
        let sha256 = ContentHash.hex(data)
        if try contains(sha256) { return }
        let operation = "take the blob \(sha256.prefix(12))…"
        let start = HTTPRequest("POST", endpoint("blobs/uploads/"))
        let started = try send(start, operation)
        guard started.status == 202, let location = started.headers["location"],
            var upload = URLComponents(string: location.hasPrefix("/") ? registry.absoluteString + location : location)
        else { throw refusal(started, operation) }
        // The upload goes where the registry said, which must be the registry itself.
        guard upload.host == registry.host, upload.port == registry.port else {
            throw .unavailable(store: address.description, operation: operation, reason: "it sent the upload to another host")
        }
        upload.queryItems = (upload.queryItems ?? []) + [URLQueryItem(name: "digest", value: "sha256:\(sha256)")]
        guard let uploadURL = upload.url else { throw refusal(started, operation) }
        var put = HTTPRequest("PUT", uploadURL)
        put.body = data
        put.set("Content-Type", "application/octet-stream")
        let finished = try send(put, operation)
        guard finished.status == 201 else {
            // Two jobs pushing one blob at once: the registry may refuse the commit that lost the
            // race. The blob under that digest is then the same bytes, checked by the registry.
            if (try? contains(sha256)) == true { return }
            throw refusal(finished, operation)
        }
    }

    /// A registry does not list a repository's blobs; `gallery references collect` finds them
    /// from the manifests' history instead.
    func list() throws(ReferenceStoreError) -> Set<String>? { nil }

    func delete(_ sha256: String) throws(ReferenceStoreError) {
        try ReferenceStores.checkHash(sha256, address)
        let request = HTTPRequest("DELETE", blobURL(sha256))
        let operation = "remove the blob \(sha256.prefix(12))…"
        let response = try send(request, operation)
        guard response.status == 202 || response.status == 200 || response.status == 404 else { throw refusal(response, operation) }
    }
}
