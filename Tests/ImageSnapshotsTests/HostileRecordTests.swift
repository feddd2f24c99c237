import Foundation
import SafeText
import Testing

@testable import ImageSnapshots

/// Accessibility records are anyone's data (a pull request's, a merge's): read, compared and
/// printed without a trap, with nothing raw reaching a terminal and nothing out of proportion.
@Suite struct HostileRecordTests {
    static let button = "Screen/Button[0]\trole=button\tlabel=Add\ttraits=button\tframe=0 0 100 44\n"
    static let label = "Screen/Label[1]\trole=staticText\tlabel=Milk\tframe=0 44 100 22\n"

    /// A path repeated (a line appended twice, both sides of a merge kept) used to walk one
    /// order's indices into the other and trap.
    @Test(arguments: [
        (button + label + label, button + label),
        (button + label, button + label + label),
        (label + button + button + label, button + label),
        (button + button + button, label),
    ])
    func repeatedPathsCompareWithoutATrap(_ old: String, _ new: String) {
        let changes = AccessibilityRecord(text: new).changes(since: AccessibilityRecord(text: old))
        #expect(changes.count <= AccessibilityRecord.listedChanges + 1)
        let reversed = AccessibilityRecord(text: old).changes(since: AccessibilityRecord(text: new))
        #expect(reversed.count <= AccessibilityRecord.listedChanges + 1)
    }

    /// Paths, labels, traits and actions reach the terminal escaped: no ESC, OSC, BEL, CR, NUL,
    /// C1, bidi override, line separator or byte-order mark as itself.
    @Test func recordTextIsPrintedEscaped() {
        let hostile = "\u{1B}]0;owned\u{07}\r\u{0}\u{85}\u{202E}\u{2028}\u{FEFF}"
        let old = "Screen/Evil\(hostile)[0]\trole=button\tlabel=Add\ttraits=button\tframe=0 0 100 44\n"
        let new = "Screen/Evil\(hostile)[0]\trole=button\tlabel=Add\(hostile)\ttraits=button \(hostile)\tactions=go\(hostile)\tframe=0 0 100 44\n"
        let printed = AccessibilityRecord(text: new).changes(since: AccessibilityRecord(text: old)).joined(separator: "\n")
        #expect(!printed.isEmpty)
        let raw = printed.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x202E, 0x2028, 0xFEFF].contains($0.value)) }
        #expect(raw.isEmpty, "raw: \(raw.map { String($0.value, radix: 16) })")
    }

    /// 100,000 traits on one element, or 100,000 elements changed, print a bounded list.
    @Test func changesAreBounded() {
        let traits = (0..<100_000).map { "t\($0)" }.joined(separator: " ")
        let many = "Screen/Button[0]\trole=button\tlabel=Add\ttraits=\(traits)\tframe=0 0 100 44\n"
        let lines = AccessibilityRecord(text: many).changes(since: AccessibilityRecord(text: Self.button))
        #expect(lines.count == 1 && lines[0].utf8.count < 4_000, "\(lines.first?.utf8.count ?? 0) bytes")
        let elements = (0..<100_000).map { "Screen/Label[\($0)]\trole=staticText\tlabel=x\tframe=0 0 1 1" }.joined(separator: "\n")
        let gone = AccessibilityRecord(text: Self.button).changes(since: AccessibilityRecord(text: elements))
        #expect(gone.count == AccessibilityRecord.listedChanges + 1 && gone.last?.hasPrefix("… and ") == true)
    }

    /// A record checked out with CRLF line ends reads as the same record.
    @Test func aCRLFRecordReadsAsTheSame() {
        let lf = Self.button + Self.label
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(AccessibilityRecord(text: crlf) == AccessibilityRecord(text: lf))
        #expect(AccessibilityRecord(text: crlf).elements.count == 2)
        let layout = "a\t0\t0\t1\t1\nb\t0\t0\t2\t2\n"
        #expect(LayoutRecord(text: layout.replacingOccurrences(of: "\n", with: "\r\n")) == LayoutRecord(text: layout) && LayoutRecord(text: layout).entries.count == 2)
    }

    /// A label's text goes into `<name>.layout.txt`, a file reviewed in git: bidi controls, U+FEFF
    /// and other controls are written escaped, so the diff cannot be reordered by them, and a
    /// record read back compares equal to the one written.
    @Test func layoutRecordsEscapeWhatCouldReorderTheirDiff() {
        let label = "Pay \u{202E}001$\u{202C} now\u{FEFF}\u{2066}\u{1B}[31m\tand\nmore"
        let record = LayoutRecord(entries: [.init(path: "Screen/Label[0]\u{200F}", frame: .init(x: 0, y: 0, width: 10, height: 20), label: label)])
        let text = record.text
        let raw = text.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && Quoted.isUnprintable($0) }
        #expect(raw.isEmpty, "raw: \(raw.map { String($0.value, radix: 16) })")
        #expect(text.contains(#"Pay \u{202E}001$\u{202C} now\u{FEFF}\u{2066}\u{1B}[31m and more"#), "\(text)")
        #expect(text.filter { $0 == "\n" }.count == 1 && text.split(separator: "\t").count == 6, "\(text)")
        let read = LayoutRecord(text: text)
        #expect(LayoutRecord(text: read.text) == read)
        #expect(read.changes(since: LayoutRecord(text: text)).isEmpty)
    }
}
