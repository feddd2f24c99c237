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
    /// Tasks are known by their object, not their number (numbers are per session).
    private typealias TaskID = ObjectIdentifier
    private var bodies: [TaskID: Data] = [:]
    private var limits: [TaskID: Int] = [:]
    private var overLimit: Set<TaskID> = []
    /// Tasks the server challenged for credentials (Basic, Digest): answered as `401`.
    private var challenged: Set<TaskID> = []
    private var finished: [TaskID: (URLResponse?, Error?)] = [:]
    private var waiters: [TaskID: DispatchSemaphore] = [:]
    /// Made once, in `init`: a lazily made session could be made twice by two threads at once.
    private var session: URLSession!

    /// The longest a transfer may take before it is abandoned.
    static let resourceTimeout: TimeInterval = 300

    override init() {
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        configuration.timeoutIntervalForResource = Self.resourceTimeout
        configuration.httpMaximumConnectionsPerHost = 8
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    /// The transfer every store of the process shares (one connection pool).
    static let shared = HTTPTransfer()

    /// Sends a request and waits for its response, reading at most `limit` bytes of body.
    func send(_ request: URLRequest, limit: Int) throws(Failure) -> Response {
        let semaphore = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request)
        let taskID = TaskID(task)
        lock.withLock {
            bodies[taskID] = Data()
            limits[taskID] = limit
            waiters[taskID] = semaphore
        }
        task.resume()
        // Never a hang: past the resource timeout (and a margin) the transfer is abandoned.
        if semaphore.wait(timeout: .now() + Self.resourceTimeout + 30) == .timedOut {
            task.cancel()
            lock.withLock {
                bodies[taskID] = nil; limits[taskID] = nil; finished[taskID] = nil; waiters[taskID] = nil; overLimit.remove(taskID); challenged.remove(taskID)
            }
            throw Failure(reason: "no answer in \(Int(Self.resourceTimeout)) seconds")
        }
        let (response, error, body, tooLarge, wasChallenged) = lock.withLock {
            let id = taskID
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
            let id = TaskID(dataTask)
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
        lock.withLock { _ = challenged.insert(TaskID(task)) }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let waiter = lock.withLock { () -> DispatchSemaphore? in
            finished[TaskID(task)] = (task.response, error)
            return waiters[TaskID(task)]
        }
        waiter?.signal()
    }
}
