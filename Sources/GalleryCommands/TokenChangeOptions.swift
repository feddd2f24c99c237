import ArgumentParser
import ComponentCatalogue
import DesignTokens
import Foundation
import GalleryEngine
import SafeText

/// `--tokens-before` and `--tokens-after`: the token files on either side of a change, each a path
/// or `REV:PATH` (the file at a git revision, read with `git show`), its theme named after the file
/// (`light.tokens.json` → `light`). Without `--tokens-after`, the catalogue's own themes are the
/// after side.
struct TokenChangeOptions: ParsableArguments {
    @Option(name: .customLong("tokens-before"), help: "A token file before the change: a path, or REV:PATH for a git revision (repeatable).")
    var before: [String] = []

    @Option(name: .customLong("tokens-after"), help: "A token file after the change (default: the catalogue's own theme of that name).")
    var after: [String] = []

    /// Whether a change was given.
    var isGiven: Bool { !before.isEmpty }

    func validate() throws {
        if before.isEmpty && !after.isEmpty { throw ValidationError("--tokens-after needs --tokens-before: the file before the change.") }
    }

    /// The impact of the change on a catalogue whose variants use `themes`.
    func impact(themes: [Theme], in folder: URL) throws -> TokenImpact {
        // A spec given many times is read once (each REV:PATH asks git).
        func readOnce(_ specs: [String]) throws -> [Theme] {
            var seen = Set<String>()
            return try specs.filter { seen.insert($0).inserted }.map { try Self.theme(at: $0, in: folder) }
        }
        // Each file as the catalogue's theme it stands for: by name, else the one theme its name
        // ends with (`fjord-light` → `light`), as `--tokens` matches them.
        let catalogueNames = Set(themes.map(\.name))
        func matched(_ read: [Theme]) -> [Theme] {
            read.map { theme in
                var theme = theme
                if let target = SelectionOptions.theme(named: theme.name, among: catalogueNames) { theme.name = target }
                return theme
            }
        }
        let old = matched(try readOnce(before))
        var new = matched(try readOnce(after))
        let named = Set(new.map(\.name))
        new += themes.filter { !named.contains($0.name) }
        let unmatched = old.map(\.name).filter { name in !new.contains { $0.name == name } }
        if !unmatched.isEmpty {
            throw GalleryError("No theme of the catalogue is named \(unmatched.joined(separator: ", ")) (a token file's theme is named after the file); the catalogue's themes: \(Set(themes.map(\.name)).sorted().joined(separator: ", ")).")
        }
        return TokenImpact(before: old, after: new)
    }

    /// The theme of a token file given as a path or `REV:PATH`; a `roles.json` beside it (at the same
    /// revision) maps its tokens to roles.
    static func theme(at spec: String, in folder: URL) throws -> Theme {
        let url = URL(fileURLWithPath: spec, relativeTo: folder)
        // A path is a path when the system finds a file there, every folder on the way included
        // (`HEAD:` in `HEAD:../x` is a folder only if one is named so): URL's tidying of `..`
        // would otherwise make `HEAD:../../x` a file outside the package.
        var status = stat()
        if !spec.contains(":") || stat(spec.hasPrefix("/") ? spec : folder.path + "/" + spec, &status) == 0 {
            do {
                return try Theme(tokensAt: url)
            } catch {
                throw GalleryError("\(spec): \(error)")
            }
        }
        let revision = String(spec.prefix { $0 != ":" }), path = String(spec.dropFirst(revision.count + 1))
        guard !revision.isEmpty, !revision.hasPrefix("-"), !path.isEmpty else {
            throw GalleryError("\(spec): give a token file as PATH or REV:PATH (a git revision such as HEAD~1 or main).")
        }
        let inRepository = try repositoryPath(of: path, in: folder, spec: spec)
        let data = try gitShow(revision, inRepository, in: folder)
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        let name = fileName.components(separatedBy: ".").first ?? fileName
        let rolesPath = (inRepository.split(separator: "/").dropLast() + ["roles.json"]).joined(separator: "/")
        do {
            let roles = try (try? gitShow(revision, rolesPath, in: folder)).map { data throws(TokenFileError) in try TokenRoles(data: data) } ?? TokenRoles()
            return try Theme(tokens: try TokenFile(data: data), name: name, roles: roles)
        } catch {
            throw GalleryError("\(spec): \(error)")
        }
    }

    /// The path of `REV:PATH`'s file from the top of the repository, as git resolves a path
    /// relative to `folder`: `.` and `..` taken apart by name, and refused when they leave the
    /// repository (git refuses them too; nothing outside it is ever read).
    static func repositoryPath(of path: String, in folder: URL, spec: String) throws -> String {
        guard !path.hasPrefix("/") else {
            throw GalleryError("\(Quoted.string(spec)): REV:PATH takes a path inside the repository, relative to \(folder.path); this one is absolute.")
        }
        guard let prefix = VerifyRunRecord.git(["rev-parse", "--show-prefix"], in: folder) ?? (VerifyRunRecord.repositoryRoot(of: folder) != nil ? "" : nil) else {
            throw GalleryError("\(Quoted.string(spec)): \(folder.path) is not in a git repository, so there is no revision to read a file at.")
        }
        var parts: [Substring] = []
        for part in (prefix + "/" + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else {
                    throw GalleryError("\(Quoted.string(spec)): the path leaves the repository (its `..` climb above the repository's top); REV:PATH reads only files inside it.")
                }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        guard !parts.isEmpty else { throw GalleryError("\(Quoted.string(spec)): the path names the repository's top folder, not a token file.") }
        return parts.joined(separator: "/")
    }

    /// A file's bytes at a git revision, its path from the repository's top (`repositoryPath`);
    /// at most 16 MB.
    static func gitShow(_ revision: String, _ path: String, in folder: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "show", "\(revision):\(path)"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw GalleryError("\(revision):\(path): git cannot be run: \(error)")
        }
        let limit = 16 << 20
        var data = Data()
        while let chunk = try? output.fileHandleForReading.read(upToCount: 65_536), !chunk.isEmpty {
            data.append(chunk)
            if data.count > limit {
                process.terminate()
                throw GalleryError("\(revision):\(path) is over 16 MB; a token file is far smaller.")
            }
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw GalleryError("\(revision):\(path): \(message.isEmpty ? "git show failed" : message)")
        }
        return data
    }
}
