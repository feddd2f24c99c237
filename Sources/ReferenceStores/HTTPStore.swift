import Foundation
import SafeFiles

/// bazel-remote's content-addressed protocol: `GET`, `HEAD` and `PUT <base>/<sha256>`, served as
/// well by any WebDAV server that takes `PUT` (nginx's `dav_methods PUT DELETE`). Listing uses
/// nginx's JSON index of the folder where the server offers one.
struct HTTPStore: ReferenceStore {
    let address: ReferenceStoreAddress
    let base: URL
    let credentials: StoreCredentials

    private func request(_ method: String, _ sha256: String?) -> HTTPRequest {
        var request = HTTPRequest(method, sha256.map { base.appendingPathComponent($0) } ?? base.appendingPathComponent("", isDirectory: true))
        if let authorization = credentials.authorization { request.set("Authorization", authorization) }
        return request
    }

    private func send(_ request: HTTPRequest, limit: Int = 1 << 20, _ operation: String) throws(ReferenceStoreError) -> HTTPTransfer.Response {
        try ReferenceStores.send(request, limit: limit, to: address, operation, credentials: credentials)
    }

    private func refusal(_ response: HTTPTransfer.Response, _ operation: String) -> ReferenceStoreError {
        let detail = response.status == 401 || response.status == 403
            ? " (check BENTO_REFERENCE_STORE_USER and _PASSWORD, or _TOKEN)" : ""
        return .unavailable(store: address.description, operation: operation, reason: "it answered HTTP \(response.status)\(detail)")
    }

    func contains(_ sha256: String) throws(ReferenceStoreError) -> Bool {
        try ReferenceStores.checkHash(sha256, address)
        let operation = "say whether it has the blob \(sha256.prefix(12))…"
        return try ReferenceStores.presence(try send(request("HEAD", sha256), operation)) { refusal($0, operation) }
    }

    func fetch(_ sha256: String, limit: Int) throws(ReferenceStoreError) -> Data {
        try ReferenceStores.checkHash(sha256, address)
        let operation = "give the blob \(sha256.prefix(12))…"
        let response = try send(request("GET", sha256), limit: limit, operation)
        if response.status == 404 { throw .missingBlob(store: address.description, sha256: sha256) }
        guard response.status == 200 else { throw refusal(response, operation) }
        return try ReferenceStores.checked(response.body, sha256, from: address)
    }

    func put(_ data: Data) throws(ReferenceStoreError) {
        let sha256 = ContentHash.hex(data)
        let operation = "take the blob \(sha256.prefix(12))…"
        var put = request("PUT", sha256)
        put.body = data
        put.set("Content-Type", "application/octet-stream")
        let response = try send(put, operation)
        guard (200...299).contains(response.status) else { throw refusal(response, operation) }
    }

    func list() throws(ReferenceStoreError) -> Set<String>? {
        let operation = "list its blobs"
        let response = try send(request("GET", nil), limit: 256 << 20, operation)
        guard response.status == 200, response.headers["content-type"]?.contains("json") == true,
            let listing = try? JSONDecoder().decode([Listed].self, from: response.body)
        else { return nil }
        return Set(listing.map(\.name).filter(ContentHash.isHexDigest))
    }

    /// An entry of nginx's `autoindex_format json`.
    private struct Listed: Decodable {
        var name: String
    }

    func delete(_ sha256: String) throws(ReferenceStoreError) {
        try ReferenceStores.checkHash(sha256, address)
        let operation = "remove the blob \(sha256.prefix(12))…"
        let response = try send(request("DELETE", sha256), operation)
        guard (200...299).contains(response.status) || response.status == 404 else { throw refusal(response, operation) }
    }
}
