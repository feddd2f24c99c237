import Foundation
import TestSupport

/// The stores of `scripts/reference-servers`, nginx (WebDAV) and docker-registry, started on
/// loopback once per test process and stopped by their pids when it exits.
enum ReferenceServers {
    /// The addresses and the Basic credentials the script wrote to `servers.env`.
    struct Addresses {
        var http: String
        var privateHTTP: String
        var user: String
        var password: String
        var oci: String
    }

    private static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-reference-servers-\(getpid())", isDirectory: true)

    /// The running servers, started on first use.
    static let addresses: Result<Addresses, Error> = Result {
        // Through the shell and waited for with waitpid: the servers it leaves running keep no
        // pipe of ours open.
        let script = Repository.root.appendingPathComponent("scripts/reference-servers").path
        let log = folder.path + ".log"
        guard system("'\(script)' start '\(folder.path)' > '\(log)' 2>&1") == 0 else {
            let printed = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "scripts/reference-servers start failed: \(printed)"])
        }
        atexit {
            let folder = ReferenceServers.folder.path
            _ = system("'\(Repository.root.path)/scripts/reference-servers' stop '\(folder)' > /dev/null 2>&1; rm -rf '\(folder)' '\(folder).log'")
        }
        var values: [String: String] = [:]
        for line in try String(contentsOf: folder.appendingPathComponent("servers.env"), encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        return Addresses(
            http: values["BENTO_TEST_HTTP_STORE"] ?? "", privateHTTP: values["BENTO_TEST_PRIVATE_HTTP_STORE"] ?? "",
            user: values["BENTO_TEST_PRIVATE_USER"] ?? "", password: values["BENTO_TEST_PRIVATE_PASSWORD"] ?? "", oci: values["BENTO_TEST_OCI_STORE"] ?? "")
    }

    /// The folder nginx serves, where a test plants a blob whose bytes are not its name.
    static var webRoot: URL { folder.appendingPathComponent("www", isDirectory: true) }
}
