import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange at a time, through Foundation's URLSession (libcurl on Linux), waited for:
/// a response body is read up to a limit and the transfer cancelled past it, so a server cannot
/// make the process hold more than it asked for.
final class HTTPTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// A response: status, headers (names lowercased) and body.
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    /// Why an exchange failed before a status arrived.
    struct Failure: Error {
        var reason: String
    }

    private let lock = NSLock()
    private var bodies: [Int: Data] = [:]
    private var limits: [Int: Int] = [:]
    private var overLimit: Set<Int> = []
    /// Tasks the server challenged for credentials (Basic, Digest): answered as `401`.
    private var challenged: Set<Int> = []
    private var finished: [Int: (URLResponse?, Error?)] = [:]
    private var waiters: [Int: DispatchSemaphore] = [:]
    private lazy var session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        configuration.timeoutIntervalForResource = 300
        configuration.httpMaximumConnectionsPerHost = 8
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        return URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }()

    /// The transfer every store of the process shares (one connection pool).
    static let shared = HTTPTransfer()

    /// Sends a request and waits for its response, reading at most `limit` bytes of body.
    func send(_ request: URLRequest, limit: Int) throws(Failure) -> Response {
        let semaphore = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request)
        lock.withLock {
            bodies[task.taskIdentifier] = Data()
            limits[task.taskIdentifier] = limit
            waiters[task.taskIdentifier] = semaphore
        }
        task.resume()
        semaphore.wait()
        let (response, error, body, tooLarge, wasChallenged) = lock.withLock {
            let id = task.taskIdentifier
            defer {
                bodies[id] = nil; limits[id] = nil; finished[id] = nil; waiters[id] = nil; overLimit.remove(id); challenged.remove(id)
            }
            return (finished[id]?.0, finished[id]?.1, bodies[id] ?? Data(), overLimit.contains(id), challenged.contains(id))
        }
        // The credentials go in the request's own header; a challenge means they were missing or wrong.
        if wasChallenged { return Response(status: 401, headers: [:], body: Data()) }
        if tooLarge { throw Failure(reason: "the answer was larger than \(limit) bytes, the most asked for") }
        if let error { throw Failure(reason: (error as NSError).localizedDescription) }
        guard let http = response as? HTTPURLResponse else { throw Failure(reason: "the answer was not HTTP") }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return Response(status: http.statusCode, headers: headers, body: body)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let cancel = lock.withLock { () -> Bool in
            let id = dataTask.taskIdentifier
            guard let limit = limits[id] else { return false }
            if (bodies[id]?.count ?? 0) + data.count > limit {
                overLimit.insert(id)
                return true
            }
            bodies[id]?.append(data)
            return false
        }
        if cancel { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        lock.withLock { _ = challenged.insert(task.taskIdentifier) }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let waiter = lock.withLock { () -> DispatchSemaphore? in
            finished[task.taskIdentifier] = (task.response, error)
            return waiters[task.taskIdentifier]
        }
        waiter?.signal()
    }
}
