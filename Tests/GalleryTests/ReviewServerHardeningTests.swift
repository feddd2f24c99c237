import Foundation
import LoopbackHTTP
import NIOCore
import SnapshotReview
import TestSupport
import Testing

/// Issue 31's server reproductions: repeated checked headers, header values compared as the
/// standards say, read timeouts and a cap on connections.
@Suite(.serialized) struct ReviewServerHardeningTests {
    @Test func aRepeatedHostOrOriginIsRefused() throws {
        let run = try FailingRun()
        let server = try LoopbackServer.start(session: run.session())
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
        let server = try LoopbackServer.start(session: run.session())
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
        let server = try LoopbackServer.start(router: ReviewRouter(session: run.session(), token: LoopbackGate.randomToken()), readTimeout: .milliseconds(500))
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

    /// Issue 35: a local process holding every connection (idle ones, and ones trickling a byte
    /// at a time, none with the token) no longer shuts the author's tab out: each request of the
    /// tab is answered while they stay open.
    @Test func idleAndTricklingConnectionsDoNotShutTheAuthorOut() throws {
        let run = try FailingRun()
        let server = try LoopbackServer.start(router: ReviewRouter(session: run.session(), token: LoopbackGate.randomToken()), readTimeout: .seconds(30))
        defer { server.stop() }
        let port = server.port, token = server.router.gate.token
        let idle = try (0..<(2 * LoopbackServer.maximumConnections)).map { _ in try PlainHTTP.connectedSocket(port) }
        defer { idle.forEach { close($0) } }
        let trickling = try (0..<LoopbackServer.maximumConnections).map { _ in try PlainHTTP.connectedSocket(port) }
        defer { trickling.forEach { close($0) } }
        for byte in Array("GET /api/queue HTTP/1.1\r\n".utf8).prefix(5) {
            for socket in trickling { _ = withUnsafePointer(to: byte) { send(socket, $0, 1, Int32(MSG_NOSIGNAL)) } }
            Thread.sleep(forTimeInterval: 0.05)
        }
        for _ in 0..<5 {
            #expect(try PlainHTTP.request(port, "GET", "/api/queue?token=\(token)", headers: ["Host": "127.0.0.1:\(port)"]).status == 200)
        }
    }

    /// A request trickled a byte at a time is closed when the read timeout has passed since the
    /// connection opened, though each byte came well within it.
    @Test func aTrickledRequestIsClosedAtItsDeadline() throws {
        let run = try FailingRun()
        let server = try LoopbackServer.start(router: ReviewRouter(session: run.session(), token: LoopbackGate.randomToken()), readTimeout: .milliseconds(600))
        defer { server.stop() }
        let socket = try PlainHTTP.connectedSocket(server.port)
        defer { close(socket) }
        let start = Date()
        var closed = false
        for byte in Array("GET /api/queue HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".utf8) {
            if send(socket, [byte], 1, Int32(MSG_NOSIGNAL)) != 1 { closed = true; break }
            var probe: UInt8 = 0
            if recv(socket, &probe, 1, Int32(MSG_DONTWAIT)) == 0 { closed = true; break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(closed, "the trickled request was still open after \(Date().timeIntervalSince(start)) s")
        #expect(Date().timeIntervalSince(start) < 5)
    }
}
