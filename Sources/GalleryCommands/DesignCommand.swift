import ArgumentParser
import DesignFiles
import Foundation
import GalleryEngine
import Rasterizer
import SafeText

/// `gallery design`: the design file as a reference. `inspect` says what saved Figma answers hold,
/// `draw` draws a design node with Bento's engine, `compare` holds catalogue entries against
/// their design nodes.
struct DesignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "design", abstract: "Read saved Figma answers, draw their nodes with Bento's engine, compare them with the catalogue.",
        subcommands: [InspectCommand.self, DrawCommand.self, CompareCommand.self])

    /// `gallery design inspect FILE…`.
    struct InspectCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "inspect",
            abstract: "Say what saved Figma answers hold: nodes, auto-layout frames, text styles, bound variables, variable collections and modes.",
            discussion: "Each FILE is a saved answer of GET /v1/files/:key, /v1/files/:key/nodes?ids=… or /v1/files/:key/variables/local.")

        @Argument(help: "Saved answers (JSON).") var files: [String]

        func run() throws {
            var failed = false
            var read: [DesignFile] = []
            for path in files {
                do {
                    read.append(try DesignFile(contentsOf: URL(fileURLWithPath: path)))
                } catch {
                    CommandOutput.current.errorLine("error: \(error)")
                    failed = true
                }
            }
            // The variables answers among the files name the variables the others bind.
            var variables = DesignVariables()
            for file in read where file.answer == .variables { variables.merge(file.variables) }
            for file in read {
                let summary = DesignFileSummary(file)
                CommandOutput.current.line(summary.description)
                if !summary.boundVariableIDs.isEmpty && !variables.variables.isEmpty {
                    let ids = summary.boundVariableIDs
                    let names = ids.prefix(40).map { id in
                        variables.name(of: id).map { Quoted.field($0, limit: 80) } ?? "\(Quoted.field(id, limit: 40)) (not in the variables given)"
                    }
                    CommandOutput.current.line(
                        "  bound variables by name: " + names.joined(separator: ", ") + (ids.count > 40 ? " and \(ids.count - 40) more" : ""))
                }
            }
            if failed { throw ExitCode.failure }
        }
    }

    /// `gallery design draw FILE --node ID --output PNG`.
    struct DrawCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "draw", abstract: "Draw a design node with Bento's engine, to a PNG.",
            discussion: "Vectors need their outlines: save the nodes answer with geometry=paths.")

        @Argument(help: "A saved file or nodes answer (JSON).") var file: String
        @Option(help: "The node: its id (1:13), a path of layer names (Button/variant=primary), or a name one layer has.") var node: String
        @Option(help: "Where to write the PNG.") var output: String
        @Option(help: "Pixels per point (1 to 8).") var scale: Double = 1

        func validate() throws {
            guard scale >= 1, scale <= 8 else { throw ValidationError("--scale must be from 1 to 8, not \(scale).") }
        }

        func run() throws {
            let design = try DesignFile(contentsOf: URL(fileURLWithPath: file))
            let drawing = DesignDrawing(try design.node(node))
            let picture = try drawing.picture(scale: scale)
            try picture.writePNG(to: URL(fileURLWithPath: output))
            for warning in drawing.warnings { CommandOutput.current.errorLine("warning: \(warning)") }
            CommandOutput.current.line("\(output): \(picture.width)×\(picture.height) pixels")
        }
    }

    /// `gallery design compare`: the audit's `design-changed` and `design-file` rules over the
    /// entries that name a design node.
    struct CompareCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compare", abstract: "Hold each catalogue entry that names a design node against it, property by property.",
            discussion: """
                An entry names its node with .design("Design/atoms.json", node: "PriceTag", properties: ["State": "Sale"]); \
                variables answers saved beside the file name the variables the design binds. The entry's first variant is \
                compared. Entries whose design changed since design.lock recorded it are listed first (design-changed); then \
                each property off the design (design-file): size, padding, spacing, radius, fill, stroke, text. \
                --record-design records the design each entry is held against now. Findings take --allow and --baseline as \
                gallery audit's do.
                """)

        @OptionGroup var options: AuditOptions
        @Flag(name: .customLong("record-design"), help: "Record each entry's design node in design.lock, beside the references.")
        var recordDesign = false
        @Option(name: .customLong("size-tolerance"), help: "Points a frame's size may differ by.") var sizeTolerance = DesignTolerances.standard.size
        @Option(name: .customLong("length-tolerance"), help: "Points a padding, spacing or radius may differ by.") var lengthTolerance = DesignTolerances.standard.length
        @Option(name: .customLong("color-tolerance"), help: "ΔE₀₀ a colour may differ by.") var colorTolerance = DesignTolerances.standard.colorDifference

        func validate() throws {
            for (name, value) in [("size", sizeTolerance), ("length", lengthTolerance), ("color", colorTolerance)] where !(value >= 0 && value <= 1000) {
                throw ValidationError("--\(name)-tolerance must be from 0 to 1000, not \(value).")
            }
        }

        func run() throws {
            let context = GalleryContext.current
            let lockURL = DesignSources.lockURL(in: context)
            let tolerances = DesignTolerances(size: sizeTolerance, length: lengthTolerance, colorDifference: colorTolerance)
            let designs = DesignSources(packageRoot: context.packageRoot, lock: try DesignLock(contentsOf: lockURL), tolerances: tolerances)
            if recordDesign {
                // Each selected entry once, however many of its variants are selected.
                var seen: Set<String> = []
                let entries = try options.selection.workItems(from: context.catalogue.entries).map(\.entry).filter { seen.insert($0.identifier).inserted }
                let lock = try designs.recordedLock(for: entries)
                try lock.write(to: lockURL)
                CommandOutput.current.line("\(lockURL.path): \(lock.lines.count) entries recorded.")
                return
            }
            try options.run(only: [AuditRule.Name.designChanged, AuditRule.Name.designFile], designs: designs, firstVariantsOnly: true) { $0.design != nil }
        }
    }
}
