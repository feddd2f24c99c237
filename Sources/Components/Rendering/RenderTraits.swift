import DesignTokens

/// The conditions a component renders under.
public struct RenderTraits: Hashable, Sendable {
    /// The tokens: colours, typography, spacing.
    public var theme: Theme
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Double

    /// Creates traits.
    public init(theme: Theme = .light, scale: Double = 2) {
        precondition(scale > 0 && scale.isFinite, "the display scale must be a positive number")
        self.theme = theme
        self.scale = scale
    }

    /// A short label for file names and reports, for example `light-2x`.
    public var variantName: String {
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return "\(theme.name)-\(scaleText)x"
    }
}
