import Foundation
import Testing

/// Debian's Chromium, headless: loads a page, runs its scripts and returns the resulting DOM.
public enum HeadlessChromium {
    public static let path = "/usr/bin/chromium"

    /// The DOM after the page's scripts ran; `nil` (and a recorded issue, unless
    /// `BENTO_NO_BROWSER` is set) when Chromium is not installed.
    public static func dumpDOM(of url: URL) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            if ProcessInfo.processInfo.environment["BENTO_NO_BROWSER"] == nil {
                Issue.record("Chromium is not installed at \(path); run scripts/bootstrap (or set BENTO_NO_BROWSER=1 to skip).")
            }
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return dom
    }

    /// The values of an attribute in a DOM dump (`src`, `href`).
    public static func attributeValues(_ name: String, in dom: String) -> [String] {
        dom.components(separatedBy: "\(name)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}
