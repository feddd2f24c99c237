import Components
import DesignTokens

/// The colours a variant drew from outside its theme: an asset catalogue's, which SwiftUI code
/// reads as `Color("brandPrimary")`. `token-values.txt` keeps each under a theme of its own, the
/// catalogue in the variant's theme (`Assets.xcassets in light`: a set has a value for each
/// appearance), so `verify --changed` names the colour a catalogue edit changed as it names a
/// token of a theme.
package enum OutsideTokenReads {
    /// The theme column of a catalogue's colours read in a variant theme.
    package static func theme(_ catalog: String, in variantTheme: String) -> String { "\(catalog) in \(variantTheme)" }

    /// The colours of a tree that no theme of the variant's gives, each with the value it drew
    /// with; the system font's styles are the platform's, not a catalogue's, and are left out.
    package static func reads(in tree: LaidOutNode, variantTheme: String) -> [RenderKey.TokenRead: String] {
        var reads: [RenderKey.TokenRead: String] = [:]
        for use in tree.allDesignUses where use.color != nil {
            guard let token = use.token, token.theme != variantTheme, token.theme != SystemFace.theme else { continue }
            reads[RenderKey.TokenRead(role: token.path, theme: theme(token.theme, in: variantTheme))] = use.value
        }
        return reads
    }
}
