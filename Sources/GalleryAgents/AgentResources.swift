import ComponentCatalogue
import Foundation
import GalleryEngine
import ImageSnapshots
import Rasterizer
import MCP
import ReferenceStores
import SafeText

/// The resources `gallery mcp` offers: the component manifest, the token usage (the token page's
/// facts) and each reference picture, by addresses of its own (`bento://…`); a read names a
/// variant of the catalogue, never a path, so no file outside the references can be reached.
extension AgentWorkbench {
    static let manifestURI = "bento://manifest"
    static let tokensURI = "bento://tokens"
    static let referencePrefix = "bento://reference/"

    /// Every resource: the manifest, the tokens, and one picture per variant.
    func resources() throws -> [Resource] {
        var listed = [
            Resource(
                name: "Component manifest", uri: Self.manifestURI,
                description: "Every entry with its arguments, variants, tokens, design node and code (bento.component-manifest/1).", mimeType: "application/json"),
            Resource(
                name: "Token usage", uri: Self.tokensURI, description: "Which tokens each component reads, the variants using each token, tokens nothing uses, hand-typed values.",
                mimeType: "application/json"),
        ]
        for entry in catalogue.entries {
            for variant in entry.allVariants() {
                let name = entry.referenceName(for: variant)
                listed.append(Resource(name: name, uri: Self.referencePrefix + name + ".png", description: "The reference picture of \(entry.identifier) in \(variant.name).", mimeType: "image/png"))
            }
        }
        return listed
    }

    /// The contents of a resource, or why there is none.
    func read(_ uri: String) throws -> Resource.Content {
        guard uri.count <= ToolArguments.nameLimit else { throw AgentToolError("resources/read: the address is \(uri.count) characters long; at most \(ToolArguments.nameLimit)") }
        switch uri {
        case Self.manifestURI:
            let manifest = ComponentManifest.of(catalogue, packageRoot: configuration.context.packageRoot, jobs: configuration.jobs)
            return .text(String(decoding: try manifest.json(), as: UTF8.self), uri: uri, mimeType: "application/json")
        case Self.tokensURI:
            let usage = try TokenUsage(try items(of: catalogue.entries))
            return .text(try ToolAnswer.json(usage), uri: uri, mimeType: "application/json")
        default:
            guard uri.hasPrefix(Self.referencePrefix), uri.hasSuffix(".png") else {
                throw AgentToolError("resources/read: \(Quoted.string(uri, limit: 120)) is no resource of this server; resources/list lists them")
            }
            let name = String(uri.dropFirst(Self.referencePrefix.count).dropLast(4))
            guard catalogue.entries.contains(where: { entry in entry.allVariants().contains { entry.referenceName(for: $0) == name } }) else {
                throw AgentToolError("resources/read: \(Quoted.string(name, limit: 120)) is no variant of the catalogue (Component-state@variant)")
            }
            let references = configuration.references
            let folder = ReferenceFolder.open(references.snapshotsURL, store: references.store)
            let path = try SnapshotName.sanitized(references.suiteName) + "/" + SnapshotName.sanitized(name) + ".png"
            guard let data = try folder.data(path, limit: ImageLimits.standard.largestPNGFile) else {
                throw AgentToolError("resources/read: \(Quoted.string(name, limit: 120)) has no reference yet (gallery record writes it)")
            }
            return .binary(data, uri: uri, mimeType: "image/png")
        }
    }
}
