import FuzzDriver
import DesignTokens
import Foundation

/// Any bytes as a token file: a theme or a `TokenFileError`.
func fuzzTokens(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let file = try? TokenFile(data: data) {
        _ = try? Theme(tokens: file, name: "fuzz")
        for path in file.paths.prefix(50) {
            _ = try? file.color(path)
            _ = try? file.dimension(path)
            _ = try? file.textStyle(path)
            _ = try? file.shadow(path)
            _ = try? file.border(path)
            _ = try? file.gradient(path)
            _ = try? file.string(path)
        }
    }
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzTokens(data.map(UnsafeRawPointer.init) ?? UnsafeRawPointer(bitPattern: 1)!, count) }
    }
}
