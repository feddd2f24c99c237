import ComponentCatalogue
import Foundation
import SafeFiles
import SafeText

/// Test atoms: one small unit of work a variant, named by a stable id, so CI can split a run by
/// the last run's timings (CircleCI's test splitting, Buildkite's test engine) instead of by
/// position (`--shard i/n`). `gallery list --atoms` prints them; `--atoms-from FILE` runs those a
/// file names.
package enum TestAtoms {
    /// The largest atoms file read: 16 MB is about 200,000 atoms.
    package static let maximumFileSize = 16 << 20

    /// A variant's atom: its reference's name (`Component-state@variant`), which is what its
    /// picture, records and run.json result are named by.
    package static func id(of entry: CatalogueEntry, _ variant: CatalogueVariant) -> String {
        entry.referenceName(for: variant)
    }

    /// The atoms a file names, one a line (blank lines and `#` comments skipped).
    ///
    /// - Throws: `GalleryError` naming the file and line for a file that cannot be read, is not
    ///   UTF-8, is too large, or holds a line no atom is (a control character, over 1,024 bytes).
    package static func read(from path: String) throws -> Set<String> {
        let data: Data
        do {
            data = try PlainFile(path, limit: maximumFileSize).readData()
        } catch {
            throw GalleryError("\(Quoted.field(path)): the atoms file cannot be read: \(error.reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw GalleryError("\(Quoted.field(path)) is not UTF-8 text.") }
        var atoms = Set<String>()
        for (index, line) in text.fileLines(omittingEmptySubsequences: false).enumerated() {
            let atom = line.trimmingCharacters(in: .whitespaces)
            if atom.isEmpty || atom.hasPrefix("#") { continue }
            if atom.utf8.count > 1_024 || atom.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                throw GalleryError("\(Quoted.field(path)):\(index + 1): not an atom (a control character, or over 1,024 bytes)")
            }
            atoms.insert(atom)
        }
        return atoms
    }
}
