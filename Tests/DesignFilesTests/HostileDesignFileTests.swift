import DesignFiles
import Foundation
import Testing

/// A saved answer may come from anyone: every malformed, oversized or ill-typed one is a
/// `DesignFileError` that names the file and the place in it, never a trap or a hang.
@Suite struct HostileDesignFileTests {
    static func read(_ json: String) throws(DesignFileError) -> DesignFile {
        try DesignFile(bytes: Array(json.utf8), source: "hostile.json")
    }

    static func message(_ json: String) -> String {
        do {
            _ = try read(json)
            return "read without error"
        } catch {
            return error.description
        }
    }

    static func node(_ properties: String) -> String {
        ##"{"nodes": {"1:1": {"document": {"id": "1:1", "name": "Frame", "type": "FRAME", "## + properties + "}}}}"
    }

    @Test(arguments: [
        ("", "is not valid JSON"),
        ("[1, 2]", "is not one of Figma's REST answers"),
        (#"{"hello": 1}"#, "its top level has hello"),
        (String(repeating: "[", count: 10_000), "is not valid JSON"),
        (#"{"document": {"name": "no id"}}"#, "at $.document: a node has no id"),
        (node(#""fills": [{"type": "SOLID", "color": {"r": 2, "g": 0, "b": 0}}]"#), "at $.nodes[\"1:1\"].document.fills[0].color.r: the number 2.0 is outside 0…1"),
        (node(#""fills": [{"type": "SOLID", "color": {"r": "red", "g": 0, "b": 0}}]"#), "color.r: expected a number, found a string"),
        (node(#""fills": [{"type": "SOLID"}]"#), "fills[0]: a SOLID paint has no color"),
        (node(#""absoluteBoundingBox": {"x": 1e300, "y": 0, "width": 1, "height": 1}"#), "absoluteBoundingBox.x: the number"),
        (node(#""size": {"x": -5, "y": 1}"#), "size.x: the number -5.0 is outside 0…10000000"),
        (node(#""relativeTransform": [[1, 0, 0]]"#), "relativeTransform: a relativeTransform has 2 rows, not 1"),
        (node(#""rectangleCornerRadii": [1, 2, 3]"#), "rectangleCornerRadii has 4 numbers, not 3"),
        (node(#""fillGeometry": [{"path": "M0 0 L10 Q", "windingRule": "NONZERO"}]"#), "fillGeometry[0]: the path data cannot be read: expected a number, found \"Q\" at byte 9"),
        (node(#""fillGeometry": [{"path": "M0 0 A 5 5 0 0 1 10 10"}]"#), "the arc command \"A\" is not supported"),
        (node(#""fillGeometry": [{"path": "L 5 5"}]"#), "path data must start with a move"),
        (node(#""fillGeometry": [{"path": "M 1e999 0"}]"#), "is not finite"),
        (node(#""children": "none""#), "children: expected an array, found a string"),
        (node(#""visible": "yes""#), "visible: expected true or false, found a string"),
        (node(#""opacity": true"#), "opacity: expected a number, found a boolean"),
        (#"{"meta": {"variables": {"V:1": {"resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 0}}}}}}"#, "valuesByMode[\"1:0\"]: a colour has no g"),
    ])
    func isRefusedWithWhereAndWhy(json: String, expected: String) {
        let message = Self.message(json)
        #expect(message.contains(expected), "\(message)")
        #expect(message.contains("hostile.json"), "\(message)")
    }

    /// Nodes nested past any design's depth stop at the limit, however the JSON reader copes.
    @Test func nodesNestedTooDeepAreRefused() {
        var json = #"{"id": "0:0", "type": "FRAME"}"#
        for depth in 1...240 { json = #"{"id": "\#(depth):0", "type": "FRAME", "children": [\#(json)]}"# }
        let message = Self.message(#"{"document": "# + json + "}")
        #expect(message.contains("more than 200 levels of nesting") || message.contains("is not valid JSON"), "\(message)")
    }

    /// A million empty nodes is more than any design file holds: refused past the node limit, not read into memory.
    @Test func tooManyNodesAreRefused() {
        let child = #"{"id": "1:1"},"#
        let json = #"{"document": {"id": "0:0", "children": ["# + String(repeating: child, count: 300_000) + #"{"id": "2:2"}]}}"#
        #expect(Self.message(json).contains("has more than 250000 nodes"))
    }

    /// Control characters and bidirectional overrides in names are escaped where a message shows them.
    @Test func namesInMessagesAreEscaped() {
        let message = Self.message(#"{"nodes": {"1:1": {"document": {"id": "1:1", "name": "\u001b[31mred\u202e", "type": "FRAME", "opacity": 5}}}}"#)
        #expect(message.contains("outside 0…1"))
        #expect(!message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }

    /// A file that is not there, or is a folder, is named.
    @Test func unreadableFilesAreNamed() {
        #expect(throws: DesignFileError.self) { try DesignFile(contentsOf: URL(fileURLWithPath: "/nonexistent/design.json")) }
        #expect(throws: DesignFileError.self) { try DesignFile(contentsOf: FileManager.default.temporaryDirectory) }
    }

    /// Truncated at every length, a real answer never traps: it reads, or says why not.
    @Test func everyTruncationOfARealAnswerIsReadOrRefused() throws {
        let text = #"{"nodes": {"1:13": {"document": {"id": "1:13", "name": "Button", "type": "COMPONENT", "layoutMode": "HORIZONTAL", "paddingLeft": 16, "fills": [{"type": "SOLID", "color": {"r": 0.1, "g": 0.2, "b": 0.3, "a": 1}, "boundVariables": {"color": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:3"}}}], "children": [{"id": "1:10", "type": "TEXT", "characters": "Buy", "style": {"fontFamily": "Inter", "fontSize": 14}}]}}}}"#
        let bytes = Array(text.utf8)
        for length in 0..<bytes.count {
            do {
                _ = try DesignFile(bytes: Array(bytes.prefix(length)), source: "cut.json")
            } catch {
                #expect(error.description.contains("cut.json"))
            }
        }
        #expect(throws: Never.self) { try DesignFile(bytes: bytes, source: "whole.json") }
    }

    /// 100,000 node types (each a terminal control) print as twelve escaped names and a count,
    /// not a line of megabytes.
    @Test func inspectPrintsABoundedEscapedList() throws {
        let children = (0..<100_000).map { #"{"id": "1:\#($0)", "type": "\u001b[2J\u202eT\#($0)"}"# }.joined(separator: ",")
        let file = try Self.read(#"{"document": {"id": "0:0", "type": "DOCUMENT", "children": [\#(children)]}}"#)
        let printed = DesignFileSummary(file).description
        #expect(printed.utf8.count < 4_000, "\(printed.utf8.count) bytes")
        #expect(!printed.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        #expect(printed.contains("and 99989 more types"), "\(printed)")
    }

    /// 10,000 effects the engine does not draw give a few warnings of that kind and a count.
    @Test func drawingWarningsAreBoundedByKind() throws {
        let effects = (0..<10_000).map { _ in #"{"type": "\u001b]0;x\u0007LAYER_BLUR", "radius": 4, "visible": true}"# }.joined(separator: ",")
        let file = try Self.read(Self.node(#""size": {"x": 10, "y": 10}, "fills": [{"type": "\u001bWEIRD"}], "effects": [\#(effects)]"#))
        let warnings = DesignDrawing(try file.node("1:1")).warnings
        #expect(warnings.count == DesignDrawing.warningsOfAKind + 2, "\(warnings.count) warnings")
        #expect(warnings.last == "… and 9995 more: an effect is not drawn", "\(warnings)")
        #expect(!warnings.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(warnings)")
    }

    /// 1,000 drop shadows of radius 10,000 on a 2,000-point frame (a 150 KB answer) drew without
    /// end: a layer draws its first 16, a drawing its first 256, and says so.
    @Test func shadowsPastTheMostDrawnAreNamedNotDrawn() throws {
        let shadow = #"{"type": "DROP_SHADOW", "visible": true, "radius": 10000, "color": {"r": 0, "g": 0, "b": 0, "a": 0.5}, "offset": {"x": 0, "y": 0}}"#
        let effects = Array(repeating: shadow, count: 1_000).joined(separator: ",")
        let json = Self.node(#""size": {"x": 2000, "y": 2000}, "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1}}], "effects": [\#(effects)]"#)
        #expect(json.utf8.count > 100_000)
        let drawing = DesignDrawing(try Self.read(json).node("1:1"))
        #expect(drawing.warnings.contains { $0.contains("shadows past 16 on a layer") }, "\(drawing.warnings)")
        #expect(drawing.warnings.last == "… and 979 more: a shadow past the most drawn is not drawn", "\(drawing.warnings)")
        let picture = try drawing.picture(scale: 0.25)
        #expect(picture.width == 500)
    }
}

/// Issue 75: an auto-layout child set to fill (`layoutGrow: 1`, `layoutSizingHorizontal: FILL`,
/// `layoutAlign: STRETCH`) kept its design size, and a zero-width text layer drew nothing silently.
@Suite struct DesignFillTests {
    static func frame(_ children: String) throws -> DesignNode {
        let json = #"{"document": {"id": "1:1", "type": "FRAME", "name": "Row", "layoutMode": "HORIZONTAL", "itemSpacing": 10, "paddingLeft": 10, "paddingRight": 10, "paddingTop": 10, "paddingBottom": 10, "size": {"x": 300, "y": 100}, "children": [\#(children)]}}"#
        return try DesignFile(bytes: Array(json.utf8), source: "fill.json").node("1:1")
    }

    @Test func childrenSetToFillTakeTheLeftoverLength() throws {
        let row = try Self.frame(#"""
            {"id": "2:1", "type": "RECTANGLE", "size": {"x": 50, "y": 20}},
            {"id": "2:2", "type": "RECTANGLE", "size": {"x": 20, "y": 20}, "layoutGrow": 1, "layoutAlign": "STRETCH"},
            {"id": "2:3", "type": "RECTANGLE", "size": {"x": 30, "y": 20}, "layoutSizingVertical": "FILL"}
            """#)
        let frames = try #require(row.autoLayout?.childFrames(of: row))
        #expect(frames.map(\.x) == [10, 70, 260], "\(frames)")
        #expect(frames.map(\.width) == [50, 180, 30], "\(frames)")
        #expect(frames.map(\.height) == [20, 80, 80] && frames[1].y == 10, "\(frames)")
        // Two children sharing the leftover by their weights, one set by its sizing alone.
        let shared = try Self.frame(#"""
            {"id": "3:1", "type": "RECTANGLE", "size": {"x": 0, "y": 20}, "layoutSizingHorizontal": "FILL"},
            {"id": "3:2", "type": "RECTANGLE", "size": {"x": 0, "y": 20}, "layoutGrow": 3}
            """#)
        let halves = try #require(shared.autoLayout?.childFrames(of: shared))
        #expect(halves.map(\.width) == [67.5, 202.5], "\(halves)")
        // Drawn: the grown rectangle covers the middle of the row.
        let filled = try Self.frame(#"{"id": "4:1", "type": "RECTANGLE", "size": {"x": 20, "y": 20}, "layoutGrow": 1, "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}]}"#)
        let picture = try DesignDrawing(filled).picture()
        #expect(picture[150, 20].alpha == 255 && picture[285, 20].alpha == 255 && picture[295, 20].alpha == 0)
    }

    @Test func aZeroWidthTextLayerSaysSo() throws {
        let json = #"{"document": {"id": "1:1", "type": "TEXT", "name": "Label", "characters": "Pay now", "size": {"x": 0, "y": 20}, "style": {"fontFamily": "Inter", "fontSize": 17}, "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0, "b": 0, "a": 1}}]}}"#
        let drawing = DesignDrawing(try DesignFile(bytes: Array(json.utf8), source: "text.json").node("1:1"))
        #expect(drawing.warnings.contains { $0.contains("its text box is 0 points wide") }, "\(drawing.warnings)")
    }
}
