/// The preview's routes, in one list: the page and its status, answered by whoever serves the page,
/// and the API the render worker answers (the supervisor forwards exactly these).
enum PreviewRoute: Equatable {
    case page, status
    case catalogue, render, reference, diff, play, tokens, accept, undo

    /// The route at a path and method, or `nil` (a 404).
    init?(method: String, path: String) {
        switch (method, path) {
        case ("GET", "/"): self = .page
        case ("GET", "/api/status"): self = .status
        case ("GET", "/api/catalogue"): self = .catalogue
        case ("GET", "/api/render"): self = .render
        case ("GET", "/api/reference"): self = .reference
        case ("GET", "/api/diff"): self = .diff
        case ("GET", "/api/play"): self = .play
        case ("GET", "/api/tokens"): self = .tokens
        case ("POST", "/api/accept"): self = .accept
        case ("POST", "/api/undo"): self = .undo
        default: return nil
        }
    }

    /// Whether the render worker answers it (everything but the page and the status).
    var isWorkers: Bool { self != .page && self != .status }

    /// Whether a path is one the worker answers, whatever the method (a wrong method is the
    /// worker's 404 to give).
    static func isWorkerPath(_ path: String) -> Bool {
        ["GET", "POST"].contains { PreviewRoute(method: $0, path: path)?.isWorkers == true }
    }
}
