import Foundation
import SafeFiles

/// A content-addressed store of reference pictures: blobs named by the SHA-256 of their bytes.
///
/// Every blob read is hashed before it is returned (a store that answers other bytes is refused),
/// and putting a blob that is already there is harmless, so two jobs that upload the same picture
/// at once both succeed.
public protocol ReferenceStore: Sendable {
    /// The store's address, safe to print (never its credentials).
    var address: ReferenceStoreAddress { get }
    /// Whether the store holds a blob.
    func contains(_ sha256: String) throws(ReferenceStoreError) -> Bool
    /// The bytes of a blob, checked against its hash.
    func fetch(_ sha256: String, limit: Int) throws(ReferenceStoreError) -> Data
    /// Puts bytes under their own hash.
    func put(_ data: Data) throws(ReferenceStoreError)
    /// The hashes of every blob, where the store can list them (`nil` where it cannot, as an OCI
    /// registry cannot list a repository's blobs).
    func list() throws(ReferenceStoreError) -> Set<String>?
    /// Removes a blob (nothing when it is absent).
    func delete(_ sha256: String) throws(ReferenceStoreError)
}

/// Opening a store by its address.
public enum ReferenceStores {
    /// The store an address names, with credentials from the environment.
    public static func open(_ address: ReferenceStoreAddress, credentials: StoreCredentials = .fromEnvironment()) -> any ReferenceStore {
        switch address.kind {
        case .folder(let folder): FolderStore(address: address, folder: folder)
        case .http(let base): HTTPStore(address: address, base: base, credentials: credentials)
        case .oci(let registry, let repository): OCIStore(address: address, registry: registry, repository: repository, credentials: credentials)
        case .s3(let bucket, let prefix): S3Store(address: address, bucket: bucket, prefix: prefix, credentials: credentials)
        }
    }

    /// The store an address written as text names.
    public static func open(_ text: String, credentials: StoreCredentials = .fromEnvironment()) throws(ReferenceStoreError) -> any ReferenceStore {
        open(try ReferenceStoreAddress(text), credentials: credentials)
    }

    /// Checks fetched bytes against the hash they were asked for.
    static func checked(_ data: Data, _ sha256: String, from store: ReferenceStoreAddress) throws(ReferenceStoreError) -> Data {
        let found = ContentHash.hex(data)
        guard found == sha256 else { throw .wrongBytes(store: store.description, expected: sha256, found: found) }
        return data
    }

    /// One exchange with an HTTP store through the shared transfer: a failure before any answer is
    /// the store's being unavailable for `operation`, with every credential cut out of the reason.
    static func send(
        _ request: HTTPRequest, limit: Int, to store: ReferenceStoreAddress, _ operation: String, credentials: StoreCredentials
    ) throws(ReferenceStoreError) -> HTTPTransfer.Response {
        do {
            return try HTTPTransfer.shared.send(request, limit: limit)
        } catch {
            throw .unavailable(store: store.description, operation: operation, reason: credentials.redacted(error.reason))
        }
    }

    /// A `HEAD`'s answer about a blob: 200 has it, 404 has it not, anything else is the store's
    /// refusal.
    static func presence(
        _ response: HTTPTransfer.Response, refusal: (HTTPTransfer.Response) -> ReferenceStoreError
    ) throws(ReferenceStoreError) -> Bool {
        switch response.status {
        case 200: return true
        case 404: return false
        default: throw refusal(response)
        }
    }

    /// Refuses a hash that is not 64 lowercase hexadecimal digits before it goes into a path or URL.
    static func checkHash(_ sha256: String, _ store: ReferenceStoreAddress) throws(ReferenceStoreError) {
        guard ContentHash.isHexDigest(sha256) else { throw .address(store.description, reason: "asked for a blob whose name is not a SHA-256") }
    }
}
