import Foundation

/// The keys a rendering looked up, noted as the catalogue's entries ask for their text: those its
/// language did not translate, for the audit's `untranslated` rule, and the text each key drew,
/// so a text that does not fit is named by its key and language.
public final class StringLookups: @unchecked Sendable {
    /// A key looked up, and the text it drew in a language.
    public struct Lookup: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The language asked for.
        public var language: String
        /// The text drawn for it.
        public var text: String

        /// A key that drew `text` in `language`.
        public init(key: String, language: String, text: String) {
            self.key = key
            self.language = language
            self.text = text
        }
    }

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
    private var drawn: [Lookup] = []
    /// Lookups kept at most: a hostile catalogue cannot grow the log without bound.
    static let keptLookups = 10_000

    /// An empty log.
    public init() {}

    /// Notes a key drawn without a translation (each once).
    public func note(_ miss: Miss) {
        lock.withLock { if !noted.contains(miss) { noted.append(miss) } }
    }

    /// The keys noted, in the order they were looked up.
    public var misses: [Miss] { lock.withLock { noted } }

    /// Notes the text a key drew (each once).
    public func record(_ lookup: Lookup) {
        lock.withLock { if drawn.count < Self.keptLookups && !drawn.contains(lookup) { drawn.append(lookup) } }
    }

    /// The keys looked up and the text each drew, in the order they were looked up.
    public var lookups: [Lookup] { lock.withLock { drawn } }
}
