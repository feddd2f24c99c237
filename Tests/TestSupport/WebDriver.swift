import Foundation
import Testing

/// A small W3C WebDriver client for Debian's chromedriver driving Debian's Chromium (headless):
/// enough to open a page, find elements, click, type keys, run a script and take screenshots.
public final class WebDriver {
    public static let driverPath = "/usr/bin/chromedriver"
    public static let browserPath = "/usr/bin/chromium"
    public static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: driverPath) && FileManager.default.isExecutableFile(atPath: browserPath)
    }

    /// Whether the browser and its driver are installed; records an issue when they are not,
    /// unless `BENTO_NO_BROWSER` says to skip browser tests.
    public static func isInstalledOrReported() -> Bool {
        guard !isAvailable else { return true }
        if ProcessInfo.processInfo.environment["BENTO_NO_BROWSER"] == nil {
            Issue.record("chromium and chromium-driver are needed; run scripts/bootstrap (or set BENTO_NO_BROWSER=1 to skip).")
        }
        return false
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    private let driver: Process
    private let port: Int
    /// The browser's temporary folder (its profile and singleton socket), removed on `quit`: a
    /// browser that is stopped leaves its socket's folder behind otherwise, one per test.
    private let temporaryFolder: URL
    private var givesTurnBack = false
    private var session = ""
    public static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    /// Starts chromedriver on a free port and a headless Chromium session, once this test's turn
    /// comes (`Turn.browser`; `holdingTurn` when the test took it itself, and gives it back itself).
    init(width: Int = 1400, height: Int = 1000, holdingTurn: Bool = false) async throws {
        if !holdingTurn { await Turn.browser.take() }
        var started = false
        defer { if !started && !holdingTurn { Turn.browser.give() } }
        let port = try Self.freePort()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        // A session that does not start leaves no driver running and no folder behind.
        defer {
            if !started {
                if process.isRunning { process.terminate() }
                try? FileManager.default.removeItem(at: folder)
            }
        }
        process.executableURL = URL(fileURLWithPath: Self.driverPath)
        process.arguments = ["--port=\(port)"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        driver = process
        temporaryFolder = folder
        self.port = port
        var ready = false
        for _ in 0..<100 where !ready {
            ready = (try? await request("GET", "/status"))?["value"] != nil
            if !ready { try await Task.sleep(nanoseconds: 100_000_000) }
        }
        guard ready else { throw Failure(description: "chromedriver did not start") }
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": Self.browserPath,
                        "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=\(width),\(height)"],
                    ],
                ],
            ],
        ]
        let response = try await request("POST", "/session", capabilities)
        guard let value = response["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            throw Failure(description: "no session: \(response)")
        }
        session = id
        givesTurnBack = !holdingTurn
        started = true
    }

    /// Ends the session (closing the browser) and stops chromedriver. (`waitUntilExit` can hang
    /// in an async test, so this polls.)
    public func quit() async {
        _ = try? await request("DELETE", "/session/\(session)")
        driver.terminate()
        for _ in 0..<100 where driver.isRunning {
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: temporaryFolder)
        if givesTurnBack { Turn.browser.give() }
    }

    public func open(_ url: URL) async throws {
        _ = try await command("POST", "url", ["url": url.absoluteString])
    }

    /// The first element matching a CSS selector.
    public func element(_ selector: String) async throws -> String {
        let value = try await command("POST", "element", ["using": "css selector", "value": selector])
        guard let element = (value as? [String: Any])?[Self.elementKey] as? String else {
            throw Failure(description: "no element \(selector): \(value)")
        }
        return element
    }

    public func click(_ selector: String) async throws {
        let element = try await element(selector)
        _ = try await command("POST", "element/\(element)/click", [:])
    }

    /// Types keys into the focused page (the review page's shortcuts listen on the document).
    public func type(_ keys: String) async throws {
        let actions: [[String: Any]] = keys.map { ["type": "keyDown", "value": String($0)] } + keys.map { ["type": "keyUp", "value": String($0)] }
        _ = try await command("POST", "actions", ["actions": [["type": "key", "id": "keyboard", "actions": actions]]])
    }

    /// Presses the mouse on an element's centre, moves it `dx` points right in `steps` moves, and
    /// lets go: a real drag, as a person makes it.
    public func drag(_ selector: String, by dx: Int, steps: Int = 10) async throws {
        let element = try await element(selector)
        var actions: [[String: Any]] = [
            ["type": "pointerMove", "origin": [Self.elementKey: element], "x": 0, "y": 0], ["type": "pointerDown", "button": 0],
        ]
        for _ in 0..<steps {
            actions.append(["type": "pointerMove", "origin": "pointer", "x": dx / steps, "y": 0, "duration": 50])
        }
        actions.append(["type": "pointerUp", "button": 0])
        _ = try await command("POST", "actions", [
            "actions": [["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": actions]],
        ])
    }

    public func text(_ selector: String) async throws -> String {
        let element = try await element(selector)
        return try await command("GET", "element/\(element)/text") as? String ?? ""
    }

    /// Runs a script in the page and returns its result.
    public func script(_ source: String, _ arguments: [Any] = []) async throws -> Any {
        try await command("POST", "execute/sync", ["script": source, "args": arguments])
    }

    /// Waits until a script returns true (the page works asynchronously).
    public func wait(until source: String, timeout: Double = 30) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try await script(source) as? Bool == true { return }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        throw Failure(description: "timed out waiting for: \(source)")
    }

    /// Makes pages see `prefers-color-scheme: dark` (Chromium's DevTools protocol, through chromedriver).
    public func emulateDarkColorScheme() async throws {
        _ = try await command("POST", "goog/cdp/execute", [
            "cmd": "Emulation.setEmulatedMedia",
            "params": ["features": [["name": "prefers-color-scheme", "value": "dark"]]],
        ])
    }

    /// Makes the page's viewport `width` × `height` CSS pixels (windows cannot be made that narrow).
    public func emulateViewport(width: Int, height: Int) async throws {
        _ = try await command("POST", "goog/cdp/execute", [
            "cmd": "Emulation.setDeviceMetricsOverride",
            "params": ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
        ])
    }

    /// WebDriver's codes for keys without a character.
    public enum Key: String { case tab = "\u{E004}", enter = "\u{E007}", arrowUp = "\u{E013}", arrowDown = "\u{E015}" }

    /// Presses a key (down and up) on the focused element.
    public func press(_ key: Key) async throws {
        try await type(key.rawValue)
    }

    public func screenshot(to url: URL) async throws {
        guard let base64 = try await command("GET", "screenshot") as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(description: "no screenshot")
        }
        try data.write(to: url)
    }

    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any {
        let response = try await request(method, "/session/\(session)/\(path)", body)
        if let value = response["value"] as? [String: Any], let error = value["error"] as? String {
            throw Failure(description: "\(path): \(error): \(value["message"] ?? "")")
        }
        return response["value"] ?? NSNull()
    }

    private func request(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let headers = ["Host": "127.0.0.1:\(port)", "Content-Type": "application/json"]
        let response = try PlainHTTP.request(port, method, path, headers: headers, body: data)
        return (try JSONSerialization.jsonObject(with: response.body) as? [String: Any]) ?? [:]
    }

    /// A port nothing listens on now.
    public static func freePort() throws -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw Failure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// Tests in this process that share something take turns with it; a turn lasts from `take` to
/// `give`. A test that takes both turns takes `sharedBuild` first.
public final class Turn: @unchecked Sendable {
    /// The browser: a page that times out because another test's build starves the machine is
    /// not a failure of the page.
    public static let browser = Turn()
    /// The long step's shared build folder: its builds pass `--ignore-lock` (the running
    /// `swift test` holds the lock), so two of them at once would overwrite each other's build
    /// description and products.
    public static let sharedBuild = Turn()
    private let lock = NSLock()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public func take() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = lock.withLock {
                if busy {
                    waiting.append(continuation)
                    return false
                }
                busy = true
                return true
            }
            if now { continuation.resume() }
        }
    }

    public func give() {
        let next: CheckedContinuation<Void, Never>? = lock.withLock {
            if waiting.isEmpty {
                busy = false
                return nil
            }
            return waiting.removeFirst()
        }
        next?.resume()
    }
}

/// Runs `body` with a headless Chromium opened for it and quits the browser afterwards, whether
/// the body returns or throws; `nil` (and an issue recorded, unless `BENTO_NO_BROWSER` is set)
/// when Chromium or its driver is not installed.
@discardableResult
public func withBrowser<Result>(
    width: Int = 1400, height: Int = 1000, holdingTurn: Bool = false, _ body: (WebDriver) async throws -> Result
) async throws -> Result? {
    guard WebDriver.isInstalledOrReported() else { return nil }
    let browser = try await WebDriver(width: width, height: height, holdingTurn: holdingTurn)
    do {
        let result = try await body(browser)
        await browser.quit()
        return result
    } catch {
        await browser.quit()
        throw error
    }
}
