import FuzzDriver
import Foundation
import Localization

/// Any bytes as a String Catalog: a catalogue or a `LocalizationError`; each key of a catalogue
/// made in each language with a few argument lists of each kind.
func fuzzStrings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let catalog = try? StringCatalog(data: Data(bytes: start, count: count)) else { return 0 }
    for key in catalog.entries.keys.sorted().prefix(50) {
        for language in catalog.languages.prefix(8) {
            for arguments: [LocalizedArgument] in [[], [.int(1)], [.int(2), .string("x")], [.double(2.5)], [.string("x"), .int(21), .double(0)]] {
                _ = try? catalog.text(for: key, language: language, arguments: arguments)
            }
        }
    }
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzStrings(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
