import Foundation

/// Documents checked against a JSON Schema by a validator we did not write (Debian's
/// python3-jsonschema, draft 2020-12): the picture tree, the component manifest.
public enum JSONSchemaCheck {
    /// The schema file of `Schemas/` with this name (`picture-tree-1.json`).
    public static func schema(_ name: String) -> URL { Repository.root.appendingPathComponent("Schemas/\(name)") }

    /// The validator's complaints about each file, one line per file that does not match
    /// (`path | message`); empty when every file matches.
    public static func problems(schema: URL, files: [URL]) throws -> String {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.path))
                if errors: print(path, "|", errors[0].message)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, schema.path] + files.map(\.path)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let failure = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidatorDidNotRun(description: "the validator did not run (scripts/bootstrap installs it): \(failure)") }
        return text
    }

    /// The validator could not be started or failed.
    public struct ValidatorDidNotRun: Error, CustomStringConvertible {
        public var description: String
    }
}
