import ArgumentParser

/// `mcp` in a gallery executable that does not serve coding agents: a usage error that says how to
/// make it serve them. The server (GalleryAgents' `AgentServerCommand`) links the Model Context
/// Protocol's SDK and, through it, Foundation's HTTP client and libcurl, which cost every command
/// of the executable about 7 ms to load; a gallery adds it when a team uses agents.
struct AgentServerPlaceholder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp", abstract: "Serve the catalogue to coding agents (needs the GalleryAgents product; see Working with coding agents).")

    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []

    func run() throws {
        throw ValidationError(
            """
            this gallery executable does not serve coding agents. Add .product(name: "GalleryAgents", package: "Bento") to its target, \
            and pass the command in its main.swift: import GalleryAgents; GalleryCommand.main(catalogue, commands: [AgentServerCommand.self]).
            """)
    }
}
