import DesignTokens
import Foundation
import SafeFiles
import SafeText

/// The token values a suite's references were drawn with: one line per theme and role, sorted, in
/// `token-values.txt` beside the references. `gallery record` writes a theme's values when every
/// variant of it it ran ends with a reference drawn with them (recorded, or already matching);
/// `verify --changed` then names the tokens that changed since, before the variants they reach.
///
///     light	color.primary	palette.moss.600	#2F6B4FFF
package struct RecordedTokenValues: Sendable, Equatable {
    /// The file's name in the suite folder.
    package static let fileName = "token-values.txt"
    /// The largest file read (4 MB: a few hundred roles for each of a few hundred themes).
    static let largestFile = 4 * 1024 * 1024

    /// One role's token and value.
    package struct Value: Sendable, Equatable {
        package var token: String
        package var value: String
    }

    /// Each theme's roles, by theme name, then role.
    package private(set) var themes: [String: [String: Value]] = [:]

    package init() {}

    /// Reads the file in `suite`; `nil` when there is none (references recorded before it was written).
    ///
    /// - Throws: `GalleryError` naming the line that is not theme, role, token and value separated by tabs.
    package static func read(inSuite suite: URL) throws -> RecordedTokenValues? {
        let url = suite.appendingPathComponent(fileName)
        let bytes: [UInt8]
        do {
            bytes = try PlainFile(url.path, limit: largestFile).readAll()
        } catch where error.isMissing {
            return nil
        } catch {
            throw GalleryError("The recorded token values \(url.path) cannot be read: \(error)")
        }
        var values = RecordedTokenValues()
        for (number, text) in String(decoding: bytes, as: UTF8.self).fileLines(omittingEmptySubsequences: false).enumerated() {
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            let fields = text.fields(separatedBy: 0x09).map(String.init)
            guard fields.count == 4, fields.allSatisfy({ !$0.isEmpty && !$0.unicodeScalars.contains { $0.value < 0x20 } }) else {
                throw GalleryError(
                    "\(url.path), line \(number + 1): expected theme, role, token and value separated by tabs, found \(Quoted.string(String(text), limit: 120)). "
                        + "`gallery record --all` writes the file again.")
            }
            values.themes[fields[0], default: [:]][fields[1]] = Value(token: fields[2], value: fields[3])
        }
        return values
    }

    /// Sets a theme's values to the ones it has now, replacing what was recorded for it.
    package mutating func record(_ theme: Theme) {
        guard Self.isWritable(theme.name) else { return }
        var roles: [String: Value] = [:]
        for (role, token, value) in theme.tokenValues where Self.isWritable(role) && Self.isWritable(token) && Self.isWritable(value) {
            roles[role] = Value(token: token, value: value)
        }
        themes[theme.name] = roles
    }

    /// Whether a field can be written on a line of its own (no tab, line break or other control).
    private static func isWritable(_ field: String) -> Bool {
        !field.isEmpty && !field.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Sets the values of colours read from outside the variants' themes (`OutsideTokenReads`),
    /// keeping the others recorded.
    package mutating func record(outside reads: [RenderKey.TokenRead: String]) {
        for (read, value) in reads where Self.isWritable(read.theme) && Self.isWritable(read.role) && Self.isWritable(value) {
            themes[read.theme, default: [:]][read.role] = Value(token: read.role, value: value)
        }
    }

    /// What changed in colours read from outside the variants' themes since they were recorded.
    package func changes(outside reads: [RenderKey.TokenRead: String]) -> [TokenChange] {
        reads.compactMap { read, value in
            guard let before = themes[read.theme]?[read.role]?.value, before != value else { return nil }
            return TokenChange(theme: read.theme, role: read.role, token: read.role, before: before, after: value)
        }.sorted { ($0.theme, $0.role) < ($1.theme, $1.role) }
    }

    /// What changed in `theme` since its values were recorded; empty when none were recorded for it.
    package func changes(to theme: Theme) -> [TokenChange] {
        guard let recorded = themes[theme.name] else { return [] }
        return Theme.tokenChanges(from: recorded.mapValues(\.value), to: theme)
    }

    /// The file's text: a comment, then the lines sorted by theme and role.
    package var text: String {
        "# The token values the references were drawn with (gallery record writes it; verify --changed names what changed since)\n"
            + themes.sorted { $0.key < $1.key }.flatMap { theme, values in
                values.sorted { $0.key < $1.key }.map { role, value in "\(theme)\t\(role)\t\(value.token)\t\(value.value)\n" }
            }.joined()
    }

    /// Writes the file in `suite` atomically.
    package func write(inSuite suite: URL) throws {
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try AtomicWrite.write(Data(text.utf8), to: suite.appendingPathComponent(Self.fileName))
    }
}
