import ArgumentParser
import Foundation
import GalleryEngine
import ImageSnapshots
import Rasterizer
import ReferenceStores
import SafeText

/// `gallery references`: the pictures of a snapshots folder and the store that keeps them.
struct ReferencesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "references", abstract: "Move reference pictures between git and a store, and check or collect the store.",
        discussion: """
            A snapshots folder keeps its pictures in git (as files) or in a store (references.txt names each by SHA-256). \
            Stores: file:///folder, http(s)://host/cas (bazel-remote's protocol, or WebDAV) and oci://host/repository; \
            credentials come from BENTO_REFERENCE_STORE_USER and _PASSWORD, or _TOKEN.
            """,
        subcommands: [Push.self, Pull.self, Check.self, Migrate.self, Collect.self])

    /// The folder and the store every subcommand takes.
    struct Folder: ParsableArguments {
        @Option(name: .long, help: "The snapshots folder (default: Snapshots at the root of the catalogue's package).")
        var snapshots: String?

        @Option(name: .long, help: "The store, in place of the one references.txt names (default: BENTO_REFERENCE_STORE).")
        var store: String?

        var references: ReferenceFolder {
            ReferenceFolder.open(snapshots.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? GalleryContext.current.snapshotsDirectory, store: store)
        }
    }

    struct Push: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Upload the pictures the manifest names that the store lacks, from the files beside it.")
        @OptionGroup var folder: Folder

        func run() throws {
            let (uploaded, present) = try ReferenceTransfers.push(folder.references)
            CommandOutput.current.line("\(uploaded) uploaded, \(present) already in the store.")
        }
    }

    struct Pull: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write every picture of the manifest beside it as a file, fetched from the store.")
        @OptionGroup var folder: Folder

        func run() throws {
            let fetched = try ReferenceTransfers.pull(folder.references)
            CommandOutput.current.line("\(fetched) fetched.")
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Check that every manifest line has its picture, and every picture its hash and size (exit 1 otherwise).")
        @OptionGroup var folder: Folder

        func run() throws {
            let (checked, problems) = try ReferenceTransfers.check(folder.references)
            for problem in problems { CommandOutput.current.line("FAIL \(Quoted.field(problem.description))") }
            CommandOutput.current.line("\(checked) references checked, \(problems.count) problem\(problems.count == 1 ? "" : "s").")
            if !problems.isEmpty { throw ExitCode(1) }
        }
    }

    struct Migrate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Move the folder's pictures into a store (--to-store URL), or back into git (--to-git), byte for byte.",
            discussion: "--to-git on a folder in git without references.txt writes one, so record keeps render keys for verify --changed.")
        @OptionGroup var folder: Folder
        @Option(name: .customLong("to-store"), help: "The store to move the pictures into; references.txt names it.") var toStore: String?
        @Flag(name: .customLong("to-git"), help: "Bring the pictures back as files.") var toGit = false

        /// A picture's pixel hash, so the first verify after a migration matches without encoding.
        static func pixelHash(_ path: String, _ data: Data) -> String? {
            if path.hasSuffix(".apng") { return (try? AnimatedPNG.decode([UInt8](data))).map { PixelHash.of(frames: $0) } }
            guard path.hasSuffix(".png") else { return nil }
            return (try? Bitmap(pngData: [UInt8](data))).map(PixelHash.of)
        }

        func validate() throws {
            if (toStore == nil) == !toGit { throw ValidationError("Give one of --to-store URL and --to-git.") }
        }

        func run() throws {
            if let toStore {
                let fromStore = try folder.references.isStoreMode()
                let moved = try ReferenceTransfers.migrateToStore(folder.references, store: toStore, pixelHash: Self.pixelHash)
                // From a store no file was removed; the old store still holds the same blobs.
                // Keys are written by a run that draws the pictures, not by a move.
                let keyless = (try folder.references.currentManifest())?.entries.values.filter { $0.renderKey == nil }.count ?? 0
                CommandOutput.current.line(
                    "\(moved) pictures moved to \(Quoted.field(toStore)); "
                        + (fromStore ? "commit references.txt (the old store keeps its copies until you remove it)." : "commit references.txt and the removal of the files.")
                        + (keyless > 0 ? " `record` adds the render keys verify --changed compares (\(keyless) have none yet)." : ""))
            } else {
                let references = folder.references
                let hadManifest = try references.currentManifest() != nil
                let moved = try ReferenceTransfers.migrateToGit(references, pixelHash: Self.pixelHash)
                CommandOutput.current.line(
                    hadManifest ? "\(moved) pictures fetched into the folder; references.txt now says pictures: git."
                        : "references.txt lists the folder's \(moved) pictures; `record` adds their render keys.")
            }
        }
    }

    struct Collect: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List (and with --delete remove) the store's blobs that no manifest on the given git refs names.",
            discussion: "The working copy's manifest is always kept. A store that cannot list its blobs (an OCI registry) is searched for the blobs any earlier version of references.txt named.")
        @OptionGroup var folder: Folder
        @Option(name: .customLong("keep-ref"), help: "A git ref whose references.txt must keep its blobs (repeatable; default: HEAD, where the folder is in a git repository).") var keepRefs: [String] = []
        @Flag(name: .long, help: "Remove them instead of only listing them.") var delete = false

        func run() throws {
            let references = folder.references
            var kept = try references.currentManifest().map { [$0] } ?? []
            for ref in keepRefs.isEmpty ? ["HEAD"] : keepRefs {
                guard let text = try ManifestHistory.file(at: ref, in: references.folder) else {
                    if keepRefs.isEmpty { continue }
                    throw ValidationError("\(ref) has no references.txt in \(references.folder.path).")
                }
                kept.append(try ReferenceManifest(text: text, file: "\(ref):references.txt"))
            }
            let history = ManifestHistory.all(in: references.folder)
            let unused = try ReferenceTransfers.collect(references, keeping: kept, history: history, delete: delete)
            for sha256 in unused { CommandOutput.current.line((delete ? "removed " : "") + sha256) }
            CommandOutput.current.line("\(unused.count) blob\(unused.count == 1 ? "" : "s") no kept manifest names\(delete ? ", removed" : "").")
        }
    }
}

/// The versions of a folder's `references.txt` in its git repository.
enum ManifestHistory {
    /// The manifest at a ref, `nil` when the ref has none.
    static func file(at ref: String, in folder: URL) throws -> String? {
        guard !ref.hasPrefix("-"), !ref.contains(":") else { throw ValidationError("\(ref) is not a git ref.") }
        return VerifyRunRecord.git(["show", "\(ref):./\(ReferenceManifest.fileName)"], in: folder)
    }

    /// Every version any ref's history holds (unreadable ones skipped).
    static func all(in folder: URL) -> [ReferenceManifest] {
        guard let commits = VerifyRunRecord.git(["log", "--all", "--format=%H", "--", ReferenceManifest.fileName], in: folder) else { return [] }
        return commits.split(separator: "\n").compactMap { commit in
            VerifyRunRecord.git(["show", "\(commit):./\(ReferenceManifest.fileName)"], in: folder).flatMap { try? ReferenceManifest(text: $0, file: String(commit)) }
        }
    }
}
