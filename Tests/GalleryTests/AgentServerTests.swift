import BentoCatalogue
import Foundation
@testable import GalleryAgents
import GalleryEngine
import MCP
import Rasterizer
import TestSupport
import Testing

/// `gallery mcp`'s parts on their own: the bounded stdio transport on a real pipe, the checks every
/// tool call passes, and the tools on Bento's demo catalogue. The whole server is driven by the
/// official Python MCP SDK in CI (`scripts/mcp-client-check`).
@Suite struct AgentServerTests {
    static let suite = "CatalogueSnapshotTests"

    /// A workbench on the demo's references (read only: nothing here verifies or accepts).
    static func workbench(allowsAccept: Bool = false) -> AgentWorkbench {
        let context = GalleryContext(catalogue: BentoCatalogue.catalogue, packageRoot: Repository.root)
        var configuration = AgentWorkbench.Configuration(
            context: context,
            references: ReferenceFolders(
                snapshotsURL: context.snapshotsDirectory, suiteName: suite,
                artifactsURL: FileManager.default.temporaryDirectory.appendingPathComponent("bento-agent-\(UUID().uuidString)")))
        configuration.allowsAccept = allowsAccept
        return AgentWorkbench(configuration)
    }

    /// Messages split across reads arrive whole; a line over the limit is dropped as it streams
    /// (never kept whole) and answered with an error for the id it began with; the next message
    /// after it is read as usual.
    @Test func theTransportReadsLinesWholeAndAnswersAnOverlongOne() async throws {
        let (reading, writing) = privatePipe()
        let overlong = #"{"jsonrpc":"2.0","id":"huge-1","method":"tools/call","params":{"filter":""# + String(repeating: "x", count: StdioLines.lineLimit + 1000) + "\"}}\n"
        let writer = Thread {
            let handle = FileHandle(fileDescriptor: writing, closeOnDealloc: true)
            handle.write(Data(#"{"jsonrpc":"2.0","id":1,"#.utf8))
            handle.write(Data((#""method":"ping"}"# + "\n\n").utf8))
            handle.write(Data(overlong.utf8))
            handle.write(Data((#"{"jsonrpc":"2.0","id":2,"method":"ping"}"# + "\n").utf8))
        }
        writer.start()
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
        let replies = Replies()
        let reader = Thread { StdioLines.readLines(from: reading, into: continuation) { replies.append($0) } }
        reader.start()
        var messages: [String] = []
        for try await message in stream { messages.append(String(decoding: message, as: UTF8.self)) }
        close(reading)
        // (Compared by their lengths first: a failure must not print 16 MB.)
        #expect(messages.map(\.count) == [40, 40])
        if messages.map(\.count) == [40, 40] {
            #expect(messages == [#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#, #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#])
        }
        let answered = replies.all.map { String(decoding: $0, as: UTF8.self) }
        #expect(answered.count == 1)
        #expect(answered.first?.contains(#""id":"huge-1""#) == true)
        #expect(answered.first?.contains("longer than 16 MB") == true)
        let error = try JSONSerialization.jsonObject(with: Data((answered.first ?? "").utf8)) as? [String: Any]
        #expect((error?["error"] as? [String: Any])?["code"] as? Int == -32600)
    }

    final class Replies: @unchecked Sendable {
        private let lock = NSLock()
        private var replies: [Data] = []
        func append(_ reply: Data) { lock.withLock { replies.append(reply) } }
        var all: [Data] { lock.withLock { replies } }
    }

    /// Every refusal names the tool, the argument and what is wrong.
    @Test func toolArgumentsAreCheckedBeforeAnythingRuns() throws {
        let workbench = Self.workbench()
        func refusal(_ tool: AgentTool, _ arguments: [String: Value]) -> String {
            do {
                _ = try workbench.call(tool, arguments: arguments)
                return "answered"
            } catch {
                return "\(error)"
            }
        }
        #expect(refusal(.render, ["entry": "Button/filled", "colour": "red"]).contains(#"render: unknown argument "colour"; it takes arguments, contentSize"#))
        #expect(refusal(.render, ["entry": .string(String(repeating: "A", count: 501))]).contains("is 501 characters long; at most 500"))
        #expect(refusal(.render, ["entry": "../../etc/passwd"]).contains("is no entry of the catalogue"))
        #expect(refusal(.render, ["entry": "Button/filled", "scale": 4]).contains(#"argument "scale" is 4.0; it takes 1 to 3"#))
        #expect(refusal(.render, ["entry": "Button/filled", "scale": 1.5]).contains("takes 1, 2 or 3"))
        #expect(refusal(.render, ["entry": "Button/filled", "variant": "sepia-2x"]).contains("its variants: light-2x, dark-2x"))
        #expect(refusal(.render, ["entry": "Button/filled", "locale": "not a tag!"]).contains("is not a language tag"))
        #expect(refusal(.getComponent, ["name": "butto"]).contains("did you mean Button"))
        #expect(refusal(.getComponent, ["name": "Button\u{7}"]).contains("holds a control character"))
        #expect(refusal(.verify, ["filter": "Nothing/*"]).contains("matches no entry"))
        #expect(refusal(.verify, ["filter": 3]).contains(#"argument "filter" must be text"#))
        #expect(refusal(.explainChange, ["name": "../../etc/passwd"]).contains("is no variant of the catalogue"))
        #expect(refusal(.accept, ["names": ["Button-filled@light-2x"]]).contains("accept is off: this server was started without --allow-accept"))
        let allowed = Self.workbench(allowsAccept: true)
        #expect(throws: AgentToolError.self) { try allowed.call(.accept, arguments: ["names": .array(Array(repeating: "x", count: 101))]) }
        #expect(throws: AgentToolError.self) { try allowed.call(.reject, arguments: ["names": ["line\nbreak"]]) }
    }

    /// The picture `render` answers is the reference's, pixel for pixel, with its tree and record.
    @Test func renderAnswersTheReferencePictureWithItsTree() throws {
        let answer = try Self.workbench().call(.render, arguments: ["entry": "Button/filled", "variant": "dark-2x"])
        let png = try #require(answer.png)
        let reference = try Bitmap(contentsOfPNG: Repository.root.appendingPathComponent("Snapshots/\(Self.suite)/Button-filled@dark-2x.png"))
        #expect(try Bitmap(pngData: [UInt8](png)) == reference)
        #expect(answer.texts.count == 3)
        #expect(answer.texts[1].contains(#""schema" : "bento.picture-tree/1""#))
        #expect(answer.texts[2].contains("button"))
        // Arguments and traits of the call's own.
        let wide = try Self.workbench().call(.render, arguments: ["entry": "Button/filled", "width": 200, "scale": 1, "theme": "light"])
        #expect(wide.texts[0].contains(#""pixelWidth" : 200"#))
    }

    /// The tools and resources an agent is offered, each with a schema that bounds its arguments.
    @Test func theToolsAreDescribedWithBoundedArguments() throws {
        let tools = AgentTool.allCases.map(\.tool)
        #expect(tools.map(\.name) == ["list_components", "get_component", "render", "verify", "explain_change", "audit", "accept", "reject"])
        for tool in tools {
            #expect(tool.inputSchema.objectValue?["additionalProperties"] == .bool(false), "\(tool.name)")
            #expect((tool.description ?? "").count > 40, "\(tool.name)")
        }
        let resources = try Self.workbench().resources()
        #expect(resources.count == 2 + BentoCatalogue.catalogue.entries.map { $0.allVariants().count }.reduce(0, +))
        let picture = try Self.workbench().read("bento://reference/Button-filled@light-2x.png")
        #expect(picture.mimeType == "image/png" && (picture.blob?.count ?? 0) > 1000)
        #expect(throws: AgentToolError.self) { try Self.workbench().read("bento://reference/../../Package.swift.png") }
        #expect(throws: AgentToolError.self) { try Self.workbench().read("file:///etc/passwd") }
    }
}
