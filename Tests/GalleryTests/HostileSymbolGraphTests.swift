import ComponentCatalogue
import Components
import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import SafeText
import Testing

/// Issue 48: `audit --symbol-graphs` reads graphs anyone could have put in a folder. Names print
/// escaped, one finding a line; numbers are checked before arithmetic; the refinement closure and
/// the reading are linear in the graph, within a size the machine reads in seconds.
@Suite struct HostileSymbolGraphTests {
    static let renderable = "s:10Components10RenderableP"

    static func symbol(_ id: String, _ path: [String], kind: String = "swift.struct", uri: String = "file:///work/shop/Sources/Shop/Card.swift", line: Any = 3) -> [String: Any] {
        [
            "kind": ["identifier": kind, "displayName": "Structure"], "identifier": ["precise": id, "interfaceLanguage": "swift"],
            "pathComponents": path, "names": ["title": path.last ?? ""], "accessLevel": "public",
            "location": ["uri": uri, "position": ["line": line, "character": 7]],
        ]
    }

    static func graph(module: String, symbols: [[String: Any]], relationships: [(String, String, String)]) throws -> Data {
        try JSONSerialization.data(withJSONObject: [
            "metadata": ["formatVersion": ["major": 0, "minor": 6, "patch": 0]], "module": ["name": module], "symbols": symbols,
            "relationships": relationships.map { ["kind": $0.0, "source": $0.1, "target": $0.2] },
        ])
    }

    static func folder(_ graph: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-hostile-symbols-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try graph.write(to: folder.appendingPathComponent("Shop.symbols.json"))
        return folder
    }

    /// The audit over a one-entry catalogue with the graph's folder: its exit status and what it printed.
    static func audit(_ folder: URL) throws -> (status: Int32, printed: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bento-hostile-audit-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogue = Catalogue("Shop") {
            CatalogueEntry(component: "Card", state: "plain", variants: VariantMatrix(scales: [1])) { _ in AuditCoverageCard() }
        }
        let output = CommandOutput()
        let status = GalleryCommand.run(GalleryContext(catalogue: catalogue, packageRoot: root), arguments: ["audit", "--symbol-graphs", folder.path], output: output)
        return (status, output.text)
    }

    @Test func hostileNamesPrintAsOneEscapedLineEach() throws {
        let names = [
            "Forged\nno-preview\tShop.Fake\tpublic Renderable declared at nowhere", "Title\u{1B}]0;owned\u{07}", "Clear\u{1B}[2J\u{1B}[H",
            "Csi\u{9B}31m", "Flip\u{202E}txt.exe", "Nul\u{0}byte", "Carriage\rReturn", String(repeating: "W", count: 1 << 20),
        ]
        let symbols = names.enumerated().map { index, name in
            Self.symbol("s:hostile\(index)", [name], uri: "file:///work/shop/Sources/%1B%5B31mEvil%0Ano-preview%09Forged%E2%80%AE\(index).swift")
        }
        let folder = try Self.folder(try Self.graph(module: "Shop\u{1B}[1m", symbols: symbols, relationships: names.indices.map { ("conformsTo", "s:hostile\($0)", Self.renderable) }))
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, printed) = try Self.audit(folder)
        #expect(status == 1)
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.filter { $0.hasPrefix("no-preview\t") }.count == names.count, "one finding a line: \(lines.map { $0.prefix(120) })")
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0 != "\t" && Quoted.isUnprintable($0) }, "\(line.prefix(200).debugDescription)")
            #expect(line.count < 2_000, "a line of \(line.count) characters")
        }
    }

    /// A declaration at a line no file has (Int.max trapped `line + 1`), and numbers no Int holds.
    @Test func linesNoSourceReachesAreReportedNotTrapped() throws {
        let lines: [Any] = [Int.max, Int.min, -1]
        let symbols = lines.enumerated().map { Self.symbol("s:far\($0.offset)", ["Far\($0.offset)"], line: $0.element) }
        let folder = try Self.folder(try Self.graph(module: "Shop", symbols: symbols, relationships: lines.indices.map { ("conformsTo", "s:far\($0)", Self.renderable) }))
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = try PublicComponents(symbolGraphFolders: [folder]).components
        #expect(found.map(\.location) == [
            "/work/shop/Sources/Shop/Card.swift (line 9223372036854775807 is not a line)",
            "/work/shop/Sources/Shop/Card.swift (line -9223372036854775808 is not a line)",
            "/work/shop/Sources/Shop/Card.swift (line -1 is not a line)",
        ])
        #expect(try Self.audit(folder).status == 1)
        // Numbers an Int cannot hold are a graph that does not decode, named.
        for number in ["9223372036854775808", "1e400", "-1e400", "0.5"] {
            let text = String(decoding: try Self.graph(module: "Shop", symbols: [Self.symbol("s:x", ["X"], line: 7)], relationships: []), as: UTF8.self)
                .replacingOccurrences(of: "\"line\":7", with: "\"line\":\(number)")
            let odd = try Self.folder(Data(text.utf8))
            defer { try? FileManager.default.removeItem(at: odd) }
            #expect(throws: PublicComponents.ReadError.self, "line \(number)") { try PublicComponents(symbolGraphFolders: [odd]) }
        }
    }

    /// 16,000 protocols, each refining the one before, the first refining Renderable: each pass
    /// of the old closure added one. The type conforming to the last is found in one walk.
    @Test func aLongChainOfRefiningProtocolsIsLinear() throws {
        let count = 16_000
        var symbols = (0..<count).map { Self.symbol("s:p\($0)", ["P\($0)"], kind: "swift.protocol") }
        symbols.append(Self.symbol("s:deep", ["Deep"]))
        var relationships = [("inheritsFrom", "s:p0", Self.renderable)] + (1..<count).map { ("inheritsFrom", "s:p\($0)", "s:p\($0 - 1)") }
        relationships.append(("conformsTo", "s:deep", "s:p\(count - 1)"))
        // In the worst order for a pass over the edges: the deepest first.
        relationships.reverse()
        let folder = try Self.folder(try Self.graph(module: "Shop", symbols: symbols, relationships: relationships))
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = Date()
        let found = try PublicComponents(symbolGraphFolders: [folder]).components
        let seconds = Date().timeIntervalSince(start)
        #expect(found.map(\.qualifiedName) == ["Shop.Deep"])
        #expect(seconds < 10, "\(seconds) s")
    }

    /// The largest graph read (just under `maximumGraphSize`) reads in seconds; one byte more is
    /// refused unread.
    @Test func theLargestAllowedGraphReadsInSeconds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-large-symbols-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = PublicComponents.maximumGraphSize
        var data = Data("{\"module\":{\"name\":\"Shop\"},\"relationships\":[],\"symbols\":[".utf8)
        data.reserveCapacity(limit)
        let doc = String(repeating: "A documentation comment as long as a real one. ", count: 8)
        var index = 0
        while true {
            let text = """
                {"kind":{"identifier":"swift.struct","displayName":"Structure"},"identifier":{"precise":"s:\(index)","interfaceLanguage":"swift"},\
                "pathComponents":["Type\(index)"],"names":{"title":"Type\(index)"},"docComment":{"lines":[{"text":"\(doc)"}]},"accessLevel":"public",\
                "location":{"uri":"file:///work/shop/Sources/Shop/Type\(index).swift","position":{"line":\(index),"character":14}}}
                """
            let symbol = Data(((index == 0 ? "" : ",") + text).utf8)
            guard data.count + symbol.count + 2 <= limit else { break }
            data.append(symbol)
            index += 1
        }
        data.append(Data("]}".utf8))
        let file = folder.appendingPathComponent("Shop.symbols.json")
        try data.write(to: file)
        let start = Date()
        let graph = try PublicComponents.read(file)
        let seconds = Date().timeIntervalSince(start)
        #expect(graph.symbols.count == index)
        #expect(seconds < 10, "\(data.count) bytes read in \(seconds) s")
        try (data + Data(repeating: 0x20, count: limit + 1 - data.count)).write(to: file)
        #expect(throws: PublicComponents.ReadError.self) { try PublicComponents.read(file) }
    }
}
