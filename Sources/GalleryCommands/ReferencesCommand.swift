import ArgumentParser
import Foundation
import GalleryEngine
import ImageSnapshots
import Rasterizer
import ReferenceStores
import SafeFiles
import SafeText

/// `gallery references`: the pictures of a snapshots folder and the store that keeps them.
struct ReferencesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "references", abstract: "Move reference pictures between git and a store, and check or collect the store.",
        discussion: """
            A snapshots folder keeps its pictures in git (as files) or in a store (references.txt names each by SHA-256). \
            Stores: file:///folder, http(s)://host/cas (bazel-remote's protocol, or WebDAV) and oci://host/repository; s3://bucket/prefix (AWS's variables give its keys, region and endpoint); \
            credentials come from BENTO_REFERENCE_STORE_USER and _PASSWORD, or _TOKEN.
            """,
        subcommands: [Push.self, Pull.self, Check.self, Migrate.self, Collect.self, MergeDriver.self, InstallMergeDriver.self])

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

        /// A picture's pixel fingerprint, so the first verify after a migration matches without decoding.
        static func pixelHash(_ path: String, _ data: Data) -> PixelFingerprint? {
            if path.hasSuffix(".apng") { return (try? AnimatedPNG.decode([UInt8](data))).map { PixelHash.of(frames: $0) } }
            guard path.hasSuffix(".png") else { return nil }
            return (try? Bitmap(pngData: [UInt8](data))).map { PixelHash.of($0) }
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

extension ReferencesCommand {
    /// The name of the merge driver in `.gitattributes` and git's configuration.
    static let mergeDriverName = "bento-references"

    struct MergeDriver: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge-driver",
            abstract: "Merge a manifest (references.txt, token-values.txt, design.lock) as git's merge driver: %O %A %B %P.",
            discussion: """
                Lines are united by name: a picture one branch accepted and the other left alone is kept, whatever \
                the other did elsewhere; a name both changed differently, or one removed while the other changed it, \
                is a conflict for that name alone (exit 1, conflict markers around it). The result replaces OURS (%A). \
                install-merge-driver sets it up.
                """)
        @Argument(help: "The common ancestor's version (%O).") var base: String
        @Argument(help: "Our version (%A); the merge is written here.") var ours: String
        @Argument(help: "Their version (%B).") var theirs: String
        @Argument(help: "The file's path in the repository (%P), which says which manifest it is (default: references.txt).") var path: String?

        func run() throws {
            let name = URL(fileURLWithPath: path ?? ReferenceManifest.fileName).lastPathComponent
            guard let merge = ManifestMerge.forFile(named: name) else {
                throw ValidationError("\(Quoted.field(name)) is not a manifest this driver merges (references.txt, token-values.txt, design.lock).")
            }
            func read(_ file: String) throws -> String {
                let data = try PlainFile(file, limit: ReferenceManifest.maximumFileSize).readData()
                guard let text = String(data: data, encoding: .utf8) else { throw ValidationError("\(Quoted.field(file)) is not UTF-8 text.") }
                return text
            }
            let label = path ?? name
            let (baseText, oursText, theirsText) = (try read(base), try read(ours), try read(theirs))
            let result = try merge.merge(
                base: baseText, ours: oursText, theirs: theirsText, files: ("\(label) (base)", "\(label) (ours)", "\(label) (theirs)"))
            if name == ReferenceManifest.fileName && result.conflicts.isEmpty {
                // A clean merge is a manifest: it reads as one before it is written.
                _ = try ReferenceManifest(text: result.text, file: "\(label) (merged)")
            }
            try AtomicWrite.write(Data(result.text.utf8), to: URL(fileURLWithPath: ours))
            guard result.conflicts.isEmpty else {
                let names = result.conflicts.prefix(10).map { Quoted.field($0) }.joined(separator: ", ")
                CommandOutput.current.line(
                    "\(Quoted.field(label)): \(result.conflicts.count) name\(result.conflicts.count == 1 ? "" : "s") changed differently on both sides: \(names)"
                        + (result.conflicts.count > 10 ? " and \(result.conflicts.count - 10) more" : "") + "; choose between the markers, or record again")
                throw ExitCode(1)
            }
        }
    }

    struct InstallMergeDriver: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "install-merge-driver",
            abstract: "Make git merge the manifests with merge-driver: a .gitattributes line and the repository's git configuration.",
            discussion: "The configuration is the clone's own (git keeps drivers out of the repository): each clone, and CI where it merges, runs this once.")
        @Option(name: .long, help: "The command git runs (default: this executable, by its absolute path).") var command: String?
        @Option(name: .long, help: "The repository (default: the one holding the current folder).") var repository: String?

        func run() throws {
            let folder = URL(fileURLWithPath: repository ?? FileManager.default.currentDirectoryPath, isDirectory: true)
            guard let root = VerifyRunRecord.git(["rev-parse", "--show-toplevel"], in: folder) else {
                throw ValidationError("\(Quoted.field(folder.path)) is not in a git repository.")
            }
            let executable = command ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
            guard !executable.contains("\n"), !executable.contains("'") else { throw ValidationError("the command holds a line break or a quote") }
            let driver = "'\(executable)' references merge-driver %O %A %B %P"
            let name = ReferencesCommand.mergeDriverName
            for (key, value) in [("merge.\(name).name", "Bento's manifests, merged by name"), ("merge.\(name).driver", driver)] {
                guard Self.git(["config", key, value], in: root) == 0 else { throw ValidationError("git config \(key) failed in \(Quoted.field(root)).") }
            }
            let attributes = URL(fileURLWithPath: root).appendingPathComponent(".gitattributes")
            let existing = (try? PlainFile(attributes.path, limit: 1 << 20).readData()).flatMap { String(data: $0, encoding: .utf8) } ?? ""
            let wanted = ["references.txt", "token-values.txt", "design.lock"].map { "\($0) merge=\(name)" }
            let missing = wanted.filter { line in !existing.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line } }
            if !missing.isEmpty {
                let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
                try AtomicWrite.write(Data((existing + separator + missing.joined(separator: "\n") + "\n").utf8), to: attributes)
            }
            CommandOutput.current.line(
                "git merges references.txt, token-values.txt and design.lock by name in \(Quoted.field(root))"
                    + (missing.isEmpty ? "" : "; commit .gitattributes") + ".")
        }

        /// Runs git in a folder; its exit status.
        static func git(_ arguments: [String], in folder: String) -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", folder] + arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return -1 }
            process.waitUntilExit()
            return process.terminationStatus
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
