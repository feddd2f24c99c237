import FuzzDriver
import Foundation
import Localization

/// The folder the fuzzer writes each input into, as `de.lproj/Localizable.stringsdict`.
let folder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-fuzz-stringsdict-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("bento-fuzz-stringsdict-\(getpid())")) }
    return folder
}()

/// Any bytes as a `.stringsdict` file: rules read as a String Catalog's substitutions, or a
/// `LocalizationError`; each key made with counts that pick each plural form.
func fuzzStringsdict(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let file = folder.appendingPathComponent("de.lproj/Localizable.stringsdict")
    guard (try? Data(bytes: start, count: count).write(to: file)) != nil,
        let catalog = try? StringCatalog(lprojFoldersIn: folder, sourceLanguage: "en")
    else { return 0 }
    for key in catalog.entries.keys.sorted().prefix(50) {
        for number in [0, 1, 2, 5, 21] {
            _ = try? catalog.text(for: key, language: "de", arguments: [.int(number), .int(number), .string("x")])
        }
    }
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzStringsdict(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
