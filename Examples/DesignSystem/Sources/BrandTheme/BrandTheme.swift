import DesignTokens
import Foundation

/// The brand's themes, read from the token files the design team exports.
public enum BrandTheme {
    /// `brand-light.tokens.json`.
    public static let light = load("brand-light")
    /// `brand-dark.tokens.json`.
    public static let dark = load("brand-dark")

    private static func load(_ name: String) -> Theme {
        guard let url = Bundle.module.url(forResource: "Resources/\(name).tokens", withExtension: "json") else {
            fatalError("\(name).tokens.json is missing from BrandTheme's resources.")
        }
        do {
            return try Theme(tokensAt: url)
        } catch {
            fatalError("\(name).tokens.json: \(error)")
        }
    }
}
