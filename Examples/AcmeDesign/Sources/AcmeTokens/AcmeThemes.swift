import DesignTokens
import Foundation

/// Acme's light and dark themes, read from the token files the design team exports
/// (`Tokens/acme-light.tokens.json` and `acme-dark`, copied into the module's bundle).
public enum AcmeThemes {
    /// Both themes; throws `TokenFileError` naming the file and the token when one cannot be read.
    public static func load() throws -> [Theme] {
        try ["acme-light", "acme-dark"].map(theme(named:))
    }

    /// One theme by its file name, named `light` or `dark` in reference names.
    public static func theme(named file: String) throws -> Theme {
        let folder = Bundle.module.url(forResource: "Tokens", withExtension: nil) ?? Bundle.module.bundleURL.appendingPathComponent("Tokens")
        let url = folder.appendingPathComponent("\(file).tokens.json")
        return try Theme(tokensAt: url, name: file.replacingOccurrences(of: "acme-", with: ""))
    }
}
