import Foundation
import NIOCore
import SnapshotReview
import Testing

/// Issue 31's server reproductions: repeated checked headers, header values compared as the
/// standards say, read timeouts and a cap on connections.
@Suite(.serialized) struct ReviewServerHardeningTests {
    @Test func aRepeatedHostOrOriginIsRefused() throws {
        let run = try FailingRun()
        let server = try ReviewServer.start(session: run.session())
        defer { server.stop() }
        let port = server.port, token = server.router.gate.token, host = "127.0.0.1:\(port)"
        let queue = "/api/queue?token=\(token)"
        // The last Host was the one checked: evil first, ours second was answered 200.
        #expect(try PlainHTTP.request(port, "GET", queue, headerFields: [("Host", "evil.com:1"), ("Host", host)]).status == 400)
        #expect(try PlainHTTP.request(port, "GET", queue, headerFields: [("Host", host), ("Host", host)]).status == 400)
        #expect(try PlainHTTP.request(
            port, "GET", queue, headerFields: [("Host", host), ("Origin", "http://evil.com"), ("Origin", "http://\(host)")]).status == 400)
        #expect(try PlainHTTP.request(port, "GET", queue, headerFields: [("Host", host)]).status == 200)
    }

    @Test func headerValuesAreComparedAsTheStandardsSay() throws {
        let run = try FailingRun()
        let server = try ReviewServer.start(session: run.session())
        defer { server.stop() }
        let port = server.port, token = server.router.gate.token, host = "127.0.0.1:\(port)"
        let queue = "/api/queue?token=\(token)"
        // Sec-Fetch-Site's tokens are case-insensitive; only this page's own requests pass.
        #expect(try PlainHTTP.request(port, "GET", queue, headers: ["Host": host, "Sec-Fetch-Site": "Cross-Site"]).status == 403)
        #expect(try PlainHTTP.request(port, "GET", queue, headers: ["Host": host, "Sec-Fetch-Site": "same-site"]).status == 403)
        #expect(try PlainHTTP.request(port, "GET", queue, headers: ["Host": host, "Sec-Fetch-Site": "Same-Origin"]).status == 200)
        // Host names are case-insensitive.
        #expect(try PlainHTTP.request(port, "GET", queue, headers: ["Host": "LOCALHOST:\(port)"]).status == 200)
        // The content type is the media type, not a prefix of it.
        let accept = Data("{\"action\":\"accept\",\"ids\":[]}".utf8)
        let decide = "/api/decide?token=\(token)"
        #expect(try PlainHTTP.request(port, "POST", decide, headers: ["Host": host, "Content-Type": "application/jsonp"], body: accept).status == 415)
        #expect(try PlainHTTP.request(
            port, "POST", decide, headers: ["Host": host, "Content-Type": "application/json; charset=latin1"], body: accept).status == 415)
        #expect(try PlainHTTP.request(
            port, "POST", decide, headers: ["Host": host, "Content-Type": "Application/JSON; charset=UTF-8"], body: accept).status == 200)
        #expect(try run.package.files() == run.original)
    }

    @Test func aHalfSentRequestIsClosedAfterTheReadTimeout() throws {
        let run = try FailingRun()
        let server = try ReviewServer.start(router: ReviewRouter(session: run.session(), token: ReviewRouter.randomToken()), readTimeout: .milliseconds(500))
        defer { server.stop() }
        let socket = try PlainHTTP.connectedSocket(server.port)
        defer { close(socket) }
        let partial = Array("GET /api/queue HTTP/1.1\r\nHost: 127.0.0.1".utf8)
        _ = partial.withUnsafeBufferPointer { send(socket, $0.baseAddress, $0.count, 0) }
        // Before, the connection stayed open for over 70 s; now the server closes it: recv sees
        // the end of the stream (0) well within 5 s.
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let start = Date()
        var byte: UInt8 = 0
        let received = recv(socket, &byte, 1, 0)
        #expect(received == 0, "the half-sent connection was not closed")
        #expect(Date().timeIntervalSince(start) < 4.5)
    }

    @Test func idleConnectionsPastTheCapDoNotStopARealRequest() throws {
        let run = try FailingRun()
        let server = try ReviewServer.start(router: ReviewRouter(session: run.session(), token: ReviewRouter.randomToken()), readTimeout: .seconds(30))
        defer { server.stop() }
        let port = server.port, token = server.router.gate.token
        // Twice the cap of idle connections; the ones past it are closed at once.
        let idle = try (0..<(2 * ReviewServer.maximumConnections)).map { _ in try PlainHTTP.connectedSocket(port) }
        defer { idle.forEach { close($0) } }
        Thread.sleep(forTimeInterval: 0.3)
        // Closing a few idle ones makes room; a real request is then answered.
        idle.prefix(4).forEach { shutdown($0, Int32(SHUT_RDWR)) }
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try PlainHTTP.request(port, "GET", "/api/queue?token=\(token)", headers: ["Host": "127.0.0.1:\(port)"]).status == 200)
    }
}
