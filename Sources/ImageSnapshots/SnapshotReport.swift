import Foundation
import Rasterizer
import SafeFiles
import SafeText

/// The run's failures in one self-contained `report.html` under the artifacts folder: for each, the
/// message and the reference, actual and diff images side by side, a slider that wipes from the
/// reference to the actual image, and a checkbox; the checked ones make a `gallery accept`
/// command to copy. Rewritten (atomically) after every failure, with `summary.md` beside it.
public final class SnapshotReport: @unchecked Sendable {
    /// The report the test process writes.
    public static let shared = SnapshotReport()

    /// One failure in the report.
    public struct Entry: Sendable {
        /// The snapshot's name.
        public var title: String
        /// What went wrong.
        public var message: String
        /// The reference image, if there is one.
        public var referencePath: String?
        /// The actual image written beside the artifacts.
        public var actualPath: String?
        /// The image of the differences.
        public var diffPath: String?
        /// `suite/name`, what `gallery accept` calls the reference.
        public var candidateID: String?

        /// Creates a report entry.
        public init(
            title: String, message: String, referencePath: String? = nil, actualPath: String? = nil, diffPath: String? = nil,
            candidateID: String? = nil
        ) {
            self.title = title
            self.message = message
            self.referencePath = referencePath
            self.actualPath = actualPath
            self.diffPath = diffPath
            self.candidateID = candidateID
        }
    }

    /// One entry per folder, however its URL was spelled (a URL made before the folder existed
    /// has no trailing slash, one made after has).
    static func key(_ url: URL) -> String { url.standardizedFileURL.path }

    private let lock = NSLock()
    private var entries: [String: [Entry]] = [:]
    /// Folders whose report is written once, at `finishBatch`, not after every failure.
    private var batches: Set<String> = []

    /// Collects the failures for `artifactsDirectory` without rewriting the report after each
    /// (which costs the square of the failures: every image is inlined); `finishBatch` writes it.
    public func beginBatch(in artifactsDirectory: URL) {
        lock.withLock { _ = batches.insert(Self.key(artifactsDirectory)) }
    }

    /// Writes the report (and `summary.md`) of a batch once; returns the report's URL.
    @discardableResult
    public func finishBatch(in artifactsDirectory: URL) -> URL {
        let url = artifactsDirectory.appendingPathComponent("report.html")
        lock.withLock {
            batches.remove(Self.key(artifactsDirectory))
            guard let collected = entries[Self.key(artifactsDirectory)], !collected.isEmpty else { return }
            let ordered = collected.sorted { $0.title < $1.title }   // the same whatever the threads
            try? Self.write(ordered, to: url, artifactsDirectory: artifactsDirectory)
        }
        return url
    }

    /// Adds a failure and rewrites the report in `artifactsDirectory` (unless a batch is open
    /// there); returns the report's URL.
    @discardableResult
    public func add(_ entry: Entry, artifactsDirectory: URL) -> URL {
        let url = artifactsDirectory.appendingPathComponent("report.html")
        // Written under the lock, so a report with fewer failures never replaces a fuller one.
        lock.withLock {
            let key = Self.key(artifactsDirectory)
            let written = entries[key, default: []] + [entry]
            entries[key] = written
            guard !batches.contains(key) else { return }
            try? Self.write(written, to: url, artifactsDirectory: artifactsDirectory)
            _ = try? SnapshotSummary.write(in: artifactsDirectory, baseURL: ProcessInfo.processInfo.environment["SNAPSHOT_SUMMARY_BASE_URL"])
        }
        return url
    }

    /// Writes `report.html` for a list of failures at once (a merged run's), replacing any.
    @discardableResult
    public static func write(_ entries: [Entry], in artifactsDirectory: URL) throws -> URL {
        let url = artifactsDirectory.appendingPathComponent("report.html")
        try write(entries, to: url, artifactsDirectory: artifactsDirectory)
        return url
    }

    /// Images up to this size are inlined, so the report is one file to open or attach; larger
    /// ones (and any past `inlineBudget` in all) are linked beside it.
    static let inlineLimit = 256 << 10
    /// The most bytes of images one report inlines.
    static let inlineBudget = 8 << 20

    /// Where an image comes from in the report: a data URL for a small file, otherwise a link
    /// relative to the artifacts folder (where the report is), or a file URL outside it.
    /// Nothing is read past `inlineLimit`; `nil` when there is no plain file.
    static func imageSource(_ path: String?, artifactsDirectory: URL, budget: inout Int) -> String? {
        guard let path else { return nil }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard let size = plainFileSize(url) else { return nil }
        if size <= inlineLimit, size <= budget, let data = ReviewCandidate.read(url, limit: inlineLimit) {
            budget -= data.count
            return "data:image/png;base64," + data.base64EncodedString()
        }
        let folder = artifactsDirectory.standardizedFileURL.path + "/"
        if url.path.hasPrefix(folder) {
            return url.path.dropFirst(folder.count).split(separator: "/").map { percentEncoded(String($0)) }.joined(separator: "/")
        }
        return url.absoluteString
    }

    private static func plainFileSize(_ url: URL) -> Int? {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    private static func percentEncoded(_ component: String) -> String {
        component.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? component
    }


    /// Text made safe for HTML and XML content and attribute values.
    public static func escape(_ text: String) -> String { Markup.html(text) }

    /// Writes the report to `url` (atomically), a section at a time, so its size in memory is one
    /// section's whatever the number of failures.
    static func write(_ entries: [Entry], to url: URL, artifactsDirectory: URL) throws {
        try AtomicWrite.write(to: url) { handle in
            try html(entries, artifactsDirectory: artifactsDirectory) { try handle.write(contentsOf: Data($0.utf8)) }
        }
    }

    /// The report, all at once (for tests).
    static func html(_ entries: [Entry], artifactsDirectory: URL) -> String {
        var text = ""
        html(entries, artifactsDirectory: artifactsDirectory) { text += $0 }
        return text
    }

    static func html(_ entries: [Entry], artifactsDirectory: URL, _ emit: (String) throws -> Void) rethrows {
        var budget = inlineBudget
        try emit(head(count: entries.count, artifactsDirectory: artifactsDirectory))
        for (index, entry) in entries.enumerated() {
            let reference = imageSource(entry.referencePath, artifactsDirectory: artifactsDirectory, budget: &budget)
            let actual = imageSource(entry.actualPath, artifactsDirectory: artifactsDirectory, budget: &budget)
            let diff = imageSource(entry.diffPath, artifactsDirectory: artifactsDirectory, budget: &budget)
            func figure(_ title: String, _ url: String?) -> String {
                guard let url else { return "<figure><figcaption>\(title)</figcaption><p class=\"none\">none</p></figure>" }
                return "<figure><figcaption>\(title)</figcaption><img src=\"\(escape(url))\" alt=\"\(title)\"></figure>"
            }
            var slider = ""
            if let reference, let actual {
                slider = """
                    <div class="wipe"><img src="\(escape(reference))" alt="reference"><div class="top" id="top\(index)"><img src="\(escape(actual))" alt="actual"></div></div>
                    <label>reference ◀ <input type="range" class="wipe-slider" data-top="top\(index)" min="0" max="100" value="50"> ▶ actual</label>
                    """
            }
            let checkbox = entry.candidateID.map {
                "<label class=\"pick\"><input type=\"checkbox\" class=\"accept\" value=\"\(escape($0))\"> accept</label>"
            } ?? ""
            try emit("""
                <section>
                <h2>\(escape(entry.title)) \(checkbox)</h2>
                <pre>\(escape(entry.message))</pre>
                <div class="row">\(figure("Reference", reference))\(figure("Actual", actual))\(figure("Diff", diff))</div>
                \(slider)
                </section>

                """)
        }
        try emit(tail())
    }

    /// The report's style sheet and script (`Pages/report.css`, `Pages/report.js`, compiled into the binary).
    static let style = String(decoding: PackageResources.report_css, as: UTF8.self)
    static let script = String(decoding: PackageResources.report_js, as: UTF8.self)

    private static func head(count: Int, artifactsDirectory: URL) -> String {
        """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Snapshot failures (\(count))</title>
            <style>\(Self.style)</style></head><body data-artifacts="\(escape(artifactsDirectory.standardizedFileURL.path))">
            <h1>Snapshot failures: \(count)</h1>
            <div class="accept-box">
            <label><input type="checkbox" id="all"> check all</label>
            · Accept the checked references with (or run <code>gallery review</code> to decide on a page):
            <input id="command" readonly value=""> <button id="copy">Copy</button>
            </div>

            """
    }

    private static func tail() -> String {
        """
            <script>\(Self.script)</script>
            </body></html>
            """
    }
}
