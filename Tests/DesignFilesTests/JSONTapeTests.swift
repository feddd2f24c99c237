import Foundation
import Testing
import TestSupport

@testable import DesignFiles

/// The tape reader against a JSON reader we did not write: every JSON file among the real Figma
/// answers (`../shared/figma-fixtures`) reads to the same values as Foundation's JSONSerialization,
/// and texts RFC 8259 refuses are refused by both.
@Suite struct JSONTapeTests {
    /// Whether the tape's value at `index` is `reference`, Foundation's reading of it.
    static func same(_ tape: JSONTape, _ index: Int, _ reference: Any, _ path: String, _ differences: inout [String]) {
        guard differences.count < 5 else { return }
        switch tape.kinds[index] {
        case .null: if !(reference is NSNull) { differences.append("\(path): null") }
        case .true, .false:
            let expected = (reference as? NSNumber).map { String(cString: $0.objCType) == "c" && $0.boolValue == (tape.kinds[index] == .true) } ?? false
            if !expected { differences.append("\(path): boolean") }
        case .number:
            if let number = reference as? NSNumber, number.doubleValue == tape.number(at: index) || abs(number.doubleValue - tape.number(at: index)) <= 1e-12 * abs(number.doubleValue) {
            } else { differences.append("\(path): number \(tape.number(at: index)) against \(reference)") }
        case .string, .escapedString:
            if reference as? String != tape.string(at: index) { differences.append("\(path): string \(tape.string(at: index).prefix(40))") }
        case .array:
            guard let array = reference as? [Any] else { return differences.append("\(path): array") }
            let elements = tape.elementIndices(of: index)
            guard elements.count == array.count else { return differences.append("\(path): \(elements.count) elements, not \(array.count)") }
            for (offset, element) in elements.enumerated() { same(tape, element, array[offset], path + "[\(offset)]", &differences) }
        case .object:
            guard let object = reference as? [String: Any] else { return differences.append("\(path): object") }
            var members: [String: Int] = [:]
            for key in tape.memberKeys(of: index) { members[tape.string(at: key)] = key + 1 }
            guard Set(members.keys) == Set(object.keys) else { return differences.append("\(path): keys differ") }
            for (key, value) in members { same(tape, value, object[key]!, path + "." + key, &differences) }
        }
    }

    @Test func realAnswersReadAsFoundationReadsThem() throws {
        let root = try SharedMaterial.folder("figma-fixtures")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
        #expect(files.count >= 5)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            guard let reference = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
                #expect(throws: JSONTape.Failure.self, "\(file.lastPathComponent)") { try JSONTape(bytes) }
                continue
            }
            let tape = try JSONTape(bytes)
            var differences: [String] = []
            Self.same(tape, 0, reference, "$", &differences)
            #expect(differences.isEmpty, "\(file.path): \(differences)")
        }
    }

    @Test(arguments: [
        "", "[1,]", "{\"a\": 1,}", "01", "1.", ".5", "1e", "-", "\"\u{01}\"", "\"\\x\"", "\"\\u12\"", "[1 2]", "{\"a\" 1}", "{1: 2}",
        "tru", "nul", "[", "{", "\"open", "1 2", "[][]", String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ])
    func whatRFC8259RefusesIsRefused(_ text: String) {
        // Foundation's reader takes trailing commas; the RFC (and the tape) does not.
        #expect(throws: JSONTape.Failure.self) { try JSONTape(Array(text.utf8)) }
    }

    @Test func escapesAndUTF8DecodeAsFoundationDecodesThem() throws {
        let text = #"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u4e2d\ud83d\ude00", "é中😀", -0.0, 1e-7, 12345678901234567890, true, false, null, {}, []]"#
        let tape = try JSONTape(Array(text.utf8))
        var differences: [String] = []
        Self.same(tape, 0, try JSONSerialization.jsonObject(with: Data(text.utf8)), "$", &differences)
        #expect(differences.isEmpty, "\(differences)")
        // A lone surrogate, which Foundation refuses, reads as U+FFFD.
        let lone = try JSONTape(Array(#"["\ud800x"]"#.utf8))
        #expect(lone.string(at: 1) == "\u{FFFD}x")
        // Malformed UTF-8 in a string is refused with its byte.
        #expect(throws: JSONTape.Failure.self) { try JSONTape([0x22, 0xC3, 0x28, 0x22]) }
    }
}
