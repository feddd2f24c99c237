/// How strictly an image must match its reference.
public enum ComparisonMode: Hashable, Sendable {
    /// Every byte equal: the default, since renders are deterministic.
    case exact
    /// swift-snapshot-testing's tolerance: a pixel matches when its CIE94 colour difference ΔE is
    /// at most `(1 − perceptualPrecision) × 100`, and the image matches when at least `precision`
    /// of its pixels do.
    case perceptual(precision: Double = 1, perceptualPrecision: Double = 1)
    /// pixelmatch's metric (as Playwright and reg-suit use it): a pixel differs when its YIQ
    /// distance exceeds `threshold` (0…1), except anti-aliased pixels, which its detector
    /// excludes unless `includeAntiAliasing`; the image matches when at most
    /// `maximumDifferingPixels` differ.
    case pixelmatch(threshold: Double = 0.1, includeAntiAliasing: Bool = false, maximumDifferingPixels: Int = 0)

    /// A short description for failure messages.
    public var summary: String {
        switch self {
        case .exact: return "exact"
        case .perceptual(let precision, let perceptualPrecision):
            return "precision \(precision), perceptual precision \(perceptualPrecision)"
        case .pixelmatch(let threshold, let includeAntiAliasing, let maximum):
            return "pixelmatch threshold \(threshold)\(includeAntiAliasing ? " with anti-aliasing" : ""), at most \(maximum) pixels"
        }
    }
}
