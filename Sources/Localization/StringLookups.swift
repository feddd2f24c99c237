import Foundation

/// The keys a rendering looked up that its language did not translate, noted as the catalogue's
/// entries ask for their text, for the audit's `untranslated` rule.
public final class StringLookups: @unchecked Sendable {
    /// A key drawn without a translation in the language asked for.
    public struct Miss: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The language asked for.
        public var language: String
        /// What was drawn instead: the source language's text, or the key itself.
        public var detail: String

        /// A key drawn without a translation in `language`.
        public init(key: String, language: String, detail: String) {
            self.key = key
            self.language = language
            self.detail = detail
        }
    }

    private let lock = NSLock()
    private var noted: [Miss] = []

    /// An empty log.
    public init() {}

    /// Notes a key drawn without a translation (each once).
    public func note(_ miss: Miss) {
        lock.withLock { if !noted.contains(miss) { noted.append(miss) } }
    }

    /// The keys noted, in the order they were looked up.
    public var misses: [Miss] { lock.withLock { noted } }
}
