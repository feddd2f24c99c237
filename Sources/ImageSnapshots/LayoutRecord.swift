import Components
import Foundation
import Layout
import SafeText

/// The frames of a rendered component tree, kept beside its reference image
/// (`<name>.layout.txt`) so a failure can say what moved: `Stack/Label[1] "Title": height 20 → 40`.
public struct LayoutRecord: Hashable, Sendable {
    /// One component's frame in the tree.
    public struct Entry: Hashable, Sendable {
        /// The component's place in the tree: type names, with the sibling index where a parent
        /// has several children (`Stack/Stack[1]/Label[0]`).
        public var path: String
        /// The component's frame, in points.
        public var frame: Frame
        /// The accessibility label (text of labels), to tell entries apart in messages.
        public var label: String?
    }

    /// The tree's components, depth first.
    public var entries: [Entry]

    /// Creates a record of entries.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The record of a laid-out tree.
    public init(_ nodes: [LaidOutComponent]) {
        let paths = LaidOutComponent.paths(of: nodes)
        let entries = nodes.indices.map { Entry(path: Self.field(paths[$0]), frame: nodes[$0].frame, label: nodes[$0].accessibility.label.map(Self.field)) }
        self.entries = entries
    }

    /// A path or label as the record holds it: one field of one line, tabs and line breaks as
    /// spaces, and bidirectional controls, U+FEFF and other controls escaped (`\u{202E}`), so the
    /// file's diff in review shows what it says in the order it says it, as the `.a11y.txt`
    /// beside it does. Escaped text is left as it is, so a record read back compares equal.
    static func field(_ text: String) -> String {
        Quoted.field(text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " "), limit: 2_000)
    }

    /// One line per entry: path, x, y, width, height, label, tab-separated.
    public var text: String {
        entries.map { entry in
            let f = entry.frame
            return [Self.field(entry.path), Self.format(f.x), Self.format(f.y), Self.format(f.width), Self.format(f.height), entry.label.map(Self.field) ?? ""]
                .joined(separator: "\t")
        }.joined(separator: "\n") + "\n"
    }

    /// Parses `text`; malformed lines are skipped.
    public init(text: String) {
        entries = text.fileLines().compactMap { line in
            let fields = line.fields(separatedBy: 0x09).map(String.init)
            guard fields.count >= 5, let x = Double(fields[1]), let y = Double(fields[2]), let w = Double(fields[3]), let h = Double(fields[4])
            else { return nil }
            let label = fields.count > 5 && !fields[5].isEmpty ? fields[5] : nil
            return Entry(path: fields[0], frame: Frame(x: x, y: y, width: w, height: h), label: label)
        }
    }

    /// What moved, resized, appeared or disappeared since `old`, one readable line each.
    public func changes(since old: LayoutRecord) -> [String] {
        let before = Dictionary(old.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let now = Set(entries.map(\.path))
        var lines: [String] = []
        for entry in entries {
            let name = entry.label.map { "\(entry.path) \"\($0.prefix(40))\"" } ?? entry.path
            guard let previous = before[entry.path] else {
                lines.append("\(name): new")
                continue
            }
            var parts: [String] = []
            for (title, a, b) in [("x", previous.frame.x, entry.frame.x), ("y", previous.frame.y, entry.frame.y),
                                  ("width", previous.frame.width, entry.frame.width), ("height", previous.frame.height, entry.frame.height)]
            where abs(a - b) > 1e-6 {
                parts.append("\(title) \(Self.format(a)) → \(Self.format(b))")
            }
            if previous.label != entry.label { parts.append("text changed") }
            if !parts.isEmpty { lines.append("\(name): \(parts.joined(separator: ", "))") }
        }
        for entry in old.entries where !now.contains(entry.path) {
            lines.append("\(entry.label.map { "\(entry.path) \"\($0.prefix(40))\"" } ?? entry.path): gone")
        }
        return lines
    }

    static func format(_ value: Double) -> String { PrintedNumber.shortest(value, decimals: 2) }
}
