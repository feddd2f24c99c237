import ArgumentParser

@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders, records and verifies the Bento component catalogue.",
        subcommands: [RenderCommand.self, StaleSnapshotsCommand.self],
        defaultSubcommand: RenderCommand.self)
}
