import Foundation
import TestSupport

/// The stores of `scripts/reference-servers`, nginx (WebDAV), docker-registry and moto's S3
/// server, started on loopback once per test process and stopped by their pids when it exits.
/// The S3 store's endpoint, region and writer's keys are set in this process's environment
/// (AWS's variables, as a team's CI sets them), so the gallery's commands reach it.
enum ReferenceServers {
    /// The addresses and the Basic credentials the script wrote to `servers.env`.
    struct Addresses {
        var http: String
        var privateHTTP: String
        var user: String
        var password: String
        var oci: String
        /// `s3://bento-references/snapshots` and moto's endpoint.
        var s3: String
        var s3Endpoint: String
        /// Keys of an IAM user that may do anything to S3, and of one that may only read.
        var s3Writer: (key: String, secret: String)
        var s3Reader: (key: String, secret: String)

        /// AWS's variables for the S3 store, with the writer's keys or others.
        func s3Environment(key: String? = nil, secret: String? = nil) -> [String: String] {
            ["AWS_ACCESS_KEY_ID": key ?? s3Writer.key, "AWS_SECRET_ACCESS_KEY": secret ?? s3Writer.secret, "AWS_ENDPOINT_URL_S3": s3Endpoint, "AWS_REGION": "us-east-1"]
        }
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
        let addresses = Addresses(
            http: values["BENTO_TEST_HTTP_STORE"] ?? "", privateHTTP: values["BENTO_TEST_PRIVATE_HTTP_STORE"] ?? "",
            user: values["BENTO_TEST_PRIVATE_USER"] ?? "", password: values["BENTO_TEST_PRIVATE_PASSWORD"] ?? "", oci: values["BENTO_TEST_OCI_STORE"] ?? "",
            s3: values["BENTO_TEST_S3_STORE"] ?? "", s3Endpoint: values["BENTO_TEST_S3_ENDPOINT"] ?? "",
            s3Writer: (values["BENTO_TEST_S3_ACCESS_KEY"] ?? "", values["BENTO_TEST_S3_SECRET"] ?? ""),
            s3Reader: (values["BENTO_TEST_S3_READER_ACCESS_KEY"] ?? "", values["BENTO_TEST_S3_READER_SECRET"] ?? ""))
        for (name, value) in addresses.s3Environment() { setenv(name, value, 1) }
        return addresses
    }

    /// The folder nginx serves, where a test plants a blob whose bytes are not its name.
    static var webRoot: URL { folder.appendingPathComponent("www", isDirectory: true) }
}
