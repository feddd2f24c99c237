import Foundation
import LoopbackHTTP

/// The render worker of `gallery serve`: the same gallery executable, started by the server with
/// `serve --worker`. It answers the preview's requests from its pipe one at a time, so a component
/// that traps takes down only this process; the server reports the crash and starts another.
package enum PreviewWorker {
    /// Serves requests from standard input until it closes or the server that started it goes away.
    /// Its own standard output carries only the answers: anything a component prints goes to
    /// standard error, which the server shows in its terminal.
    package static func run(router: PreviewRouter) -> Never {
        let answers = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let server = getppid()
        // A worker never outlives the server that started it, even mid-render.
        let watchdog = Thread {
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                if getppid() != server { _exit(0) }
            }
        }
        watchdog.start()
        do {
            try PreviewWire.write(PreviewWire.Header(status: 200, contentType: PreviewWire.ready), body: [], to: answers)
            while true {
                let (request, _) = try PreviewWire.read(PreviewWire.Request.self, from: STDIN_FILENO)
                let response = router.answer(
                    LocalRequest(method: request.method, uri: request.path, headers: [:], body: []), path: request.path, query: request.query)
                try PreviewWire.write(PreviewWire.Header(status: response.status, contentType: response.contentType), body: response.body, to: answers)
            }
        } catch {
            // The server closed the pipe: it stopped, or replaced this worker.
            _exit(0)
        }
    }
}
