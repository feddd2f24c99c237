import Foundation
import SafeFiles

/// The code that makes a catalogue entry, cut from its source file: the declaration that starts at
/// the entry's line and column (`CatalogueEntry("sale") { … }`, `#Preview("Dark") { … }`), up to
/// the bracket that closes it and any trailing closure after it, with its common indentation
/// taken off. What the manifest and the coding agents' tools show as "how to make this".
package enum SourceSnippet {
    /// The most lines a snippet keeps; a longer declaration is cut there and ends with `// …`.
    package static let lineLimit = 60

    /// Snippets of source files, each file read and split into lines once however many entries
    /// it declares (a catalogue of thousands declares them in a few files).
    package final class Reader {
        private var files: [String: [Substring]?] = [:]

        package init() {}

        /// The snippet of the declaration at `line` and `column` (from 1) of the file at `path`,
        /// or `nil` when the file cannot be read (a catalogue built on another machine), is larger
        /// than 4 MB or has no such line.
        package func snippet(atPath path: String, line: Int, column: Int) -> String? {
            if files[path] == nil {
                files[path] = .some((try? PlainFile(path, limit: 4 << 20).readData()).map { SourceSnippet.lines(of: String(decoding: $0, as: UTF8.self)) })
            }
            return files[path].flatMap { $0 }.flatMap { SourceSnippet.snippet(lines: $0, line: line, column: column) }
        }
    }

    static func lines(of source: String) -> [Substring] { source.split(separator: "\n", omittingEmptySubsequences: false) }

    /// The snippet of the declaration at `line` and `column` of `source`.
    package static func snippet(in source: String, line: Int, column: Int) -> String? {
        snippet(lines: lines(of: source), line: line, column: column)
    }

    /// The snippet of the declaration at `line` and `column` of a source's lines.
    static func snippet(lines: [Substring], line: Int, column: Int) -> String? {
        guard line >= 1, line <= lines.count else { return nil }
        var taken: [Substring] = []
        var depth = 0, opened = false, inString = false, escaped = false
        scan: for index in (line - 1)..<lines.count {
            let text = lines[index]
            // The first line from the declaration's column (a column past its end: the whole line).
            let start = index == line - 1 ? text.index(text.startIndex, offsetBy: max(0, column - 1), limitedBy: text.endIndex) ?? text.startIndex : text.startIndex
            var lineComment = false
            var position = start
            var endOfDeclaration: String.Index?
            while position < text.endIndex {
                let character = text[position]
                if lineComment { break }
                if inString {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                } else {
                    switch character {
                    case "\"": inString = true
                    case "/" where text[position...].hasPrefix("//"): lineComment = true
                    case "(", "{", "[":
                        depth += 1
                        opened = true
                    case ")", "}", "]":
                        depth -= 1
                        if opened && depth <= 0 {
                            // A trailing closure or a modifier on the same line continues the declaration.
                            let rest = text[text.index(after: position)...].drop { $0 == " " || $0 == "\t" }
                            if !(rest.hasPrefix("{") || rest.hasPrefix(".")) { endOfDeclaration = text.index(after: position) }
                        }
                    default: break
                    }
                }
                if endOfDeclaration != nil { break }
                position = text.index(after: position)
            }
            // A string left open at the end of a line is a multi-line literal's line; it closes later.
            if let end = endOfDeclaration {
                taken.append(text[..<end])
                break scan
            }
            taken.append(text)
            if taken.count >= lineLimit {
                taken.append("// …")
                break scan
            }
        }
        let indentation = taken.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        let text = taken.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
            .joined(separator: "\n")
        return text.allSatisfy(\.isWhitespace) ? nil : text
    }
}
