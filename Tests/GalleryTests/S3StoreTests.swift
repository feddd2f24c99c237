import Foundation
import SafeFiles
import Testing
import TestSupport

@testable import ReferenceStores

/// The S3 store: its signature against AWS's worked example and botocore's signer; against moto's
/// S3 server on loopback, which checks every signature against its IAM users (`scripts/reference-
/// servers`): the AWS CLI reads what we wrote and we read what it wrote, and wrong keys, a user
/// who may only read, wrong bytes, a dead and a dripping endpoint are each a clear error that
/// changes nothing. moto does not check the clock, so a clock off by minutes is answered by the
/// hostile store's `skew` mode, which does as S3's API reference says S3 does (that test is in
/// `HostileStoreTests`' suite, below, which alone shortens the transfer deadline).
@Suite(.serialized) struct S3StoreTests {
    static let example = S3Signature.Keys(accessKey: "AKIAIOSFODNN7EXAMPLE", secret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")

    /// Amazon S3 API Reference, "Examples: Signature Calculations" (sig-v4-header-based-auth),
    /// "Example: GET Object": the first 10 bytes of `test.txt` from `examplebucket`, on
    /// 2013-05-24 in us-east-1, with the signature the page prints.
    @Test func theSignatureIsAWSsWorkedExample() throws {
        let url = try #require(URL(string: "https://examplebucket.s3.amazonaws.com/test.txt"))
        let headers = S3Signature(keys: Self.example, region: "us-east-1").headers(
            method: "GET", url: url, query: [], payload: S3Signature.emptyPayload, date: Date(timeIntervalSince1970: 1_369_353_600),
            signing: [("range", "bytes=0-9")])
        let authorization = headers.first { $0.0 == "Authorization" }?.1
        #expect(
            authorization
                == "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,"
                + "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41")
        #expect(headers.contains { $0 == ("x-amz-date", "20130524T000000Z") })
    }

    /// A listing with a prefix and a start key, a port and a session token: the same
    /// `Authorization` as botocore's `SigV4Auth` (what the AWS CLI signs with) gives.
    @Test func theSignatureIsBotocoresForAListingWithASessionToken() throws {
        let keys = S3Signature.Keys(accessKey: "AKIDEXAMPLE", secret: "secret/with+chars=", sessionToken: "session+token/=")
        let url = try #require(URL(string: "http://127.0.0.1:9000/team-bucket?list-type=2&prefix=a/b/&start-after=a/b/0f"))
        let query = [("list-type", "2"), ("prefix", "a/b/"), ("start-after", "a/b/0f")]
        let date = Date(timeIntervalSince1970: 1_780_000_000)
        let ours = S3Signature(keys: keys, region: "eu-west-2").headers(method: "GET", url: url, query: query, payload: S3Signature.emptyPayload, date: date)
        let script = """
            import datetime
            import botocore.auth
            from botocore.awsrequest import AWSRequest
            from botocore.credentials import Credentials
            botocore.auth.get_current_datetime = lambda: datetime.datetime.fromtimestamp(\(Int(date.timeIntervalSince1970)), datetime.timezone.utc)
            request = AWSRequest(method="GET", url="http://127.0.0.1:9000/team-bucket?list-type=2&prefix=a%2Fb%2F&start-after=a%2Fb%2F0f")
            botocore.auth.S3SigV4Auth(Credentials("AKIDEXAMPLE", "secret/with+chars=", "session+token/="), "s3", "eu-west-2").add_auth(request)
            print(request.headers["Authorization"].replace(", ", ","))
            """
        let botocore = try Self.python(script)
        #expect(ours.first { $0.0 == "Authorization" }?.1 == botocore.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func theAWSCLIReadsWhatWeWroteAndWeReadWhatItWrote() throws {
        let servers = try ReferenceServers.addresses.get()
        let store = try ReferenceStores.open(servers.s3, credentials: .fromEnvironment(servers.s3Environment()))
        let ours = ReferenceStoreTests.picture(41) + Data(UUID().uuidString.utf8)
        try store.put(ours)
        // Listed without a prefix: moto 5.2 checks a listing's signature with `prefix=a%2F`
        // encoded twice, so the AWS CLI's own `--prefix snapshots/` is refused there.
        let listing = try Self.aws(servers, ["s3api", "list-objects-v2", "--bucket", "bento-references", "--query", "Contents[].Key", "--output", "text"])
        #expect(listing.split(whereSeparator: \.isWhitespace).contains("snapshots/\(ContentHash.hex(ours))"[...]), "\(listing)")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("bento-s3-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        _ = try Self.aws(servers, ["s3api", "get-object", "--bucket", "bento-references", "--key", "snapshots/\(ContentHash.hex(ours))", copy.path])
        #expect(try Data(contentsOf: copy) == ours)

        let theirs = ReferenceStoreTests.picture(42) + Data(UUID().uuidString.utf8)
        try theirs.write(to: copy)
        _ = try Self.aws(servers, ["s3api", "put-object", "--bucket", "bento-references", "--key", "snapshots/\(ContentHash.hex(theirs))", "--body", copy.path])
        #expect(try store.fetch(ContentHash.hex(theirs), limit: theirs.count) == theirs)
        let listed = try #require(try store.list())
        #expect(listed.isSuperset(of: [ContentHash.hex(ours), ContentHash.hex(theirs)]))
        // Two keys a page: the pages, read by their tokens, list the same.
        var paged = try #require(store as? S3Store)
        paged.pageSize = 2
        #expect(try paged.list() == listed)

        // Bytes put under another blob's name are refused when read.
        let name = ContentHash.hex(Data("what was asked for \(UUID())".utf8))
        _ = try Self.aws(servers, ["s3api", "put-object", "--bucket", "bento-references", "--key", "snapshots/\(name)", "--body", copy.path])
        #expect(throws: ReferenceStoreError.wrongBytes(store: servers.s3, expected: name, found: ContentHash.hex(theirs))) {
            try store.fetch(name, limit: 1 << 20)
        }
    }

    @Test func wrongKeysAndAReadOnlyUserAreClearErrorsThatChangeNothing() throws {
        let servers = try ReferenceServers.addresses.get()
        let writer = try ReferenceStores.open(servers.s3, credentials: .fromEnvironment(servers.s3Environment()))
        let blob = ReferenceStoreTests.picture(43) + Data(UUID().uuidString.utf8)
        let cases: [(environment: [String: String], says: [String], secret: String)] = [
            (servers.s3Environment(secret: "not-the-secret-\(servers.s3Writer.secret)"), ["SignatureDoesNotMatch", "AWS_SECRET_ACCESS_KEY"], "not-the-secret-"),
            (servers.s3Environment(key: "AKIAUNKNOWNKEY000000"), ["InvalidAccessKeyId", "AWS_ACCESS_KEY_ID"], servers.s3Writer.secret),
            (servers.s3Environment(key: servers.s3Reader.key, secret: servers.s3Reader.secret), ["HTTP 403", "AccessDenied", "policy"], servers.s3Reader.secret),
        ]
        for (environment, says, secret) in cases {
            let store = try ReferenceStores.open(servers.s3, credentials: .fromEnvironment(environment))
            do {
                try store.put(blob)
                Issue.record("the store took a blob with \(says[0])")
            } catch {
                let printed = "\(error)"
                for words in says + ["did not take the blob", "Nothing was changed"] { #expect(printed.contains(words), "\(printed)") }
                #expect(!printed.contains(secret), "\(printed)")
            }
            // A HEAD has no body to name the code: its status says what to check.
            if says[0] != "HTTP 403" {
                #expect {
                    _ = try store.contains(ContentHash.hex(blob))
                } throws: { error in
                    "\(error)".contains("HTTP 403") && "\(error)".contains("AWS_SECRET_ACCESS_KEY") && !"\(error)".contains(secret)
                }
            }
            #expect(try writer.contains(ContentHash.hex(blob)) == false, "nothing was written")
        }
        // The reader may read: what the writer put is there for it.
        try writer.put(blob)
        let reader = try ReferenceStores.open(servers.s3, credentials: .fromEnvironment(servers.s3Environment(key: servers.s3Reader.key, secret: servers.s3Reader.secret)))
        #expect(try reader.fetch(ContentHash.hex(blob), limit: blob.count) == blob)
    }

    @Test(arguments: [
        ("s3://ab/refs", "bucket name"), ("s3://Team-Bucket/refs", "bucket name"), ("s3://192.168.1.2/refs", "bucket name"),
        ("s3://team..bucket/refs", "bucket name"), ("s3://team-bucket/refs/../other", "prefix"), ("s3://team-bucket/refs/%0a", "prefix"),
        ("s3://team-bucket:9000/refs", "bucket name"), ("s3://key:secret@team-bucket/refs", "credentials"),
    ])
    func addressesS3CannotTakeAreRefusedSayingWhy(_ address: String, _ says: String) {
        do {
            let parsed = try ReferenceStoreAddress(address)
            Issue.record("\(address) was taken as \(parsed.kind)")
        } catch {
            #expect("\(error)".contains(says), "\(error)")
            #expect(!"\(error)".contains("secret@"), "\(error)")
        }
    }

    @Test func anEndpointOrRegionTheEnvironmentSpoilsIsAClearError() throws {
        for (name, value, says) in [
            ("AWS_ENDPOINT_URL_S3", "ftp://127.0.0.1/", "AWS_ENDPOINT_URL_S3"), ("AWS_ENDPOINT_URL_S3", "http://user:pw@127.0.0.1/", "AWS_ENDPOINT_URL_S3"),
            ("AWS_REGION", "us-east-1.evil.example/x", "AWS_REGION"),
        ] {
            let store = try ReferenceStores.open("s3://team-bucket/refs", credentials: .fromEnvironment([name: value]))
            #expect {
                _ = try store.contains(ContentHash.hex(Data()))
            } throws: { error in
                "\(error)".contains(says) && !"\(error)".contains(":pw@")
            }
        }
        // AWS's own endpoint, virtual-hosted, and path-style for a bucket with dots.
        #expect(S3Signature.host(try #require(URL(string: "https://team-bucket.s3.eu-west-1.amazonaws.com/refs/x"))) == "team-bucket.s3.eu-west-1.amazonaws.com")
    }

    /// Runs a Python program; what it printed.
    static func python(_ program: String) throws -> String {
        try Self.run(["python3", "-c", program], environment: [:])
    }

    /// Runs the AWS CLI (`python3 -m awscli`, as scripts/bootstrap installs it) against moto with
    /// the writer's keys; what it printed, or an error with its output.
    static func aws(_ servers: ReferenceServers.Addresses, _ arguments: [String]) throws -> String {
        try Self.run(["python3", "-m", "awscli", "--endpoint-url", servers.s3Endpoint] + arguments, environment: servers.s3Environment())
    }

    private static func run(_ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "\(arguments.prefix(3)) failed: \(text)"])
        }
        return text
    }
}

/// The S3 store against the hostile store: in its suite, whose tests run one at a time, because
/// they shorten the process's transfer deadline.
extension HostileStoreTests {
    @Test func aClockOffByMinutesADeadAndADrippingEndpointAreNamed() throws {
        let server = try HostileStoreTests.Server()
        let blob = HostileStoreTests.blob
        let sha256 = try server.serve(blob)
        func store(_ endpoint: String, minutesOff: Double = 0) throws -> S3Store {
            let address = try ReferenceStoreAddress("s3://references/team")
            var credentials = StoreCredentials.fromEnvironment(["AWS_ACCESS_KEY_ID": "AKIDEXAMPLE", "AWS_SECRET_ACCESS_KEY": "wJalrXUtnFEMI-secret", "AWS_ENDPOINT_URL_S3": endpoint])
            credentials.s3Region = "eu-central-1"
            var store = S3Store(address: address, bucket: "references", prefix: "team", credentials: credentials)
            store.now = { Date().addingTimeInterval(minutesOff * 60) }
            return store
        }
        #expect(try store("http://127.0.0.1:\(server.main)/skew").fetch(sha256, limit: blob.count) == blob)
        do {
            _ = try store("http://127.0.0.1:\(server.main)/skew", minutesOff: -20).fetch(sha256, limit: blob.count)
            Issue.record("a request 20 minutes old was answered")
        } catch {
            #expect("\(error)".contains("RequestTimeTooSkewed") && "\(error)".contains("clock"), "\(error)")
            #expect(!"\(error)".contains("wJalrXUtnFEMI-secret"), "\(error)")
        }
        do {
            try store("http://127.0.0.1:9").put(blob)
            Issue.record("a dead endpoint took a blob")
        } catch {
            #expect("\(error)".contains("did not take the blob"), "\(error)")
            #expect("\(error)".contains("Nothing was changed"), "\(error)")
        }
        let saved = TransferDeadline.seconds
        TransferDeadline.seconds = 2
        defer { TransferDeadline.seconds = saved }
        let started = Date()
        do {
            _ = try store("http://127.0.0.1:\(server.main)/drip").fetch(sha256, limit: blob.count)
            Issue.record("a dripping store finished")
        } catch {
            #expect("\(error)".contains("did not finish in 2 seconds"), "\(error)")
        }
        #expect(Date().timeIntervalSince(started) < 6)
    }
}
