import SafeText

/// Why a string file could not be read or a string could not be made: the file, where in it (a
/// JSON path such as `strings["basket.title"].localizations.de`), and what.
public struct LocalizationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name.
    public var file: String
    /// Where in the file; empty for the file as a whole.
    public var path: String
    /// What is wrong, as a clause.
    public var reason: String

    /// An error about a place in a file.
    public init(file: String, path: String, _ reason: String) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    /// `Localizable.xcstrings: strings["a"].localizations.de: is not …`, names escaped.
    public var description: String {
        let place = path.isEmpty ? "" : " at \(Quoted.field(path, limit: 300))"
        return "\(Quoted.field(file, limit: 200))\(place): \(Quoted.field(reason, limit: 600))"
    }
}

extension LocalizationError {
    init(file: String, decoding error: DecodingError) {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { key in key.intValue.map { "[\($0)]" } ?? (key.stringValue.allSatisfy { $0.isLetter || $0.isNumber } ? ".\(key.stringValue)" : "[\"\(key.stringValue)\"]") }
                .joined().trimmingPrefix(".").description
        }
        switch error {
        case .typeMismatch(let type, let context): self.init(file: file, path: path(context.codingPath), "is not a \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context): self.init(file: file, path: path(context.codingPath), "has no \(type)")
        case .keyNotFound(let key, let context): self.init(file: file, path: path(context.codingPath), "has no \"\(key.stringValue)\"")
        case .dataCorrupted(let context): self.init(file: file, path: path(context.codingPath), "is not JSON: \(context.debugDescription)")
        @unknown default: self.init(file: file, path: "", "cannot be read: \(error)")
        }
    }
}
