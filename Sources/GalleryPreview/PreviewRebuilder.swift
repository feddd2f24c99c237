import Foundation

/// `gallery serve --watch`: watches the package's sources, resources and token files; on a change
/// rebuilds this gallery executable incrementally and, when the build succeeds, hands the new build
/// to the server, whose next render worker runs it (same address and token, the next generation),
/// so the open page updates by itself. A failed build is reported on the page and in the terminal,
/// and the old build keeps serving. The watcher lives in the server, so it outlives every build.
package final class PreviewRebuilder: @unchecked Sendable {
    let packageRoot: URL
    let extraFiles: [URL]
    let status: PreviewBuildStatus
    /// Called when a build succeeded, with how long it took: the server starts its next generation.
    let adopt: @Sendable (_ buildMilliseconds: Double) -> Void
    private var thread: Thread?

    /// How often the files are looked at.
    static let interval = 0.15

    package init(packageRoot: URL, extraFiles: [URL], status: PreviewBuildStatus, adopt: @escaping @Sendable (Double) -> Void) {
        self.packageRoot = packageRoot.standardizedFileURL
        self.extraFiles = extraFiles
        self.status = status
        self.adopt = adopt
    }

    package func start() {
        _ = Self.executableURL
        let thread = Thread { [self] in loop() }
        thread.name = "gallery serve --watch"
        self.thread = thread
        thread.start()
    }

    private func loop() {
        var last = fingerprint()
        while true {
            Thread.sleep(forTimeInterval: Self.interval)
            let now = fingerprint()
            guard now != last else { continue }
            // Let an editor finish writing (a save is often a truncate and a write).
            Thread.sleep(forTimeInterval: 0.05)
            last = fingerprint()
            rebuild()
        }
    }

    /// Every watched file's path, size and modification time.
    func fingerprint() -> [String: [Double]] {
        var files: [String: [Double]] = [:]
        let manager = FileManager.default
        func note(_ url: URL) {
            guard let attributes = try? manager.attributesOfItem(atPath: url.path) else { return }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            files[url.path] = [modified, Double((attributes[.size] as? NSNumber)?.intValue ?? 0)]
        }
        note(packageRoot.appendingPathComponent("Package.swift"))
        for url in extraFiles { note(url) }
        if let walker = manager.enumerator(at: packageRoot.appendingPathComponent("Sources"), includingPropertiesForKeys: nil) {
            for case let url as URL in walker where !url.lastPathComponent.hasPrefix(".") { note(url) }
        }
        return files
    }

    /// `swift build` of this executable's product, in the configuration it was built in.
    func rebuild() {
        status.update { $0.building = true }
        let start = Date()
        let (code, output) = Self.run(Self.buildCommand(packageRoot: packageRoot))
        let milliseconds = Date().timeIntervalSince(start) * 1000
        if code == 0 {
            status.update { $0.building = false; $0.buildErrors = nil; $0.buildLog = nil; $0.lastBuild = milliseconds }
            adopt(milliseconds)
        } else {
            let root = packageRoot.path + "/"
            let diagnostics = PreviewBuildStatus.diagnostics(in: output).map { diagnostic in
                var shown = diagnostic
                if shown.file.hasPrefix(root) { shown.file = String(shown.file.dropFirst(root.count)) }
                return shown
            }
            status.update {
                $0.building = false
                $0.buildErrors = diagnostics
                $0.buildLog = diagnostics.isEmpty ? String(output.suffix(4000)) : nil
                $0.lastBuild = milliseconds
            }
            FileHandle.standardOutput.write(Data(Self.report(diagnostics, output: output, milliseconds: milliseconds).utf8))
        }
    }

    /// What the terminal shows of a failed build: each error with its place, or the end of the log.
    static func report(_ diagnostics: [PreviewBuildStatus.Diagnostic], output: String, milliseconds: Double) -> String {
        var lines = [String(format: "Build failed (%.1f s); the previous build keeps serving.", milliseconds / 1000)]
        if diagnostics.isEmpty {
            lines.append(String(output.suffix(4000)))
        } else {
            lines += diagnostics.map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The build of the running executable: its product name and configuration come from its path
    /// (`.build/<triple>/release/design-gallery`), and so does its build folder, which may be
    /// another than the package's `.build` (`--scratch-path`). The lock is ignored because the
    /// `swift run` or `swift package` that started this process may still hold it while it waits
    /// for us.
    static func buildCommand(packageRoot: URL) -> [String] {
        let executable = executableURL
        let configurationFolder = executable.deletingLastPathComponent()
        let configuration = configurationFolder.lastPathComponent == "release" ? "release" : "debug"
        var command = ["swift", "build", "--ignore-lock", "--package-path", packageRoot.path, "-c", configuration]
        if let scratch = scratchPath(ofConfigurationFolder: configurationFolder) { command += ["--scratch-path", scratch.path] }
        return command + ["--product", executable.lastPathComponent]
    }

    /// The build folder holding `<triple>/<configuration>/`, when the executable is in one (it
    /// holds SwiftPM's `workspace-state.json`); nil for an executable copied elsewhere.
    static func scratchPath(ofConfigurationFolder folder: URL) -> URL? {
        let scratch = folder.deletingLastPathComponent().deletingLastPathComponent()
        let state = scratch.appendingPathComponent("workspace-state.json")
        return FileManager.default.fileExists(atPath: state.path) ? scratch : nil
    }

    /// The running executable's file, read once at start: a rebuild replaces the file, after which
    /// `/proc/self/exe` names the deleted old one.
    package static let executableURL: URL = {
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: link).standardizedFileURL
    }()

    static func run(_ command: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (127, "Cannot run \(command.joined(separator: " ")): \(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
