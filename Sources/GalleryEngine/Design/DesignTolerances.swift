/// How far code may stand from its design before `gallery design compare` says so. The defaults
/// sit just past what a design tool's 32-bit floats and a pixel grid blur.
public struct DesignTolerances: Hashable, Sendable {
    /// Frame sizes, in points.
    public var size: Double
    /// Paddings, spacing and radii, in points.
    public var length: Double
    /// Fills, strokes and text colours, in CIEDE2000 (ΔE₀₀): 1 is about the least difference an
    /// eye sees side by side.
    public var colorDifference: Double
    /// Font size and line height, in points.
    public var fontSize: Double
    /// Letter spacing, in points.
    public var letterSpacing: Double

    /// Tolerances; the defaults are `standard`'s.
    public init(size: Double = 1, length: Double = 0.5, colorDifference: Double = 1, fontSize: Double = 0.5, letterSpacing: Double = 0.05) {
        self.size = size
        self.length = length
        self.colorDifference = colorDifference
        self.fontSize = fontSize
        self.letterSpacing = letterSpacing
    }

    /// The defaults.
    public static let standard = DesignTolerances()
}
