import ComponentCatalogue
import DesignFiles
import Foundation
import SafeText

/// The saved design answers a catalogue's entries name, each read once, and the variables of
/// every variables answer saved beside them (so a bound variable resolves to its name wherever
/// the team keeps `variables.json`).
package final class DesignSources: @unchecked Sendable {
    /// A design node an entry is held against, with what names its variables.
    package struct Resolved: Sendable {
        package var node: DesignNode
        package var variables: DesignVariables
        package var file: DesignFile
        /// The name of the component the node draws: the component set's for a variant, else the node's own.
        package var componentName: String
        /// The reference that named it.
        package var reference: DesignReference
        /// The node's fingerprint when the entry's design was last recorded (`design.lock`).
        package var recordedFingerprint: String?
    }

    private let root: URL
    private let guardLock = NSLock()
    private var files: [String: Result<DesignFile, DesignFileError>] = [:]
    private var variablesByFolder: [String: DesignVariables] = [:]
    package let tolerances: DesignTolerances
    /// The design each entry was last held against.
    package let designLock: DesignLock

    /// Sources read relative to a package's root, with the lock that records the design each entry was last held against.
    package init(packageRoot: URL, lock: DesignLock = DesignLock(), tolerances: DesignTolerances = .standard) {
        root = packageRoot
        designLock = lock
        self.tolerances = tolerances
    }

    /// A catalogue's sources, with the design lock recorded beside its references (an empty lock
    /// where none is recorded; a lock that does not read is an error).
    package static func recorded(in context: GalleryContext) throws -> DesignSources {
        DesignSources(packageRoot: context.packageRoot, lock: try DesignLock(contentsOf: lockURL(in: context)))
    }

    /// Where a catalogue keeps its design lock: beside its references.
    package static func lockURL(in context: GalleryContext) -> URL {
        context.snapshotsDirectory.appendingPathComponent(context.catalogue.snapshotFolder, isDirectory: true).appendingPathComponent("design.lock")
    }

    /// Where a design file named relative to the package's root is.
    package func url(of file: String) -> URL { root.appendingPathComponent(file) }

    /// The node a reference names (for a component set with properties, the variant they pick).
    ///
    /// - Throws: `DesignFileError` for a file that cannot be read or a node it lacks, or
    ///   `GalleryError` for properties no variant has.
    package func resolve(_ reference: DesignReference, entry: String) throws -> Resolved {
        let url = root.appendingPathComponent(reference.file)
        let file = try self.file(at: url).get()
        var node = try file.node(reference.node)
        let componentName = node.name
        if !reference.properties.isEmpty {
            let wanted = reference.properties
            guard let variant = node.children.first(where: { Self.properties(of: $0).merging(wanted) { _, new in new } == Self.properties(of: $0) }) else {
                // The design file's names and the reference's properties are anyone's text.
                let names = node.children.prefix(8).map { Quoted.string($0.name, limit: 60) }.joined(separator: ", ")
                    + (node.children.count > 8 ? " and \(node.children.count - 8) more" : "")
                let sorted = wanted.sorted { $0.key < $1.key }
                let asked = sorted.prefix(8).map { "\(Quoted.field($0.key, limit: 40))=\(Quoted.field($0.value, limit: 40))" }.joined(separator: ", ")
                    + (sorted.count > 8 ? " and \(sorted.count - 8) more" : "")
                throw GalleryError(
                    "\(Quoted.field(reference.file, limit: 200)): no variant of \(Quoted.string(node.name, limit: 60)) has \(asked); its variants are \(names.isEmpty ? "none" : names).")
            }
            node = variant
        }
        let recorded = designLock.lines[entry].flatMap { $0.file == reference.file ? $0.fingerprint : nil }
        return Resolved(
            node: node, variables: variables(beside: url), file: file, componentName: componentName, reference: reference, recordedFingerprint: recorded)
    }

    /// A variant's properties from its layer name: `Size=Medium, State=Default`.
    private static func properties(of node: DesignNode) -> [String: String] {
        var properties = node.componentProperties
        for pair in node.name.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { properties[parts[0]] = parts[1] }
        }
        return properties
    }

    private func file(at url: URL) -> Result<DesignFile, DesignFileError> {
        guardLock.lock()
        defer { guardLock.unlock() }
        return loadedFile(at: url)
    }

    private func loadedFile(at url: URL) -> Result<DesignFile, DesignFileError> {
        if let known = files[url.path] { return known }
        let read = Result { () throws(DesignFileError) in try DesignFile(contentsOf: url) }
        files[url.path] = read
        return read
    }

    /// The variables of every variables answer in the file's folder.
    private func variables(beside url: URL) -> DesignVariables {
        let folder = url.deletingLastPathComponent()
        guardLock.lock()
        defer { guardLock.unlock() }
        if let known = variablesByFolder[folder.path] { return known }
        var merged = DesignVariables()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            if case .success(let file) = loadedFile(at: folder.appendingPathComponent(name)), file.answer == .variables {
                merged.merge(file.variables)
            }
        }
        variablesByFolder[folder.path] = merged
        return merged
    }

    /// The lock with each entry's design as it is now (entries without a design keep no line).
    package func recordedLock(for entries: [CatalogueEntry]) throws -> DesignLock {
        var lock = designLock
        for entry in entries {
            guard let reference = entry.design else { continue }
            let resolved = try resolve(reference, entry: entry.identifier)
            lock.record(DesignLock.Line(entry: entry.identifier, file: reference.file, node: resolved.node.id, fingerprint: resolved.node.fingerprint))
        }
        return lock
    }
}
